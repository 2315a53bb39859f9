// Public result, handle and status types of supervised runs.
import type { JsonValue, LockHolder } from '../store/contract.ts';
import type { PauseSummary } from '../graph/contract.ts';
import type { UsageTotals } from '../engine/index.ts';
import type { CommandCleanupCapability, ProcessIdentity } from '../engine/command/index.ts';

/** Usage of a node or a run: `reported` (every call measured), `partial` (lower bounds), `unknown`. */
export type SupervisedRunUsage = UsageTotals;

/** Codes a settled, resumable pause may carry (graph pauses carry none). */
export type SupervisedPauseCode =
  | 'INTERRUPTED'
  | 'WORKSPACE_DRIFT'
  /** The workspace lease was taken by someone else during restart backoff. */
  | 'WORKSPACE_LEASE'
  | 'WORKSPACE_ANCHOR_MISSING'
  | 'WORKSPACE_ANCHOR_INVALID'
  | 'RESUME_EVENT_MISMATCH'
  /** A non-retry-safe node paused before its code: the store could not be persisted off the machine. */
  | 'WRITE_AHEAD';

/**
 * A WORKSPACE_DRIFT whose HEAD differs: the commit of the run's snapshot (`expected`) and the
 * workspace's (`found`); null: no commit (an unborn branch). Advice reads these, never the reason.
 */
export interface SupervisedHeadDrift {
  expected: string | null;
  found: string | null;
}

export type SupervisedRunResult =
  | { kind: 'complete'; output: JsonValue }
  | { kind: 'fail'; code: string; message: string }
  | {
      kind: 'pause';
      code?: SupervisedPauseCode;
      reason?: string;
      /** WORKSPACE_DRIFT at another commit (a drift during a restart's backoff, a refused resume). */
      head?: SupervisedHeadDrift;
      /** Graph pauses: their positions; INTERRUPTED: the occurrences that were in flight. */
      positions: string[];
      pauses: PauseSummary[];
    };

export interface SupervisedRunHandle {
  readonly runId: string;
  /** `nodes: 'open'` lists only the unsettled and the latest positions (see readSupervisedRunStatus). */
  status(options?: { nodes?: 'all' | 'open' }): Promise<SupervisedRunStatus>;
  readonly done: Promise<SupervisedRunResult>;
  /** Terminal: stops the worker and settles STOPPED (or the recorded result). After settling, returns it. */
  stop(): Promise<SupervisedRunResult>;
  /**
   * Resumable: stops the worker and settles an INTERRUPTED pause (or the recorded result). `cause`
   * (e.g. `SIGINT (the job was cancelled)`) is recorded with it: the pause reads `interrupted by <cause>`.
   */
  interrupt(cause?: string): Promise<SupervisedRunResult>;
}

export type SupervisedRunPhase =
  /** Definition written, no worker launched yet (or between launches after a resume). */
  | 'starting'
  | 'running'
  | 'backoff'
  | 'paused'
  | 'interrupted'
  | 'completed'
  | 'failed'
  | 'stopped'
  | 'timeout'
  /** Not settled, and its watchdog is provably gone (dead on this host, or no lock at all). */
  | 'orphaned';

export interface ActiveOccurrence {
  nodeId: string;
  /** Exactly as recorded (never split into parents). */
  position: string;
  /** `dispatched` (no attempt started yet) or `running` (attempt started, no outcome). */
  phase: 'dispatched' | 'running';
  /** The plan phase the node declares (`phase:` of a DAG node), or null; a display group only. */
  planPhase: string | null;
  attemptId: string | null;
  attempt: number | null;
  retrySafe: boolean | null;
  startedAt: string | null;
  elapsedMs: number | null;
  /**
   * Only when the attempt record carries a node timeout. An engine node's timeout bounds each call:
   * counted from its latest call's start, and whole while it waits for its budget turn.
   */
  remainingTimeoutMs: number | null;
  usage: SupervisedRunUsage;
  /** Waiting for its turn under a hard budget (since when, after which positions); no call in flight. */
  budgetTurn?: BudgetTurnWait;
}

/** An engine call that waits for another call counted by the same hard budget to end. */
export interface BudgetTurnWait {
  since: string;
  /** The positions it waits after: those whose calls hold its budget, then those ahead of it. */
  after: string[];
}

export interface NodeOccurrence {
  position: string;
  nodeId: string;
  /** The plan phase the node declares, or null (display only: the summary groups nodes by it). */
  planPhase: string | null;
  /** `skipped`: its condition was unmet (node code did not run; `message` says why); green for the graph. */
  state: 'dispatched' | 'running' | 'completed' | 'skipped' | 'failed' | 'paused';
  attempts: number;
  startedAt: string | null;
  durationMs: number | null;
  code: string | null;
  message: string | null;
  reconciled: { decision: string; decidedBy: string } | null;
  /** A gate's answer recorded with its resume (who answered, when, the values). */
  answered?: { answeredBy: string; at: string; values: Record<string, JsonValue> } | null;
  /** Running, and waiting for its turn under a hard budget (no engine call in flight). */
  budgetTurn?: BudgetTurnWait;
}

export interface SupervisedRunCancellation {
  reason: string;
  by: string;
  at: string;
  requestedAt: string;
}

export interface SupervisedRunReopening {
  at: string;
  by: string;
  reason: string;
  /** The failure it reopened, e.g. DAG_NODE_FAILED. */
  code: string;
  /** The failed nodes dispatched again. */
  nodes: string[];
}

