// One worker launch: recorded (runner:worker-launching) before the process exists, started with
// startOwnedCommand under a fresh owner ID, then recorded with its identity (runner:worker-started).
import { randomUUID } from 'node:crypto';
import { attemptEnvironment, newOwnerId, startOwnedCommand, type OwnedProcess } from '../../engine/command/index.ts';
import { runnerEventTypes as T, type WorkerMode } from '../records/records.ts';
import type { WorkerParams } from '../worker/params.ts';
import { compileCacheFlag } from './compile-cache.ts';
import { redact } from './redact.ts';
import type { WatchdogContext } from './context.ts';

/** Fixed cap on one launch's combined stdout + stderr (not configurable). */
export const workerOutputLimitBytes = 1_000_000;
const stderrTailBytes = 4096;

export interface Launch {
  launchId: string;
  ownerId: string;
  process: OwnedProcess;
  stderrTail(): string;
}

export async function launchWorker(
  context: WatchdogContext,
  mode: WorkerMode,
  remainingTimeoutMs: number | null,
): Promise<Launch> {
  const { log } = context;
  const launchId = randomUUID();
  const ownerId = newOwnerId();
  await log.append(T.workerLaunching, {
    launchId,
    launch: log.fold.launches,
    restart: log.fold.restartCount,
    mode,
    ownerId,
    remainingTimeoutMs,
  });
  const params: WorkerParams = {
    schemaVersion: 1,
    storage: context.storageParams,
    runId: context.runId,
    session: log.session,
    launchId,
    mode,
    runRoot: context.realRoot,
    scratchDirectory: context.scratchDirectory,
    changes: context.changes,
  };
  const args = [
    ...(context.workerEntry.endsWith('.ts') ? ['--disable-warning=ExperimentalWarning'] : []),
    ...(context.compileCache === null ? [] : [compileCacheFlag(context.compileCache)]),
    context.workerEntry,
  ];
  const child = startOwnedCommand({
    command: process.execPath,
    args,
    cwd: context.realRoot,
    env: { ...context.environment, ...attemptEnvironment({ attemptId: launchId, runId: context.runId, ownerId }) },
    input: JSON.stringify(params),
    maxOutputBytes: workerOutputLimitBytes,
    maxMemoryBytes: Number.MAX_SAFE_INTEGER,
    ownerId,
    teardownGraceMs: context.teardownGraceMs,
    keepOutput: false,
  });
  let tail = Buffer.alloc(0);
  child.onOutput((chunk, stream) => {
    if (stream !== 'stderr') return;
    tail = Buffer.concat([tail, chunk]);
    if (tail.length > stderrTailBytes * 2) tail = tail.subarray(tail.length - stderrTailBytes);
  });
  if (child.pid !== undefined) {
    const identity = (await child.identity()) ?? null;
    await log.append(T.workerStarted, { launchId, pid: child.pid, identity });
  }
  return {
    launchId,
    ownerId,
    process: child,
    stderrTail: () =>
      redact(tail.subarray(Math.max(0, tail.length - stderrTailBytes)).toString('utf8'), context.redact),
  };
}
