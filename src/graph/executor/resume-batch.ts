// The first batch of `resume(position)`: the position checked resumable as asked (the decision, the
// pause it answers, a gate's answer or timeout, the graph's rebuilt dispatch), then what its plan
// records and runs, with a budget pause's raised limits recorded first.
import type { ArtifactStore } from '../../store/contract.ts';
import type { Graph, GraphExecutorOptions, ReconcileDecision, ResumeOptions } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { budgetResumeRecord } from './budget.ts';
import { gateResume, gateTimeoutFront } from './gate.ts';
import { checkRebuild, parseDecision, resumableRecord, resumeFront } from './resume.ts';
import type { RunState } from './run-state.ts';
import type { AttemptServices, Front } from './services.ts';

export interface ResumeRequest {
  position: string;
  decision: ReconcileDecision | undefined;
  options: ResumeOptions | undefined;
}

export async function resumeBatch<S>(
  run: RunState<S>,
  context: { options: GraphExecutorOptions<S>; artifacts: ArtifactStore; services: AttemptServices },
  request: ResumeRequest,
): Promise<Front> {
  const { options, artifacts, services } = context;
  const { position } = request;
  const decision = parseDecision(request.decision);
  const record = resumableRecord(run.ledger, position, request.options?.pauseEventId);
  const { storage, runId, graph, nodes, session } = options;
  checkCompletion(graph, record.nodeId, position, decision);
  const gate = gateResume(record.pause, request.options?.answer, services.clock(), position);
  await checkRebuild(record, { storage, runId, graph, spec: run.spec, artifacts }, run.fromStart(record.dispatchSeq));
  // Positions resumed before this one have settled: each resume runs its attempt to the end.
  run.dropFromStart(position);
  const front =
    gate.kind === 'expired'
      ? gateTimeoutFront(record, gate.request, session)
      : await resumeFront(record, decision, {
          nodes,
          session,
          services,
          ...(gate.answer === undefined ? {} : { answer: gate.answer }),
        });
  if (record.pause?.pauseKind === 'budget')
    front.records.unshift(budgetResumeRecord(record.pause, request.options, session));
  return front;
}

/** A complete decision's output must be one the form can fold (a reviewer's verdict), else nothing is recorded. */
function checkCompletion(
  graph: Graph<unknown>,
  nodeId: string,
  position: string,
  decision: ReconcileDecision | undefined,
): void {
  if (decision?.decision !== 'complete') return;
  const why = graph.completionProblem?.(nodeId, decision.output ?? null);
  if (why !== undefined)
    throw new GraphError('RESUME_DECISION', `decision complete at position ${position}: ${why}; nothing was recorded`, {
      position,
    });
}
