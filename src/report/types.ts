// What the report layer renders: a stored run's status and records (RunReport), plus where the
// summary is shown (SummaryContext: which workflow and branch a resume command must name).
import type { z } from 'zod';
import type { UsageTotals } from '../engine/usage.ts';
import type { nodeChangesSchema } from '../runner/records.ts';
import type { SupervisedRunResult, SupervisedRunStatus } from '../runner/types.ts';

/** One `runner:node-changes` record: what one attempt at a position changed in the workspace. */
export type NodeChanges = z.infer<typeof nodeChangesSchema>;

export interface RunEvidence {
  /** The cache key this job saved the store under (the Action knows it; loadRunReport does not). */
  cacheKey?: string;
  /** Where the store came from, e.g. a cache key or "artifact of workflow run 123". */
  restoredFrom?: string;
  artifactName?: string;
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
  evidence: RunEvidence;
  /** Shown as a warning callout (cache read-only, denied save, fork detected, ...). Plain text. */
  warnings: string[];
}
