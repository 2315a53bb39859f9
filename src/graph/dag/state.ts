// The DAG form's folded state and the moves that keep its indexes in step: the ready set, the
// settled count, the failed nodes and the remembered failure view (failure-view.ts), so a decision
// reads these instead of scanning every node.
import type { JsonValue } from '../../store/contract.ts';
import { OrderedReadySet } from './ready-set.ts';
import type { ReviewState } from './review.ts';
import type { DagShape } from './shape.ts';

export interface NodeState {
  dispatches: number;
  failures: number;
  /** reviewing: a reviewer whose revise verdict waits for its send-back (not green, not settled). */
  status: 'pending' | 'open' | 'completed' | 'skipped' | 'failed' | 'reviewing';
  output: JsonValue | undefined;
  lastFailure: { code: string; message: string } | undefined;
  /** When the last failure was recorded (ms), the anchor of the next retry's backoff. */
  lastFailedAt: number | undefined;
  /** The engine's retry-after of the last failure (ms): the next retry waits at least this long. */
  lastRetryAfterMs: number | undefined;
}

export interface DagState {
  inputs: JsonValue;
  nodes: Map<string, NodeState>;
  /** Open position -> node ID. */
  open: Map<string, string>;
  /**
   * Pending nodes whose needs have all completed: kept by fold so decide does not scan every node
   * (and gives its first ones in node-ID order without a scan of its own).
   */
  ready: OrderedReadySet;
  /** Per node, how many of its needs have not completed. */
  unmetNeeds: Map<string, number>;
  /** How many nodes have completed or failed for good. */
  settled: number;
  /** The nodes failed for good. */
  failed: Set<string>;
  /**
   * What `failed` means for the other nodes, as last worked out; undefined once a move could shrink
   * it (a node stops being failed or becomes pending again, or a blocked node leaves pending).
   */
  failureView: FailureView | undefined;
  /** Nodes failed since `failureView` was brought up to date: it is extended from them when next read. */
  failedSinceView: string[];
  /** Review loops by reviewer node ID (absent until a loop's first verdict). */
  reviews: Map<string, ReviewState>;
  /** Set by graph:dispatch-limit-reached (until a reopening): only finally nodes start, then the run fails. */
  stopped: { code: string; message: string } | undefined;
}

export interface FailureView {
  /**
   * Nodes that will never run: pending, not conditional, and needing a failed or blocked node (a
   * finally node only through another finally node: the others are its needs for their outputs).
   */
  blocked: Set<string>;
  /** How many of `blocked` are not finally nodes. */
  blockedMain: number;
  /**
   * Pending conditional nodes needing a failed or blocked node the same way: dispatched with their
   * needs' outcomes once every need has settled, they decide for themselves.
   */
  conditional: Set<string>;
  /**
   * Of those, the ones that are not finally nodes and whose needs have all settled (completed,
   * skipped, failed or blocked), in node-ID order: kept as their needs complete and as they leave
   * pending, so a decision takes the first ones without a scan.
   */
  readonly conditionalReady: OrderedReadySet;
  /** The first failed node in ID order that is not optional: among the others, among the finally nodes. */
  firstRequired: { main?: string; finally?: string };
}

export function initialDagState(shape: DagShape, inputs: JsonValue): DagState {
  const nodes = new Map<string, NodeState>();
  const unmetNeeds = new Map<string, number>();
  const ready = new OrderedReadySet(shape.ids, shape.order);
  for (const id of shape.ids) {
    nodes.set(id, {
      dispatches: 0,
      failures: 0,
      status: 'pending',
      output: undefined,
      lastFailure: undefined,
      lastFailedAt: undefined,
      lastRetryAfterMs: undefined,
    });
    const needs = shape.parsed.nodes[id]!.needs.length;
    unmetNeeds.set(id, needs);
    if (needs === 0) ready.add(id);
  }
  const reviews = shape.loops.initial();
  return {
    inputs,
    nodes,
    open: new Map(),
    ready,
    unmetNeeds,
    settled: 0,
    failed: new Set(),
    failureView: undefined,
    failedSinceView: [],
    reviews,
    stopped: undefined,
  };
}

