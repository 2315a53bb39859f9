// One engine call on one plan target, recorded: engine-started durable before the call, its end
// record (completed with priced usage and stored response parts, or failed) buffered for the next
// append, and a dead-lane failure recorded so later calls skip that target. routing.ts picks targets.
import { randomUUID } from 'node:crypto';
import type { JsonValue } from '../../store/contract.ts';
import {
  EngineError,
  engineResultSchema,
  type Engine,
  type EngineResult,
  type UsageReceipt,
} from '../../engine/contract.ts';
import { estimateReceiptCost, mergePrices, shippedPrices } from '../../engine/index.ts';
import { engineEventTypes, graphEventTypes } from '../events.ts';
import { NodeFailure, describe } from './failures.ts';
import type { NodeCapCall } from './node-caps.ts';
import { redactText } from './known-secrets.ts';
import type { RecordBuffer } from './record-buffer.ts';
import type { AttemptServices } from './services.ts';
import type { LaneTarget } from '../contract.ts';

export const partsPurpose = 'runner-engine-parts';

export interface LaneCall {
  position: string;
  attemptId: string;
  lane: string;
  prompt: string;
  /** The engine node's own cap (max-cost-usd / max-tokens-total), checked after the run budget. */
  cap?: NodeCapCall;
}

/**
 * One engine call on `target`, recorded: its result, or the dead-lane failure that moves the lane
 * on (recorded dead); any other failure is thrown. `onStarted` is called once its engine-started
 * record is durable.
 */
export async function callTarget(
  services: AttemptServices,
  buffer: RecordBuffer,
  call: LaneCall,
  target: LaneTarget,
  engine: Engine,
  signal: AbortSignal,
  onStarted: () => void = () => {},
): Promise<EngineResult | EngineError> {
  const secrets = services.storage.knownSecrets;
  const callId = randomUUID();
  await buffer.flush([{ event: startedEvent(services, call, callId, target, engine) }]);
  // Calls waiting for this one's budget turn may now record that they wait after it.
  onStarted();
  let result: EngineResult;
  try {
    result = await runEngine(engine, call, signal, services.engineCallIndex(callId));
  } catch (thrown) {
    const error = toEngineError(thrown, signal);
    recordFailedCall(services, buffer, callId, engine, error, secrets);
    if (!error.deadLane) throw error;
    recordDeadLane(services, buffer, { call, target, engine }, error, secrets);
    return error;
  }
  const completed = noteCompletedCall(services, callId, engine, result);
  if (result.parts !== undefined && result.parts.length > 0) {
    try {
      completed.partsArtifact = await services.artifacts.put(JSON.stringify(result.parts), {
        mediaType: 'application/json',
        purpose: partsPurpose,
        contentMode: 'state',
      });
    } catch (error) {
      throw partsFailure(services, buffer, callId, error);
    }
  }
  buffer.push({ event: { type: engineEventTypes.completed, session: services.session, data: completed } });
  return result;
}

function startedEvent(services: AttemptServices, call: LaneCall, callId: string, target: LaneTarget, engine: Engine) {
  return {
    type: engineEventTypes.started,
    session: services.session,
    data: {
      position: call.position,
      attemptId: call.attemptId,
      callId,
      lane: call.lane,
      target,
      identity: { ...engine.identity },
      ...(call.cap === undefined ? {} : { cap: { ...call.cap.limit } }),
    },
  };
}

/** Ends the call's budget entry and buffers its engine-failed record. */
function recordFailedCall(
  services: AttemptServices,
  buffer: RecordBuffer,
  callId: string,
  engine: Engine,
  error: EngineError,
  secrets: readonly string[],
): void {
  const failed: Record<string, JsonValue> = {
    callId,
    kind: error.kind,
    message: redactText(error.message, secrets),
  };
  if (error.usage !== undefined) failed.usage = { ...priced(services, error.usage, engine), failed: true };
  services.budget.noteEnd(callId, failed.usage as UsageReceipt | undefined);
  buffer.push({ event: { type: engineEventTypes.failed, session: services.session, data: failed } });
}

/**
 * The lane's dead-lane record: `target` (the plan's target that failed) is what later calls skip;
 * `selected` and `reported` are kept as facts (the model the tool named may be another lane's
 * healthy target: a CLI that reports the model behind its alias).
 */
function recordDeadLane(
  services: AttemptServices,
  buffer: RecordBuffer,
  { call, target, engine }: { call: LaneCall; target: LaneTarget; engine: Engine },
  error: EngineError,
  secrets: readonly string[],
): void {
  buffer.push({
    event: {
      type: graphEventTypes.laneDead,
      session: services.session,
      data: {
        position: call.position,
        attemptId: call.attemptId,
        lane: call.lane,
        target: { ...target },
        selected: { ...engine.identity },
        reported: { ...(error.reported ?? engine.identity) },
        kind: error.kind,
        message: redactText(error.message, secrets),
      },
    },
  });
}

/** Ends the call's budget entry; returns the data of its engine-completed record (parts still to add). */
function noteCompletedCall(
  services: AttemptServices,
  callId: string,
  engine: Engine,
  result: EngineResult,
): Record<string, JsonValue> {
  const usage = priced(services, result.usage, engine);
  services.budget.noteEnd(callId, usage);
  return { callId, usage, reported: { ...result.reported } };
}

/** What to throw when the response parts could not be stored: a refusal by the store fails the node. */
function partsFailure(services: AttemptServices, buffer: RecordBuffer, callId: string, error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code !== 'STORAGE_LIMIT_EXCEEDED' && code !== 'KNOWN_SECRET') return error;
  // The call's end record cannot claim measured usage: nothing of its answer was kept.
  buffer.push({
    event: {
      type: engineEventTypes.failed,
      session: services.session,
      data: {
        callId,
        kind: 'other',
        code,
        message: `the engine's response parts were refused by the store (${code})`,
      },
    },
  });
  return new NodeFailure('EFFECT_FAILED', `the engine's response parts could not be stored (${code})`, {
    storageCode: code,
  });
}

async function runEngine(
  engine: Engine,
  call: LaneCall,
  signal: AbortSignal,
  callIndex: number | undefined,
): Promise<EngineResult> {
  const request = { prompt: call.prompt, attemptId: call.attemptId };
  const raw = await engine.run(callIndex === undefined ? request : { ...request, callIndex }, signal);
  const parsed = engineResultSchema().safeParse(raw);
  if (!parsed.success) {
    throw new EngineError(`engine returned a malformed result: ${parsed.error.issues[0]?.message ?? 'invalid'}`, {
      kind: 'protocol',
    });
  }
  return parsed.data;
}

function toEngineError(thrown: unknown, signal: AbortSignal): EngineError {
  if (thrown instanceof EngineError) return thrown;
  if (signal.aborted) return new EngineError(`aborted: ${describe(thrown)}`, { kind: 'aborted', cause: thrown });
  return new EngineError(describe(thrown), { kind: 'other', cause: thrown });
}

/** Fills in an estimated cost when the engine measured tokens but gave no figure. */
function priced(services: AttemptServices, usage: UsageReceipt, engine: Engine): UsageReceipt {
  if (!usage.measured || usage.cost.kind !== 'unknown') return { ...usage };
  const table = services.prices === undefined ? shippedPrices : mergePrices(shippedPrices, services.prices);
  return { ...usage, cost: estimateReceiptCost(usage, usage.model ?? engine.identity.model, table) };
}
