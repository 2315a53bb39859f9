// `resume(position)`: the checks that a position can be resumed as asked, and the batch its plan
// (resume-records.ts: what it records, by the state the position was left in and the optional
// reconcile decision, DESIGN.md section 5) hands to the executor.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { lazySchema, canonicalJson } from '../../store/index.ts';
import { jsonValueSchema, type ArtifactStore, type JsonValue, type RunStorage } from '../../store/contract.ts';
import type { Graph, GraphSpec, NodeBinding, PauseInfo, ReconcileDecision } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import { outcomeRecords, startRecord } from './records.ts';
import { inputNotBefore } from './not-before.ts';
import { askGraph, foldEvent } from './decisions.ts';
import type { Ledger, LedgerEvent, PositionRecord } from './ledger.ts';
import { readGraphEvents } from './loader.ts';
import type { AttemptPlan, AttemptServices, Front } from './services.ts';
import { planResume, type PauseAnswer, type ResumePlan } from './resume-records.ts';

export { planResume, uncertainReason, type ResumePlan } from './resume-records.ts';

const reconcileDecisionSchema = lazySchema(() =>
  z.discriminatedUnion('decision', [
    z.object({ decision: z.literal('retry'), decidedBy: z.string().min(1) }),
    z.object({ decision: z.literal('complete'), output: jsonValueSchema.optional(), decidedBy: z.string().min(1) }),
    z.object({ decision: z.literal('fail'), message: z.string().optional(), decidedBy: z.string().min(1) }),
  ]),
);

export function parseDecision(decision: unknown): ReconcileDecision | undefined {
  if (decision === undefined) return undefined;
  const parsed = reconcileDecisionSchema().safeParse(decision);
  if (!parsed.success) {
    throw new GraphError(
      'RESUME_DECISION',
      `invalid reconcile decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected { decision: 'retry' | 'complete' (output?) | 'fail' (message?), decidedBy }`,
    );
  }
  return parsed.data;
}

/**
 * The position a resume names, when it can be resumed: dispatched, not settled, and (when the
 * caller names the pause it answers) paused by that record. RESUME_POSITION or
 * RESUME_EVENT_MISMATCH otherwise.
 */
export function resumableRecord(ledger: Ledger, position: string, pauseEventId: string | undefined): PositionRecord {
  const record = ledger.get(position);
  if (
    record === undefined ||
    record.status === 'completed' ||
    record.status === 'failed' ||
    record.stoppedAtLimit === true
  ) {
    const open = [...ledger.open(), ...ledger.paused()].map((r) => r.position);
    const why =
      record === undefined
        ? 'was never dispatched'
        : record.stoppedAtLimit === true
          ? "was stopped at the run's time limit"
          : `is already ${record.status}`;
    throw new GraphError(
      'RESUME_POSITION',
      `position "${position}" ${why}; resumable positions: ${open.join(', ') || 'none'}`,
      { position },
    );
  }
  if (pauseEventId !== undefined && record.pause?.pauseEventId !== pauseEventId) {
    throw new GraphError(
      'RESUME_EVENT_MISMATCH',
      `position "${position}" is not paused by record ${pauseEventId} (current pause: ${record.pause?.pauseEventId ?? 'none'})`,
      { position },
    );
  }
  return record;
}

/** The records and the attempt a resume hands to the executor's next batch. */
export async function resumeFront(
  record: PositionRecord,
  decision: ReconcileDecision | undefined,
  context: { nodes: Record<string, NodeBinding>; session: number; services: AttemptServices; answer?: PauseAnswer },
): Promise<Front> {
  const { nodes, session, services, answer } = context;
  const plan = planResume(record, decision, session, answer);
  const front: Front = { records: [...plan.records], exclude: new Set([record.position]), launches: [] };
  if (plan.kind === 'run') {
    const attempt = resumedAttempt(record, nodes, answer);
    if (attempt.preStarted) front.records.push(startRecord(services, attempt));
    front.launches.push(attempt);
  } else if (plan.kind === 'complete') {
    await addReconciledCompletion(front, record, plan, services);
  }
  return front;
}

