// The safe node-attempt lifecycle: action policy (before any start record), the durable
// `node-attempt-started`, the `before` hook, node code, then the outcome records (completed /
// paused / failed) plus the `after` hook's records, returned to the executor for one batch.
import { z } from 'zod';
import { jsonValueSchema, type JsonValue } from '../../store/contract.ts';
import type {
  AttemptContext,
  AttemptInfo,
  AttemptOutcome,
  DataNodeContext,
  NodeBinding,
  PolicyDecision,
} from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import { runChild } from './child.ts';
import { NodeFailure, outcomeFromError, type NodeOutcome } from './failures.ts';
import { fitValue, outputPurpose, redactText } from './payload.ts';
import { RecordBuffer, callLane, liveTargets } from './routing.ts';
import { now, type AttemptPlan, type AttemptServices, type PendingRecord, type Settled } from './services.ts';

const policyDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('allow') }),
  z.object({ decision: z.literal('wait'), reason: z.string(), request: jsonValueSchema }),
  z.object({ decision: z.literal('deny'), reason: z.string() }),
]);

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
  if (binding.kind === 'engine') {
    const target = liveTargets(services, binding.lane)[0];
    data.lane = { name: binding.lane, target: target === undefined ? null : { ...target } };
  }
  return { event: { type: graphEventTypes.attemptStarted, session: services.session, data } };
}

/** Runs one attempt to its outcome records. Rejects only on executor-level failures. */
export async function runAttempt(services: AttemptServices, plan: AttemptPlan, signal: AbortSignal): Promise<Settled> {
  const startedAt = now(services);
  const buffer = new RecordBuffer(services);
  const ctx: AttemptContext = {
    position: plan.position,
    nodeId: plan.nodeId,
    input: plan.input,
    attemptId: plan.attemptId,
    attempt: plan.attempt,
    signal,
    ...(plan.resumedFrom === undefined ? {} : { resumedFrom: plan.resumedFrom }),
  };
  let started = plan.preStarted;
  const finish = async (outcome: NodeOutcome): Promise<Settled> => {
    const attemptId = started ? plan.attemptId : undefined;
    const { records, summary } = await outcomeRecords(
      services,
      plan.position,
      attemptId,
      outcome,
      now(services) - startedAt,
    );
    const all = [...buffer.take(), ...records];
    if (started && services.hooks?.after !== undefined) {
      for (const event of await services.hooks.after(info(plan), summary)) all.push({ event });
    }
    return { position: plan.position, records: all };
  };

  if (!started) {
    const gate = await checkPolicy(plan.binding, ctx, signal);
    if (gate !== undefined) return finish(gate);
    await services.record([startRecord(services, plan)]);
    started = true;
  }
  const veto = await services.hooks?.before?.(info(plan));
  if (veto !== undefined && veto !== null)
    return finish({ kind: 'paused', pauseKind: 'policy', reason: veto.pause.reason, request: veto.pause.request });
  if (signal.aborted)
    return finish({ kind: 'failed', code: 'ABORTED', message: 'the run was aborted before node code started' });
  try {
    return await finish(await runNode(services, plan, ctx, buffer, signal));
  } catch (error) {
    if (error instanceof NodeFailureEscape) throw error.cause;
    return finish(outcomeFromError(error, signal));
  }
}

/** Wraps executor-level errors (storage, protocol) so node-code error handling does not swallow them. */
class NodeFailureEscape extends Error {}

