// A cycle in `needs`, found by a depth-first walk with its own stack: a chain of needs is as
// deep as the graph is long, and a walk by recursion overflows the call stack (tens of thousands
// of nodes). Shared by the DAG form and the graph-file compiler.

/**
 * One cycle as a path of node IDs that starts and ends at the same node, or undefined. Nodes are
 * walked in `ids` order and their needs in `needsOf` order (the first cycle found is reported);
 * `needsOf` gives only the needs to follow (a caller leaves out those it reports otherwise), and
 * is asked once per node.
 */
export function findNeedsCycle(
  ids: Iterable<string>,
  needsOf: (id: string) => readonly string[],
): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  for (const root of ids) {
    if (state.has(root)) continue;
    // The open path: each node with its needs (asked once) and the index of the next to follow.
    const path: string[] = [root];
    const frames: Array<{ needs: readonly string[]; next: number }> = [{ needs: needsOf(root), next: 0 }];
    state.set(root, 'open');
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next >= frame.needs.length) {
        state.set(path.pop()!, 'done');
        frames.pop();
        continue;
      }
      const need = frame.needs[frame.next]!;
      frame.next += 1;
      const seen = state.get(need);
      if (seen === 'open') return [...path.slice(path.indexOf(need)), need];
      if (seen === undefined) {
        state.set(need, 'open');
        path.push(need);
        frames.push({ needs: needsOf(need), next: 0 });
      }
    }
  }
  return undefined;
}
