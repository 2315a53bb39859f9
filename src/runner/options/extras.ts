// The library call's extras: callbacks, providers and handles that cannot be serialised, so they are
// checked here by hand (what each accepts, INVALID_OPTIONS naming it) and kept out of the schema.
import type { StoredEvent } from '../../store/contract.ts';
import type { WorkspaceProvider } from '../../workspace/index.ts';
import { SupervisedRunError } from '../errors.ts';
import type { FollowedLine } from '../output/follow.ts';
import type { VerifiedStoredRun } from '../status/verified-read.ts';
import type { WorkerPrelaunch } from '../watchdog/prelaunch.ts';
import type { AttemptRef, OffMachineOutcome } from '../worker/messages.ts';

/** A record as the watchdog appended it or saw it appear in the worker's log. */
export interface SupervisedRunEvent {
  log: 'runner' | 'graph';
  event: StoredEvent;
}

/** Library-only extras (not serialisable, so not part of the schema). */
export interface SupervisedRunExtras {
  /** Default: the git provider at runRoot, excluding the store directory when it is inside runRoot. */
  workspace?: WorkspaceProvider;
  /** Progress callback (the CLI prints these). Exceptions thrown by it are ignored. */
  onEvent?: (event: SupervisedRunEvent) => void;
  /**
   * Live node output: the lines node attempts print, in batches as they reach the store (polled), the
   * last batch before `done` resolves. With onEvent too, an attempt's lines come after its
   * `graph:node-attempt-started` and before the record that ends it. Exceptions thrown by it are ignored.
   */
  onOutput?: (lines: FollowedLine[]) => void;
  /** SIGINT / SIGTERM to this process interrupt the run (a resumable INTERRUPTED pause). */
  handleSignals?: boolean;
  /**
   * Path of the worker script; default: worker-entry.ts, worker-entry.js or (the ncc bundle) worker.js
   * beside the runner's own module; from lib/, the package's dist/worker.js when lib/ and dist/ were
   * built from the same sources.
   */
  workerEntry?: string;
  /**
   * Persist the store off this machine (the Action: the Actions cache) before every non-retry-safe
   * attempt's code, and every `checkpointIntervalMs` while anything changed. Without it (CLI,
   * library) the local disk is the durable store.
   */
  offMachine?: OffMachinePersistence;
  /**
   * A worker process prelaunchSupervisedWorker started ahead of this call (it loads meanwhile): the
   * first launch uses it when it was started for the same run, directory, worker entry, environment
   * and teardown grace; otherwise it is stopped. A session that ends without using it stops it, and
   * so does a call that fails or a resume that is refused before its session. Without one, a start
   * or resume starts its own while it checks and verifies.
   */
  prelaunched?: WorkerPrelaunch;
  /**
   * resumeSupervisedRun only: a verified read of this run made in this process (the `verified` of
   * restorePausedWorkspace, or of readStoredRunLogs with `fold`). The resume then verifies only the
   * records appended since, when both logs still begin with the bytes that read verified; otherwise
   * it verifies them whole, as without it.
   * (Checked by the resume: only the runner's own reads pass.)
   */
  verified?: VerifiedStoredRun;
}

export interface OffMachineRequest {
  /** `unsafe-attempt`: these attempts' code waits for the save; `checkpoint`: retry-safe progress. */
  reason: 'unsafe-attempt' | 'checkpoint';
  attempts: AttemptRef[];
  /** Aborted when the session is asked to settle while this save runs: its attempts will not start. */
  abandoned?: AbortSignal;
}

export interface OffMachinePersistence {
  /**
   * Copies the run directory off the machine while every writer of the store holds still.
   * `saved` and `skipped` let the waiting node code start; `refused` (or a throw) pauses those
   * attempts before their code with WRITE_AHEAD. A save still running when the session is asked to
   * settle (interrupt, stop, time limit) is not waited for by the settling records and lets no code
   * start; the session's `done` settles only once it has ended.
   */
  persist(request: OffMachineRequest): Promise<OffMachineOutcome>;
  /** 0 or absent: no periodic checkpoints. */
  checkpointIntervalMs?: number;
}

export const extraKeys = [
  'workspace',
  'onEvent',
  'onOutput',
  'handleSignals',
  'workerEntry',
  'offMachine',
  'prelaunched',
  'verified',
] as const;

function isPrelaunch(value: unknown): value is WorkerPrelaunch {
  if (typeof value !== 'object' || value === null) return false;
  const { take, dispose } = value as Record<string, unknown>;
  return typeof take === 'function' && typeof dispose === 'function';
}

export function checkExtras(options: Record<string, unknown>): void {
  const { workspace, onEvent, onOutput, handleSignals, workerEntry, offMachine, prelaunched } = options;
  const bad = (field: string, accepts: string) =>
    new SupervisedRunError('INVALID_OPTIONS', `options.${field}: expected ${accepts}`);
  if (
    workspace !== undefined &&
    (typeof workspace !== 'object' ||
      workspace === null ||
      typeof (workspace as WorkspaceProvider).capture !== 'function')
  ) {
    throw bad(
      'workspace',
      'a workspace provider ({ root, repositoryRoot, capture, acquireLease, readLease, releaseLease, verify })',
    );
  }
  if (onEvent !== undefined && typeof onEvent !== 'function') throw bad('onEvent', 'a function');
  if (onOutput !== undefined && typeof onOutput !== 'function') throw bad('onOutput', 'a function');
  if (handleSignals !== undefined && typeof handleSignals !== 'boolean') throw bad('handleSignals', 'a boolean');
  if (workerEntry !== undefined && (typeof workerEntry !== 'string' || workerEntry.length === 0))
    throw bad('workerEntry', 'a path');
  if (prelaunched !== undefined && !isPrelaunch(prelaunched))
    throw bad('prelaunched', 'what prelaunchSupervisedWorker returned');
  if (offMachine !== undefined) {
    const { persist, checkpointIntervalMs: every } = (offMachine ?? {}) as Partial<OffMachinePersistence>;
    if (typeof persist !== 'function') throw bad('offMachine', '{ persist(request), checkpointIntervalMs? }');
    if (every !== undefined && !(Number.isInteger(every) && every >= 0 && every <= 2_147_483_647))
      throw bad('offMachine.checkpointIntervalMs', 'a whole number of milliseconds (0: none)');
  }
}
