// One engine call on a plan lane: the effective target and at most one live fallback, only a
// dead-lane failure moves on, dead identities are recorded and skipped, the run budget and the
// node's cap are checked before each call (engine-call.ts records the call itself).
import { EngineError, type Engine, type EngineResult } from '../../engine/contract.ts';
import { GraphError } from '../errors.ts';
import { identityKey } from '../events.ts';
import { BudgetPause, NodeFailure } from './failures.ts';
import { budgetWarningType, checkBudget } from './budget.ts';
import { budgetTurnWaitingType, type BudgetTurnWaiting } from './budget-turns.ts';
import { checkNodeCap } from './node-caps.ts';
import { callTarget, type LaneCall } from './engine-call.ts';
import type { RecordBuffer } from './record-buffer.ts';
import type { AttemptServices } from './services.ts';
import type { LaneTarget } from '../contract.ts';

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
    const keys = services.budget.turnKeys(call.cap);
    const turn = await services.budget.turns.take(keys, signal, {
      position: call.position,
      onWait: (after) => buffer.flush([{ event: turnWaitingEvent(services, call, after) }]),
    });
    let outcome: EngineResult | EngineError;
    try {
      pauseIfBudgetReached(services, buffer, call);
      outcome = await callTarget(services, buffer, call, target, engine, signal, turn.started);
    } finally {
      // The turn passes once this call's end is in the log (after the waits on it): the next
      // call's start follows it there.
      if (keys.length > 0 && buffer.pending.length > 0)
        await turn
          .waitsRecorded()
          .then(() => buffer.flush([]))
          .finally(turn.release);
      else turn.release();
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
