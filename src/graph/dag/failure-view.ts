// What the failed nodes mean for the rest of the graph, worked out by walking from them to the
// nodes that need them, so its cost follows what the failures reach, not the size of the graph.
// The state remembers it: a new failure only extends it (a walk from that node), and a move that
// could shrink it drops it to be worked out again (see setStatus).
import { OrderedReadySet } from './ready-set.ts';
import type { DagShape } from './shape.ts';
import { conditionalReady, type DagState, type FailureView } from './state.ts';

export function failureViewOf(shape: DagShape, state: DagState): FailureView {
  const view: FailureView = {
    blocked: new Set(),
    blockedMain: 0,
    conditional: new Set(),
    conditionalReady: new OrderedReadySet(shape.ids, shape.order),
    firstRequired: {},
  };
  extend(shape, state, view, state.failed);
  return view;
}

/** The remembered view, brought up to date with the failures since, or worked out again. */
export function failureViewNow(shape: DagShape, state: DagState): FailureView {
  if (state.failureView === undefined) {
    state.failureView = failureViewOf(shape, state);
  } else if (state.failedSinceView.length > 0) {
    extend(shape, state, state.failureView, state.failedSinceView);
  }
  state.failedSinceView.length = 0;
  return state.failureView;
}

/** Adds what the `failed` nodes block and the conditional nodes they reach (and which of those can run). */
function extend(shape: DagShape, state: DagState, view: FailureView, failed: Iterable<string>): void {
  const reached = [...failed];
  for (const id of reached) noteRequired(shape, view, id);
  const conditional: string[] = [];
  for (let at = 0; at < reached.length; at += 1) {
    const id = reached[at]!;
    for (const dependent of shape.dependents.get(id)!) {
      if (view.blocked.has(dependent) || state.nodes.get(dependent)!.status !== 'pending') continue;
      // A finally node needs the others for their outputs only.
      if (shape.isFinally(dependent) && !shape.isFinally(id)) continue;
      if (shape.parsed.nodes[dependent]!.conditional === true) {
        view.conditional.add(dependent);
        conditional.push(dependent);
        continue;
      }
      view.blocked.add(dependent);
      if (!shape.isFinally(dependent)) view.blockedMain += 1;
      reached.push(dependent);
    }
  }
  // Checked once the walk is done: a need blocked later in it counts as settled.
  for (const id of conditional) if (conditionalReady(shape, state, view, id)) view.conditionalReady.add(id);
}

/** Keeps the first failed node in ID order that is not optional, among the others and among the finally nodes. */
function noteRequired(shape: DagShape, view: FailureView, id: string): void {
  if (shape.parsed.nodes[id]!.optional === true) return;
  const group = shape.isFinally(id) ? 'finally' : 'main';
  const current = view.firstRequired[group];
  if (current === undefined || shape.order.get(id)! < shape.order.get(current)!) view.firstRequired[group] = id;
}
