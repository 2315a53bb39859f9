// A raise of a budget is checked against the stored pause before the job claims a session: a
// refused raise (not a budget pause, or not higher than the limit reached) then runs nothing and
// leaves the session free, so the corrected dispatch can claim it. The runner checks it again.
import type { SupervisedRunStatus } from '../../runner/index.ts';
import type { JobPlan } from '../modes.ts';

type Raise = { usd?: number | undefined; tokens?: number | undefined };

interface BudgetRequest {
  kind?: unknown;
  scope?: unknown;
  nodeId?: unknown;
  limit?: { usd?: unknown; tokens?: unknown };
}

/** The plan, or a RESUME_BUDGET refusal when the raise cannot answer the pause at the plan's position. */
export function refuseBadRaise(plan: JobPlan, raise: Raise | undefined, status: SupervisedRunStatus | null): JobPlan {
  if (raise === undefined || status === null) return plan;
  const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
  if (position === undefined) return plan;
  const pause = status.pauses.find((candidate) => candidate.position === position);
  if (pause === undefined) return plan; // the runner names the resumable positions
  const input = raise.usd === undefined ? 'raise-budget-tokens' : 'raise-budget-usd';
  const request = (pause.request ?? {}) as BudgetRequest;
  if (typeof request !== 'object' || request.kind !== 'budget')
    return refusal(
      input,
      `position ${position} is not a budget pause, so there is no budget to raise; nothing was run`,
    );
  const what = request.scope === 'node' ? `node ${JSON.stringify(request.nodeId)}'s cap` : 'the run budget';
  for (const [field, name] of [
    ['usd', 'raise-budget-usd'],
    ['tokens', 'raise-budget-tokens'],
  ] as const) {
    const value = raise[field];
    const current = request.limit?.[field];
    if (value !== undefined && typeof current === 'number' && value <= current)
      return refusal(
        name,
        `${name} ${value} is not more than ${what} reached at position ${position} (${current}); a budget only goes up, nothing was run`,
      );
  }
  return plan;
}

function refusal(input: string, message: string): JobPlan {
  return { kind: 'refuse', code: 'RESUME_BUDGET', input, message };
}
