// A job after its store is restored and verified (run-job.ts): decide by mode, claim the session,
// run the watchdog here (cancellation interrupts it), save the store, then finish.ts writes the
// summary and outputs. A chunk of its own, loaded after the restore, so the job's first log lines
// (and a status job's restore) do not wait for the runner, the report layer or the claim.
import { decisionCommands, loadRunReport, openGate, parseSummaryContext, type RunReport } from '../../report/index.ts';
import type { JobDeps, JobOutcome } from '../run-job.ts';
import { decideJob, type JobPlan, type JobRequest } from '../modes.ts';
import { storedRunOf } from '../stored-run.ts';
import { jobSummaryContext } from '../summary.ts';
import type { Execution } from './execute.ts';
import {
  describeOptionProblem,
  holdingSecret,
  unrecordableInput,
  type PrelaunchedWorker,
  type RecordLimits,
} from '../../runner/index.ts';
import { defaultMaxEventPayloadBytes } from '../../store/index.ts';
import { claimNextSession, releaseUnusedClaim } from './claim.ts';
import { finish } from './finish.ts';
import { refuseBadRaise } from './raise-check.ts';
import { pruneAfterSave, writeAheadFor, type WriteAhead } from './write-ahead.ts';
import { persistStore, type Persisted } from './persist.ts';
import { stateNames } from './state-names.ts';
import type { PreparedJob } from './prepare.ts';
import type { ActionConfig, InputDecision } from '../inputs/parse.ts';
import { failureText, problemOf, type JobProblem } from './problems.ts';
import { rerunOf } from './rerun.ts';
import { storageOptions, type StoredState } from './stored.ts';
import { inputNameOf } from './input-names.ts';
import { chainMarksState } from '../persistence/index.ts';

