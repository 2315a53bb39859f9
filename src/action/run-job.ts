// One job of the Action, start to finish (main.ts is its thin entry):
//   inputs (nothing written yet) -> restore + verify the store -> decide by mode -> rebuild the
//   workspace and run the watchdog here (cancellation interrupts it) -> save the store (new
//   immutable key, artifact; fork detection) -> job summary and outputs -> exit by fail-on.
// The store is saved before the summary is written so the summary's evidence names the cache
// key; if the job dies in between, the post step saves and summarises instead.
import type { RunReport } from '../report/index.ts';
import { cancelBudgetWarning, type Cancellation } from './cancellation.ts';
import { resultFailsStep } from './exit-status.ts';
import type { ActionIO } from './io.ts';
import type { Execution } from './job/execute.ts';
import { claimNextSession, releaseUnusedClaim } from './job/claim.ts';
import { refuseBadRaise } from './job/raise-check.ts';
import { pruneAfterSave, writeAheadFor, type WriteAhead } from './job/write-ahead.ts';
import { persistStore, stateNames, type Persisted } from './job/persist.ts';
import { isInvalidInput, prepareJob, type Env, type PreparedJob } from './job/prepare.ts';
import { failureText, problemOf, type JobProblem } from './job/problems.ts';
import { pullRequestNote } from './job/pull-request.ts';
import { rerunOf, retryHint } from './job/rerun.ts';
import { restoreAndVerify, storageOptions, type StoredState } from './job/stored.ts';
import { decideJob, storedRunOf } from './modes.ts';
import type { StepOutputs } from './outputs.ts';

export interface JobDeps {
  env: Env;
  /** The step's working directory (GITHUB_WORKSPACE). */
  cwd: string;
  io: ActionIO;
  cancellation: Cancellation;
  /** Default: dist/worker.js beside the bundle. */
  workerEntry?: string;
}

export interface JobOutcome {
  failed: boolean;
  outputs?: StepOutputs;
  summary?: string;
}

export async function runJob(deps: JobDeps): Promise<JobOutcome> {
  const { io } = deps;
  let job: PreparedJob;
  try {
    job = prepareJob(deps.env, deps.cwd, io);
  } catch (error) {
    if (!isInvalidInput(error)) throw error;
    // Nothing restored, nothing written: no summary either (it would need the inputs it refuses).
    io.setFailed(failureText(problemOf(error)));
    return { failed: true };
  }
  const stopTimer = deps.cancellation.after(
    job.config.interruptAfterMs,
    `interrupt-after (${job.config.interruptAfterMs} ms) elapsed`,
  );
  try {
    return await afterInputs(job, deps);
  } finally {
    stopTimer();
  }
}

