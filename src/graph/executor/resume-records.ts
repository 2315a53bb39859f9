// What `resume(position)` records, by the state the position was left in (the seed's recovery
// table) and the optional reconcile decision (DESIGN.md section 5). Kept apart from resume.ts,
// which checks a resume and turns its plan into the executor's next batch.
import type { JsonValue } from '../../store/contract.ts';
import type { PauseInfo, ReconcileDecision } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import type { PositionRecord } from './ledger.ts';
import type { PendingRecord } from './services.ts';

export type PauseAnswer = NonNullable<PauseInfo['answer']>;

export const uncertainReason =
  'the previous process stopped after node code started and the attempt is not retry-safe, so its outcome is uncertain';

export type ResumePlan =
  /** Record `records`, then run a new attempt at the position (start record batched when possible). */
  | { kind: 'run'; records: PendingRecord[] }
  /** Record `records` only: they settle or pause the position. */
  | { kind: 'record'; records: PendingRecord[] }
  /** A reconcile decision to complete: the completion record is built by the executor (size checks). */
  | { kind: 'complete'; records: PendingRecord[]; output: JsonValue; attemptId: string | undefined };

export function planResume(
  record: PositionRecord,
  decision: ReconcileDecision | undefined,
  session: number,
  answer?: PauseAnswer,
): ResumePlan {
  if (record.status === 'paused') return planPausedResume(record, decision, session, answer);
  if (decision !== undefined) {
    throw new GraphError(
      'RESUME_DECISION',
      `position "${record.position}" is not paused for reconciliation; a decision applies only to a reconcile-attempt pause`,
      { position: record.position },
    );
  }
  return planInFlightResume(record, session);
}

/** One graph record of this session, as the executor batches it. */
function pendingEvent(type: string, session: number, data: Record<string, JsonValue>): PendingRecord {
  return { event: { type, session, data } };
}

/** A paused position: resumed as is, or settled by the reconcile decision its pause asked for. */
function planPausedResume(
  record: PositionRecord,
  decision: ReconcileDecision | undefined,
  session: number,
  answer: PauseAnswer | undefined,
): ResumePlan {
  const { position } = record;
  const pause = record.pause!;
  const resumed = pendingEvent(graphEventTypes.nodeResumed, session, {
    position,
    pauseEventId: pause.pauseEventId,
    ...(answer === undefined ? {} : { answer }),
  });
  if (decision === undefined) return { kind: 'run', records: [resumed] };
  if (pause.pauseKind !== 'reconcile-attempt') {
    throw new GraphError(
      'RESUME_DECISION',
      `position "${position}" is paused by ${pause.pauseKind === 'policy' ? 'an action policy' : 'an engine policy'}, not for reconciliation; resume it without a decision`,
      { position },
    );
  }
  const reconciled: Record<string, JsonValue> = {
    position,
    pauseEventId: pause.pauseEventId,
    decision: decision.decision,
    decidedBy: decision.decidedBy,
  };
  if (pause.attemptId !== undefined) reconciled.attemptId = pause.attemptId;
  if (decision.decision === 'retry')
    return { kind: 'run', records: [pendingEvent(graphEventTypes.nodeReconciled, session, reconciled), resumed] };
  if (decision.decision === 'complete') {
    const output = decision.output ?? null;
    return {
      kind: 'complete',
      records: [pendingEvent(graphEventTypes.nodeReconciled, session, { ...reconciled, output })],
      output,
      attemptId: pause.attemptId,
    };
  }
  return planReconciledFailure(record, decision, reconciled, session);
}

/** A reconcile decision to fail: the reconcile record, then the position's failure. */
function planReconciledFailure(
  record: PositionRecord,
  decision: Extract<ReconcileDecision, { decision: 'fail' }>,
  reconciled: Record<string, JsonValue>,
  session: number,
): ResumePlan {
  const pause = record.pause!;
  const message = decision.message ?? `recorded failed by ${decision.decidedBy}'s reconcile decision`;
  const failed: Record<string, JsonValue> = {
    position: record.position,
    code: 'RECONCILED_FAILED',
    message,
    durationMs: 0,
    details: { decidedBy: decision.decidedBy },
  };
  if (pause.attemptId !== undefined) failed.attemptId = pause.attemptId;
  return {
    kind: 'record',
    records: [
      pendingEvent(graphEventTypes.nodeReconciled, session, { ...reconciled, message }),
      pendingEvent(graphEventTypes.nodeFailed, session, failed),
    ],
  };
}

/** In flight when the earlier process stopped. */
function planInFlightResume(record: PositionRecord, session: number): ResumePlan {
  const { position } = record;
  if (!record.startedSinceOffer) return { kind: 'run', records: [] };
  const last = record.attempts[record.attempts.length - 1]!;
  if (last.retrySafe)
    return {
      kind: 'run',
      records: [pendingEvent(graphEventTypes.nodeResumed, session, { position, attemptId: last.attemptId })],
    };
  return {
    kind: 'record',
    records: [
      pendingEvent(graphEventTypes.nodePaused, session, {
        position,
        attemptId: last.attemptId,
        pauseKind: 'reconcile-attempt',
        reason: uncertainReason,
        request: { kind: 'reconcile-attempt', attemptId: last.attemptId },
      }),
    ],
  };
}