/** Completed or skipped: what a need must be for a node to be ready (a skip counts as green). */
export function isGreen(status: NodeState['status']): boolean {
  return status === 'completed' || status === 'skipped';
}

export function isSettled(status: NodeState['status']): boolean {
  return isGreen(status) || status === 'failed';
}

/** Moves a node to `status`, keeping the ready set, the settled count and the failed nodes in step. */
export function setStatus(state: DagState, id: string, node: NodeState, status: NodeState['status']): void {
  const was = node.status;
  if (
    (was === 'failed' && status !== 'failed') ||
    (status === 'pending' && was !== 'pending') ||
    (was === 'pending' && status !== 'pending' && state.failureView?.blocked.has(id) === true)
  )
    state.failureView = undefined;
  else if (status === 'failed' && was !== 'failed' && state.failureView !== undefined) state.failedSinceView.push(id);
  node.status = status;
  const settled = isSettled(status);
  if (settled !== isSettled(was)) state.settled += settled ? 1 : -1;
  if (was === 'pending' && status !== 'pending') state.failureView?.conditionalReady.delete(id);
  if (status === 'failed') state.failed.add(id);
  else state.failed.delete(id);
  if (status === 'pending' && state.unmetNeeds.get(id) === 0) state.ready.add(id);
  else state.ready.delete(id);
}

/** Completed or skipped for the first time: the nodes that need it come closer to ready. */
export function markGreen(
  shape: DagShape,
  state: DagState,
  id: string,
  node: NodeState,
  status: 'completed' | 'skipped',
): void {
  const already = isGreen(node.status);
  setStatus(state, id, node, status);
  if (already) return;
  const view = state.failureView;
  for (const dependent of shape.dependents.get(id)!) {
    const unmet = state.unmetNeeds.get(dependent)! - 1;
    state.unmetNeeds.set(dependent, unmet);
    if (unmet === 0 && state.nodes.get(dependent)!.status === 'pending') state.ready.add(dependent);
    if (view?.conditional.has(dependent) === true && conditionalReady(shape, state, view, dependent))
      view.conditionalReady.add(dependent);
  }
}

/**
 * A conditional node that waits on a failure and can run now: pending, not a finally node, and
 * every need settled (completed, skipped, failed or blocked).
 */
export function conditionalReady(shape: DagShape, state: DagState, view: FailureView, id: string): boolean {
  if (shape.isFinally(id) || state.nodes.get(id)!.status !== 'pending') return false;
  return shape.parsed.nodes[id]!.needs.every((need) => {
    const status = state.nodes.get(need)!.status;
    return isGreen(status) || status === 'failed' || view.blocked.has(need);
  });
}

/** Nodes made pending again with fresh retries (a send-back, a reopen); needs are counted afresh around them. */
export function reopenNodes(shape: DagShape, state: DagState, reopened: readonly string[]): void {
  for (const id of reopened) {
    const node = state.nodes.get(id)!;
    node.failures = 0;
    node.lastFailure = undefined;
    node.lastFailedAt = undefined;
    node.lastRetryAfterMs = undefined;
    setStatus(state, id, node, 'pending');
  }
  const touched = new Set(reopened.flatMap((id) => [id, ...shape.dependents.get(id)!]));
  for (const id of touched) {
    const needs = shape.parsed.nodes[id]!.needs;
    const unmet = needs.filter((need) => !isGreen(state.nodes.get(need)!.status)).length;
    state.unmetNeeds.set(id, unmet);
    if (unmet === 0 && state.nodes.get(id)!.status === 'pending') state.ready.add(id);
    else state.ready.delete(id);
  }
}
