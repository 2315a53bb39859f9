// What the failed nodes mean for the rest of the graph, worked out by walking from them to the
// nodes that need them, so its cost follows what the failures reach, not the size of the graph.
// The state remembers it until a move could change it (see setStatus).
import { OrderedReadySet } from './ready-set.ts';
import type { DagShape } from './shape.ts';
import { conditionalReady, type DagState, type FailureView } from './state.ts';

export function failureViewOf(shape: DagShape, state: DagState): FailureView {
  const blocked = new Set<string>();
  const conditional = new Set<string>();
  let blockedMain = 0;
  const reached = [...state.failed];
  for (let at = 0; at < reached.length; at += 1) {
    const id = reached[at]!;
    for (const dependent of shape.dependents.get(id)!) {
      if (blocked.has(dependent) || state.nodes.get(dependent)!.status !== 'pending') continue;
      // A finally node needs the others for their outputs only.
      if (shape.isFinally(dependent) && !shape.isFinally(id)) continue;
      if (shape.parsed.nodes[dependent]!.conditional === true) {
        conditional.add(dependent);
        continue;
      }
      blocked.add(dependent);
      if (!shape.isFinally(dependent)) blockedMain += 1;
      reached.push(dependent);
    }
  }
  const view = {
    blocked,
    blockedMain,
    conditional,
    conditionalReady: new OrderedReadySet(shape.ids, shape.order),
    firstRequired: firstRequiredFailed(shape, state),
  };
  for (const id of conditional) if (conditionalReady(shape, state, view, id)) view.conditionalReady.add(id);
  return view;
}

/** The remembered view, worked out again only when a move since the last time could change it. */
export function failureViewNow(shape: DagShape, state: DagState): FailureView {
  state.failureView ??= failureViewOf(shape, state);
  return state.failureView;
}

/** The first failed node in ID order that is not optional, among the others and among the finally nodes. */
function firstRequiredFailed(shape: DagShape, state: DagState): FailureView['firstRequired'] {
  const first: { main?: string; finally?: string } = {};
  for (const id of state.failed) {
    if (shape.parsed.nodes[id]!.optional === true) continue;
    const group = shape.isFinally(id) ? 'finally' : 'main';
    const current = first[group];
    if (current === undefined || shape.order.get(id)! < shape.order.get(current)!) first[group] = id;
  }
  return first;
}
