// Starting a worker process (node + the worker entry) under a fresh owner ID: the command line,
// environment and bounds every launch uses, whether its parameters go in at once (a launch) or
// later (a prelaunch, prelaunch.ts). The worker reads its parameters from stdin before it
// touches the store or the workspace.
import { randomUUID } from 'node:crypto';
import { attemptEnvironment, newOwnerId, startOwnedCommand, type OwnedProcess } from '../../engine/command/index.ts';
import { compileCacheFlag } from './compile-cache.ts';

/** Fixed cap on one launch's combined stdout + stderr (not configurable). */
export const workerOutputLimitBytes = 1_000_000;
const stderrTailBytes = 4096;

/** What a worker process is started from: two specs that are equal start the same process. */
export interface WorkerSpawnSpec {
  runId: string;
  workerEntry: string;
  realRoot: string;
  /** The environment before the owned-command layer adds the attempt and owner variables. */
  environment: Record<string, string>;
  compileCache: string | null;
  teardownGraceMs: number;
}

export interface SpawnedWorker {
  launchId: string;
  ownerId: string;
  process: OwnedProcess;
  /** The last bytes the worker wrote to stderr (raw: the caller redacts). */
  stderrTail(): Buffer;
}

/**
 * Evaluated before the worker's own modules load (which can take a while): a watchdog that is
 * already gone (the worker's parent is not this process) or dies meanwhile ends the worker at once.
 * The worker's channel takes over once it connects (then it also stops node commands first); the
 * key must match earlyGuardKey in worker/channel.ts.
 */
function earlyGuard(): string {
  const code = [
    `const w=${process.pid},g=()=>process.exit(70);`,
    "process[Symbol.for('supervised-run.early-guard')]={listener:g,watchdogPid:w};",
    "if(process.ppid!==w||process.connected===false)g();process.on('disconnect',g);",
  ].join('');
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

/** True when both specs start the same process (same command line, directory, environment, bounds). */
export function sameSpawnSpec(a: WorkerSpawnSpec, b: WorkerSpawnSpec): boolean {
  const keys = (env: Record<string, string>) => Object.keys(env).sort();
  return (
    a.runId === b.runId &&
    a.workerEntry === b.workerEntry &&
    a.realRoot === b.realRoot &&
    a.compileCache === b.compileCache &&
    a.teardownGraceMs === b.teardownGraceMs &&
    keys(a.environment).join('\0') === keys(b.environment).join('\0') &&
    keys(a.environment).every((name) => a.environment[name] === b.environment[name])
  );
}

export interface LaunchIds {
  launchId: string;
  ownerId: string;
}

export function newLaunchIds(): LaunchIds {
  return { launchId: randomUUID(), ownerId: newOwnerId() };
}

/** Starts a worker; with `input` undefined its stdin stays open for provideInput (a prelaunch). */
export function spawnWorker(spec: WorkerSpawnSpec, ids: LaunchIds, input: string | undefined): SpawnedWorker {
  const { launchId, ownerId } = ids;
  const args = [
    ...(spec.workerEntry.endsWith('.ts') ? ['--disable-warning=ExperimentalWarning'] : []),
    `--import=${earlyGuard()}`,
    ...(spec.compileCache === null ? [] : [compileCacheFlag(spec.compileCache)]),
    spec.workerEntry,
  ];
  const child = startOwnedCommand({
    command: process.execPath,
    args,
    cwd: spec.realRoot,
    env: { ...spec.environment, ...attemptEnvironment({ attemptId: launchId, runId: spec.runId, ownerId }) },
    ...(input === undefined ? { holdInput: true } : { input }),
    maxOutputBytes: workerOutputLimitBytes,
    // No memory limit (so no resident-memory reads per sample), and the first sample of its tree
    // at the steady interval: a worker starts nothing while it loads and waits for its parameters,
    // and the commands it starts have observers of their own in it.
    firstSampleMs: 250,
    ownerId,
    teardownGraceMs: spec.teardownGraceMs,
    keepOutput: false,
    // Its only other end is here: the worker sees this process die the moment it does.
    channel: true,
  });
  // Collected from the start: a worker that fails while it loads says why before anyone adopts it.
  let tail = Buffer.alloc(0);
  child.onOutput((chunk, stream) => {
    if (stream !== 'stderr') return;
    tail = Buffer.concat([tail, chunk]);
    if (tail.length > stderrTailBytes * 2) tail = tail.subarray(tail.length - stderrTailBytes);
  });
  return {
    launchId,
    ownerId,
    process: child,
    stderrTail: () => tail.subarray(Math.max(0, tail.length - stderrTailBytes)),
  };
}
