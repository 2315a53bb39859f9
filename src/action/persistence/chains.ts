// The length and head of both event logs of a stored run, taken when the job restored it, and
// the check before a save that the store still extends them. Logs only grow: a store whose runner
// or graph log holds fewer records than it was restored with (truncated or deleted during the
// job), or other records at the restored length, lost acknowledged records. Saved, it would be the
// newest entry and hide the good one, so the save is skipped and the entry restored stays newest.
import { z } from 'zod';
import { lazySchema, createLocalRunStorage, describeError, eventLogNames } from '../../store/index.ts';
import type { StoreRef } from './layout.ts';

const chainMarkSchema = lazySchema(() =>
  z.object({
    /** Records in the log (the next seq). */
    records: z.number().int().nonnegative(),
    /** Hash of its last record (64 zeros when empty). */
    head: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);
export const chainMarksSchema = lazySchema(() => z.object({ runner: chainMarkSchema(), graph: chainMarkSchema() }));
export type ChainMarks = z.infer<ReturnType<typeof chainMarksSchema>>;

/** The state value main hands to post; undefined for a missing or malformed value. */
export function parseChainMarks(text: string): ChainMarks | undefined {
  if (text === '') return undefined;
  try {
    const parsed = chainMarksSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Why the store no longer extends the chains it was restored with, or undefined when it does. */
export async function chainsShortened(ref: StoreRef, restored: ChainMarks): Promise<string | undefined> {
  const restoredAny = eventLogNames.some((log) => restored[log].records > 0);
  if (!restoredAny) return undefined; // nothing restored that a save could hide
  const storage = await createLocalRunStorage({ directory: ref.storeDirectory, namespace: ref.namespace });
  for (const log of eventLogNames) {
    const before = restored[log];
    let events;
    try {
      ({ events } = await storage.readEvents(ref.runId, log));
    } catch (error) {
      return `its ${log} log cannot be read (${describeError(error)}); it was restored with ${before.records} verified records`;
    }
    if (events.length < before.records)
      return `its ${log} log holds ${events.length} records, fewer than the ${before.records} it was restored with (truncated or deleted during the job)`;
    const at = before.records === 0 ? undefined : events[before.records - 1];
    if (at !== undefined && at.hash !== before.head)
      return `its ${log} log no longer holds the records it was restored with (record ${before.records} differs)`;
  }
  return undefined;
}
