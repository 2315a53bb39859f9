// A cycle in `needs`, found by a depth-first walk with its own stack: a chain of needs is as
// deep as the graph is long, and a walk by recursion overflows the call stack (tens of thousands
// of nodes). Shared by the DAG form and the graph-file compiler.

/**
 * One cycle as a path of node IDs that starts and ends at the same node, or undefined. Nodes are
 * walked in `ids` order and their needs in `needsOf` order (the first cycle found is reported);
 * `needsOf` gives only the needs to follow (a caller leaves out those it reports otherwise).
 */
export function findNeedsCycle(
  ids: Iterable<string>,
  needsOf: (id: string) => readonly string[],
): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  for (const root of ids) {
    if (state.has(root)) continue;
    // The open path, each with the index of its next need to follow.
    const path: string[] = [root];
    const next: number[] = [0];
    state.set(root, 'open');
    while (path.length > 0) {
      const top = path.length - 1;
      const id = path[top]!;
      const needs = needsOf(id);
      if (next[top]! >= needs.length) {
        state.set(id, 'done');
        path.pop();
        next.pop();
        continue;
      }
      const need = needs[next[top]!]!;
      next[top]! += 1;
      const seen = state.get(need);
      if (seen === 'open') return [...path.slice(path.indexOf(need)), need];
      if (seen === undefined) {
        state.set(need, 'open');
        path.push(need);
        next.push(0);
      }
    }
  }
  return undefined;
}
