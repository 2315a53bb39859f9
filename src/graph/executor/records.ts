// The records an attempt leaves: its `node-attempt-started` and its outcome (completed / paused /
// failed). The executor, the resume path and the attempt itself all build them here.
import type { JsonValue } from '../../store/contract.ts';
import type { AttemptOutcome } from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import type { NodeOutcome } from './failures.ts';
import { fitDetails, fitValue, outputPurpose } from './payload.ts';
import { redactDetails, redactText } from './known-secrets.ts';
import { liveTargets } from './routing.ts';
import { now, type AttemptPlan, type AttemptServices, type PendingRecord } from './services.ts';

/** The `node-attempt-started` record of a plan. */
export function startRecord(services: AttemptServices, plan: AttemptPlan): PendingRecord {
  const { binding } = plan;
  const data: Record<string, JsonValue> = {
    position: plan.position,
    nodeId: plan.nodeId,
    identity: { attemptId: plan.attemptId, position: plan.position, attempt: plan.attempt },
    // Saved now: crash recovery follows this value, not whatever the binding says later.
    retrySafe: binding.retrySafe === true,
    kind: binding.kind,
  };
  // For status (remaining node timeout) only; a value that is not a positive whole number is not recorded.
  if (Number.isSafeInteger(binding.timeoutMs) && binding.timeoutMs! > 0) data.timeoutMs = binding.timeoutMs!;
  if (binding.kind === 'engine') {
    const target = liveTargets(services, binding.lane)[0];
    data.lane = { name: binding.lane, target: target === undefined ? null : { ...target } };
  }
  return { event: { type: graphEventTypes.attemptStarted, session: services.session, data } };
}

type OutcomeRecords = { records: PendingRecord[]; summary: AttemptOutcome };
type FailedRecords = (code: string, message: string, details?: JsonValue) => OutcomeRecords;

/** Builds the outcome record, moving a large output to an artifact or failing RESULT_TOO_LARGE. */
export async function outcomeRecords(
  services: AttemptServices,
  position: string,
  attemptId: string | undefined,
  outcome: NodeOutcome,
  durationMs: number,
): Promise<OutcomeRecords> {
  const secrets = services.storage.knownSecrets;
  const base: Record<string, JsonValue> = { position, durationMs: Math.max(0, durationMs) };
  if (attemptId !== undefined) base.attemptId = attemptId;
  const failed: FailedRecords = (code, message, details) => {
    const data: Record<string, JsonValue> = { ...base, code, message: redactText(message, secrets) };
    // The anchor of a retry's backoff (the DAG form's notBefore), so a restart never shortens it.
    data.failedAt = new Date(now(services)).toISOString();
    if (details !== undefined) data.details = fitDetails(services.storage, data, redactDetails(details, secrets));
    return {
      records: [{ event: { type: graphEventTypes.nodeFailed, session: services.session, data } }],
      summary: { kind: 'failed' as const, code, message: data.message as string },
    };
  };
  if (outcome.kind === 'failed') return failed(outcome.code, outcome.message, outcome.details);
  if (outcome.kind === 'skipped') {
    const data = { ...base, output: null, skipped: { reason: redactText(outcome.reason, secrets) } };
    return {
      records: [{ event: { type: graphEventTypes.nodeCompleted, session: services.session, data } }],
      summary: { kind: 'completed', output: null },
    };
  }
  if (outcome.kind === 'paused') return pausedRecords(services, { position, attemptId }, outcome, failed);
  // A node that returns nothing completes with null.
  const output = (outcome.output === undefined ? null : outcome.output) as JsonValue;
  return completedRecords(services, base, output, failed);
}

async function pausedRecords(
  services: AttemptServices,
  at: { position: string; attemptId: string | undefined },
  outcome: Extract<NodeOutcome, { kind: 'paused' }>,
  failed: FailedRecords,
): Promise<OutcomeRecords> {
  const reason = redactText(outcome.reason, services.storage.knownSecrets);
  const pauseBase: Record<string, JsonValue> = { position: at.position, pauseKind: outcome.pauseKind, reason };
  if (at.attemptId !== undefined) pauseBase.attemptId = at.attemptId;
  const fit = await fitValue(services.storage, services.artifacts, pauseBase, 'request', outcome.request, undefined);
  if (fit.kind === 'inline') {
    const data = { ...pauseBase, request: outcome.request };
    return {
      records: [{ event: { type: graphEventTypes.nodePaused, session: services.session, data } }],
      summary: { kind: 'paused', reason },
    };
  }
  if (fit.kind === 'artifact') throw new Error('unreachable: pause requests are never stored as artifacts');
  return failedFit(fit, 'pause request', failed);
}

async function completedRecords(
  services: AttemptServices,
  base: Record<string, JsonValue>,
  output: JsonValue,
  failed: FailedRecords,
): Promise<OutcomeRecords> {
  const fit = await fitValue(services.storage, services.artifacts, base, 'output', output, outputPurpose);
  if (fit.kind === 'inline') {
    return {
      records: [
        { event: { type: graphEventTypes.nodeCompleted, session: services.session, data: { ...base, output } } },
      ],
      summary: { kind: 'completed', output },
    };
  }
  if (fit.kind === 'artifact') {
    const event = {
      type: graphEventTypes.nodeCompleted,
      session: services.session,
      data: { ...base, outputArtifact: fit.ref },
    };
    return {
      records: [{ event, foldData: { ...base, outputArtifact: fit.ref, output } }],
      summary: { kind: 'completed', output },
    };
  }
  return failedFit(fit, 'result', failed);
}

function failedFit<T>(
  fit: Exclude<Awaited<ReturnType<typeof fitValue>>, { kind: 'inline' | 'artifact' }>,
  what: string,
  failed: (code: string, message: string, details?: JsonValue) => T,
): T {
  if (fit.kind === 'too-large') {
    return failed(
      'RESULT_TOO_LARGE',
      `the node's ${what} (${fit.bytes} bytes as a record) is larger than the store admits (event limit ${fit.limit} bytes)`,
      { bytes: fit.bytes, limit: fit.limit },
    );
  }
  if (fit.kind === 'secret')
    return failed('EFFECT_FAILED', `the node's ${what} holds a known secret and was not stored`, {
      reason: 'KNOWN_SECRET',
    });
  return failed('EFFECT_FAILED', `the node's ${what} is not JSON: ${fit.message}`, { reason: 'NOT_JSON' });
}
