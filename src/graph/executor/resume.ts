// What `resume(position)` records, by the state the position was left in (the seed's recovery
// table) and the optional reconcile decision (DESIGN.md section 5).
import { z } from 'zod';
import { jsonValueSchema, type JsonValue } from '../../store/contract.ts';
import type { ReconcileDecision } from '../contract.ts';
import { GraphError } from '../errors.ts';
import { graphEventTypes } from '../events.ts';
import type { PositionRecord } from './ledger.ts';
import type { PendingRecord } from './services.ts';

const reconcileDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('retry'), decidedBy: z.string().min(1) }),
  z.object({ decision: z.literal('complete'), output: jsonValueSchema.optional(), decidedBy: z.string().min(1) }),
  z.object({ decision: z.literal('fail'), message: z.string().optional(), decidedBy: z.string().min(1) }),
]);

export const uncertainReason =
  'the previous process stopped after node code started and the attempt is not retry-safe, so its outcome is uncertain';

export function parseDecision(decision: unknown): ReconcileDecision | undefined {
  if (decision === undefined) return undefined;
  const parsed = reconcileDecisionSchema.safeParse(decision);
  if (!parsed.success) {
    throw new GraphError('RESUME_DECISION', `invalid reconcile decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected { decision: 'retry' | 'complete' (output?) | 'fail' (message?), decidedBy }`);
  }
  return parsed.data;
}

export type ResumePlan =
  /** Record `records`, then run a new attempt at the position (start record batched when possible). */
  | { kind: 'run'; records: PendingRecord[] }
  /** Record `records` only: they settle or pause the position. */
  | { kind: 'record'; records: PendingRecord[] }
  /** A reconcile decision to complete: the completion record is built by the executor (size checks). */
  | { kind: 'complete'; records: PendingRecord[]; output: JsonValue; attemptId: string | undefined };

export function planResume(record: PositionRecord, decision: ReconcileDecision | undefined, session: number): ResumePlan {
  const { position } = record;
  const event = (type: string, data: Record<string, JsonValue>): PendingRecord => ({ event: { type, session, data } });
  if (record.status === 'paused') {
    const pause = record.pause!;
    const resumed = event(graphEventTypes.nodeResumed, { position, pauseEventId: pause.pauseEventId });
    if (decision === undefined) return { kind: 'run', records: [resumed] };
    if (pause.pauseKind !== 'reconcile-attempt') {
      throw new GraphError('RESUME_DECISION', `position "${position}" is paused by ${pause.pauseKind === 'policy' ? 'an action policy' : 'an engine policy'}, not for reconciliation; resume it without a decision`, { position });
    }
    const reconciled: Record<string, JsonValue> = { position, pauseEventId: pause.pauseEventId, decision: decision.decision, decidedBy: decision.decidedBy };
    if (pause.attemptId !== undefined) reconciled.attemptId = pause.attemptId;
    if (decision.decision === 'retry') return { kind: 'run', records: [event(graphEventTypes.nodeReconciled, reconciled), resumed] };
    if (decision.decision === 'complete') {
      const output = decision.output ?? null;
      return { kind: 'complete', records: [event(graphEventTypes.nodeReconciled, { ...reconciled, output })], output, attemptId: pause.attemptId };
    }
    const message = decision.message ?? `recorded failed by ${decision.decidedBy}'s reconcile decision`;
    const failed: Record<string, JsonValue> = { position, code: 'RECONCILED_FAILED', message, durationMs: 0, details: { decidedBy: decision.decidedBy } };
    if (pause.attemptId !== undefined) failed.attemptId = pause.attemptId;
    return { kind: 'record', records: [event(graphEventTypes.nodeReconciled, { ...reconciled, message }), event(graphEventTypes.nodeFailed, failed)] };
  }
  if (decision !== undefined) {
    throw new GraphError('RESUME_DECISION', `position "${position}" is not paused for reconciliation; a decision applies only to a reconcile-attempt pause`, { position });
  }
  // In flight when the earlier process stopped.
  if (!record.startedSinceOffer) return { kind: 'run', records: [] };
  const last = record.attempts[record.attempts.length - 1]!;
  if (last.retrySafe) return { kind: 'run', records: [event(graphEventTypes.nodeResumed, { position, attemptId: last.attemptId })] };
  return {
    kind: 'record',
    records: [
      event(graphEventTypes.nodePaused, {
        position,
        attemptId: last.attemptId,
        pauseKind: 'reconcile-attempt',
        reason: uncertainReason,
        request: { kind: 'reconcile-attempt', attemptId: last.attemptId },
      }),
    ],
  };
}
