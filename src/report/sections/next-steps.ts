// "What to do next", at the top when a person must act: what the run waits for, in one line, and
// the workflow page the commands dispatch (its "Run workflow" button takes the same inputs). The
// reconcile and waiting sections that follow hold the commands. When another job drives the run
// now, a section that says so instead, with no command.
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

/**
 * "What to do next" when another job drives the run now: the run as stored here is the one before
 * that job's work, so no command is given (each would race that job).
 */
export function drivenElsewhereSection(w: Writer): Section {
  return {
    name: 'What to do next',
    importance: 90,
    droppable: false,
    head: [
      w.heading(3, 'What to do next'),
      '',
      "Another job drives this run now: it claimed the session this job would have run, so this job ran nothing. What follows is the run as this job restored it, before that job's work; the commands to answer or resume it are left out, because they would race that job. Its summary says what the run waits for once it ends.",
    ],
    units: [],
    unitSeparator: '\n',
    noun: 'lines',
  };
}