/** The new attempt a resume runs at the position (MISSING_NODE_BINDING when its node has none). */
function resumedAttempt(
  record: PositionRecord,
  nodes: Record<string, NodeBinding>,
  answer: PauseAnswer | undefined,
): AttemptPlan {
  const binding = Object.prototype.hasOwnProperty.call(nodes, record.nodeId) ? nodes[record.nodeId] : undefined;
  if (binding === undefined) {
    throw new GraphError(
      'MISSING_NODE_BINDING',
      `position "${record.position}" runs node "${record.nodeId}", which has no node binding`,
      { position: record.position },
    );
  }
  const resumedFrom: PauseInfo | undefined =
    record.status === 'paused' && record.pause !== undefined
      ? {
          pauseEventId: record.pause.pauseEventId,
          reason: record.pause.reason,
          request: record.pause.request,
          ...(answer === undefined ? {} : { answer }),
        }
      : record.resumedFrom;
  return {
    position: record.position,
    nodeId: record.nodeId,
    input: record.input,
    binding,
    attemptId: randomUUID(),
    attempt: record.attempts.length + 1,
    // A backoff still to wait (its time is in the recorded input) runs before the start record.
    preStarted: binding.policy === undefined && inputNotBefore(record.input) === undefined,
    resumedFrom,
  };
}

/**
 * Adds the completion record of a reconcile decision to complete, marked reconciled
 * (RESUME_DECISION when the output cannot be recorded).
 */
async function addReconciledCompletion(
  front: Front,
  record: PositionRecord,
  plan: Extract<ResumePlan, { kind: 'complete' }>,
  services: AttemptServices,
): Promise<void> {
  const { records } = await outcomeRecords(
    services,
    record.position,
    plan.attemptId,
    { kind: 'completed', output: plan.output },
    0,
  );
  const completion = records[0]!;
  if (completion.event.type !== graphEventTypes.nodeCompleted) {
    const data = completion.event.data as { message?: string };
    throw new GraphError('RESUME_DECISION', `the reconcile output cannot be recorded: ${data.message ?? 'refused'}`, {
      position: record.position,
    });
  }
  const data: Record<string, JsonValue> = {
    ...(completion.event.data as Record<string, JsonValue>),
    reconciled: true,
  };
  const reconciled = front.records[0]!;
  if (data.outputArtifact !== undefined) {
    // The output lives in an artifact; keep the reconcile record small.
    const { output: _dropped, ...rest } = reconciled.event.data as Record<string, JsonValue>;
    front.records[0] = { event: { ...reconciled.event, data: rest } };
  }
  front.records.push({
    event: { ...completion.event, data },
    ...(completion.foldData === undefined
      ? {}
      : { foldData: { ...(completion.foldData as Record<string, JsonValue>), reconciled: true } }),
  });
}

/**
 * Resume rebuilds the dispatch from its event prefix and the graph's decision; they must agree.
 * `prefix`: the graph records from the log's start, as this process just read them, when they reach
 * the dispatch (else the log is read again).
 */
export async function checkRebuild<S>(
  record: PositionRecord,
  context: { storage: RunStorage; runId: string; graph: Graph<S>; spec: GraphSpec; artifacts: ArtifactStore },
  prefix?: readonly LedgerEvent[],
): Promise<void> {
  const { storage, runId, graph, spec, artifacts } = context;
  const read = prefix !== undefined ? { events: prefix } : await readGraphEvents(storage, artifacts, runId);
  let state = graph.initial({
    graphDefinition: spec.graphDefinition,
    plan: spec.plan,
    resolvedInputs: spec.resolvedInputs,
  });
  for (const event of read.events) {
    if (event.seq >= record.dispatchSeq) break;
    state = foldEvent(graph, state, event);
  }
  const decision = askGraph(graph, state);
  const rebuilt =
    decision.kind === 'dispatch' ? decision.dispatches.find((d) => d.position === record.position) : undefined;
  if (
    rebuilt === undefined ||
    rebuilt.nodeId !== record.nodeId ||
    canonicalJson(rebuilt.input) !== canonicalJson(record.input)
  ) {
    throw new GraphError(
      'RESUME_EVENT_MISMATCH',
      `the graph, replayed to the record that dispatched "${record.position}", no longer decides that position with node "${record.nodeId}" and the recorded input`,
      { position: record.position },
    );
  }
}
