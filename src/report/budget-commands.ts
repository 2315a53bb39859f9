// The command that resumes a budget pause (the run budget, or a node's max-cost-usd /
// max-tokens-total): with a raise of each reached limit, doubled until it is above what was spent,
// as a starting point, because a bare resume (or a raise to no more than was spent) would only
// pause again. Shared by the summary, the log and the outputs.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';

export const budgetRequestSchema = lazySchema(() =>
  z.object({
    kind: z.literal('budget'),
    scope: z.literal('node').optional(),
    nodeId: z.string().optional(),
    spent: z.object({ usd: z.number(), tokens: z.number() }),
    limit: z.object({ usd: z.number().optional(), tokens: z.number().optional() }),
    /** The calls whose usage was unknown when the pause was recorded (their count is what the summary says). */
    unknownCalls: z.array(z.unknown()).optional(),
  }),
);
export type BudgetRequest = z.infer<ReturnType<typeof budgetRequestSchema>>;

/** A limit doubled until it is above what was spent: the smallest doubling that does not pause again at once. */
export function suggestedRaise(limit: number, spent: number): number {
  let value = limit > 0 ? limit : Math.max(spent, 1);
  do value *= 2;
  while (value <= spent);
  return Math.round(value * 1e6) / 1e6;
}

/** The resume command with each raise (Action inputs or CLI flags, as the command is). */
export function raiseCommand(command: string, raises: { usd?: number; tokens?: number }): string {
  const dispatch = command.startsWith('gh ');
  const words = [command];
  for (const [field, value] of Object.entries(raises) as Array<['usd' | 'tokens', number]>)
    words.push(dispatch ? `-f raise-budget-${field}=${value}` : `--raise-budget-${field} ${value}`);
  return words.join(' ');
}

/** The raise suggested for each limit the request reached (empty: it paused on calls of unknown usage). */
export function reachedLimits(request: BudgetRequest): { usd?: number; tokens?: number } {
  const { spent, limit } = request;
  const raises: { usd?: number; tokens?: number } = {};
  if (limit.usd !== undefined && spent.usd >= limit.usd) raises.usd = suggestedRaise(limit.usd, spent.usd);
  if (limit.tokens !== undefined && spent.tokens >= limit.tokens)
    raises.tokens = suggestedRaise(limit.tokens, spent.tokens);
  return raises;
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
