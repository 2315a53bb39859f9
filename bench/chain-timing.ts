// How every chain figure of ours is timed, so the runner's, its recordChanges: false floor's and the
// executor's first run stay comparable: from the first attempt's record to the last completion's,
// over the intervals between the nodes (the run's start and settling left out).
import type { StoredEvent } from '../src/store/contract.ts';

/** ms per node of a chain of `length` nodes, from its graph log; NaN when a record is missing. */
export function msPerNodeFromRecords(graph: readonly StoredEvent[], length: number): number {
  const first = graph.find((e) => e.type === 'graph:node-attempt-started');
  const last = graph.findLast((e) => e.type === 'graph:node-completed');
  if (first === undefined || last === undefined) return Number.NaN;
  return (Date.parse(last.at) - Date.parse(first.at)) / (length - 1);
}