async function runNode(
  services: AttemptServices,
  plan: AttemptPlan,
  ctx: AttemptContext,
  buffer: RecordBuffer,
  signal: AbortSignal,
): Promise<NodeOutcome> {
  const { binding } = plan;
  if (binding.kind === 'data') {
    const dataCtx: DataNodeContext = {
      ...ctx,
      memory: services.memory,
      runChild: (options) => runChild(services, plan.position, options, signal),
      callEngine: (lane, prompt) =>
        guard(() =>
          callLane(services, buffer, { position: plan.position, attemptId: plan.attemptId, lane, prompt }, signal),
        ),
    };
    return { kind: 'completed', output: await binding.run(plan.input, dataCtx) };
  }
  const prompt = await binding.prompt(plan.input, { ...ctx, lane: binding.lane });
  if (typeof prompt !== 'string')
    throw new NodeFailure(
      'EFFECT_FAILED',
      `the prompt builder of node "${plan.nodeId}" returned ${typeof prompt}, not a string`,
    );
  const result = await guard(() =>
    callLane(
      services,
      buffer,
      { position: plan.position, attemptId: plan.attemptId, lane: binding.lane, prompt },
      signal,
    ),
  );
  return {
    kind: 'completed',
    output: binding.parse === undefined ? (result.structured ?? result.text) : binding.parse(result),
  };
}

/** Lets storage failures during an engine call end the executor instead of becoming node failures. */
async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code = (error as { name?: unknown; code?: unknown }).name;
    if (code === 'StorageError') throw new NodeFailureEscape('storage failure', { cause: error });
    throw error;
  }
}

async function checkPolicy(
  binding: NodeBinding,
  ctx: AttemptContext,
  signal: AbortSignal,
): Promise<NodeOutcome | undefined> {
  if (signal.aborted)
    return { kind: 'failed', code: 'ABORTED', message: 'the run was aborted before the attempt started' };
  if (binding.policy === undefined) return undefined;
  let decision: PolicyDecision;
  try {
    const parsed = policyDecisionSchema.safeParse(
      await binding.policy({
        ...ctx,
        kind: binding.kind,
        ...(binding.kind === 'engine' ? { lane: binding.lane } : {}),
      }),
    );
    if (!parsed.success) {
      return {
        kind: 'failed',
        code: 'EFFECT_FAILED',
        message: `the action policy returned an invalid decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected allow, wait (reason, request) or deny (reason)`,
      };
    }
    decision = parsed.data;
  } catch (error) {
    const outcome = outcomeFromError(error, signal);
    return outcome.kind === 'failed' && outcome.code === 'EFFECT_FAILED'
      ? { ...outcome, message: `the action policy threw: ${outcome.message}` }
      : outcome;
  }
  if (decision.decision === 'wait')
    return { kind: 'paused', pauseKind: 'policy', reason: decision.reason, request: decision.request };
  if (decision.decision === 'deny') return { kind: 'failed', code: 'DENIED', message: decision.reason };
  return undefined;
}

function info(plan: AttemptPlan): AttemptInfo {
  return {
    position: plan.position,
    nodeId: plan.nodeId,
    attemptId: plan.attemptId,
    attempt: plan.attempt,
    retrySafe: plan.binding.retrySafe === true,
    kind: plan.binding.kind,
  };
}

/** Builds the outcome record, moving a large output to an artifact or failing RESULT_TOO_LARGE. */
export async function outcomeRecords(
  services: AttemptServices,
  position: string,
  attemptId: string | undefined,
  outcome: NodeOutcome,
  durationMs: number,
): Promise<{ records: PendingRecord[]; summary: AttemptOutcome }> {
  const secrets = services.storage.knownSecrets;
  const base: Record<string, JsonValue> = { position, durationMs: Math.max(0, durationMs) };
  if (attemptId !== undefined) base.attemptId = attemptId;
  const failed = (code: string, message: string, details?: JsonValue) => {
    const data: Record<string, JsonValue> = { ...base, code, message: redactText(message, secrets) };
    if (details !== undefined) data.details = details;
    return {
      records: [{ event: { type: graphEventTypes.nodeFailed, session: services.session, data } }],
      summary: { kind: 'failed' as const, code, message: data.message as string },
    };
  };
  if (outcome.kind === 'failed') return failed(outcome.code, outcome.message, outcome.details);
  if (outcome.kind === 'paused') {
    const reason = redactText(outcome.reason, secrets);
    const pauseBase: Record<string, JsonValue> = { position, pauseKind: outcome.pauseKind, reason };
    if (attemptId !== undefined) pauseBase.attemptId = attemptId;
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
  // A node that returns nothing completes with null.
  const output = (outcome.output === undefined ? null : outcome.output) as JsonValue;
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
