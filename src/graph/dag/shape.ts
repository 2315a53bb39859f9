// What the DAG form works out once from a parsed definition and then reads on every fold and
// decision: the node IDs in order, which are finally nodes, who needs each node.
import { createReviewLoops, type ReviewLoops } from './review.ts';
import type { DagDefinition } from './schema.ts';

export interface DagShape {
  readonly parsed: DagDefinition;
  /** Node IDs sorted, so the order does not depend on how the definition object was built or stored. */
  readonly ids: readonly string[];
  /** Each ID's place in `ids`. */
  readonly order: ReadonlyMap<string, number>;
  /** The nodes that are not finally nodes, and the finally nodes (which run once the others have settled). */
  readonly mainIds: readonly string[];
  readonly finallyIds: readonly string[];
  /** Who needs each node: a completion makes only these closer to ready, a failure blocks only these. */
  readonly dependents: ReadonlyMap<string, readonly string[]>;
  readonly concurrency: number;
  readonly loops: ReviewLoops;
  isFinally(id: string): boolean;
}

export function dagShapeOf(parsed: DagDefinition): DagShape {
  const ids = Object.keys(parsed.nodes).sort();
  const isFinally = (id: string) => parsed.nodes[id]!.finally === true;
  const dependents = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const id of ids) for (const need of parsed.nodes[id]!.needs) dependents.get(need)!.push(id);
  return {
    parsed,
    ids,
    order: new Map(ids.map((id, index) => [id, index])),
    mainIds: ids.filter((id) => !isFinally(id)),
    finallyIds: ids.filter(isFinally),
    dependents,
    concurrency: parsed.concurrency ?? 1,
    loops: createReviewLoops(parsed),
    isFinally,
  };
}
