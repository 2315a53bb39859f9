// Appends the worker's runner:worker-result. Pauses go by reference (position, eventId): their
// requests are already in the graph log's pause records, and many large gate requests repeated in
// one record would pass maxEventPayloadBytes. A list too long even so is left to the graph log
// (pausesInLog). Should the record still be refused as too large, a failure naming the limit is
// recorded instead: a worker that cannot record its result is a crash, restarted to the same end.
import { isStorageError } from '../../store/index.ts';
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
