// What a node attempt needs from its executor, and the shapes passed between them.
import type { ArtifactStore, JsonValue, NewEvent, RunStorage } from '../../store/contract.ts';
import type { Engine } from '../../engine/contract.ts';
import { identityKey } from '../events.ts';
import type { BudgetTally } from './budget.ts';
import type {
  AttemptHooks,
  EngineBinding,
  GraphExecutor,
  GraphExecutorOptions,
  GraphPlan,
  LaneTarget,
  NodeBinding,
  PauseInfo,
  PriceTable,
} from '../contract.ts';

/** A record waiting to be appended; `foldData` is what folding sees when it differs (hydrated output). */
export interface PendingRecord {
  event: NewEvent;
  foldData?: JsonValue;
}

/** One attempt to run: the position, its binding and (when already in a batch) its start record. */
export interface AttemptPlan {
  position: string;
  nodeId: string;
  input: JsonValue;
  binding: NodeBinding;
  attemptId: string;
  attempt: number;
  /** True when the attempt-started record went into the batch that launched it. */
  preStarted: boolean;
  resumedFrom: PauseInfo | undefined;
}

/** Records to append before the next decision, the positions they settle, attempts they start. */
export interface Front {
  records: PendingRecord[];
  exclude: ReadonlySet<string>;
  launches: AttemptPlan[];
}

/** What a settled attempt hands back: records for the next batch, or an executor-level error. */
export interface Settled {
  position: string;
  records: PendingRecord[];
  fatal?: unknown;
}

export interface AttemptServices {
  readonly storage: RunStorage;
  readonly runId: string;
  readonly session: number;
  readonly artifacts: ArtifactStore;
  readonly plan: GraphPlan;
  readonly engines: readonly EngineBinding[];
  readonly memory: unknown;
  readonly hooks: AttemptHooks | undefined;
  readonly prices: PriceTable | undefined;
  readonly clock: () => Date;
  /** The run budget's spend, from the log and this session's ended calls. */
  readonly budget: BudgetTally;
  readonly warn: (message: string) => void;
  /** Identities recorded dead so far (provider/model keys). */
  deadKeys(): ReadonlySet<string>;
  /** The place of a call just recorded started among its target's calls in the run (EngineRequest.callIndex). */
  engineCallIndex(callId: string): number | undefined;
  engineFor(target: LaneTarget): Engine | undefined;
  /** Appends records (one batch, one sync) through the executor's single writer. */
  record(records: PendingRecord[]): Promise<void>;
  /** Makes the executor of a nested run (injected, so the attempt code does not import the executor back). */
  createExecutor<S>(options: GraphExecutorOptions<S>): GraphExecutor;
}

/** The services of one executor session; `record` is bound to that session. */
export function attemptServices(
  options: GraphExecutorOptions<unknown>,
  parts: Pick<
    AttemptServices,
    'artifacts' | 'plan' | 'deadKeys' | 'engineCallIndex' | 'record' | 'createExecutor' | 'budget'
  >,
): AttemptServices {
  return {
    ...parts,
    storage: options.storage,
    runId: options.runId,
    session: options.session,
    engines: options.engines,
    memory: options.memory,
    hooks: options.attemptHooks,
    prices: options.prices,
    clock: options.clock ?? (() => new Date()),
    warn: options.warn ?? ((message) => console.warn(message)),
    engineFor: (target) => options.engines.find((b) => identityKey(b.target) === identityKey(target))?.engine,
  };
}

export function now(services: Pick<AttemptServices, 'clock'>): number {
  return services.clock().getTime();
}
