// The nodes of the run's graph, in graph order, from the stored definition: a DAG's nodes with
// their needs, ordered so every node comes after its needs (ties keep the definition's order).
// Other graph forms have no node list the report can read: the summary then shows what ran.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import type { JsonValue } from '../store/contract.ts';

export interface GraphNode {
  id: string;
  needs: string[];
  /** A failed optional node does not fail the run; the nodes that need it are skipped. */
  optional: boolean;
  /** The display group the node declares (`phase:`), when it does. */
  phase?: string;
  /** A finally node: it runs after the others settle, but not in a run that was stopped or ran out of time. */
  finally?: true;
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
};
const graphNode = (id: string, node: StoredNode): GraphNode => ({
  id,
  needs: [...node.needs],
  optional: node.optional === true,
  ...(node.phase === undefined ? {} : { phase: node.phase }),
  ...(node.finally === true ? { finally: true as const } : {}),
});

/** The DAG's nodes in graph order, or undefined when the definition is not a readable DAG. */
export function graphNodesOf(definition: JsonValue | undefined): GraphNode[] | undefined {
  const parsed = storedDagSchema().safeParse(definition);
  if (!parsed.success) return undefined;
  const nodes = parsed.data.graphDefinition.value.nodes;
  const ids = Object.keys(nodes);
  const known = new Set(ids);
  const placed = new Set<string>();
  const ordered: GraphNode[] = [];
  // Repeated passes (graphs are small); a cycle or unknown need cannot stop the listing.
  while (ordered.length < ids.length) {
    const before = ordered.length;
    for (const id of ids) {
      if (placed.has(id)) continue;
      const needs = (nodes[id] as { needs: string[] }).needs;
      if (!needs.every((need) => placed.has(need) || !known.has(need))) continue;
      placed.add(id);
      ordered.push(graphNode(id, nodes[id] as StoredNode));
    }
    if (ordered.length === before)
      for (const id of ids)
        if (!placed.has(id)) {
          placed.add(id);
          ordered.push(graphNode(id, nodes[id] as StoredNode));
        }
  }
  return ordered;
}
