// The cycle search over `needs` that the DAG form and the graph-file compiler share: the first
// cycle in walk order, and no limit from the call stack on how long a chain of needs may be.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDagGraph, findNeedsCycle, GraphError } from '../../src/graph/index.ts';
import { checkNeeds } from '../../src/declarative/compile/check-needs.ts';

const needsOf = (graph: Record<string, string[]>) => (id: string) => graph[id] ?? [];

/** The same search by recursion (what both callers did before): the reference for small graphs. */
function recursiveCycle(graph: Record<string, string[]>, ids: string[]): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    state.set(id, 'open');
    stack.push(id);
    for (const need of graph[id] ?? []) {
      if (state.get(need) === 'open') return [...stack.slice(stack.indexOf(need)), need];
      if (state.get(need) === undefined) {
        const found = visit(need);
        if (found !== undefined) return found;
      }
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of ids) {
    if (state.get(id) !== undefined) continue;
    const found = visit(id);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A chain n0 <- n1 <- ... <- n(length-1), each node needing the one before it. */
function chain(length: number): Record<string, string[]> {
  const graph: Record<string, string[]> = {};
  for (let i = 0; i < length; i += 1) graph[`n${i}`] = i === 0 ? [] : [`n${i - 1}`];
  return graph;
}

describe('findNeedsCycle', () => {
  it('finds the cycle the recursive walk finds, in the same order, or none', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const graphs = fc.dictionary(
      fc.constantFrom(...ids),
      fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 3 }).map((needs) => needs),
    );
    fc.assert(
      fc.property(graphs, (raw) => {
        // Self-needs are reported by both callers before the search, and left out of it.
        const graph = Object.fromEntries(Object.entries(raw).map(([id, needs]) => [id, needs.filter((n) => n !== id)]));
        const order = Object.keys(graph);
        expect(findNeedsCycle(order, needsOf(graph))).toEqual(recursiveCycle(graph, order));
      }),
    );
  });

  it('asks for the needs of each node once, so a node that needs thousands costs no more than their count', () => {
    const graph: Record<string, string[]> = { all: [] };
    for (let i = 0; i < 2_000; i += 1) {
      graph[`n${i}`] = [];
      graph.all!.push(`n${i}`);
    }
    const asked = new Map<string, number>();
    const counting = (id: string) => {
      asked.set(id, (asked.get(id) ?? 0) + 1);
      return graph[id] ?? [];
    };
    expect(findNeedsCycle(['all', ...Object.keys(graph)], counting)).toBeUndefined();
    expect(asked.size).toBe(2_001);
    expect(Math.max(...asked.values())).toBe(1);
  });

  it('walks a chain of 100,000 needs without running out of stack, and finds a cycle that long', () => {
    const graph = chain(100_000);
    const last = 'n99999';
    expect(findNeedsCycle([last], needsOf(graph))).toBeUndefined();
    graph.n0 = [last];
    const cycle = findNeedsCycle([last], needsOf(graph))!;
    expect(cycle).toHaveLength(100_001);
    expect([cycle[0], cycle[1], cycle.at(-2), cycle.at(-1)]).toEqual([last, 'n99998', 'n0', last]);
  });

  it('a DAG definition and a graph file with a 50,000-node chain are checked, not refused with a RangeError', () => {
    const nodes = Object.fromEntries(Object.entries(chain(50_000)).map(([id, needs]) => [id, { needs }]));
    expect(Object.keys(createDagGraph({ nodes }).parsed.nodes)).toHaveLength(50_000);
    nodes.n0 = { needs: ['n49999'] };
    expect(() => createDagGraph({ nodes })).toThrow(GraphError);
    expect(() => createDagGraph({ nodes })).toThrow(/^nodes\.n0\.needs: cycle n0 -> n49999 -> /);

    const issues: Array<{ path: Array<string | number>; message: string }> = [];
    checkNeeds(chain(50_000), issues);
    expect(issues).toEqual([]);
    checkNeeds({ ...chain(50_000), n0: ['n49999'] }, issues);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(['nodes', 'n0', 'needs', 0]);
    expect(issues[0]!.message).toMatch(/^cycle in needs: n0 -> n49999 -> .* -> n1 -> n0$/);
  });
});
