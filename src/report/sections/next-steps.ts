// "What to do next", at the top when a person must act: what the run waits for, in one line, and
// the workflow page the commands dispatch (its "Run workflow" button takes the same inputs). The
// reconcile and waiting sections that follow hold the commands.
import type { Section } from '../document.ts';
import { waitingFor, type PausePlan } from '../pauses.ts';
import type { Writer } from '../writer.ts';

function waitsFor(plan: PausePlan): string {
  const sentence = waitingFor(plan).join('; ');
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
