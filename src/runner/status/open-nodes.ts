// The open status read (`nodes: 'open'`) lists the positions that still matter to a reader: every
// one not completed or skipped, and the latest dispatched. The rest it counts without holding them,
// so a read from its checkpoint costs the events after it, not the node count.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { SupervisedRunNodeCounts } from '../types.ts';
import { coldSetWith, emptyColdSet } from './cold-set.ts';
import { occurrenceAt, setOwnValue, type GraphFold, type Occurrence } from './state.ts';

/** Completed or skipped positions listed besides the unsettled ones: the latest this many dispatched. */
export const latestListed = 10;

/** What an open fold left out, as its checkpoint stores it beside the set (cold-set.ts). */
export const leftOutCountsSchema = lazySchema(() =>
  z.object({
    completed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
);
/** What an open fold left out: counts by state, and the positions as a cold set. */
export type LeftOut = z.infer<ReturnType<typeof leftOutCountsSchema>> & { set: Uint32Array };

export const nothingLeftOut: LeftOut = { completed: 0, skipped: 0, set: emptyColdSet };

const isDone = (o: Occurrence | undefined) => o !== undefined && (o.state === 'completed' || o.state === 'skipped');

/** The positions an open read lists, in dispatch order. */
export function listedPositions(fold: GraphFold): string[] {
  const latest = fold.order.length - latestListed;
  return fold.order.filter((position, index) => index >= latest || !isDone(occurrenceAt(fold, position)));
}

/**
 * The fold an open read keeps (only its listed positions; the rest of the fold as it is) and what
 * it leaves out, added to `base` (what an earlier split left out: its positions are not in `fold`).
 */
export function splitOpenFold(fold: GraphFold, base: LeftOut): { graph: GraphFold; leftOut: LeftOut } {
  const listed = listedPositions(fold);
  const kept = new Set(listed);
  const occurrences: Record<string, Occurrence> = {};
  const left: string[] = [];
  let completed = base.completed;
  let skipped = base.skipped;
  for (const position of fold.order) {
    const o = occurrenceAt(fold, position);
    if (o === undefined) continue;
    if (kept.has(position)) {
      setOwnValue(occurrences, position, o);
      continue;
    }
    left.push(position);
    if (o.state === 'completed') completed += 1;
    else skipped += 1;
  }
  return {
    graph: { ...fold, occurrences, order: listed },
    leftOut: { completed, skipped, set: coldSetWith(base.set, left) },
  };
}

/** Positions by state: those the fold holds, plus those left out. */
export function nodeCounts(fold: GraphFold, leftOut: LeftOut): SupervisedRunNodeCounts {
  const counts: SupervisedRunNodeCounts = {
    total: 0,
    dispatched: 0,
    running: 0,
    completed: leftOut.completed,
    skipped: leftOut.skipped,
    failed: 0,
    paused: 0,
  };
  for (const position of fold.order) {
    const o = occurrenceAt(fold, position);
    if (o !== undefined) counts[o.state] += 1;
  }
  counts.total = counts.dispatched + counts.running + counts.completed + counts.skipped + counts.failed + counts.paused;
  return counts;
}
