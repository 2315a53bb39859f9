// One worker launch: recorded (runner:worker-launching) before the process is given anything to
// do, then recorded with its identity (runner:worker-started). The process is started here under
// a fresh owner ID, or it is the session's prelaunched worker (prelaunch.ts), started earlier from
// the same spec and waiting, its code loaded, for the parameters this launch writes to its stdin.
import { runnerEventTypes as T, type WorkerMode } from '../records/records.ts';
import type { WorkerParams } from '../worker/params.ts';
import type { OwnedProcess } from '../../engine/command/index.ts';
import { redact } from './redact.ts';
import type { WatchdogContext } from './context.ts';
import { newLaunchIds, spawnWorker, type WorkerSpawnSpec } from './spawn.ts';
import { pruneCompileCacheWhenDue } from './compile-cache.ts';
import type { Settlement } from './settle.ts';
import { watchUnrecordedResult } from './unrecorded.ts';

export interface Launch {
  launchId: string;
  ownerId: string;
  process: OwnedProcess;
  stderrTail(): string;
  /** The store failure the worker reported when it could record no result (unrecorded.ts), if any. */
  unrecordedFailure(): Settlement | undefined;
}

export function spawnSpecOf(context: WatchdogContext): WorkerSpawnSpec {
  return {
    runId: context.runId,
    workerEntry: context.workerEntry,
    realRoot: context.realRoot,
    environment: context.environment,
    compileCache: context.compileCache,
    teardownGraceMs: context.teardownGraceMs,
  };
}

export async function launchWorker(
  context: WatchdogContext,
  mode: WorkerMode,
  remainingTimeoutMs: number | null,
): Promise<Launch> {
  const { log } = context;
  const spec = spawnSpecOf(context);
  const prelaunched = context.prelaunch?.take(spec);
  const { launchId, ownerId } = prelaunched ?? newLaunchIds();
  await log.append(T.workerLaunching, {
    launchId,
    launch: log.fold.launches,
    restart: log.fold.restartCount,
    mode,
    ownerId,
    remainingTimeoutMs,
    ...(prelaunched === undefined ? {} : { prelaunched: true }),
  });
  const graphCursor = context.graph.cursor();
  const params: WorkerParams = {
    schemaVersion: 1,
    storage: context.storageParams,
    runId: context.runId,
    session: log.session,
    launchId,
    mode,
    runRoot: context.realRoot,
    scratchDirectory: context.scratchDirectory,
    // The start's capture goes to the first launch only: a later one finds the workspace as its
    // predecessor left it, which its own first capture reads.
    changes:
      context.firstCapture === null ? context.changes : { ...context.changes, firstCapture: context.firstCapture },
    ...(graphCursor === undefined ? {} : { graphCursor }),
    ...(context.offMachine === null ? {} : { offMachine: true }),
  };
  context.firstCapture = null;
  const input = JSON.stringify(params);
  const worker = prelaunched ?? spawnWorker(spec, { launchId, ownerId }, input);
  // Before a prelaunched worker has its input: no report it sends is missed.
  const unrecordedFailure = watchUnrecordedResult(launchId, worker.process);
  // False when it died while it loaded: its exit is then this launch's crash, as for any launch.
  if (prelaunched !== undefined) worker.process.provideInput(input);
  const child = worker.process;
  context.offMachine?.attach({ process: child });
  if (child.pid !== undefined) {
    const identity = (await child.identity()) ?? null;
    await log.append(T.workerStarted, { launchId, pid: child.pid, identity });
  }
  // After the worker is started, so a start pays one stat for it; a due prune (daily) runs beside the run.
  pruneCompileCacheWhenDue(context.compileCache);
  return {
    launchId,
    ownerId,
    process: child,
    stderrTail: () => redact(worker.stderrTail().toString('utf8'), context.redact),
    unrecordedFailure,
  };
}
