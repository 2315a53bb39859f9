// The worker's graph log, opened for appending. The watchdog's verified reads of it have reached a
// cursor (params.graphCursor): opening from there verifies only what follows, where opening from
// the start would read and verify the whole log once more (its executor reads it whole, verified,
// before any node runs). Should the open from the cursor fail, the log is opened from the start,
// which verifies all of it and reports whatever is wrong.
import type { EventLog, RunStorage } from '../../store/contract.ts';
import type { WorkerParams } from './params.ts';

export async function openGraphLog(
  storage: RunStorage,
  params: Pick<WorkerParams, 'runId' | 'graphCursor'>,
): Promise<EventLog> {
  if (params.graphCursor !== undefined) {
    try {
      return await storage.openEventLog(params.runId, 'graph', params.graphCursor);
    } catch {
      // opened from the start below
    }
  }
  return storage.openEventLog(params.runId, 'graph');
}
