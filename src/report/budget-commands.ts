// The command that resumes a budget pause (the run budget, or a node's max-cost-usd /
// max-tokens-total): with a raise of each reached limit to twice its value, as a starting point,
// because a bare resume would only pause again. Shared by the summary, the log and the outputs.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';

export const budgetRequestSchema = lazySchema(() =>
  z.object({
    kind: z.literal('budget'),
    scope: z.literal('node').optional(),
    nodeId: z.string().optional(),
    spent: z.object({ usd: z.number(), tokens: z.number() }),
    limit: z.object({ usd: z.number().optional(), tokens: z.number().optional() }),
  }),
);
export type BudgetRequest = z.infer<ReturnType<typeof budgetRequestSchema>>;

const twice = (value: number) => String(Math.round(value * 2 * 1e6) / 1e6);

/** The resume command with a raise of each reached limit (Action inputs or CLI flags, as the command is). */
export function raiseCommand(command: string, reached: { usd?: number; tokens?: number }): string {
  const dispatch = command.startsWith('gh ');
  const words = [command];
  for (const [field, value] of Object.entries(reached) as Array<['usd' | 'tokens', number]>)
    words.push(dispatch ? `-f raise-budget-${field}=${twice(value)}` : `--raise-budget-${field} ${twice(value)}`);
  return words.join(' ');
}

/** The limits a budget request has reached (empty: it paused on calls of unknown usage). */
export function reachedLimits(request: BudgetRequest): { usd?: number; tokens?: number } {
  const { spent, limit } = request;
  const reached: { usd?: number; tokens?: number } = {};
  if (limit.usd !== undefined && spent.usd >= limit.usd) reached.usd = limit.usd;
  if (limit.tokens !== undefined && spent.tokens >= limit.tokens) reached.tokens = limit.tokens;
  return reached;
}

/**
 * The command that answers a budget pause: `resume` plus a raise of each reached limit, or
 * `resume` as is when none was reached (resuming accepts the calls of unknown usage). Undefined
 * when the request is not a budget request.
 */
export function budgetResumeCommand(request: unknown, resume: string): string | undefined {
  const parsed = budgetRequestSchema().safeParse(request);
  if (!parsed.success) return undefined;
  const reached = reachedLimits(parsed.data);
  return Object.keys(reached).length === 0 ? resume : raiseCommand(resume, reached);
}