export interface NodeUsage {
  nodeId: string;
  usage: SupervisedRunUsage;
}

export interface WorkerStatus {
  launchId: string;
  session: number;
  /** 0 for the first worker of the run, then one more per launch. */
  launch: number;
  pid: number | null;
  /** Process identity start time (Linux clock ticks), as recorded. */
  identity: ProcessIdentity | null;
  launchedAt: string;
  startedAt: string | null;
  exitedAt: string | null;
  /** null when it cannot be checked here (another host, or no identity recorded). */
  alive: boolean | null;
}

export interface SupervisedRunStatus {
  runId: string;
  namespace: string;
  phase: SupervisedRunPhase;
  /** The newest session recorded (1 fresh, one more per resume or continuation). */
  session: number;
  createdAt: string;
  /** The settled result (terminal or paused), null while not settled. Completion output is in `outputArtifact`. */
  result:
    | { kind: 'complete'; outputArtifact: JsonValue }
    | { kind: 'fail'; code: string; message: string }
    | {
        kind: 'pause';
        code: string | null;
        reason: string | null;
        positions: string[];
        /** WORKSPACE_DRIFT at another commit, as recorded; absent otherwise and in records written before it. */
        head?: SupervisedHeadDrift;
      }
    | null;
  worker: WorkerStatus | null;
  /** The process lock holder (the live watchdog, or a dead one's leftover). */
  watchdog: { holder: LockHolder | null; alive: boolean | null };
  /** Processes carrying the live worker's owner marker (Linux). */
  processes: ProcessIdentity[];
  cleanupCapability: CommandCleanupCapability;
  restartCount: number;
  backoff: { restart: number; delayMs: number; until: string } | null;
  elapsedMs: number;
  timeoutMs: number | null;
  remainingTimeoutMs: number | null;
  dispatches: number;
  maxDispatches: number | null;
  /** Open graph pauses (reasons and requests) and, for a settled pause, its positions. */
  pauses: Array<{ position: string; nodeId: string; eventId: string; reason: string; request: JsonValue }>;
  positions: string[];
  /** null before a terminal result; true when cleanup was verified; false when it could not be. */
  cleanupVerified: boolean | null;
  /** A workspace lease (and the process lock) kept after a terminal failure. */
  leaseRetained: boolean;
  /**
   * Who cancelled the run and why (runner:cancelled): `at` when it was recorded, `requestedAt` when
   * it was asked for; null when it was not cancelled. Always set by readSupervisedRunStatus; optional
   * in the type only so status values built by hand (report fixtures) stay valid.
   */
  cancelled?: SupervisedRunCancellation | null;
  /**
   * The latest resume refused since the run's latest session began (WORKSPACE_DRIFT, a missing
   * pause snapshot): the run stays as it was, `result` unchanged; optional like `cancelled`. `head`:
   * WORKSPACE_DRIFT at another commit, the run's (`expected`) and the workspace's (`found`); null:
   * no commit.
   */
  resumeRefused?: {
    at: string;
    code: string;
    reason: string;
    head?: SupervisedHeadDrift;
  } | null;
  /** Each reopening of the failed run (retryFailed), oldest first; optional like `cancelled`. */
  reopened?: SupervisedRunReopening[];
  active: ActiveOccurrence[];
  /** In dispatch order: every position, or for an open read (`nodesListed: 'open'`) the unsettled and the latest. */
  nodes: NodeOccurrence[];
  /** Every dispatched position, by state, whatever `nodes` lists; optional like `cancelled`. */
  nodeCounts?: SupervisedRunNodeCounts;
  /** `all`: `nodes` lists every position; `open`: those not completed or skipped, and the latest 10 dispatched. */
  nodesListed?: 'all' | 'open';
  usage: NodeUsage[];
  totalUsage: SupervisedRunUsage;
  /** The run budget (limits.budget raised by resumes) and what the run spent of it; null: no budget. */
  budget?: SupervisedRunBudget | null;
  /** Engine nodes with their own cap that made a call, in order of first call; optional like `budget`. */
  nodeCaps?: SupervisedRunNodeCap[];
  lastHeartbeatAt: string | null;
  lastEventAt: string | null;
  eventCount: { graph: number; runner: number };
  heads: { graph: string; runner: string };
}

export type SupervisedRunNodeCounts = Record<NodeOccurrence['state'], number> & { total: number };

/** An engine node's own cap (max-cost-usd / max-tokens-total) and what the node spent of it. */
export interface SupervisedRunNodeCap {
  nodeId: string;
  /** The cap now: the declared one, raised by resumes of the node's cap pauses (only upward). */
  limit: { usd?: number; tokens?: number };
  declared: { usd?: number; tokens?: number };
  /** Reported + estimated dollars and measured tokens of the node's calls, at every position. */
  spent: { usd: number; tokens: number | null };
  unknownCalls: number;
  /** Who made the latest raise; null when the cap was never raised. */
  raisedBy: string | null;
}

export interface SupervisedRunBudget {
  limit: { usd?: number; tokens?: number; soft?: boolean };
  /** Reported + estimated dollars and measured input + output tokens of every call of the run. */
  spent: { usd: number; tokens: number | null };
  /** Calls with no cost figure (they count as zero when the budget is soft). */
  unknownCalls: number;
}
