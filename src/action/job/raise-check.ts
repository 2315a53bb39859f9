// A raise of a budget is checked against the stored pause before the job claims a session: a
// refused raise (not a budget pause, not higher than the limit reached, not above what was spent,
// or leaving a reached limit as it is, as a resume without a raise does) then runs nothing and leaves the session free, so the
// corrected dispatch can claim it. The runner checks it again, by the same rule.
import { describeRaiseProblem, raiseProblemAt, requestNow, type SupervisedRunStatus } from '../../runner/index.ts';
import { resumeInputs } from './refusal-words.ts';
import type { JobPlan } from '../modes.ts';

type Raise = { usd?: number | undefined; tokens?: number | undefined };

interface BudgetRequest {
  kind?: unknown;
  scope?: unknown;
  nodeId?: unknown;
}

/**
 * The plan, or a RESUME_BUDGET refusal when the raise (or a resume without one) cannot answer the
 * pause at the plan's position.
 */
export function refuseBadRaise(plan: JobPlan, raise: Raise | undefined, status: SupervisedRunStatus | null): JobPlan {
  if (status === null) return plan;
  const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
  if (position === undefined) return plan;
  const pause = status.pauses.find((candidate) => candidate.position === position);
  if (pause === undefined) return plan; // the runner names the resumable positions
  const request = (pause.request ?? {}) as BudgetRequest;
  const budget = typeof request === 'object' && request.kind === 'budget';
  if (!budget)
    return raise === undefined
      ? plan
      : refusal(
          raise.usd === undefined ? 'raise-budget-tokens' : 'raise-budget-usd',
          `position ${position} is not a budget pause, so there is no budget to raise; nothing was run`,
        );
  const problem = raiseProblemAt(raise, requestNow(request, status));
  if (problem === undefined || problem.problem === 'not-a-budget-pause') return plan;
  const what = request.scope === 'node' ? `node ${JSON.stringify(request.nodeId)}'s cap` : 'the run budget';
  return refusal(
    `raise-budget-${problem.field}`,
    `${describeRaiseProblem(problem, resumeInputs)} (${what}, at position ${position})`,
  );
}

function refusal(input: string, message: string): JobPlan {
  return { kind: 'refuse', code: 'RESUME_BUDGET', input, message };
}
