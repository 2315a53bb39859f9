// The nodes of the run's graph, in graph order, from the stored definition: a DAG's nodes with
// their needs, ordered so every node comes after its needs and finally nodes come last (they run
// after every other node has settled). The graph file's own order is not kept: the store writes
// the definition as canonical JSON (keys sorted), so ties fall to node-ID order, the order the DAG
// itself takes ready nodes in. Other graph forms have no node list the report can read: the
// summary then shows what ran.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import type { JsonValue } from '../store/contract.ts';

export interface GraphNode {
  id: string;
  needs: string[];
  /** A failed optional node does not fail the run; the nodes that need it are blocked. */
  optional: boolean;
  /** The display group the node declares (`phase:`), when it does. */
  phase?: string;
  /** A finally node: it runs after the others settle (after a time limit too, within its grace), but not in a run that was stopped. */
  finally?: true;
  /** Runs once its needs have settled, failed ones included (it reads their outcomes): never blocked. */
  conditional?: true;
  /** A review loop's reviewer: the node it sends work back to, and its most rounds. */
  review?: { sendsBackTo: string; rounds: number };
}

const storedDagSchema = lazySchema(() =>
  z.looseObject({
    graphDefinition: z.looseObject({
      form: z.literal('dag'),
      value: z.looseObject({
        nodes: z.record(
          z.string(),
          z.looseObject({
            needs: z.array(z.string()),
            optional: z.boolean().optional(),
            phase: z.string().optional(),
            finally: z.boolean().optional(),
            conditional: z.boolean().optional().catch(undefined),
            // Display only: a review this reader does not understand is left out, not the whole graph.
            review: z.looseObject({ sendsBackTo: z.string(), rounds: z.number() }).optional().catch(undefined),
          }),
        ),
      }),
    }),
  }),
);

type StoredNode = {
  needs: string[];
  optional?: boolean | undefined;
  phase?: string | undefined;
  finally?: boolean | undefined;
  conditional?: boolean | undefined;
  review?: { sendsBackTo: string; rounds: number } | undefined;
};
const graphNode = (id: string, node: StoredNode): GraphNode => ({
  id,
  needs: [...node.needs],
  optional: node.optional === true,
  ...(node.phase === undefined ? {} : { phase: node.phase }),
  ...(node.finally === true ? { finally: true as const } : {}),
  ...(node.conditional === true ? { conditional: true as const } : {}),
  ...(node.review === undefined
    ? {}
    : { review: { sendsBackTo: node.review.sendsBackTo, rounds: node.review.rounds } }),
});

/**
 * The given IDs with every node after the needs it has among them (needs outside the group, or
 * unknown, do not hold a node back); ties keep the given order, and a cycle cannot stop the listing.
 */
function needsFirst(ids: readonly string[], needsOf: (id: string) => readonly string[]): string[] {
  const group = new Set(ids);
  const placed = new Set<string>();
  const ordered: string[] = [];
  const place = (id: string) => {
    placed.add(id);
    ordered.push(id);
  };
  // Repeated passes (graphs are small).
  while (ordered.length < ids.length) {
    const before = ordered.length;
    for (const id of ids)
      if (!placed.has(id) && needsOf(id).every((need) => placed.has(need) || !group.has(need))) place(id);
    if (ordered.length === before) for (const id of ids) if (!placed.has(id)) place(id);
  }
  return ordered;
}

/** The DAG's nodes in graph order, or undefined when the definition is not a readable DAG. */
export function graphNodesOf(definition: JsonValue | undefined): GraphNode[] | undefined {
  const parsed = storedDagSchema().safeParse(definition);
  if (!parsed.success) return undefined;
  const nodes = parsed.data.graphDefinition.value.nodes;
  const ids = Object.keys(nodes);
  const nodeOf = (id: string) => nodes[id] as StoredNode;
  const isFinally = (id: string) => nodeOf(id).finally === true;
  const needsOf = (id: string) => nodeOf(id).needs;
  // Finally nodes run once every other node has settled: listed after them, needs first in each part.
  return [
    ...needsFirst(
      ids.filter((id) => !isFinally(id)),
      needsOf,
    ),
    ...needsFirst(ids.filter(isFinally), needsOf),
  ].map((id) => graphNode(id, nodeOf(id)));
}
