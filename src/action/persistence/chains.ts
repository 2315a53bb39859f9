// The length and head of both event logs of a stored run, taken when the job restored it, and
// the check before a save that the store still extends them. Logs only grow: a store whose runner
// or graph log holds fewer records than it was restored with (truncated or deleted during the
// job), or other records at the restored length, lost acknowledged records. Saved, it would be the
// newest entry and hide the good one, so the save is skipped and the entry restored stays newest.
//
// Sealed marks make the check cheap. The job's own verified read of the restored logs also hashed
// the bytes it verified (offset, digest): when the log's first `offset` bytes still hash to that,
// they are the verified records byte for byte, and only the records after them are read and
// verified (from the mark, continuing its chain). Anything else, or marks without a seal (the
// post step's, from the state main hands it), reads and verifies the whole log, as a restore does.
import { z } from 'zod';
import {
  lazySchema,
  createLocalRunStorage,
  describeError,
  digestEventLogPrefixes,
  eventLogNames,
  type EventLogName,
  type RunStorage,
} from '../../store/index.ts';
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

/** A log's mark with the seal of the read that verified it: the bytes its records fill, and their SHA-256. */
export type SealedChainMark = ChainMarks[EventLogName] & { offset?: number; digest?: string };
export type SealedChainMarks = Record<EventLogName, SealedChainMark>;

/** The state value main hands to post: lengths and heads only (a seal is only as good as the process that read it). */
export function chainMarksState(chains: SealedChainMarks): string {
  const { runner, graph } = chains;
  return JSON.stringify({
    runner: { records: runner.records, head: runner.head },
    graph: { records: graph.records, head: graph.head },
  });
}

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
export async function chainsShortened(ref: StoreRef, restored: SealedChainMarks): Promise<string | undefined> {
  const restoredAny = eventLogNames.some((log) => restored[log].records > 0);
  if (!restoredAny) return undefined; // nothing restored that a save could hide
  const storage = await createLocalRunStorage({ directory: ref.storeDirectory, namespace: ref.namespace });
  for (const log of eventLogNames) {
    const before = restored[log];
    const shortened = (await sealedLogExtended(storage, ref.runId, log, before))
      ? undefined
      : await logShortened(storage, ref.runId, log, before);
    if (shortened !== undefined) return shortened;
  }
  return undefined;
}

/** True when the log still holds the sealed bytes and verifies after them; false: unsealed, or look closer. */
async function sealedLogExtended(
  storage: RunStorage,
  runId: string,
  log: EventLogName,
  before: SealedChainMark,
): Promise<boolean> {
  const { offset, digest } = before;
  if (offset === undefined || digest === undefined) return false;
  try {
    const [now] = await digestEventLogPrefixes(storage, runId, log, [offset]);
    if (now !== digest) return false;
    await storage.readEvents(runId, log, { offset, nextSeq: before.records, head: before.head });
    return true;
  } catch {
    return false; // the whole read says what is wrong
  }
}

async function logShortened(
  storage: RunStorage,
  runId: string,
  log: EventLogName,
  before: SealedChainMark,
): Promise<string | undefined> {
  let events;
  try {
    ({ events } = await storage.readEvents(runId, log));
  } catch (error) {
    return `its ${log} log cannot be read (${describeError(error)}); it was restored with ${before.records} verified records`;
  }
  if (events.length < before.records)
    return `its ${log} log holds ${events.length} records, fewer than the ${before.records} it was restored with (truncated or deleted during the job)`;
  const at = before.records === 0 ? undefined : events[before.records - 1];
  if (at !== undefined && at.hash !== before.head)
    return `its ${log} log no longer holds the records it was restored with (record ${before.records} differs)`;
  return undefined;
}
