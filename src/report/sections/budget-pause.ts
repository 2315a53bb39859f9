// A budget pause (the run budget, or a node's max-cost-usd / max-tokens-total) in the summary:
// what was spent of which limit and, when the limit was reached, a command that resumes it with a
// raise (twice the limit, as a starting point): a bare resume would only pause again.
import { z } from 'zod';
import type { WaitingPause } from '../pauses.ts';
import type { Writer } from '../writer.ts';
import { commandNote } from './reconcile.ts';

const budgetRequestSchema = z.object({
  kind: z.literal('budget'),
  scope: z.literal('node').optional(),
  nodeId: z.string().optional(),
  spent: z.object({ usd: z.number(), tokens: z.number() }),
  limit: z.object({ usd: z.number().optional(), tokens: z.number().optional() }),
});

const twice = (value: number) => String(Math.round(value * 2 * 1e6) / 1e6);

/** The resume command with a raise of each reached limit (Action inputs or CLI flags, as the command is). */
export function raiseCommand(command: string, reached: { usd?: number; tokens?: number }): string {
  const dispatch = command.startsWith('gh ');
  const words = [command];
  for (const [field, value] of Object.entries(reached) as Array<['usd' | 'tokens', number]>)
    words.push(dispatch ? `-f raise-budget-${field}=${twice(value)}` : `--raise-budget-${field} ${twice(value)}`);
  return words.join(' ');
}

/** The block of a budget pause, or undefined when the pause is not one. */
export function budgetPauseBlock(w: Writer, pause: WaitingPause): string | undefined {
  const parsed = budgetRequestSchema.safeParse(pause.request);
  if (!parsed.success) return undefined;
  const { spent, limit, scope, nodeId } = parsed.data;
  const reached: { usd?: number; tokens?: number } = {};
  if (limit.usd !== undefined && spent.usd >= limit.usd) reached.usd = limit.usd;
  if (limit.tokens !== undefined && spent.tokens >= limit.tokens) reached.tokens = limit.tokens;
  const what = scope === 'node' ? `the cap of node ${w.text(nodeId ?? pause.nodeId, 200)}` : 'the run budget';
  const spentOf = [
    ...(limit.usd === undefined ? [] : [`$${spent.usd} of $${limit.usd}`]),
    ...(limit.tokens === undefined ? [] : [`${spent.tokens} of ${limit.tokens} tokens`]),
  ].join(', ');
  const raising = Object.keys(reached).length > 0;
  const command = raising ? raiseCommand(pause.command, reached) : pause.command;
  return [
    w.heading(
      4,
      raising
        ? `Raise ${what} to resume ${w.text(pause.position, 500)}`
        : `Resume ${w.text(pause.position, 500)} to accept the calls of unknown usage`,
    ),
    '',
    `${w.strong('Node:')} ${w.text(pause.nodeId, 500)} · ${w.strong('Spent:')} ${spentOf} · ${w.strong('Reason:')} ${w.text(pause.reason, 2000)}`,
    '',
    raising
      ? 'The command raises each reached limit to twice its value; change the number to the limit you mean (only higher is accepted).'
      : 'Resuming counts those calls as zero from then on.',
    ...commandNote(w, command),
    '',
    w.command(command),
  ].join('\n');
}
