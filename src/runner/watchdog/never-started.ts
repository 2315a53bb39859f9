// Attempts whose code provably never ran, although their start record is in the graph log: with
// write-ahead, a non-retry-safe attempt's start record is written, then its worker waits for the
// watchdog to release it once the save off the machine is done. When that worker has ended (its
// process tree gone) before the release was sent — the save was in flight when the job was
// cancelled, say — its code never started. Left as it is, the attempt would read as uncertain
// work (a reconcile request). Instead the watchdog records, while no worker runs, what the
// worker's own WRITE_AHEAD pause records ("its code did not start") and resumes the position at
// once: the next worker offers it again, as a position dispatched and not yet started.
// A kill between the two records leaves the WRITE_AHEAD pause (resumable by position); a kill
// before them leaves the attempt uncertain, as before: neither lets code that may have run again.
import { graphEventTypes } from '../../graph/index.ts';
import type { NewEvent } from '../../store/contract.ts';
import { occurrenceAt } from '../status/state.ts';
import { writeAheadPause, type AttemptRef } from '../worker/messages.ts';
import type { WatchdogContext } from './context.ts';

/**
 * Records each attempt as never started and offers its position again, when the attempt is still
 * its position's running one. `attempts`: what the coordinator never released to a worker that
 * is gone now (OffMachineCoordinator.detach); `ended`: how that worker ended, for the record.
 */
export async function recordNeverStarted(
  context: WatchdogContext,
  attempts: readonly AttemptRef[],
  ended: string,
): Promise<void> {
  if (attempts.length === 0) return;
  const fold = await context.graph.refresh();
  const open = attempts.filter((attempt) => {
    const occurrence = occurrenceAt(fold, attempt.position);
    return occurrence?.state === 'running' && occurrence.attemptId === attempt.attemptId;
  });
  if (open.length === 0) return;
  const session = context.log.session;
  const { reason, request } = writeAheadPause(
    `the worker ${ended} while the store was being saved off the machine, before this non-retry-safe node's code was let start: its code never ran`,
    'the position is offered again',
  );
  const paused: NewEvent[] = open.map((attempt) => ({
    type: graphEventTypes.nodePaused,
    session,
    data: { position: attempt.position, attemptId: attempt.attemptId, pauseKind: 'policy', reason, request },
  }));
  const log = await context.storage.openEventLog(context.runId, 'graph', context.graph.cursor());
  try {
    const pauses = await log.append(paused);
    await log.append(
      pauses.map((pause, index) => ({
        type: graphEventTypes.nodeResumed,
        session,
        data: { position: open[index]!.position, pauseEventId: pause.id },
      })),
    );
  } finally {
    await log.close();
  }
  await context.graph.refresh();
}
