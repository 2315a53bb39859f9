// Carrying out the plan: start a new run, or rebuild the workspace from the pause anchor and
// resume / continue / take over the stored one — with the watchdog in this process and the
// worker (dist/worker.js) as its child. Cancellation (SIGINT / SIGTERM / interrupt-after)
// interrupts the run cleanly: a resumable INTERRUPTED pause that the next job continues.
import { rm } from 'node:fs/promises';
import { flushCompileCache } from 'node:module';
import { declarativeWorkerEntry, storedEngineKeys, unpassedEngineKeys } from '../../declarative/index.ts';
import { countOf, ProgressLines } from '../../report/index.ts';
import {
  displayLine,
  isUnstoredStart,
  pausedRunWorkspace,
  readRecordedRunHeads,
  restorePausedWorkspace,
  resumeSupervisedRun,
  startSupervisedRun,
  type OffMachinePersistence,
  type PrelaunchedWorker,
  type ResumeSupervisedRunOptions,
  type SupervisedRunEvent,
  type SupervisedRunExtras,
  type SupervisedRunHandle,
  type SupervisedRunResult,
  type VerifiedStoredRun,
} from '../../runner/index.ts';
import { createLocalRunStorage, recordedStamp, type RunStorage } from '../../store/index.ts';

import type { Cancellation } from '../cancellation.ts';
import type { ActionIO } from '../io.ts';
import type { JobPlan } from '../modes.ts';
import { loadStartSource, resumeRunOptions, startRunOptionsFrom, type StartSource } from '../run-options.ts';
import { warnOfRunEnvironment } from './run-environment.ts';
import { withInputNames } from './refusal-words.ts';
import type { PreparedJob } from './prepare.ts';
import { storageOptions } from './stored.ts';
import { checkDefinitionOrigin } from './definition-origin.ts';
import { checkDefinedGateActor } from './gate-actors.ts';

export interface Execution {
  /** A start or resume recorded something (or may have): the store changed and must be saved. */
  attempted: boolean;
  result?: SupervisedRunResult;
  /** What start / resume / the workspace rebuild threw. */
  error?: unknown;
  /** Lines for the log and the summary (workspace rebuilt, cancelled before start, ...). */
  notes: string[];
  /** Warnings already in the log, for the summary (an API engine whose key the run will not get). */
  warnings?: string[];
}

export interface ExecuteOptions {
  io: ActionIO;
  cancellation: Cancellation;
  /** Saves the store to the cache before unsafe nodes and at checkpoints (write-ahead). */
  offMachine?: OffMachinePersistence;
  /** Default: the worker beside this bundle (dist/worker.js), else the declarative worker entry from source. */
  workerEntry?: string;
  /** The worker prelaunch.ts started while the session was claimed (the run's first launch uses it). */
  prelaunched?: PrelaunchedWorker;
  /** A new run's graph or definition, read while the session was claimed (else read here). */
  startSource?: Promise<StartSource>;
  /** The restored store's verified read (stored.ts): the rebuild and the resume continue it. */
  verified?: VerifiedStoredRun;
  /** Called just before the runner starts or resumes the run: from then on its worker may start. */
  beforeRunner?: () => void;
  /** The restored run's open pauses (a gate's allowed actors are then read from its checked definition). */
  pauses?: ReadonlyArray<{ position: string; nodeId: string }>;
}

// For run-restored.ts, which reads the start source while it claims, through this chunk's dynamic import.
export { loadStartSource };

type RunPlan = Extract<JobPlan, { kind: 'start' | 'resume' | 'continue' | 'takeover' | 'reopen' }>;

/** The step log's progress: the lines a person watching the CLI reads, and how the session ended. */
function progress(io: ActionIO): (event: SupervisedRunEvent) => void {
  const lines = new ProgressLines({ settlements: true });
  return (event) => {
    const line = lines.describe(event);
    if (line !== undefined) io.info(line);
  };
}

/** Node output, live: one block of prefixed lines per poll, written so no line can act as a command. */
function nodeOutput(write: (lines: readonly string[]) => void): SupervisedRunExtras['onOutput'] {
  return (lines) => write(lines.map(displayLine));
}