async function afterInputs(job: PreparedJob, deps: JobDeps): Promise<JobOutcome> {
  const { io } = deps;
  const { config } = job;
  const budget = cancelBudgetWarning(config.teardownGraceMs);
  const warnings: string[] = [...job.secrets.warnings, ...(budget === undefined ? [] : [budget])];
  for (const warning of warnings) io.warning(warning);
  const problems: JobProblem[] = [];
  const notes: string[] = [];

  let stored: StoredState;
  try {
    stored = await restoreAndVerify(job);
  } catch (error) {
    return finish(job, deps, {
      report: null,
      problems: [problemOf(error)],
      notes,
      warnings,
      persisted: null,
      tried: undefined,
    });
  }
  for (const warning of stored.restored.warnings) io.warning(warning);
  warnings.push(...stored.restored.warnings);
  if (stored.restored.key !== undefined) io.info(`restored the store from cache entry ${stored.restored.key}`);
  if (stored.restored.source === 'artifact')
    io.info(`restored the store from artifact ${stored.restored.artifactName}`);

  // The report layer loads after the restore: the first log lines do not wait for it.
  const [{ decisionCommands, parseSummaryContext, openGate }, { jobSummaryContext }] = await Promise.all([
    import('../report/index.ts'),
    import('./summary.ts'),
  ]);
  const context = jobSummaryContext(deps.env, config, warnings);
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
      decisionCommands: (position) => decisionCommands(parseSummaryContext(context), config.runId, position),
      ...(config.answer === undefined ? {} : { answer: { values: config.answer, answeredBy: job.actor } }),
      gate: (position) =>
        stored.report === null ? undefined : openGate(stored.report.status, parseSummaryContext(context), position),
    },
    storedRunOf(stored.report?.status ?? null),
  );
  // Before the claim: a refused raise must leave the session free for the corrected dispatch.
  const plan = refuseBadRaise(decided, config.raiseBudget, stored.report?.status ?? null);
  io.info(
    `mode ${config.mode}: ${plan.kind}${'position' in plan && plan.position !== undefined ? ` ${plan.position}` : ''}`,
  );
  let execution: Execution | null = null;
  let writeAhead: WriteAhead | undefined;
  let claimRefused = false;
  let claimedKey: string | undefined;
  if (plan.kind === 'refuse') {
    problems.push({ code: plan.code, message: plan.message });
  } else if (plan.kind === 'report') {
    if (plan.note !== undefined) {
      if (plan.warn) {
        io.warning(plan.note);
        warnings.push(plan.note);
      } else notes.push(plan.note);
    }
  } else {
    // The runner, the workspace and the declarative host load only for a job that runs something,
    // and load while the claim waits on the cache service (awaited below, so a failure still throws).
    const loadingExecute = import('./job/execute.ts');
    loadingExecute.catch(() => undefined);
    try {
      // A job already cancelled runs nothing, so it claims nothing (executePlan says so).
      if (deps.cancellation.reason === null)
        claimedKey = await claimNextSession(job, stored.report?.status.session ?? 0, io, warnings);
    } catch (error) {
      problems.push(problemOf(error));
      claimRefused = true;
    }
    if (!claimRefused) {
      // From here the store may change: the post step saves it if this step cannot.
      io.saveState(stateNames.pending, '1');
      if (stored.restored.key !== undefined) io.saveState(stateNames.restoredKey, stored.restored.key);
      if (stored.chains !== undefined) io.saveState(stateNames.restoredChains, JSON.stringify(stored.chains));
      writeAhead = await writeAheadFor(job, deps.env, io, warnings, stored.chains);
      const { executePlan } = await loadingExecute;
      execution = await executePlan(job, plan, {
        io,
        cancellation: deps.cancellation,
        ...(deps.workerEntry === undefined ? {} : { workerEntry: deps.workerEntry }),
        ...(writeAhead === undefined ? {} : { offMachine: writeAhead.persistence }),
      });
      await writeAhead?.saver.settled();
      notes.push(...execution.notes);
      if (execution.error !== undefined) problems.push(problemOf(execution.error));
      // Nothing was started or resumed (a missing graph file, a cancel before start): the store did
      // not change, so the post step has nothing to save and must not say it saves.
      if (!execution.attempted) {
        io.saveState(stateNames.pending, '');
        if (claimedKey !== undefined) await releaseUnusedClaim(job, deps.env, io, claimedKey, warnings);
      }
    }
  }

  // The report is read while the store is saved: neither writes to the store.
  const reading = execution?.attempted === true ? readReport(job, execution, stored.report) : undefined;
  let persisted: Persisted | null = null;
  // A store restored from an artifact goes to the cache too (the next job finds it there), unless this
  // job lost the claim or was cancelled before it ran anything: then it saves nothing.
  const bringToCache = stored.restored.source === 'artifact' && !claimRefused && deps.cancellation.reason === null;
  if (execution?.attempted === true || bringToCache) {
    try {
      persisted = await persistStore(job, stored.restored.key, io, stored.chains);
      const keep = persisted.result?.cacheKey;
      if (writeAhead !== undefined && keep !== undefined) await pruneAfterSave(job, deps.env, io, keep);
    } catch (error) {
      // STORE_NOT_FOUND: the start failed before writing anything, so there is nothing to save.
      const problem = problemOf(error);
      if (problem.code !== 'STORE_NOT_FOUND') {
        const warning = `the store could not be saved: ${failureText(problem)}`;
        io.warning(warning);
        warnings.push(warning);
      }
    }
  }

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

