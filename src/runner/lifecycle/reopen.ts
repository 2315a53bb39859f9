// Reopening a failed run (resumeSupervisedRun with retryFailed): only a run that failed because
// its nodes failed (DAG_NODE_FAILED, RESTART_EXHAUSTED) with its cleanup verified. A stop or a
// cancel is a person's decision, a timeout is the budget's, and an incomplete teardown may have
// left processes behind: those stay final, and the refusal says which it was.
import type { RunStorage } from '../../store/contract.ts';
import { graphEventTypes } from '../../graph/index.ts';
import { SupervisedRunError } from '../errors.ts';
import { runnerEventTypes as T } from '../records/records.ts';
import { settledField } from '../status/fold-runner.ts';
import type { Folded } from '../status/folded.ts';
import { occurrenceAt } from '../status/state.ts';
import { cancelledByText } from './cancel-text.ts';

/** Failure codes that mean "nodes failed": reopening offers the failed work again. */
export const reopenableCodes: ReadonlySet<string> = new Set(['DAG_NODE_FAILED', 'RESTART_EXHAUSTED']);

/** Whether a status shows a run retryFailed would reopen (the adapters offer the command then). */
export function isRetryableFailure(status: {
  phase: string;
  result: { kind: string; code?: string | null } | null;
  cleanupVerified: boolean | null;
  leaseRetained: boolean;
}): boolean {
  return (
    status.phase === 'failed' &&
    status.result?.kind === 'fail' &&
    reopenableCodes.has(status.result.code ?? '') &&
    status.cleanupVerified === true &&
    !status.leaseRetained
  );
}

export interface Reopen {
  by: string;
  reason: string;
  code: string;
  /** Failed node IDs (their latest occurrence failed), in dispatch order. */
  nodes: string[];
}

function refuse(runId: string, why: string): never {
  throw new SupervisedRunError('RUN_NOT_RETRYABLE', `run ${runId} cannot be retried: ${why}`);
}

/** Node IDs whose latest occurrence failed, in dispatch order. */
export function failedNodes(folded: Folded): string[] {
  const latest = new Map<string, string>();
  for (const position of folded.graph.order) {
    const occurrence = occurrenceAt(folded.graph, position);
    if (occurrence !== undefined) latest.set(occurrence.nodeId, occurrence.state);
  }
  return [...latest].filter(([, state]) => state === 'failed').map(([nodeId]) => nodeId);
}

export function planReopen(
  folded: Folded,
  runId: string,
  form: string,
  request: { by: string; reason?: string | undefined },
): Reopen {
  const settled = folded.runner.settled;
  if (settled === null) refuse(runId, 'it has not failed (it is not settled); continue or take it over instead');
  if (settled.type === T.stopped) {
    const cancelled = folded.runner.cancelled;
    refuse(
      runId,
      `it was stopped${cancelled === null ? '' : ` (${cancelledByText(cancelled)})`}; a stop is a person's decision and stays final`,
    );
  }
  if (settled.type === T.timeout)
    refuse(runId, 'it ran out of its time budget (timeout), which a retry would not give back; it stays final');
  if (settled.type === T.completed) refuse(runId, 'it completed; there is nothing to retry');
  if (settled.type !== T.failed)
    refuse(runId, `it is ${settled.type.replace('runner:', '')}, not failed; resume or continue it instead`);
  const rawCode = settledField(settled, 'code');
  const code = typeof rawCode === 'string' ? rawCode : '';
  if (
    settledField(settled, 'cleanupVerified') !== true ||
    settledField(settled, 'leaseRetained') === true ||
    code === 'TEARDOWN_INCOMPLETE'
  )
    refuse(
      runId,
      `it failed with ${code} and its teardown was incomplete (processes it started may still run); reopening it is unsafe, so it stays final`,
    );
  if (!reopenableCodes.has(code))
    refuse(
      runId,
      `it failed with ${code}, which is not a node failure (only DAG_NODE_FAILED and RESTART_EXHAUSTED are retried)`,
    );
  const nodes = failedNodes(folded);
  if (nodes.length > 0 && form !== 'dag')
    refuse(runId, `its graph form "${form}" does not reopen failed nodes (the built-in dag form does)`);
  return { by: request.by, reason: request.reason ?? `retry of the failed run, asked by ${request.by}`, code, nodes };
}

/** Appends graph:run-reopened while no worker runs (the lock is held): the form folds it before deciding. */
export async function recordReopen(
  storage: RunStorage,
  runId: string,
  folded: Folded,
  reopen: Reopen,
  session: number,
) {
  if (reopen.nodes.length === 0) return;
  const log = await storage.openEventLog(runId, 'graph', folded.cursors.graph);
  try {
    await log.append([
      {
        type: graphEventTypes.runReopened,
        session,
        data: { nodes: reopen.nodes, by: reopen.by, reason: reopen.reason },
      },
    ]);
  } finally {
    await log.close();
  }
}
