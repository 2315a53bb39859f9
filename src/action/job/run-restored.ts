// A job after its store is restored and verified (run-job.ts): decide by mode (plan-job.ts), claim
// the session, run the watchdog here (cancellation interrupts it), save the store, then finish.ts
// writes the summary and outputs. A chunk of its own, loaded after the restore, so the job's first log lines
// (and a status job's restore) do not wait for the runner, the report layer or the claim.
import { loadRunReport, type RunReport } from '../../report/index.ts';
import type { JobDeps, JobOutcome } from '../run-job.ts';
import type { JobPlan } from '../modes.ts';
import type { Execution } from './execute.ts';
import type { PrelaunchedWorker } from '../../runner/index.ts';
import { BeforeRunRecord } from './before-run.ts';
import { claimNextSession, releaseUnusedClaim, type SessionClaim } from './claim.ts';
import { finish } from './finish.ts';
import { planJob } from './plan-job.ts';
import { pruneAfterSave, writeAheadFor } from './write-ahead.ts';
import { persistStore, type Persisted } from './persist.ts';
import { stateNames } from './state-names.ts';
import type { PreparedJob } from './prepare.ts';
import { failureText, problemOf, type JobProblem } from './problems.ts';
import { forkBaseKey, storageOptions, type StoredState } from './stored.ts';
import { chainMarksState } from '../persistence/index.ts';

/** What a job that runs something leaves for the steps after it. */
interface Ran {
  execution: Execution | null;
  prelaunching: Promise<PrelaunchedWorker | undefined> | undefined;
  /** Set when the session claim showed that the cache refuses this job's writes (claim.ts). */
  cacheWritesRefused?: string;
}

type RunPlan = Exclude<JobPlan, { kind: 'refuse' | 'report' }>;

export async function runRestored(
  job: PreparedJob,
  deps: JobDeps,
  stored: StoredState,
  warnings: string[],
): Promise<JobOutcome> {
  const problems: JobProblem[] = [];
  const notes: string[] = [];
  const plan = planJob(job, deps, stored, warnings);
  let ran: Ran = { execution: null, prelaunching: undefined };
  if (plan.kind === 'refuse') {
    problems.push({ code: plan.code, message: plan.message });
  } else if (plan.kind === 'report') {
    if (plan.note !== undefined) {
      if (plan.warn) {
        deps.io.warning(plan.note);
        warnings.push(plan.note);
      } else notes.push(plan.note);
    }
  } else {
    ran = await runPlan(job, deps, stored, warnings, plan, problems, notes);
  }
  const { execution, prelaunching } = ran;

  // Not taken by a run (the claim was refused, a cancel came first): stopped before anything else.
  await (await prelaunching)?.dispose();

  // The report is read while the store is saved: neither writes to the store.
  const reading = execution?.attempted === true ? readReport(job, execution, stored.report) : undefined;
  // A store restored from an artifact goes to the cache too (the next job finds it there): saved by
  // a job that ran, and by one that only reports. Not by a job whose inputs were refused (by its plan
  // or by the runner), that lost the claim or was cancelled first: its from-run may name an older
  // workflow run, and that store in the cache would hide the newer one (from-run is read only when
  // the cache misses).
  const bringToCache =
    stored.restored.source === 'artifact' && plan.kind === 'report' && deps.cancellation.reason === null;
  const persisted =
    execution?.attempted === true || bringToCache
      ? await saveStore(job, deps, stored, warnings, ran.cacheWritesRefused)
      : null;

  let report = stored.report;
  if (reading !== undefined) {
    const read = await reading;
    report = read.report;
    if (read.problem !== undefined) problems.push(read.problem);
  }
  return finish(job, deps, {
    report,
    problems,
    notes,
    warnings,
    persisted,
    tried: stored.tried,
    restored: stored,
  });
}

/** Claims the next session and runs the plan in it; a refused claim is a problem, and runs nothing. */
async function runPlan(
  job: PreparedJob,
  deps: JobDeps,
  stored: StoredState,
  warnings: string[],
  plan: RunPlan,
  problems: JobProblem[],
  notes: string[],
): Promise<Ran> {
  const loading = startLoading(job, deps, plan);
  const session = (stored.report?.status.session ?? 0) + 1;
  // Until the runner is called, a kill leaves the post step this to summarise and give the claim back by.
  const record = new BeforeRunRecord(deps.io, plan.kind === 'start' ? 'start' : 'resume', session);
  let claim: SessionClaim = {};
  try {
    // A job already cancelled runs nothing, so it claims nothing (executePlan says so).
    if (deps.cancellation.reason === null) claim = await claimNextSession(job, session, deps.io, warnings, record);
  } catch (error) {
    problems.push(problemOf(error));
    return { execution: null, prelaunching: loading.prelaunching };
  }
  const claimed = claim.held;
  const execution = await executeClaimed(job, deps, stored, warnings, plan, loading, record);
  notes.push(...execution.notes);
  warnings.push(...(execution.warnings ?? []));
  if (execution.error !== undefined) problems.push(problemOf(execution.error));
  // Nothing was started or resumed (a missing graph file, a cancel before start, the runner's
  // refusal before its first record): the store did not change, so the post step has nothing to
  // save and must not say it saves, and the session claim goes back.
  if (!execution.attempted) {
    deps.io.saveState(stateNames.pending, '');
    if (claimed !== undefined) {
      const released = await releaseUnusedClaim(job, deps.env, deps.io, claimed, warnings);
      if (released.kind === 'released') record.gaveBack(claimed.key);
      else record.kept(claimed.key, released.message, claimed.claimId, released.givenUpKey);
    }
  }
  return {
    execution,
    prelaunching: loading.prelaunching,
    ...(claim.cacheWritesRefused === undefined ? {} : { cacheWritesRefused: claim.cacheWritesRefused }),
  };
}

