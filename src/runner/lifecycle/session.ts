// What start and resume share once preflight has passed: the lock and lease are held; open the
// runner log, record the session, and hand everything to a Supervisor.
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { EventCursor, EventLog, JsonValue, ProcessLock, RunStorage } from '../../store/contract.ts';
import type { TransferredCapture, WorkspaceLease, WorkspaceProvider } from '../../workspace/index.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { supervisedHandle } from './handle.ts';
import type { ParsedSupervisedRunOptions, RestartPolicy, SupervisedRunExtras } from '../options/options.ts';
import { runnerEventTypes as T, type WorkerMode } from '../records/records.ts';
import type { GraphFold, RunnerFold } from '../status/state.ts';
import type { SupervisedRunHandle } from '../types.ts';
import { resolveWorkerEntry } from '../worker/worker-path.ts';
import { compileCacheDirectory } from '../watchdog/compile-cache.ts';
import { listedValues, snapshotEnvironment } from '../watchdog/environment.ts';
import type { WatchdogContext } from '../watchdog/context.ts';
import { GraphView } from '../watchdog/graph-view.ts';
import { LiveFeed } from '../watchdog/live-feed.ts';
import { OffMachineCoordinator } from '../watchdog/off-machine.ts';
import { RunnerLog } from '../watchdog/runner-log.ts';
import { Supervisor } from '../watchdog/supervisor.ts';
import { insidePaths } from '../watchdog/workspace.ts';
import { OutputFollower } from '../output/follow.ts';

export async function realOrSelf(directory: string): Promise<string> {
  return realpath(directory).catch(() => path.resolve(directory));
}

/** Default scratch directory: machine-local, beside the process locks. */
export function defaultScratch(storage: RunStorage, runId: string): string {
  return path.join(storage.localDirectory(), 'scratch', storage.namespace, runId);
}

/** Paths (relative to the real runRoot) that are the runner's own: never part of change records. */
export async function ownPaths(realRoot: string, storage: RunStorage, scratchDirectory: string): Promise<string[]> {
  return insidePaths(realRoot, [await realOrSelf(storage.directory), await realOrSelf(scratchDirectory)]);
}

export interface SessionInput {
  storage: RunStorage;
  storageOptions: ParsedSupervisedRunOptions['storage'];
  runId: string;
  definition: SupervisedRunDefinition;
  session: number;
  sessionRecord: JsonValue;
  /** Records to append after runner:session-started (e.g. runner:adopted). */
  extraRecords: Array<{ type: string; data: JsonValue }>;
  lock: ProcessLock;
  /** Null only when the session settles at once (an exhausted budget starts no worker). */
  lease: WorkspaceLease | null;
  workspace: WorkspaceProvider;
  realRoot: string;
  scratchDirectory: string;
  restart: RestartPolicy;
  teardownGraceMs: number;
  environmentVariables: readonly string[];
  mode: WorkerMode;
  extras: SupervisedRunExtras;
  /**
   * A start's session (absent for a resume): a host module its first worker cannot bind (HOST_MODULE
   * before any dispatch) refuses the start, and what it stored is removed (watchdog/unstart.ts);
   * `ownScratch`: the scratch directory is the default one, made for this run.
   */
  newRun?: { ownScratch: boolean };
  /** A start's capture of the default workspace, handed to the first worker (transferCapture). */
  firstCapture?: TransferredCapture | undefined;
  runner: { fold: RunnerFold; cursor?: EventCursor };
  graph?: { fold: GraphFold; cursor: EventCursor };
}

export async function openSession(input: SessionInput): Promise<SupervisedRunHandle> {
  const { storage, runId } = input;
  let workerEntry: string;
  try {
    workerEntry = resolveWorkerEntry(input.extras.workerEntry);
  } catch (error) {
    await releaseHeld(input);
    throw error;
  }
  const log = await openRunnerLog(input);
  const environment = snapshotEnvironment(input.environmentVariables);
  const secrets = [...storage.knownSecrets, ...listedValues(input.environmentVariables, environment)];
  const listeners = liveListeners(input.extras);
  const runnerLog = new RunnerLog(
    log,
    input.runner.fold,
    input.session,
    { listed: secrets, known: storage.knownSecrets },
    listeners.onEvent,
  );
  const offMachine =
    input.extras.offMachine === undefined
      ? null
      : new OffMachineCoordinator(input.extras.offMachine, storage.runDirectory(runId));
  // The watchdog's own appends wait while a save copies the store.
  if (offMachine !== null) runnerLog.beforeAppend = () => offMachine.idle();
  await recordSessionStart(input, log, runnerLog);
  const follower = await startFollower(storage, runId, listeners.onOutput);
  const context = await watchdogContext(input, listeners.onEvent, {
    log: runnerLog,
    environment,
    redact: secrets,
    workerEntry,
    offMachine,
  });
  // A save's own log lines come after the progress the log held when it began.
  if (offMachine !== null) offMachine.beforeSave = () => context.graph.refresh();
  const feed = listeners.feed;
  if (follower !== undefined && feed !== undefined) {
    // An ended attempt printed everything before its end was recorded: read once more, then never again.
    context.graph.beforeAttemptsEnd = async (attemptIds) => {
      await follower.poll();
      follower.forget(attemptIds);
    };
    context.graph.afterRead = (readAt) => feed.caughtUp(readAt);
  }
  // Constructed right before the handle attaches held signals: the Supervisor starts a microtask
  // later, and a signal held since the session start must reach it before a worker is launched.
  const supervisor = new Supervisor(context);
  const handle = supervisedHandle(storage, runId, supervisor, input.extras.handleSignals === true);
  if (follower === undefined) return handle;
  return followUntilDone(handle, follower, listeners.feed);
}

