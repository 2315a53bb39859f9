// Where a review loop runs: the reviewer's target must be one of its ancestors, and a send-back
// dispatches again the target, every node between it and the reviewer, and the reviewer (nodes
// outside that path keep their results). Shared by the DAG form and the graph-file compiler.

export interface LoopNode {
  needs: readonly string[];
  finally?: boolean | undefined;
  review?: { sendsBackTo: string } | undefined;
}

/** Every node `id` needs, directly or through other nodes (unknown needs are ignored). */
export function ancestorsOf(nodes: Readonly<Record<string, LoopNode>>, id: string): Set<string> {
  const found = new Set<string>();
  const stack = [...(nodes[id]?.needs ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (found.has(next) || !Object.hasOwn(nodes, next)) continue;
    found.add(next);
    stack.push(...nodes[next]!.needs);
  }
  return found;
}

/** The nodes a send-back from `reviewer` to `target` dispatches again, in node-ID order. */
export function loopPath(nodes: Readonly<Record<string, LoopNode>>, reviewer: string, target: string): string[] {
  const upstream = ancestorsOf(nodes, reviewer);
  const between = [...upstream].filter((id) => id === target || ancestorsOf(nodes, id).has(target));
  return [...between, reviewer].sort();
}

export interface ReviewIssue {
  /** Path inside the definition, e.g. ['nodes', 'review', 'review', 'sendsBackTo']. */
  path: Array<string | number>;
  message: string;
}

/**
 * Problems with the review loops: the target must be an ancestor, neither end a finally node,
 * and no node on two loops' paths (a send-back of one would repeat another's rounds).
 * `key` names the target field as the caller's format spells it.
 */
export function reviewIssues(nodes: Readonly<Record<string, LoopNode>>, key = 'sendsBackTo'): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  const onLoop = new Map<string, string>();
  for (const [id, node] of Object.entries(nodes)) {
    const target = node.review?.sendsBackTo;
    if (target === undefined) continue;
    const at = ['nodes', id, 'review', key];
    if (node.finally === true) {
      issues.push({ path: ['nodes', id, 'review'], message: 'a finally node cannot review: it runs after the others' });
      continue;
    }
    if (!ancestorsOf(nodes, id).has(target)) {
      const why = Object.hasOwn(nodes, target)
        ? `"${target}" is not one of its needs, direct or indirect`
        : `unknown node "${target}"`;
      issues.push({ path: at, message: `${why}; a reviewer sends work back to an ancestor` });
      continue;
    }
    for (const member of loopPath(nodes, id, target)) {
      const other = onLoop.get(member);
      if (other !== undefined) {
        issues.push({
          path: at,
          message: `node "${member}" is also in the review loop of "${other}"; loops must not share nodes`,
        });
        break;
      }
      onLoop.set(member, id);
    }
  }
  return issues;
}

/** The first review problem as one line with its path, or undefined. */
export function reviewProblem(definition: { nodes: Readonly<Record<string, LoopNode>> }): string | undefined {
  const first = reviewIssues(definition.nodes)[0];
  return first === undefined ? undefined : `${first.path.join('.')}: ${first.message}`;
}
