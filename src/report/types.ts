// What the report layer renders: a stored run's status and records (RunReport), plus where the
// summary is shown (SummaryContext: which workflow and branch a resume command must name).
import type { z } from 'zod';
import type { EngineErrorKind, EngineIdentity, UsageReceipt } from '../engine/contract.ts';
import type { UsageTotals } from '../engine/index.ts';
import type { LaneTarget } from '../graph/contract.ts';
import type { nodeChangesSchema, SupervisedRunResult, SupervisedRunStatus } from '../runner/index.ts';
import type { GraphNode } from './graph-nodes.ts';
import type { AttemptOutputView } from './attempt-output.ts';
import type { ReviewLoopView } from './reviews.ts';
import type { DispatchStop } from './ends-failed.ts';

/** One `runner:node-changes` record: what one attempt at a position changed in the workspace. */
export type NodeChanges = z.infer<ReturnType<typeof nodeChangesSchema>>;

/** One engine call as the graph log recorded it. */
export interface EngineCall {
  position: string;
  /** `provider/model` the call started on (the model left out when unknown). */
  engine: string;
  outcome: 'completed' | 'failed' | 'open';
  /** Null while open, when a crash cut it off, or when a failed call recorded none. */
  receipt: UsageReceipt | null;
}

/** Who runs a lane's calls after one of its engines died. */
export type LaneTakeover =
  /** The next recorded call on the lane ran on `target` (first at `position`). */
  | { kind: 'called'; target: LaneTarget; adapter: string; position: string }
  /** No later call on the lane is recorded: the plan's first target not recorded dead. */
  | { kind: 'planned'; target: LaneTarget }
  /** Every target of the lane is recorded dead: later calls fail ENGINE_UNAVAILABLE. */
  | { kind: 'none' }
  /** The stored plan could not be read. */
  | { kind: 'unknown' };

/** One `graph:lane-dead` record: an engine failed in a way retrying cannot fix and is skipped from then on. */
export interface DeadLane {
  /** Where the failing call was made. */
  position: string;
  attemptId: string;
  lane: string;
  /** The identity the plan selected, and the one the engine reported (they differ when it ran another model). */
  selected: EngineIdentity;
  reported: EngineIdentity;
  /** auth, billing, missing-cli, model-unavailable or invalid-config. */
  kind: EngineErrorKind;
  /** As recorded (known secrets were redacted when it was written). */
  message: string;
  /** When the record was appended. */
  at: string;
  takeover: LaneTakeover;
}

/** How far a log reached when it was read: its record count and the hash of its last record (64 zeros when empty). */
export interface LogMark {
  records: number;
  head: string;
  /** The bytes those records fill. */
  offset: number;
  /** SHA-256 of those bytes, as verified (only with loadRunReport's digestLogs option). */
  digest?: string;
}

export interface RunEvidence {
  /** The cache key this job saved the store under (the Action knows it; loadRunReport does not). */
  cacheKey?: string;
  /** Where the store came from, e.g. a cache key or "artifact of workflow run 123". */
  restoredFrom?: string;
  artifactName?: string;
  /** The workflow run whose job uploaded `artifactName` (GITHUB_RUN_ID): where `gh run download` finds it. */
  artifactRunId?: string;
  eventCount: { graph: number; runner: number };
  /** Hash-chain heads (SHA-256 hex) of the two logs. */
  chainHeads: { graph: string; runner: string };
  session: number;
}

export interface RunReport {
  status: SupervisedRunStatus;
  /** The handle's result, or one rebuilt from the store; preferred over `status.result` (it carries the output). */
  result?: SupervisedRunResult;
  /** In log order: one entry per attempt that recorded its changes. */
  nodeChanges: NodeChanges[];
  /**
   * Usage per position (status keeps it per node ID). Derived from the engine records by
   * loadRunReport; without it the nodes table shows a node's usage only where the node has one position.
   */
  positionUsage?: Record<string, UsageTotals>;
  /** `graph:lane-dead` records in log order (loadRunReport derives them; absent: not derived). */
  deadLanes?: DeadLane[];
  /** Every engine call with its receipt, in log order (loadRunReport derives them). */
  engineCalls?: EngineCall[];
  /** Per position, the engines (`provider/model`) its calls ran on (loadRunReport derives them). */
  positionEngines?: Record<string, string[]>;
  /** The graph's nodes in graph order (a DAG's, from the stored definition); absent: only what ran is listed. */
  graphNodes?: GraphNode[];
  evidence: RunEvidence;
  /** The dispatch limit's stop (graph:dispatch-limit-reached) not set aside by a reopening; absent: none or not derived. */
  dispatchStop?: DispatchStop;
  /** Review loops and their rounds (loadRunReport derives them; absent: not derived). */
  reviewLoops?: ReviewLoopView[];
  /**
   * Each log's length (its records, its bytes) and the hash of its last record, as loadRunReport
   * read and verified it whole (absent: not read so). A job restoring the run keeps them to check its save.
   */
  logs?: { runner: LogMark; graph: LogMark };
  /** What the attempts of failed and paused positions printed (loadRunReport reads it; absent: not read). */
  attemptOutputs?: AttemptOutputView[];
  /** Shown as a warning callout (cache read-only, denied save, fork detected, ...). Plain text. */
  warnings: string[];
}