export async function executePlan(job: PreparedJob, plan: RunPlan, options: ExecuteOptions): Promise<Execution> {
  const { io, cancellation } = options;
  const notes: string[] = [];
  // Read into a local: narrowing the getter itself would wrongly hold across the awaits below.
  const early = cancellation.reason;
  if (early !== null) {
    notes.push(
      `The job was cancelled (${early}) before the run ${plan.kind === 'start' ? 'started' : 'resumed'}; nothing was run.`,
    );
    return { attempted: false, notes };
  }
  // The worker loads many of the chunks this process compiled: written to the compile cache now
  // (dist/compile-cache.js, when it is on), it reads them instead of compiling them again.
  flushCompileCache();
  const extras = runExtras(options);
  const { config } = job;
  let called: RunnerCall;
  // Said before anything runs: an engine node's failure comes after every node before it.
  const warnings: string[] = [];
  const listed = config.environmentVariables;
  try {
    // The job's store: the restored one, or where a new run's goes.
    const storage = await createLocalRunStorage({
      directory: storageOptions(job).directory,
      namespace: config.namespace,
    });
    if (plan.kind === 'start') {
      if (plan.replace === true) notes.push(await removeNeverStarted(storage, config.runId));
      const source = await (options.startSource ?? loadStartSource(config));
      const runOptions = startRunOptionsFrom(config, job.secrets.stored, source, extras);
      const keys = source.kind === 'graph' ? unpassedEngineKeys(source.compiled, listed) : [];
      warnings.push(...warnOfRunEnvironment(io, keys, listed));
      options.beforeRunner?.();
      called = await callRunner(storage, config.runId, () => startSupervisedRun(runOptions));
    } else {
      const resume = await resumeOptionsFor(storage, job, plan, options, extras, notes);
      if (resume === undefined) return { attempted: false, notes };
      const keys = storedEngineKeys(await storage.readDefinition(config.runId), listed);
      warnings.push(...warnOfRunEnvironment(io, keys, listed));
      options.beforeRunner?.();
      called = await callRunner(storage, config.runId, () => resumeSupervisedRun(resume));
      const adopted = 'handle' in called ? adoptionNote(plan, job.actor) : undefined;
      if (adopted !== undefined) notes.push(adopted);
    }
  } catch (error) {
    return { attempted: false, error, notes, warnings };
  }
  if ('error' in called) return { attempted: called.recorded, error: called.error, notes, warnings };
  const { handle } = called;
  const stopListening = interruptOnCancel(handle, io, cancellation);
  try {
    return { attempted: true, result: await handle.done, notes, warnings };
  } catch (error) {
    // A new run whose host the worker refused is removed again: nothing to save, the claim goes back.
    return { attempted: !isUnstoredStart(error), error, notes, warnings };
  } finally {
    stopListening();
  }
}

/** What the summary says of a reopened or taken-over run (the runner records who did it). */
function adoptionNote(plan: RunPlan, actor: string): string | undefined {
  if (plan.kind === 'reopen')
    return `The failed run was reopened by ${actor} through ${plan.why}: its failed nodes run again at new positions.`;
  if (plan.kind === 'takeover')
    return `The run was taken over by ${actor} (the takeover input): its watchdog was gone, and the takeover is recorded.`;
  return undefined;
}

type RunnerCall = { handle: SupervisedRunHandle } | { error: unknown; recorded: boolean };

/**
 * Starts or resumes the run. When that throws, says whether the store recorded anything first: a
 * refusal before the first record (a host module that cannot be resolved or has changed, a process
 * lock held on this machine, ...) leaves the run where it was, so this job saves nothing and gives
 * its session claim back, and a corrected dispatch of another workflow run is not refused RUN_CLAIMED.
 */
async function callRunner(
  storage: RunStorage,
  runId: string,
  call: () => Promise<SupervisedRunHandle>,
): Promise<RunnerCall> {
  // A stamp that cannot be read counts as recorded: the store is then saved, as before this check.
  const stamp = () => recordedStamp(storage, runId).catch(() => undefined);
  const before = await stamp();
  try {
    return { handle: await call() };
  } catch (error) {
    const after = before === undefined ? undefined : await stamp();
    return { error: withInputNames(error), recorded: after === undefined || after !== before };
  }
}

/** The run's extras: signals are left to the job's cancellation; progress and node output go to the log. */
function runExtras(options: ExecuteOptions): SupervisedRunExtras {
  const { io } = options;
  return {
    handleSignals: false,
    workerEntry: options.workerEntry ?? declarativeWorkerEntry(),
    onEvent: progress(io),
    ...(io.nodeOutput === undefined ? {} : { onOutput: nodeOutput(io.nodeOutput.bind(io)) }),
    ...(options.offMachine === undefined ? {} : { offMachine: options.offMachine }),
    ...(options.prelaunched === undefined ? {} : { prelaunched: options.prelaunched }),
  };
}

