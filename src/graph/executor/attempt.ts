// The safe node-attempt lifecycle: action policy (before any start record), the durable
// `node-attempt-started`, the `before` hook, node code, then the outcome records (completed /
// paused / failed) plus the `after` hook's records, returned to the executor for one batch.
import { z } from 'zod';
import { jsonValueSchema } from '../../store/contract.ts';
import { lazySchema } from '../../store/index.ts';
import type { AttemptContext, AttemptInfo, DataNodeContext, NodeBinding, PolicyDecision } from '../contract.ts';
import { runChild } from './child.ts';
import { gateRequestProblem } from './gate.ts';
import { NodeFailure, outcomeFromError, type NodeOutcome } from './failures.ts';
import { outcomeRecords, startRecord } from './records.ts';
import { inputNotBefore, waitUntil } from './not-before.ts';
import { RecordBuffer } from './record-buffer.ts';
import { callLane } from './routing.ts';
import { nodeCapOf } from './node-caps.ts';
import { now, type AttemptPlan, type AttemptServices, type Settled } from './services.ts';

const policyDecisionSchema = lazySchema(() =>
  z.discriminatedUnion('decision', [
    z.object({ decision: z.literal('allow') }),
    z.object({ decision: z.literal('wait'), reason: z.string(), request: jsonValueSchema }),
    z.object({ decision: z.literal('deny'), reason: z.string() }),
    z.object({ decision: z.literal('skip'), reason: z.string() }),
  ]),
);

/** Runs one attempt to its outcome records. Rejects only on executor-level failures. */
export async function runAttempt(services: AttemptServices, plan: AttemptPlan, signal: AbortSignal): Promise<Settled> {
  // Reset after a retry's backoff: a node's duration is its own time, not the wait before it.
  let startedAt = now(services);
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
    // A retry's backoff: wait before the policy and the start record, so the wait is never uncertain work.
    const notBefore = inputNotBefore(plan.input);
    if (notBefore !== undefined && !(await waitUntil(services, notBefore, signal)))
      return finish({
        kind: 'failed',
        code: 'ABORTED',
        message: 'the run was aborted while the retry waited for its backoff',
      });
    startedAt = now(services);
    const gate = await checkPolicy(plan.binding, ctx, signal);
    if (gate !== undefined) return finish(gate);
    await services.record([startRecord(services, plan)]);
    started = true;
  }
  const vetoed = vetoOutcome(await services.hooks?.before?.(info(plan)));
  if (vetoed !== undefined) return finish(vetoed);
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
  const cap = nodeCapOf(plan.nodeId, binding);
  const call = { position: plan.position, attemptId: plan.attemptId, lane: binding.lane, prompt };
  const result = await guard(() => callLane(services, buffer, cap === undefined ? call : { ...call, cap }, signal));
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
    const parsed = policyDecisionSchema().safeParse(
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
        message: `the action policy returned an invalid decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected allow, wait (reason, request), deny (reason) or skip (reason)`,
      };
    }
    decision = parsed.data;
  } catch (error) {
    const outcome = outcomeFromError(error, signal);
    return outcome.kind === 'failed' && outcome.code === 'EFFECT_FAILED'
      ? {
          ...outcome,
          message:
            binding.policyName === undefined
              ? `the action policy threw: ${outcome.message}`
              : `${binding.policyName} failed: ${outcome.message}`,
        }
      : outcome;
  }
  if (decision.decision === 'wait') {
    const problem = gateRequestProblem(decision.request);
    if (problem !== undefined) return notAGate('the action policy', problem);
    return { kind: 'paused', pauseKind: 'policy', reason: decision.reason, request: decision.request };
  }
  if (decision.decision === 'deny') return { kind: 'failed', code: 'DENIED', message: decision.reason };
  if (decision.decision === 'skip') return { kind: 'skipped', reason: decision.reason };
  return undefined;
}

type Veto = Awaited<ReturnType<NonNullable<NonNullable<AttemptServices['hooks']>['before']>>>;

/** A before hook's pause as the attempt's outcome (a malformed gate request fails it), or undefined. */
function vetoOutcome(veto: Veto | null): NodeOutcome | undefined {
  // null: a host module's hook may answer it.
  if (veto === undefined || veto === null) return undefined;
  const problem = gateRequestProblem(veto.pause.request);
  if (problem !== undefined) return notAGate('the before hook', problem);
  return { kind: 'paused', pauseKind: 'policy', reason: veto.pause.reason, request: veto.pause.request };
}

/**
 * A pause request of kind `gate` that is not a gate fails the attempt (EFFECT_FAILED, like an
 * invalid policy decision) instead of being recorded as a plain pause anyone could resume.
 */
function notAGate(who: string, problem: string): NodeOutcome {
  return {
    kind: 'failed',
    code: 'EFFECT_FAILED',
    message: `${who} paused with a request of kind "gate" that is not a valid gate request: ${problem}`,
  };
}

function info(plan: AttemptPlan): AttemptInfo {
  return {
    position: plan.position,
    nodeId: plan.nodeId,
    attemptId: plan.attemptId,
    attempt: plan.attempt,
    retrySafe: plan.binding.retrySafe === true,
    kind: plan.binding.kind,
    input: plan.input,
  };
}
