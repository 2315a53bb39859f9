// "What to do next", at the top when a person must act: what the run waits for, in one line, and
// the workflow page the commands dispatch (its "Run workflow" button takes the same inputs). The
// reconcile and waiting sections that follow hold the commands.
import { budgetRequestSchema } from '../budget-commands.ts';
import type { Section } from '../document.ts';
import { formatCount } from '../format.ts';
import type { PausePlan } from '../pauses.ts';
import type { Writer } from '../writer.ts';

function waitsFor(plan: PausePlan): string {
  const parts: string[] = [];
  const decisions = plan.reconcile.length;
  if (decisions > 0)
    parts.push(`${formatCount(decisions)} ${decisions === 1 ? 'attempt needs' : 'attempts need'} your decision`);
  const gates = plan.waiting.filter((pause) => pause.gate !== undefined).length;
  if (gates > 0)
    parts.push(`${formatCount(gates)} ${gates === 1 ? 'question waits' : 'questions wait'} for your answer`);
  const budgets = plan.waiting.filter((pause) => budgetRequestSchema().safeParse(pause.request).success).length;
  if (budgets > 0)
    parts.push(`${formatCount(budgets)} paused ${budgets === 1 ? 'position waits' : 'positions wait'} on a budget`);
  const others = plan.waiting.length - gates - budgets;
  if (others > 0)
    parts.push(`${formatCount(others)} paused ${others === 1 ? 'position waits' : 'positions wait'} for the policy`);
  if (plan.run !== null) parts.push('the run waits to be continued');
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export function nextStepsSection(plan: PausePlan, workflowUrl: string | undefined, w: Writer): Section | null {
  if (plan.reconcile.length === 0 && plan.waiting.length === 0 && plan.run === null) return null;
  const head = [w.heading(3, 'What to do next'), '', waitsFor(plan)];
  if (workflowUrl !== undefined)
    head.push(
      '',
      `Each command below dispatches the workflow again: ${w.link('open the workflow', workflowUrl)} to run it from the page instead (Run workflow takes the same inputs).`,
    );
  return {
    name: 'What to do next',
    importance: 90,
    droppable: false,
    head,
    units: [],
    unitSeparator: '\n',
    noun: 'lines',
  };
}
