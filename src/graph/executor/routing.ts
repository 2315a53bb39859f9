// One engine call on a plan lane: the effective target and at most one live fallback, only a
// dead-lane failure moves on, dead identities are recorded and skipped, every call is recorded
// (engine-started durable before the call; its end record batched with whatever follows).
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
import { GraphError } from '../errors.ts';
import { engineEventTypes, graphEventTypes, identityKey } from '../events.ts';
import { BudgetPause, NodeFailure, describe } from './failures.ts';
import { budgetWarningType, checkBudget } from './budget.ts';
import { budgetTurnWaitingType, type BudgetTurnWaiting } from './budget-turns.ts';
import { checkNodeCap, type NodeCapCall } from './node-caps.ts';
import { redactText } from './known-secrets.ts';
import type { AttemptServices, PendingRecord } from './services.ts';
import type { LaneTarget } from '../contract.ts';

export const partsPurpose = 'runner-engine-parts';

/** Records an attempt produced that wait for the next append (batched with the outcome). */
export class RecordBuffer {
  readonly pending: PendingRecord[] = [];
  readonly #services: AttemptServices;

  constructor(services: AttemptServices) {
    this.#services = services;
  }

  push(record: PendingRecord): void {
    this.pending.push(record);
  }

  /** Appends what is buffered plus `records` as one batch (durable before it resolves). */
  async flush(records: PendingRecord[]): Promise<void> {
    const batch = this.pending.splice(0, this.pending.length);
    await this.#services.record([...batch, ...records]);
  }

  take(): PendingRecord[] {
    return this.pending.splice(0, this.pending.length);
  }
}

export interface LaneCall {
  position: string;
  attemptId: string;
  lane: string;
  prompt: string;
  /** The engine node's own cap (max-cost-usd / max-tokens-total), checked after the run budget. */
  cap?: NodeCapCall;
}

/** The first live target of a lane, in plan order, or undefined when all are dead. */
export function liveTargets(services: AttemptServices, lane: string) {
  const targets = services.plan.lanes[lane];
  if (targets === undefined)
    throw new GraphError(
      'MISSING_ENGINE_BINDING',
      `lane "${lane}" is not in the run's plan (lanes: ${Object.keys(services.plan.lanes).join(', ') || 'none'})`,
    );
  const dead = services.deadKeys();
  return targets.filter((t) => !dead.has(identityKey(t)));
}

export async function callLane(
  services: AttemptServices,
  buffer: RecordBuffer,
  call: LaneCall,
  signal: AbortSignal,
): Promise<EngineResult> {
  const live = liveTargets(services, call.lane);
  if (live.length === 0) {
    throw new NodeFailure('ENGINE_UNAVAILABLE', `every target of lane "${call.lane}" is recorded dead; no engine ran`, {
      lane: call.lane,
    });
  }
  const tries = live.slice(0, 2);
  for (let index = 0; index < tries.length; index += 1) {
    const target = tries[index]!;
    const engine = boundEngine(services, target, call.lane);
    // Under a hard budget the check below must see what the calls before this one spent.
    const release = await services.budget.turns.take(services.budget.turnKeys(call.cap), signal, {
      position: call.position,
      onWait: (after) => buffer.flush([{ event: turnWaitingEvent(services, call, after) }]),
    });
    let outcome: EngineResult | EngineError;
    try {
      pauseIfBudgetReached(services, buffer, call);
      outcome = await callTarget(services, buffer, call, target, engine, signal);
    } finally {
      release();
    }
    if (!(outcome instanceof EngineError)) return outcome;
    if (index + 1 < tries.length) continue;
    throw new NodeFailure('ENGINE_UNAVAILABLE', `lane "${call.lane}": ${outcome.message}`, {
      lane: call.lane,
      kind: outcome.kind,
    });
  }
  throw new NodeFailure('ENGINE_UNAVAILABLE', `lane "${call.lane}" has no live target`, { lane: call.lane });
}

/**
 * One engine call on `target`, recorded: its result, or the dead-lane failure that moves the lane
 * on (recorded dead); any other failure is thrown.
 */
async function callTarget(
  services: AttemptServices,
  buffer: RecordBuffer,
  call: LaneCall,
  target: LaneTarget,
  engine: Engine,
  signal: AbortSignal,
): Promise<EngineResult | EngineError> {
  const secrets = services.storage.knownSecrets;
  const callId = randomUUID();
  await buffer.flush([{ event: startedEvent(services, call, callId, target, engine) }]);
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

function boundEngine(services: AttemptServices, target: LaneTarget, lane: string): Engine {
  const engine = services.engineFor(target);
  if (engine === undefined) {
    throw new GraphError(
      'MISSING_ENGINE_BINDING',
      `plan target ${target.provider}/${target.model} of lane "${lane}" has no engine binding`,
    );
  }
  return engine;
}

/** Throws BudgetPause when the run budget, then the node's own cap, is reached (warnings are recorded). */
function pauseIfBudgetReached(services: AttemptServices, buffer: RecordBuffer, call: LaneCall): void {
  const warn = (message: string) => {
    services.warn(message);
    buffer.push({ event: { type: budgetWarningType, session: services.session, data: { message } } });
  };
  const reached =
    checkBudget(services.budget, call, warn) ??
    (call.cap === undefined ? undefined : checkNodeCap(services.budget, call.cap, call, warn));
  if (reached !== undefined) throw new BudgetPause(reached.reason, reached.request);
}

/** The record of a call that waits for its turn under a hard budget (budget-turns.ts). */
function turnWaitingEvent(services: AttemptServices, call: LaneCall, after: string[]) {
  const data: BudgetTurnWaiting = { position: call.position, attemptId: call.attemptId, lane: call.lane, after };
  return { type: budgetTurnWaitingType, session: services.session, data };
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
