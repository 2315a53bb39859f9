// Everything one watchdog session works with, prepared by start or resume.
import type { ProcessLock, RunStorage } from '../../store/contract.ts';
import type { TransferredCapture, WorkspaceLease, WorkspaceProvider } from '../../workspace/index.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import type { RestartPolicy, SupervisedRunEvent } from '../options/options.ts';
import type { WorkerMode } from '../records/records.ts';
import type { WorkerParams } from '../worker/params.ts';
import type { GraphView } from './graph-view.ts';
import type { OffMachineCoordinator } from './off-machine.ts';
import type { WorkerPrelaunch } from './prelaunch.ts';
import type { RunnerLog } from './runner-log.ts';

export interface WatchdogContext {
  storage: RunStorage;
  runId: string;
  definition: SupervisedRunDefinition;
  log: RunnerLog;
  graph: GraphView;
  lock: ProcessLock;
  /** Held while a worker runs and during cleanup; null while released (backoff). */
  lease: WorkspaceLease | null;
  workspace: WorkspaceProvider;
  realRoot: string;
  scratchDirectory: string;
  restart: RestartPolicy;
  teardownGraceMs: number;
  /** Snapshot of the worker's environment for this call. */
  environment: Record<string, string>;
  /** Strings redacted from stderr tails before they are recorded. */
  redact: readonly string[];
  workerEntry: string;
  /** Node compile cache directory for worker processes (null: none). */
  compileCache: string | null;
  storageParams: WorkerParams['storage'];
  changes: WorkerParams['changes'];
  /** The capture a start took before the session, for the first launch only (launch.ts takes it). */
  firstCapture: TransferredCapture | null;
  /** The first launch of this session. */
  mode: WorkerMode;
  onEvent: ((event: SupervisedRunEvent) => void) | undefined;
  /** Persists the store off the machine around unsafe attempts and at checkpoints (null: the disk is durable). */
  offMachine: OffMachineCoordinator | null;
  /** A worker started ahead of the first launch (the caller's): adopted if its spec matches, else stopped. */
  prelaunch: WorkerPrelaunch | null;
  /** A start's session: removed again when its first worker refuses the host (unstart.ts); null for a resume. */
  newRun: { ownScratch: boolean } | null;
}
