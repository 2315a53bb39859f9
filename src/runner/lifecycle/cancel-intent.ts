// The cancel intent file: written first by a cancel, read by a watchdog that receives SIGTERM so
// that it stops (terminal, as the cancel will record) instead of interrupting (resumable).
import path from 'node:path';
import { z } from 'zod';
import { isOversized, lazySchema, readFileWithin } from '../../store/index.ts';
import { storeIdPattern, type RunStorage } from '../../store/contract.ts';

export const cancelIntentFileName = 'cancel-intent.json';
/** More than any intent a cancel writes: a reason of 2000 and a name of 200 characters, each JSON-escaped. */
const maxIntentBytes = 64 * 1024;

export const cancelIntentSchema = lazySchema(() =>
  z.strictObject({
    schemaVersion: z.literal(1),
    intentId: z.string().min(1),
    runId: z.string().regex(storeIdPattern),
    reason: z.string(),
    by: z.string(),
    requestedAt: z.string(),
  }),
);
export type CancelIntent = z.infer<ReturnType<typeof cancelIntentSchema>>;

export const intentPath = (storage: RunStorage, runId: string) =>
  path.join(storage.runDirectory(runId), cancelIntentFileName);

/** The recorded intent, or undefined when there is none (or it does not parse). */
export async function readCancelIntent(storage: RunStorage, runId: string): Promise<CancelIntent | undefined> {
  try {
    // A restored store is untrusted: an intent is a few kilobytes, so a larger file is none; so is
    // anything but a regular file (a FIFO would block the open).
    const bytes = await readFileWithin(intentPath(storage, runId), maxIntentBytes);
    if (bytes === undefined || isOversized(bytes)) return undefined;
    const parsed = cancelIntentSchema().safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success && parsed.data.runId === runId ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
