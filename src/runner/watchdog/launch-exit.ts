// What the watchdog records and reads when a worker launch ends, shared by the session loop
// (supervisor.ts) and the cleanup after the time limit (time-limit-cleanup.ts): the worker's
// recorded result, the exit record, and whether its process tree was verified gone.
import type { OwnedCommandResult } from '../../engine/command/index.ts';
import { runnerEventTypes as T, type WorkerResult } from '../records/records.ts';
import type { WatchdogContext } from './context.ts';
import type { Launch } from './launch.ts';
import type { Settlement } from './settle.ts';

/** The result this launch recorded in the graph log, if it did. */
export async function recordedResult(context: WatchdogContext, launchId: string): Promise<WorkerResult | undefined> {
  const fold = await context.graph.refresh();
  return fold.workerResult?.launchId === launchId ? fold.workerResult.result : undefined;
}

export async function recordExit(
  context: WatchdogContext,
  launch: Launch,
  exit: OwnedCommandResult,
  recorded: boolean,
): Promise<void> {
  await context.log.append(recorded ? T.workerExited : T.workerCrashed, {
    launchId: launch.launchId,
    exitCode: exit.exitCode,
    signal: exit.signal,
    durationMs: exit.durationMs,
    ...(exit.stopReason === undefined ? {} : { stopReason: exit.stopReason }),
    outputLimitExceeded: exit.outputLimitExceeded,
    cleanup: exit.cleanup,
    resultRecorded: recorded,
    ...(recorded ? {} : { stderrTail: launch.stderrTail() }),
    ...(exit.spawnError === undefined ? {} : { spawnError: exit.spawnError }),
  });
}

/** A worker exit whose process tree could not be verified gone: the lease and the lock are kept. */
export function teardownFailure(exit: OwnedCommandResult): Settlement | undefined {
  if (exit.cleanup.verified) return undefined;
  return {
    kind: 'fail',
    code: 'TEARDOWN_INCOMPLETE',
    message: `cleanup of the worker's processes could not be verified (${exit.cleanup.survivors.length} still alive${exit.cleanup.error === undefined ? '' : `; ${exit.cleanup.error}`}); the workspace lease and the process lock are kept`,
    cleanupVerified: false,
    retain: true,
    survivors: exit.cleanup.survivors,
  };
}