/**
 * The resume's options, on the workspace rebuilt from the pause snapshot (a resume or continue);
 * undefined, with a note, when the job was cancelled meanwhile: nothing is run then.
 */
async function resumeOptionsFor(
  storage: RunStorage,
  job: PreparedJob,
  plan: Exclude<RunPlan, { kind: 'start' }>,
  options: ExecuteOptions,
  extras: SupervisedRunExtras,
  notes: string[],
): Promise<ResumeSupervisedRunOptions | undefined> {
  const { config } = job;
  const { cancellation } = options;
  const workspace = await pausedRunWorkspace(storage, config.runId, config.runRoot);
  // The verified read of the store, which the rebuild and the resume continue instead of reading it again.
  let verified = options.verified;
  // Before the workspace is touched: the stored definition must be what the repository gives.
  const checkDefinition = (pausedAt: string | null | undefined) =>
    checkRestoredDefinition(storage, job, plan, options, pausedAt);
  // A failed run saved no pause snapshot: a reopened one runs on this job's checkout.
  if (plan.kind !== 'takeover' && plan.kind !== 'reopen') {
    const rebuilt = await restorePausedWorkspace(storage, config.runId, workspace, {
      ...(verified === undefined ? {} : { verified }),
      beforeRestore: checkDefinition,
    });
    verified = rebuilt.verified;
    if (rebuilt.outcome === 'restored') {
      notes.push(
        `The workspace was rebuilt from the pause snapshot: commit ${rebuilt.head ?? '(unborn)'} plus ${countOf(rebuilt.files, 'saved file')}.`,
      );
    }
  } else await checkDefinition(undefined);
  if (cancellation.reason !== null) {
    notes.push(`The job was cancelled (${cancellation.reason}) before the run resumed; nothing was run.`);
    return undefined;
  }
  const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
  return resumeRunOptions(
    config,
    job.secrets.stored,
    {
      actor: job.actor,
      job: `workflow run ${job.githubRunId || '?'} attempt ${job.githubRunAttempt || '?'}`,
    },
    {
      ...(position === undefined ? {} : { position }),
      takeover: plan.kind === 'takeover',
      ...(plan.kind === 'reopen' ? { retryFailed: plan.why } : {}),
    },
    { ...extras, workspace, ...(verified === undefined ? {} : { verified }) },
  );
}

/**
 * Before the workspace is rebuilt or anything recorded: the stored definition must be what the
 * repository gives (STORE_UNTRUSTED), and a gate's answerer one its definition allows (RESUME_ACTOR).
 */
async function checkRestoredDefinition(
  storage: RunStorage,
  job: PreparedJob,
  plan: Exclude<RunPlan, { kind: 'start' }>,
  options: ExecuteOptions,
  pausedAt: string | null | undefined,
): Promise<void> {
  const { config } = job;
  const definition = (await storage.readDefinition(config.runId)) ?? null;
  // A takeover or reopen has no pause snapshot, and a later pause's may be at a later commit: the
  // commits the run's log records it ran at (its start's first) vouch too; read only when needed.
  const recordedHeads = () => readRecordedRunHeads(storage, config.runId);
  await checkDefinitionOrigin({ config, stored: definition, pausedAt, recordedHeads });
  const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
  if (position !== undefined && config.answer !== undefined)
    checkDefinedGateActor({
      definition,
      pauses: options.pauses ?? [],
      position,
      actor: job.actor,
      runId: config.runId,
    });
}

/** On cancellation the run is interrupted, so its store can be saved; returns the unsubscribe. */
function interruptOnCancel(handle: SupervisedRunHandle, io: ActionIO, cancellation: Cancellation): () => void {
  return cancellation.onCancel((reason) => {
    io.warning(`${reason}: interrupting the run so its store can be saved; a later job continues it (mode auto)`);
    void handle.interrupt(reason).catch(() => undefined);
  });
}

/** A store of the run with its definition and not one record: removed so the run starts afresh (never while locked here). */
async function removeNeverStarted(storage: RunStorage, runId: string): Promise<string> {
  const holder = await storage.readProcessLock(runId);
  if (holder !== undefined)
    throw new Error(`run ${runId} is being started by another watchdog on this machine (its process lock is held)`);
  await rm(storage.runDirectory(runId), { recursive: true, force: true });
  return `Run ${runId} was stored but had never started (its definition and no record: the job that wrote it was stopped right then); it was started afresh.`;
}
