// The job's plan, by its mode and the stored run (modes.ts), with the refusals that must come
// before the session claim: a raise or decision that cannot answer the pause, a decision or inputs
// the store would refuse. Logged as `mode <mode>: <plan>`.
import { decisionCommands, openGate, parseSummaryContext, reviewLoopAt } from '../../report/index.ts';
import { describeOptionProblem, holdingSecret, unrecordableInput, type RecordLimits } from '../../runner/index.ts';
import { defaultMaxEventPayloadBytes } from '../../store/index.ts';
import type { ActionConfig, InputDecision } from '../inputs/parse.ts';
import { decideJob, type JobPlan, type JobRequest } from '../modes.ts';
import type { JobDeps } from '../run-job.ts';
import { storedRunOf } from '../stored-run.ts';
import { jobSummaryContext } from '../summary.ts';
import { inputNameOf } from './input-names.ts';
import type { PreparedJob } from './prepare.ts';
import { completeDecisionAt, misplacedDecision } from './decision-check.ts';
import { refuseBadRaise } from './raise-check.ts';
import { rerunOf } from './rerun.ts';
import type { StoredState } from './stored.ts';

/** The answer input as the job's plan takes it: the values with who answers, or what it accepts. */
function answerOf(answer: ActionConfig['answer'], answeredBy: string): Pick<JobRequest, 'answer' | 'answerRefused'> {
  if (answer === undefined) return {};
  return answer.ok ? { answer: { values: answer.value, answeredBy } } : { answerRefused: answer.accepts };
}

/** The job's plan by its mode and the stored run (logged), a bad raise already refused. */
export function planJob(job: PreparedJob, deps: JobDeps, stored: StoredState, warnings: string[]): JobPlan {
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
      misplacedDecision: (position) =>
        misplacedDecision(
          stored.report?.status ?? null,
          position,
          completeDecisionAt(stored.report, position, config.decision),
        ),
      notFoundHints: notFoundHints(job),
      ...(job.fromRun === undefined ? {} : { fromRun: String(job.fromRun.runId) }),
      decisionCommands: (position) =>
        decisionCommands(parseSummaryContext(context), config.runId, position, {
          reviewer: reviewLoopAt(stored.report, position) !== undefined,
        }),
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

/** Why a stored run is likely missing from the cache, and what brings it back (STORE_NOT_FOUND). */
function notFoundHints(job: PreparedJob): string {
  const fromRun =
    job.fromRun === undefined
      ? 'pass from-run with the workflow run ID of the last job that saved the run: its store artifact is kept 90 days by default (the job needs actions: read)'
      : `the store artifact of workflow run ${job.fromRun.runId} was not found either: check that run's artifacts (they expire, 90 days by default)`;
  return `Likely causes: the run was saved on another branch (a job restores only caches of its own branch and of the default branch: dispatch with --ref set to the branch the run started on); its cache entry was evicted (after 7 days without use, or by the repository's cache quota); or it was started by a pull request, whose caches only that pull request can see. Remedy: ${fromRun}.`;
}
