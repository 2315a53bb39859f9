// The DAG form's decisions. While nothing has failed they come from the ready set alone; after a
// failure, from the failure view too (blocked nodes, conditional nodes waiting on failed needs, the
// first required failure), so neither path scans every node on every decision.
import type { JsonValue } from '../../store/contract.ts';
import type { Dispatch, GraphDecision } from '../contract.ts';
import { dispatchOf, noneBlocked, type RunOutcome } from './dispatch.ts';
import { failureViewNow } from './failure-view.ts';
import type { DagShape } from './shape.ts';
import { isGreen, isSettled, type DagState, type FailureView } from './state.ts';

export function decideDag(shape: DagShape, state: DagState): GraphDecision {
  if (state.stopped !== undefined) return decideAfterStop(shape, state, state.stopped);
  const view = state.failed.size === 0 ? undefined : failureViewNow(shape, state);
  // A due revise verdict is recorded before anything new starts (not after a required failure).
  if (state.reviews.size > 0 && view?.firstRequired.main === undefined) {
    const review = shape.loops.decide(state.reviews, state.open.size);
    if (review === 'hold') return { kind: 'dispatch', dispatches: [] };
    if (review !== undefined) return review;
  }
  return view === undefined ? decideWithoutFailures(shape, state) : decideAfterFailure(shape, state, view);
}

/** Finally nodes wait until every other node has settled. */
function decideWithoutFailures(shape: DagShape, state: DagState): GraphDecision {
  if (state.settled === shape.ids.length) return { kind: 'complete', output: outputOf(shape, state) };
  const slots = Math.max(0, shape.concurrency - state.open.size);
  if (shape.finallyIds.length === 0)
    return { kind: 'dispatch', dispatches: state.ready.first(slots).map((id) => dispatchOf(shape, state, id)) };
  if (state.settled - settledFinally(shape, state) < shape.mainIds.length)
    return {
      kind: 'dispatch',
      dispatches: readyMain(shape, state, slots, []).map((id) => dispatchOf(shape, state, id)),
    };
  return { kind: 'dispatch', dispatches: readyFinally(shape, state, undefined, { outcome: 'completed' }) };
}

/**
 * The run reached its dispatch limit (graph:dispatch-limit-reached): nothing new starts but the
 * finally nodes, once the others in flight have settled (a pause keeps them open), told that the
 * run failed and why; then the run fails with the stop's code.
 */
function decideAfterStop(shape: DagShape, state: DagState, stopped: NonNullable<DagState['stopped']>): GraphDecision {
  if ([...state.open.values()].some((id) => !shape.isFinally(id))) return { kind: 'dispatch', dispatches: [] };
  const view = state.failed.size === 0 ? undefined : failureViewNow(shape, state);
  const blocked = view?.blocked ?? noneBlocked;
  const finallyDone = shape.finallyIds.every((id) => blocked.has(id) || isSettled(state.nodes.get(id)!.status));
  if (finallyDone) return { kind: 'fail', code: stopped.code, message: stopped.message };
  return { kind: 'dispatch', dispatches: readyFinally(shape, state, view, { outcome: 'failed', code: stopped.code }) };
}

/**
 * Optional failures block the nodes that need them; the other nodes go on. After a required failure
 * nothing new starts and what is open settles first (a pause keeps it open); then the finally nodes
 * run, told the outcome, and the run fails with the first required failure.
 */
function decideAfterFailure(shape: DagShape, state: DagState, view: FailureView): GraphDecision {
  const failedMain = view.firstRequired.main;
  if (failedMain !== undefined && shape.finallyIds.length === 0) return requiredFailure(shape, state, failedMain);
  const mainDone =
    failedMain !== undefined
      ? ![...state.open.values()].some((id) => !shape.isFinally(id))
      : state.settled - settledFinally(shape, state) + view.blockedMain === shape.mainIds.length;
  if (!mainDone) {
    if (failedMain !== undefined) return { kind: 'dispatch', dispatches: [] };
    const slots = Math.max(0, shape.concurrency - state.open.size);
    const ids = readyMain(shape, state, slots, view.conditionalReady.first(slots));
    return { kind: 'dispatch', dispatches: ids.map((id) => dispatchOf(shape, state, id, view.blocked)) };
  }
  const finallyDone = shape.finallyIds.every((id) => view.blocked.has(id) || isSettled(state.nodes.get(id)!.status));
  if (!finallyDone) {
    const outcome = failedMain === undefined ? 'completed' : 'failed';
    return { kind: 'dispatch', dispatches: readyFinally(shape, state, view, { outcome }) };
  }
  if (failedMain !== undefined) return requiredFailure(shape, state, failedMain);
  if (view.firstRequired.finally !== undefined) return requiredFailure(shape, state, view.firstRequired.finally);
  return { kind: 'complete', output: outputOf(shape, state) };
}