/** The stored run after this job ran it; never throws (a problem instead, unless the run's own error says it). */
async function readReport(
  job: PreparedJob,
  execution: Execution,
  before: RunReport | null,
): Promise<{ report: RunReport | null; problem?: JobProblem }> {
  try {
    const { loadRunReport } = await import('../report/index.ts');
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

interface Finish {
  report: RunReport | null;
  problems: JobProblem[];
  notes: string[];
  warnings: string[];
  persisted: Persisted | null;
  tried: string | undefined;
  restored?: StoredState;
}

function restoredFrom(stored: StoredState | undefined): string | undefined {
  const restored = stored?.restored;
  if (restored === undefined) return undefined;
  switch (restored.source) {
    case 'cache':
      return `cache entry ${restored.key}`;
    case 'artifact':
      return `artifact ${restored.artifactName}`;
    case 'local':
      return 'this runner (the store directory already existed)';
    case 'none':
      return undefined;
  }
}

async function finish(job: PreparedJob, deps: JobDeps, input: Finish): Promise<JobOutcome> {
  const { io } = deps;
  // The summary's modules (the report layer) load here, not with the job: its first lines do not wait.
  const [{ jobSummaryContext, renderJobSummary }, { setStepOutputs, stepOutputs }] = await Promise.all([
    import('./summary.ts'),
    import('./outputs.ts'),
  ]);
  const context = jobSummaryContext(deps.env, job.config, input.warnings);
  const saved: { cacheKey?: string; artifactName?: string } = input.persisted?.result ?? {};
  let report = input.report;
  if (report !== null) {
    const from = restoredFrom(input.restored);
    report = {
      ...report,
      evidence: {
        ...report.evidence,
        ...(saved.cacheKey === undefined ? {} : { cacheKey: saved.cacheKey }),
        ...(saved.artifactName === undefined ? {} : { artifactName: saved.artifactName }),
        ...(from === undefined ? {} : { restoredFrom: from }),
      },
      warnings: [
        ...report.warnings,
        ...input.warnings,
        ...(input.persisted?.warnings ?? []),
        ...(input.persisted?.fork === undefined ? [] : [input.persisted.fork]),
      ],
    };
  }
  const retry = retryHint(report, context);
  const { attentionOf } = await import('../report/index.ts');
  const attention = report === null ? null : attentionOf(report, context, whereCommands);
  const pullRequest = attention !== null || retry !== undefined ? pullRequestNote(deps.env) : undefined;
  const notes = [...input.notes, ...[retry, pullRequest].filter((note) => note !== undefined)];
  const summary = renderJobSummary({
    runId: job.config.runId,
    report,
    context,
    problems: input.problems,
    notes: input.report === null ? [...notes, ...input.warnings] : notes,
    ...(input.tried === undefined ? {} : { tried: input.tried }),
  });
  await io.writeSummary(summary);
  io.saveState(stateNames.summary, '1');
  const outputs = stepOutputs(report, context, saved);
  setStepOutputs(io, outputs);
  for (const note of notes) io.info(note);

  // A run that waits for a person must not end as a quiet green job: an annotation, and the
  // log's last lines say what waits and how to answer it. fail-on alone decides the exit status.
  if (attention !== null) io.warning(attention.text, attention.title);
  const failure = failureOf(job, input.problems[0], outputs);
  if (failure !== undefined) io.setFailed(failure);
  if (attention !== null) for (const text of ['', ...attention.lines]) io.info(text);
  return { failed: failure !== undefined, outputs, summary };
}

const whereCommands =
  'The exact commands are in the job summary and in the step outputs (reconcile-requests, resume-command); the end of this log repeats them.';

function failureOf(job: PreparedJob, problem: JobProblem | undefined, outputs: StepOutputs): string | undefined {
  if (problem !== undefined) return failureText(problem);
  if (!resultFailsStep(outputs.result, job.config.failOn)) return undefined;
  return `run ${job.config.runId} ${outputs.result === 'fail' ? 'failed' : 'paused'}${outputs.code === '' ? '' : ` (${outputs.code})`}; fail-on is ${job.config.failOn}`;
}