/** The caller's listeners; with both, through one LiveFeed, so each attempt's lines sit between its start and its end. */
function liveListeners(extras: SupervisedRunExtras): {
  onEvent: SupervisedRunExtras['onEvent'];
  onOutput: SupervisedRunExtras['onOutput'];
  feed?: LiveFeed;
} {
  const { onEvent, onOutput } = extras;
  if (onEvent === undefined || onOutput === undefined) return { onEvent, onOutput };
  const feed = new LiveFeed(onEvent, onOutput);
  return { onEvent: feed.event, onOutput: feed.lines, feed };
}

/** Releases the lease and the lock a failed open still holds (best effort: the open's error is what counts). */
async function releaseHeld(input: SessionInput): Promise<void> {
  await input.lease?.release().catch(() => undefined);
  await input.lock.release().catch(() => undefined);
}

/** Creates the scratch directory and opens the runner log (RUN_STORAGE, the lease and lock released, if not). */
async function openRunnerLog(input: SessionInput): Promise<EventLog> {
  try {
    await mkdir(input.scratchDirectory, { recursive: true, mode: 0o700 });
    return await input.storage.openEventLog(input.runId, 'runner', input.runner.cursor);
  } catch (error) {
    await releaseHeld(input);
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the runner log of run ${input.runId} cannot be opened: ${describeError(error)}`,
      { cause: error },
    );
  }
}

/** Appends runner:session-started and the extra records (RUN_STORAGE, everything held released, if not). */
async function recordSessionStart(input: SessionInput, log: EventLog, runnerLog: RunnerLog): Promise<void> {
  try {
    await runnerLog.append(T.sessionStarted, input.sessionRecord);
    for (const record of input.extraRecords) await runnerLog.append(record.type, record.data);
  } catch (error) {
    await log.close().catch(() => undefined);
    await releaseHeld(input);
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the session record of run ${input.runId} cannot be appended: ${describeError(error)}`,
      { cause: error },
    );
  }
}

/** What this session's Supervisor works with, from the input and what the session opened for it. */
async function watchdogContext(
  input: SessionInput,
  onEvent: SupervisedRunExtras['onEvent'],
  opened: Pick<WatchdogContext, 'log' | 'environment' | 'redact' | 'workerEntry' | 'offMachine'>,
): Promise<WatchdogContext> {
  const { storage, runId } = input;
  return {
    storage,
    runId,
    definition: input.definition,
    log: opened.log,
    graph: new GraphView(storage, runId, onEvent, input.graph),
    lock: input.lock,
    lease: input.lease,
    workspace: input.workspace,
    realRoot: input.realRoot,
    scratchDirectory: input.scratchDirectory,
    restart: input.restart,
    teardownGraceMs: input.teardownGraceMs,
    environment: opened.environment,
    redact: opened.redact,
    workerEntry: opened.workerEntry,
    compileCache: await compileCacheDirectory(),
    storageParams: {
      directory: storage.directory,
      namespace: storage.namespace,
      policy: { ...storage.policy },
      knownSecrets: [...storage.knownSecrets],
    },
    changes: {
      enabled: input.definition.recordChanges !== false,
      excludePaths: await ownPaths(input.realRoot, storage, input.scratchDirectory),
      // The default workspace resolved runRoot as the repository's top level before this session
      // (checkWorkspaceRoot); a provider of the caller's says nothing about git.
      ...(input.extras.workspace === undefined ? { repositoryRoot: input.realRoot } : {}),
    },
    firstCapture: input.firstCapture ?? null,
    mode: input.mode,
    onEvent,
    offMachine: opened.offMachine,
    prelaunch: input.extras.prelaunched ?? null,
    newRun: input.newRun ?? null,
  };
}

/** The handle, its done (and so stop and interrupt) settling only once the follower has stopped. */
function followUntilDone(
  handle: SupervisedRunHandle,
  follower: OutputFollower,
  feed: LiveFeed | undefined,
): SupervisedRunHandle {
  // The last lines reach the listener before the result does.
  const done = handle.done.finally(() => follower.stop().finally(() => feed?.stop()));
  return {
    ...handle,
    done,
    stop: () => handle.stop().then(() => done),
    interrupt: () => handle.interrupt().then(() => done),
  };
}

async function startFollower(
  storage: RunStorage,
  runId: string,
  onOutput: SupervisedRunExtras['onOutput'],
): Promise<OutputFollower | undefined> {
  if (onOutput === undefined) return undefined;
  const follower = new OutputFollower(storage, runId, onOutput);
  await follower.start();
  return follower;
}