/** Starts loading what running the plan needs; nothing here is awaited yet. */
function startLoading(job: PreparedJob, deps: JobDeps, plan: RunPlan) {
  // The runner, the workspace and the declarative host load only for a job that runs something,
  // and load while the claim waits on the cache service (awaited later, so a failure still throws).
  const loadingExecute = import('./execute.ts');
  loadingExecute.catch(() => undefined);
  // The run's worker (a new run's or a resumed one's) starts loading now too, while the claim waits.
  const prelaunching =
    deps.cancellation.reason === null
      ? import('./prelaunch.ts').then(({ prelaunchJobWorker }) => prelaunchJobWorker(job, deps.workerEntry))
      : undefined;
  prelaunching?.catch(() => undefined);
  // And its graph file is read and compiled (only reads; executePlan reports what it throws).
  const startSource =
    plan.kind === 'start' ? loadingExecute.then(({ loadStartSource }) => loadStartSource(job.config)) : undefined;
  startSource?.catch(() => undefined);
  return { loadingExecute, prelaunching, startSource };
}

/** Runs the plan in the claimed session, the store written ahead off the machine when it can be. */
async function executeClaimed(
  job: PreparedJob,
  deps: JobDeps,
  stored: StoredState,
  warnings: string[],
  plan: RunPlan,
  { loadingExecute, prelaunching, startSource }: ReturnType<typeof startLoading>,
  record: BeforeRunRecord,
): Promise<Execution> {
  const { io } = deps;
  // From here the store may change: the post step saves it if this step cannot.
  io.saveState(stateNames.pending, '1');
  const restoredKey = forkBaseKey(stored.restored);
  if (restoredKey !== undefined) io.saveState(stateNames.restoredKey, restoredKey);
  if (stored.chains !== undefined) io.saveState(stateNames.restoredChains, chainMarksState(stored.chains));
  const writeAhead = await writeAheadFor(job, deps.env, io, warnings, stored.chains);
  const { executePlan } = await loadingExecute;
  const prelaunched = await prelaunching;
  const execution = await executePlan(job, plan, {
    io,
    cancellation: deps.cancellation,
    ...(deps.workerEntry === undefined ? {} : { workerEntry: deps.workerEntry }),
    ...(writeAhead === undefined ? {} : { offMachine: writeAhead.persistence }),
    ...(prelaunched === undefined ? {} : { prelaunched }),
    ...(startSource === undefined ? {} : { startSource }),
    ...(stored.verified === undefined ? {} : { verified: stored.verified }),
    ...(stored.report === null ? {} : { pauses: stored.report.status.pauses }),
    beforeRunner: () => record.runnerCalled(),
  });
  await writeAhead?.saver.settled();
  return execution;
}

/** Saves the store and prunes the run's older cache entries; a failed save is a warning, not a problem. */
async function saveStore(
  job: PreparedJob,
  deps: JobDeps,
  stored: StoredState,
  warnings: string[],
  cacheWritesRefused: string | undefined,
): Promise<Persisted | null> {
  let persisted: Persisted | null = null;
  try {
    persisted = await persistStore(job, forkBaseKey(stored.restored), deps.io, stored.chains, cacheWritesRefused);
    const keep = persisted.result?.cacheKey;
    // The run's older entries (earlier jobs', write-ahead saves, one that could not be restored) go
    // once this save is in, where the token may delete caches.
    if (keep !== undefined) await pruneAfterSave(job, deps.env, deps.io, keep);
  } catch (error) {
    // STORE_NOT_FOUND: the start failed before writing anything, so there is nothing to save.
    const problem = problemOf(error);
    if (problem.code !== 'STORE_NOT_FOUND') {
      const warning = `the store could not be saved: ${failureText(problem)}`;
      deps.io.warning(warning);
      warnings.push(warning);
    }
  }
  // A save that succeeded is reported even when the pruning after it threw.
  return persisted;
}

/** The stored run after this job ran it; never throws (a problem instead, unless the run's own error says it). */
async function readReport(
  job: PreparedJob,
  execution: Execution,
  before: RunReport | null,
): Promise<{ report: RunReport | null; problem?: JobProblem }> {
  try {
    const report = await loadRunReport(storageOptions(job), job.config.runId);
    return { report: execution.result === undefined ? report : { ...report, result: execution.result } };
  } catch (error) {
    return before !== null || execution.error === undefined
      ? { report: before, problem: problemOf(error) }
      : { report: before };
  }
}