/**
 * The first `slots` nodes in ID order among the ready ones that are not finally nodes and `extra`
 * (ready finally nodes are in the ready set too: ask it for that many more).
 */
function readyMain(shape: DagShape, state: DagState, slots: number, extra: readonly string[]): string[] {
  const ready = state.ready.first(slots + shape.finallyIds.length).filter((id) => !shape.isFinally(id));
  if (extra.length === 0) return ready.slice(0, slots);
  return [...ready, ...extra].sort((a, b) => shape.order.get(a)! - shape.order.get(b)!).slice(0, slots);
}

/** Finally nodes in ID order, up to the free slots, whose finally needs are green (or settled, if conditional). */
function readyFinally(shape: DagShape, state: DagState, view: FailureView | undefined, run: RunOutcome): Dispatch[] {
  const blocked = view?.blocked ?? noneBlocked;
  const dispatches: Dispatch[] = [];
  let slots = shape.concurrency - state.open.size;
  for (const id of shape.finallyIds) {
    if (slots <= 0) break;
    if (state.nodes.get(id)!.status !== 'pending' || blocked.has(id)) continue;
    const conditional = shape.parsed.nodes[id]!.conditional === true;
    const ready = (need: string) => {
      // The other nodes have settled (whatever their outcome): a finally node needs them for their outputs.
      if (!shape.isFinally(need)) return true;
      const status = state.nodes.get(need)!.status;
      return isGreen(status) || (conditional && (status === 'failed' || blocked.has(need)));
    };
    if (!shape.parsed.nodes[id]!.needs.every(ready)) continue;
    dispatches.push(dispatchOf(shape, state, id, blocked, run));
    slots -= 1;
  }
  return dispatches;
}

function settledFinally(shape: DagShape, state: DagState): number {
  return shape.finallyIds.filter((id) => isSettled(state.nodes.get(id)!.status)).length;
}

/**
 * DAG_NODE_FAILED for a node that failed for good and is not optional (or its review's own failure).
 * Its attempts are those since it was last made pending afresh (its failures: each attempt of a
 * node failing for good failed): a review loop's earlier rounds, or a failed run's earlier try before
 * it was reopened, are not attempts at this failure. A loop's later round says which round it is.
 */
function requiredFailure(shape: DagShape, state: DagState, id: string): GraphDecision {
  const node = state.nodes.get(id)!;
  const last = node.lastFailure;
  if (last?.code === 'REVIEW_EXHAUSTED') return { kind: 'fail', code: last.code, message: last.message };
  const attempts = Math.max(1, node.failures);
  const round = roundOf(shape, state, id);
  const inRound = round === undefined || round < 2 ? '' : ` in review round ${round}`;
  return {
    kind: 'fail',
    code: 'DAG_NODE_FAILED',
    message: `required node "${id}" failed after ${attempts} attempt${attempts === 1 ? '' : 's'}${inRound}${last === undefined ? '' : `: ${last.code}: ${last.message}`}`,
  };
}

/** The review round a loop's node is in (undefined outside a loop). */
function roundOf(shape: DagShape, state: DagState, id: string): number | undefined {
  const review = shape.loops.inputOf(state.reviews, id) as { round?: unknown } | undefined;
  return typeof review?.round === 'number' ? review.round : undefined;
}

/** Every completed node's result by ID (skipped, failed and blocked nodes are left out). */
function outputOf(shape: DagShape, state: DagState): Record<string, JsonValue> {
  const output: Record<string, JsonValue> = {};
  for (const id of shape.ids) {
    const node = state.nodes.get(id)!;
    if (node.status === 'completed') output[id] = node.output ?? null;
  }
  return output;
}
