// A budget pause (the run budget, or a node's max-cost-usd / max-tokens-total) in the summary:
// what was spent of which limit and, when the limit was reached, the command that resumes it with a
// raise (the limit doubled until it is above what was spent, as a starting point; pause.command already carries it): a bare resume
// would only pause again.
import { budgetRequestSchema, reachedLimits } from '../budget-commands.ts';
import { spentOfLimit } from '../format.ts';
import type { WaitingPause } from '../pauses.ts';
import type { Writer } from '../writer.ts';
import { commandNote } from './reconcile.ts';

/** The block of a budget pause, or undefined when the pause is not one. */
export function budgetPauseBlock(w: Writer, pause: WaitingPause): string | undefined {
  const parsed = budgetRequestSchema().safeParse(pause.request);
  if (!parsed.success) return undefined;
  const { spent, limit, scope, nodeId, unknownCalls } = parsed.data;
  const what = scope === 'node' ? `the cap of node ${w.text(nodeId ?? pause.nodeId, 200)}` : 'the run budget';
  const spentOf = spentOfLimit({ spent, limit, unknownCalls: unknownCalls?.length ?? 0 }) ?? '';
  const raising = Object.keys(reachedLimits(parsed.data)).length > 0;
  const command = pause.command;
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
      ? 'The command raises each reached limit, doubled until it is above what was spent; change the number to the limit you mean (it must be more than was spent).'
      : 'Resuming counts those calls as zero from then on.',
    ...(pause.capReachedToo === undefined
      ? []
      : [
          '',
          `Node ${w.text(pause.nodeId, 200)}'s own cap is reached too (${pause.capReachedToo}): after this resume the run pauses again at that cap; resume that pause with a raise of the cap.`,
        ]),
    ...commandNote(w, command),
    '',
    w.command(command),
  ].join('\n');
}
