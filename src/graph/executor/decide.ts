// What a commit records after folding its front: the form's own records (a review loop's
// send-back), each folded before the form decides again, then the dispatches it decides, planned
// into their dispatch and start records, or a budget stop when they would pass maxDispatches.
import type { ArtifactStore, RunStorage } from '../../store/contract.ts';
import type { Graph, NodeBinding } from '../contract.ts';
import { GraphError } from '../errors.ts';
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
  let decision = askGraph(graph, run.state);
  for (let count = 0; decision.kind === 'record'; count += 1) {
    if (count >= maxFormRecords)
      throw new GraphError('PROTOCOL', `graph "${graph.form}" asked for more than ${maxFormRecords} records at once`);
    const record: PendingRecord = { event: { type: decision.record.type, session, data: decision.record.data } };
    records.push(record);
    run.fold(record);
    decision = askGraph(graph, run.state);
  }
  if (decision.kind !== 'dispatch' || decision.dispatches.length === 0)
    return { records, launches: [], budgetStop: false };
  checkDispatches(decision.dispatches, run.ledger, context.nodes, run.spec.plan);
  const { maxDispatches } = context;
  if (maxDispatches !== undefined && run.ledger.dispatchCount + decision.dispatches.length > maxDispatches)
    return { records, launches: [], budgetStop: true };
  const planned = await planDispatches(decision.dispatches, context);
  for (const record of planned.records) {
    records.push(record);
    run.fold(record);
  }
  return { records, launches: planned.launches, budgetStop: false };
}
