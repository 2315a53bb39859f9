// Appends the worker's runner:worker-result. Pauses go by reference (position, eventId): their
// requests are already in the graph log's pause records, and many large gate requests repeated in
// one record would pass maxEventPayloadBytes. A list too long even so is left to the graph log
// (pausesInLog). Should the record still be refused as too large, a failure naming the limit is
// recorded instead: a worker that cannot record its result is a crash, restarted to the same end.
// One whose store fails otherwise (a full disk, an I/O error) tells its watchdog so over its
// channel before it exits (reportUnrecordedResult): a restart would meet the same store.
import { z } from 'zod';
import { isStorageError, lazySchema } from '../../store/index.ts';
import type { EventLog } from '../../store/contract.ts';
import { workerEventTypes, type WorkerResult, type WorkerResultRecord } from '../records/records.ts';

/** The result as recorded: each pause without its request. */
export function recordedResult(result: WorkerResult): WorkerResultRecord {
  if (result.kind !== 'pause') return result;
  return { ...result, pauses: result.pauses.map(({ request: _request, ...pause }) => pause) };
}

/** The pause with its list left to the graph log's open pauses. */
function pausesInLog(result: Extract<WorkerResultRecord, { kind: 'pause' }>): WorkerResultRecord {
  return { ...result, positions: [], pauses: [], pausesInLog: true };
}

export async function appendWorkerResult(
  log: EventLog,
  where: { session: number; launchId: string },
  result: WorkerResult,
): Promise<void> {
  const append = (recorded: WorkerResultRecord) =>
    log.append([
      { type: workerEventTypes.result, session: where.session, data: { launchId: where.launchId, result: recorded } },
    ]);
  const lean = recordedResult(result);
  const attempts = lean.kind === 'pause' ? [lean, pausesInLog(lean)] : [lean];
  let refusal: unknown;
  for (const recorded of attempts) {
    try {
      await append(recorded);
      return;
    } catch (error) {
      if (!isStorageError(error, 'STORAGE_LIMIT_EXCEEDED')) throw error;
      refusal = error;
    }
  }
  const message = refusal instanceof Error ? refusal.message : String(refusal);
  await append({
    kind: 'fail',
    code: 'STORAGE_LIMIT_EXCEEDED',
    message: `the worker's ${result.kind} result is too large to record (${message}); raise storage maxEventPayloadBytes or shorten what the run records`,
  });
}

/** What a worker tells its watchdog when the store refused its result (watchdog/unrecorded.ts reads it). */
export const resultUnrecordedMessageSchema = lazySchema(() =>
  z.strictObject({
    type: z.literal('result-unrecorded'),
    launchId: z.string(),
    /** The store's error code (STORAGE_IO for a failed file system call) and its message. */
    code: z.string(),
    message: z.string(),
  }),
);
export type ResultUnrecordedMessage = z.infer<ReturnType<typeof resultUnrecordedMessageSchema>>;

/**
 * Tells the watchdog, before the worker exits, that the store failed (`error`, a StorageError) so
 * no result could be recorded; resolves once the message is handed to the channel. A failure
 * result it could not record is named too: it holds the store's first error (a log that failed a
 * write refuses the next one without repeating why). Any other error, or no channel (a worker
 * started by hand): nothing is sent, and the exit reads as a crash.
 */
export function reportUnrecordedResult(launchId: string, error: unknown, unrecorded?: WorkerResult): Promise<void> {
  const send = process.send?.bind(process);
  if (!isStorageError(error) || send === undefined || !process.connected) return Promise.resolve();
  const failure =
    unrecorded?.kind === 'fail' ? `; the result it could not record: ${unrecorded.code}: ${unrecorded.message}` : '';
  const message: ResultUnrecordedMessage = {
    type: 'result-unrecorded',
    launchId,
    code: error.code,
    message: `${error.message}${failure}`,
  };
  return new Promise((resolve) => {
    try {
      send(message, undefined, {}, () => resolve());
    } catch {
      resolve();
    }
  });
}
