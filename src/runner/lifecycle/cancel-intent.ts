// The cancel intent file: written first by a cancel, read by a watchdog that receives SIGTERM so
// that it stops (terminal, as the cancel will record) instead of interrupting (resumable).
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { storeIdPattern, type RunStorage } from '../../store/contract.ts';

export const cancelIntentFileName = 'cancel-intent.json';

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
  let handle;
  try {
    handle = await fs.open(intentPath(storage, runId), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    const parsed = cancelIntentSchema().safeParse(JSON.parse(await handle.readFile('utf8')));
    return parsed.success && parsed.data.runId === runId ? parsed.data : undefined;
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}
