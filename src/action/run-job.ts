// One job of the Action, start to finish (main.ts is its thin entry):
//   inputs (nothing written yet) -> restore + verify the store -> decide by mode -> rebuild the
//   workspace and run the watchdog here (cancellation interrupts it) -> save the store (new
//   immutable key, artifact; fork detection) -> job summary and outputs -> exit by fail-on.
// The store is saved before the summary is written so the summary's evidence names the cache
// key; if the job dies in between, the post step saves and summarises instead.
import { cancelBudgetWarning, type Cancellation } from './cancellation.ts';
import { inLogGroup, type ActionIO } from './io.ts';
import { isInvalidInput, prepareJob, type Env, type PreparedJob } from './job/prepare.ts';
import { failureText, problemOf } from './job/problems.ts';
import { stateNames } from './job/state-names.ts';
import type { StoredState } from './job/stored.ts';
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
  let stored: StoredState;
  // Killed before the restore ends, main writes no summary: the post step writes one from this.
  io.saveState(stateNames.restoring, restoringFrom(job));
  try {
    // Said before the restore, which can take a while on a large store: the log shows at once what
    // the job is and what it waits on; the store layer and the persistence clients load after it.
    stored = await inLogGroup(io, restoringLine(job), async () => {
      const { restoreAndVerify } = await import('./job/stored.ts');
      return restoreAndVerify(job);
    });
  } catch (error) {
    io.saveState(stateNames.restoring, '');
    const { finish } = await import('./job/finish.ts');
    return finish(job, deps, {
      report: null,
      problems: [problemOf(error)],
      notes: [],
      warnings,
      persisted: null,
      tried: undefined,
    });
  }
  io.saveState(stateNames.restoring, '');
  for (const warning of stored.restored.warnings) io.warning(warning);
  warnings.push(...stored.restored.warnings);
  if (stored.restored.key !== undefined) io.info(`restored the store from cache entry ${stored.restored.key}`);
  if (stored.restored.source === 'artifact')
    io.info(`restored the store from artifact ${stored.restored.artifactName}`);
  // What decides, claims, runs, saves and reports loads after the restore: the first log lines do
  // not wait for it.
  const { runRestored } = await import('./job/run-restored.ts');
  return runRestored(job, deps, stored, warnings);
}

function restoringFrom(job: PreparedJob): string {
  return job.fromRun === undefined
    ? `cache prefix ${job.restorePrefix}`
    : `cache prefix ${job.restorePrefix}, else the store artifact of workflow run ${job.fromRun.runId}`;
}

function restoringLine(job: PreparedJob): string {
  return `mode ${job.config.mode}, run ${job.config.runId}: restoring the store (${restoringFrom(job)})`;
}
