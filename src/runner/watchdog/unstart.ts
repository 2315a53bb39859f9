// A new run whose first worker cannot bind its host (HOST_MODULE: a module without a bindRun
// export, one that fails to import, a built-in host the worker entry lacks, what bindRun returned;
// or a bound graph that does not fit the definition: another form or version or value, a plan lane
// or first node without a binding, no memory) before anything was dispatched: bad input, found only
// where the module is imported. The watchdog
// cannot find out earlier without running the user's module outside its worker, before the run
// holds the workspace lease (module code with side effects, run twice). So the start is refused
// after the fact: instead of settling a failed run, the watchdog removes what the start stored (the
// run's directory, its default scratch directory), releases the lease and the lock, and `done`
// rejects with HOST_MODULE (the worker's own code in its details). The run ID stays free for the
// corrected start.
import { rm } from 'node:fs/promises';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import type { WorkerResult } from '../records/records.ts';
import type { GraphFold } from '../status/state.ts';
import type { WatchdogContext } from './context.ts';

/** Worker result codes that say the host cannot run this definition at all. */
const hostRefusalCodes: ReadonlySet<string> = new Set([
  'HOST_MODULE',
  'STORED_GRAPH_MISMATCH',
  'MISSING_ENGINE_BINDING',
  'MISSING_NODE_BINDING',
  'MISSING_MEMORY',
]);

/** Whether the recorded result refuses a new run's host before anything ran (the worker result is the graph log's only record). */
export function refusedHost(
  context: WatchdogContext,
  result: WorkerResult,
  graph: GraphFold,
): result is Extract<WorkerResult, { kind: 'fail' }> {
  return (
    context.newRun !== null &&
    context.log.fold.restartCount === 0 &&
    result.kind === 'fail' &&
    hostRefusalCodes.has(result.code) &&
    graph.dispatches === 0 &&
    graph.eventCount === 1
  );
}

/**
 * Removes the refused run; the HOST_MODULE error `done` rejects with. Undefined when the lease
 * cannot be released: the run then settles failed as it would have (nothing is removed under a held lease).
 */
export async function removeRefusedRun(
  context: WatchdogContext,
  result: Extract<WorkerResult, { kind: 'fail' }>,
): Promise<SupervisedRunError | undefined> {
  const { storage, runId } = context;
  if (context.lease !== null) {
    try {
      await context.lease.release();
      context.lease = null;
    } catch {
      return undefined;
    }
  }
  await context.log.close().catch(() => undefined);
  // Under the process lock, so no other start of this ID writes meanwhile.
  let left: string | undefined;
  try {
    await rm(storage.runDirectory(runId), { recursive: true, force: true });
    if (context.newRun?.ownScratch === true) await rm(context.scratchDirectory, { recursive: true, force: true });
  } catch (error) {
    left = describeError(error);
  }
  await context.lock.release().catch(() => undefined);
  // The graph's own wording names what does not fit; HOST_MODULE says whose input it is.
  const message = result.code === 'HOST_MODULE' ? result.message : `${result.code}: ${result.message}`;
  return new SupervisedRunError(
    'HOST_MODULE',
    left === undefined
      ? `${message}; the start was refused and run ${runId} was not stored`
      : `${message}; the start was refused, but what run ${runId} stored could not all be removed: ${left}`,
    { details: { runId, stored: left !== undefined, workerCode: result.code } },
  );
}

/** Whether `done` rejected because a new run's host was refused and nothing of the run is stored. */
export function isUnstoredStart(error: unknown): boolean {
  return isSupervisedRunError(error, 'HOST_MODULE') && error.details?.stored === false;
}
