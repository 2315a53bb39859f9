// What a commit records after folding its front: the form's own records (a review loop's
// send-back), each folded before the form decides again, then the dispatches it decides, planned
// into their dispatch and start records. Dispatches that would pass maxDispatches stop the run: a
// form that settles after a stop gets the stop recorded and is asked again (its cleanup runs).
import type { ArtifactStore, RunStorage } from '../../store/contract.ts';
import type { Dispatch, Graph, NodeBinding } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import { askGraph, checkDispatches, planDispatches } from './decisions.ts';
import type { RunState } from './run-state.ts';
import type { AttemptPlan, AttemptServices, PendingRecord } from './services.ts';

/** Records a form may ask for before one decision (a guard against a form that never stops asking). */
const maxFormRecords = 100;

export interface DecideContext<S> {
  graph: Graph<S>;
  nodes: Record<string, NodeBinding>;
  storage: RunStorage;
  artifacts: ArtifactStore;
  session: number;
  maxDispatches: number | undefined;
  services: AttemptServices;
}

export interface NextDecision {
  /** Folded into `run` already, in log order. */
  records: PendingRecord[];
  launches: AttemptPlan[];
  /** The dispatches decided would pass maxDispatches: none was recorded. */
  budgetStop: boolean;
}

export async function decideNext<S>(run: RunState<S>, context: DecideContext<S>): Promise<NextDecision> {
  const { graph, session } = context;
  const records: PendingRecord[] = [];
  const record = (pending: PendingRecord) => {
    records.push(pending);
    run.fold(pending);
  };
  let stopRecorded = run.ledger.stopped !== undefined;
  for (let count = 0; ; count += 1) {
    if (count > maxFormRecords)
      throw new GraphError('PROTOCOL', `graph "${graph.form}" asked for more than ${maxFormRecords} records at once`);
    const decision = askGraph(graph, run.state);
    if (decision.kind === 'record') {
      record({ event: { type: decision.record.type, session, data: decision.record.data } });
      continue;
    }
    if (decision.kind !== 'dispatch' || decision.dispatches.length === 0)
      return { records, launches: [], budgetStop: false };
    checkDispatches(decision.dispatches, run.ledger, context.nodes, run.spec.plan);
    const limit = dispatchLimit(run, context, decision.dispatches, stopRecorded);
    if (limit === 'stop') return { records, launches: [], budgetStop: true };
    if (limit === 'record') {
      // The form folds it and is asked again: it dispatches its cleanup nodes, or fails.
      record(dispatchLimitRecord(run.ledger.dispatchCount, context.maxDispatches!, session));
      stopRecorded = true;
      continue;
    }
    const planned = await planDispatches(decision.dispatches, context);
    for (const pending of planned.records) record(pending);
    return { records, launches: planned.launches, budgetStop: false };
  }
}

/**
 * Whether `dispatches` may be recorded (`go`), would pass maxDispatches (`record` the stop, for a
 * form that settles after it; `stop` the run at once otherwise), or come after a recorded stop:
 * then each node may be dispatched once more (its cleanup), and a second dispatch stops the run.
 */
function dispatchLimit<S>(
  run: RunState<S>,
  context: DecideContext<S>,
  dispatches: readonly Dispatch[],
  stopRecorded: boolean,
): 'go' | 'record' | 'stop' {
  const { maxDispatches, graph } = context;
  if (maxDispatches === undefined || run.ledger.dispatchCount + dispatches.length <= maxDispatches) return 'go';
  if (graph.settlesAfterStop !== true) return 'stop';
  if (!stopRecorded) return 'record';
  const since = run.ledger.stopped?.nodes;
  const seen = new Set<string>();
  for (const { nodeId } of dispatches) {
    if (since?.has(nodeId) === true || seen.has(nodeId)) return 'stop';
    seen.add(nodeId);
  }
  return 'go';
}

/** Why the run stopped at its dispatch limit (named as the Action input and CLI flag are). */
export function dispatchLimitMessage(maxDispatches: number, dispatched: number): string {
  return `the next decision would pass the run's limit of ${maxDispatches} node ${maxDispatches === 1 ? 'dispatch' : 'dispatches'} (max-dispatches); ${dispatched} dispatched so far`;
}

function dispatchLimitRecord(dispatched: number, maxDispatches: number, session: number): PendingRecord {
  return {
    event: {
      type: graphEventTypes.dispatchLimitReached,
      session,
      data: {
        maxDispatches,
        dispatched,
        code: 'BUDGET_STOP',
        message: dispatchLimitMessage(maxDispatches, dispatched),
      },
    },
  };
}