/** What a job that runs something leaves for the steps after it. */
interface Ran {
  execution: Execution | null;
  writeAhead: WriteAhead | undefined;
  claimRefused: boolean;
  prelaunching: Promise<PrelaunchedWorker | undefined> | undefined;
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
  let ran: Ran = { execution: null, writeAhead: undefined, claimRefused: false, prelaunching: undefined };
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
  const { execution, writeAhead, claimRefused, prelaunching } = ran;

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
    execution?.attempted === true || bringToCache ? await saveStore(job, deps, stored, writeAhead, warnings) : null;

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

/** The answer input as the job's plan takes it: the values with who answers, or what it accepts. */
function answerOf(answer: ActionConfig['answer'], answeredBy: string): Pick<JobRequest, 'answer' | 'answerRefused'> {
  if (answer === undefined) return {};
  return answer.ok ? { answer: { values: answer.value, answeredBy } } : { answerRefused: answer.accepts };
}

/** The job's plan by its mode and the stored run (logged), a bad raise already refused. */
function planJob(job: PreparedJob, deps: JobDeps, stored: StoredState, warnings: string[]): JobPlan {
  const { config } = job;
  const context = jobSummaryContext(deps.env, config, warnings);
  // The Action's store keeps the default policy.
  const limits = { knownSecrets: job.secrets.stored, maxEventPayloadBytes: defaultMaxEventPayloadBytes };
  const unrecordable = (recorded: Record<string, unknown>) => {
    const found = unrecordableInput(limits, recorded);
    return found === undefined ? undefined : describeOptionProblem(found, inputNameOf);
  };
  const rerun = rerunOf(stored.restored.key, job.restorePrefix, job.githubRunId, job.githubRunAttempt);
  const decided = decideJob(
    {
      mode: config.mode,
      runId: config.runId,
      position: config.position,
      takeover: config.takeover,
      tried: stored.tried,
      retryFailed: config.retryFailed,
      ...(rerun === undefined ? {} : { rerunOf: rerun }),
      decision: config.decision !== undefined,
      notFoundHints: notFoundHints(job),
      ...(job.fromRun === undefined ? {} : { fromRun: String(job.fromRun.runId) }),
      decisionCommands: (position) => decisionCommands(parseSummaryContext(context), config.runId, position),
      ...answerOf(config.answer, job.actor),
      unrecordable,
      gate: (position) =>
        stored.report === null ? undefined : openGate(stored.report.status, parseSummaryContext(context), position),
    },
    storedRunOf(stored.report?.status ?? null),
  );
  // Before the claim: a refused raise or decision must leave the session free for the corrected dispatch.
  const plan = refuseSecretInputs(
    refuseUnrecordableDecision(
      refuseBadRaise(decided, config.raiseBudget, stored.report?.status ?? null),
      config.decision,
      unrecordable,
    ),
    config.runInputs,
    limits,
  );
  deps.io.info(
    `mode ${config.mode}: ${plan.kind}${'position' in plan && plan.position !== undefined ? ` ${plan.position}` : ''}`,
  );
  return plan;
}

/** The plan, or INVALID_INPUT when the store would refuse to record the decision (a known secret, too large). */
function refuseUnrecordableDecision(
  plan: JobPlan,
  decision: InputDecision | undefined,
  unrecordable: (recorded: Record<string, unknown>) => string | undefined,
): JobPlan {
  if (decision === undefined || (plan.kind !== 'resume' && plan.kind !== 'takeover')) return plan;
  const why = unrecordable({ decision });
  if (why === undefined) return plan;
  return { kind: 'refuse', code: 'INVALID_INPUT', input: 'decision-output', message: why };
}

/** The plan, or INVALID_INPUT when a new run's inputs hold a known secret: the store would refuse its definition. */
function refuseSecretInputs(plan: JobPlan, inputs: unknown, limits: Pick<RecordLimits, 'knownSecrets'>): JobPlan {
  if (plan.kind !== 'start') return plan;
  const found = holdingSecret(limits, { inputs });
  if (found === undefined) return plan;
  return { kind: 'refuse', code: 'INVALID_INPUT', input: 'inputs', message: describeOptionProblem(found, inputNameOf) };
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
  let claimedKey: string | undefined;
  try {
    // A job already cancelled runs nothing, so it claims nothing (executePlan says so).
    if (deps.cancellation.reason === null)
      claimedKey = await claimNextSession(job, stored.report?.status.session ?? 0, deps.io, warnings);
  } catch (error) {
    problems.push(problemOf(error));
    return { execution: null, writeAhead: undefined, claimRefused: true, prelaunching: loading.prelaunching };
  }
  const { execution, writeAhead } = await executeClaimed(job, deps, stored, warnings, plan, loading);
  notes.push(...execution.notes);
  warnings.push(...(execution.warnings ?? []));
  if (execution.error !== undefined) problems.push(problemOf(execution.error));
  // Nothing was started or resumed (a missing graph file, a cancel before start, the runner's
  // refusal before its first record): the store did not change, so the post step has nothing to
  // save and must not say it saves, and the session claim goes back.
  if (!execution.attempted) {
    deps.io.saveState(stateNames.pending, '');
    if (claimedKey !== undefined) await releaseUnusedClaim(job, deps.env, deps.io, claimedKey, warnings);
  }
  return { execution, writeAhead, claimRefused: false, prelaunching: loading.prelaunching };
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
): Promise<{ execution: Execution; writeAhead: WriteAhead | undefined }> {
  const { io } = deps;
  // From here the store may change: the post step saves it if this step cannot.
  io.saveState(stateNames.pending, '1');
  if (stored.restored.key !== undefined) io.saveState(stateNames.restoredKey, stored.restored.key);
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
  });
  await writeAhead?.saver.settled();
  return { execution, writeAhead };
}

/** Saves the store and prunes the run's older cache entries; a failed save is a warning, not a problem. */
async function saveStore(
  job: PreparedJob,
  deps: JobDeps,
  stored: StoredState,
  writeAhead: WriteAhead | undefined,
  warnings: string[],
): Promise<Persisted | null> {
  let persisted: Persisted | null = null;
  try {
    persisted = await persistStore(job, stored.restored.key, deps.io, stored.chains);
    const keep = persisted.result?.cacheKey;
    if (writeAhead !== undefined && keep !== undefined) await pruneAfterSave(job, deps.env, deps.io, keep);
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

/** Why a stored run is likely missing from the cache, and what brings it back (STORE_NOT_FOUND). */
function notFoundHints(job: PreparedJob): string {
  const fromRun =
    job.fromRun === undefined
      ? 'pass from-run with the workflow run ID of the last job that saved the run: its store artifact is kept 90 days by default (the job needs actions: read)'
      : `the store artifact of workflow run ${job.fromRun.runId} was not found either: check that run's artifacts (they expire, 90 days by default)`;
  return `Likely causes: the run was saved on another branch (a job restores only caches of its own branch and of the default branch: dispatch with --ref set to the branch the run started on); its cache entry was evicted (after 7 days without use, or by the repository's cache quota); or it was started by a pull request, whose caches only that pull request can see. Remedy: ${fromRun}.`;
}
