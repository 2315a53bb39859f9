// The commits a stored run recorded it ran at: the start's HEAD (runner:session-started), and the
// HEAD of each restart or pause snapshot (runner:restart-anchor, runner:pause-anchor). The Action
// checks a takeover's or reopen's stored definition against the graph file at these commits (a run
// with no pause snapshot has no other), so a genuine run whose file changed later still resumes.
import { z } from 'zod';
import type { RunStorage } from '../../store/index.ts';
import { runnerEventTypes as T } from '../records/records.ts';

/** At most this many commits are returned: each costs the caller git reads, and a store may be planted. */
export const maxRecordedHeads = 8;

const headOf = z.object({ head: z.string().nullable().optional() });

/**
 * The distinct commits the run's runner log records, newest first (unborn HEADs left out); the
 * start's commit is always kept, since the definition was compiled there. Reads (and so verifies)
 * the runner log from the start.
 */
export async function readRecordedRunHeads(storage: RunStorage, runId: string): Promise<string[]> {
  const { events } = await storage.readEvents(runId, 'runner');
  const heads: string[] = [];
  let startHead: string | undefined;
  for (const event of events) {
    if (event.type !== T.sessionStarted && event.type !== T.restartAnchor && event.type !== T.pauseAnchor) continue;
    const parsed = headOf.safeParse(event.data);
    const head = parsed.success ? parsed.data.head : undefined;
    if (typeof head !== 'string') continue;
    if (event.type === T.sessionStarted) startHead ??= head;
    heads.push(head);
  }
  const newestFirst = [...new Set(heads.reverse())];
  const kept = newestFirst.slice(0, maxRecordedHeads);
  if (startHead !== undefined && !kept.includes(startHead)) kept[kept.length - 1] = startHead;
  return kept;
}
