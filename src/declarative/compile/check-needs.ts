// `needs` must name other declared nodes, once each, and the graph must have no cycle.
import { findNeedsCycle } from '../../graph/index.ts';
import type { RawIssue } from '../document/paths.ts';

export function checkNeeds(needsById: Record<string, readonly string[]>, issues: RawIssue[]): void {
  // A Map, not the object: a need such as "__proto__" or "constructor" must not find Object.prototype.
  const needsOf = new Map(Object.entries(needsById));
  for (const [id, needs] of needsOf) {
    const seen = new Set<string>();
    needs.forEach((need, index) => {
      const at = ['nodes', id, 'needs', index];
      if (need === id) issues.push({ path: at, message: 'a node cannot need itself' });
      else if (!needsOf.has(need)) issues.push({ path: at, message: `unknown node "${need}"` });
      else if (seen.has(need)) issues.push({ path: at, message: `"${need}" is listed twice` });
      seen.add(need);
    });
  }
  // Unknown needs and a node needing itself are reported above.
  const cycle = findNeedsCycle(needsOf.keys(), (id) =>
    (needsOf.get(id) ?? []).filter((need) => needsOf.has(need) && need !== id),
  );
  if (cycle !== undefined) {
    const from = cycle[0]!;
    issues.push({
      path: ['nodes', from, 'needs', needsOf.get(from)!.indexOf(cycle[1]!)],
      message: `cycle in needs: ${cycle.join(' -> ')}`,
    });
  }
}

/** Finally nodes run after every other node, so only another finally node can need one. */
export function checkFinallyNeeds(
  nodes: Readonly<Record<string, { needs: readonly string[]; finally?: boolean }>>,
  issues: RawIssue[],
): void {
  const byId = new Map(Object.entries(nodes));
  for (const [id, node] of byId) {
    if (node.finally === true) continue;
    node.needs.forEach((need, index) => {
      if (byId.get(need)?.finally === true)
        issues.push({
          path: ['nodes', id, 'needs', index],
          message: `"${need}" is a finally node: it runs after every other node, so only finally nodes can need it`,
        });
    });
  }
}
