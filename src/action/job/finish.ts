// The job's end (run-job.ts, run-restored.ts): the job summary and step outputs from the stored
// run (with the save's evidence), the annotations of a run that waits for a person, and the exit
// status by fail-on.
import { attentionOf, oneLine, type RunReport } from '../../report/index.ts';
import { resultFailsStep } from '../exit-status.ts';
import { replacedOutputs, setStepOutputs, stepOutputs, type StepOutputs } from '../outputs.ts';
import type { JobDeps, JobOutcome } from '../run-job.ts';
import { jobSummaryContext, renderJobSummary } from '../summary.ts';
import type { Persisted } from './persist.ts';
import type { PreparedJob } from './prepare.ts';
import { failureText, type JobProblem } from './problems.ts';
import { pullRequestNote } from './pull-request.ts';
import { rerunWouldReopen, retryHint } from './rerun.ts';
import { stateNames } from './state-names.ts';
import type { StoredState } from './stored.ts';

export interface Finish {
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
      return restored.leftBy === undefined
        ? 'this runner (an earlier step of this job left the store there)'
        : `this runner (left there by ${restored.leftBy}${restored.heldKey === undefined ? '' : `; it holds every record of cache entry ${restored.heldKey}`})`;
    case 'none':
      return undefined;
  }
}

export async function finish(job: PreparedJob, deps: JobDeps, input: Finish): Promise<JobOutcome> {
  const { io } = deps;
  const saved: { cacheKey?: string; artifactName?: string } = input.persisted?.result ?? {};
  // Refused its claim (claim.ts): another job drives the run now, so nothing here calls for an
  // answer or gives a command (each would race that job).
  const context = jobSummaryContext(deps.env, job.config, input.warnings, {
    rerunReopens: rerunWouldReopen(job, saved.cacheKey),
    drivenElsewhere: input.problems.some((problem) => problem.code === 'RUN_CLAIMED'),
  });
  let report = input.report;
  if (report !== null) {
    const from = restoredFrom(input.restored);
    report = {
      ...report,
      evidence: {
        ...report.evidence,
        ...(saved.cacheKey === undefined ? {} : { cacheKey: saved.cacheKey }),
        // The job checked GITHUB_RUN_ID before it persisted anything (prepare.ts): the run `gh run download` reads.
        ...(saved.artifactName === undefined
          ? {}
          : { artifactName: saved.artifactName, artifactRunId: job.githubRunId }),
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
  const outputs = stepOutputs(report, context, saved);
  const attention =
    report === null
      ? null
      : attentionOf(
          report,
          context,
          whereCommands(
            outputs,
            replacedOutputs(outputs).map(({ name }) => name),
          ),
        );
  const pullRequest = attention !== null || retry !== undefined ? pullRequestNote(deps.env) : undefined;
  // The summary shows the retry under "What to do next" with its command; the log gets the line.
  const notes = [...input.notes, ...(pullRequest === undefined ? [] : [pullRequest])];
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
  setStepOutputs(io, outputs);
  for (const note of retry === undefined ? notes : [...notes, retry]) io.info(note);

  // A run that waits for a person must not end as a quiet green job: an annotation, and the
  // log's last lines say what waits and how to answer it. fail-on alone decides the exit status.
  if (attention !== null) io.warning(attention.text, attention.title);
  const failure = failureOf(job, input.problems[0], outputs, report);
  if (failure !== undefined) io.setFailed(failure);
  if (attention !== null) for (const text of ['', ...attention.lines]) io.info(text);
  return { failed: failure !== undefined, outputs, summary };
}

/**
 * Where the commands are: the summary, the step outputs that hold them for this run (not one that was
 * over GitHub's limit and holds a marker instead: then where the whole value is), and the log's end.
 */
export function whereCommands(outputs: StepOutputs, replacedOutputs: readonly string[]): string {
  const names = [
    ...(outputs['reconcile-requests'] === '[]' ? [] : ['reconcile-requests']),
    ...(outputs['gate-requests'] === '[]' ? [] : ['gate', 'gate-requests']),
    ...(outputs['resume-command'] === '' ? [] : ['resume-command']),
  ];
  const replaced = new Set(replacedOutputs);
  const held = names.filter((name) => !replaced.has(name));
  const cut = names.filter((name) => replaced.has(name));
  const inOutputs = held.length === 0 ? '' : ` and in the step outputs (${held.join(', ')})`;
  const over =
    cut.length === 0
      ? ''
      : ` The step output${cut.length === 1 ? '' : 's'} ${cut.join(', ')} ${cut.length === 1 ? 'was' : 'were'} over GitHub's limit and ${cut.length === 1 ? 'holds' : 'hold'} a JSON marker instead: the whole value is in the run store (npx supervised-run status on the restored store).`;
  return `The exact commands are in the job summary${inOutputs}; the end of this log repeats them.${over}`;
}

function failureOf(
  job: PreparedJob,
  problem: JobProblem | undefined,
  outputs: StepOutputs,
  report: RunReport | null,
): string | undefined {
  if (problem !== undefined) return failureText(problem);
  if (!resultFailsStep(outputs.result, job.config.failOn)) return undefined;
  const code = outputs.code === '' ? '' : ` (${outputs.code})`;
  return `run ${job.config.runId} ${outputs.result === 'fail' ? 'failed' : 'paused'}${code}${whyOf(report)}; fail-on is ${job.config.failOn}`;
}

/** `: <message>` of a failed run, `: <reason>` of a paused one: the annotation says why, not only a code. */
function whyOf(report: RunReport | null): string {
  const result = report?.status.result;
  const why = result?.kind === 'fail' ? result.message : result?.kind === 'pause' ? result.reason : null;
  return why === null || why.trim() === '' ? '' : `: ${oneLine(why, 300)}`;
}
