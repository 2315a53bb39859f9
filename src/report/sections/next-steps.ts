// "What to do next", at the top when a person must act: what the run waits for, in one line, and
// the workflow page the commands dispatch (its "Run workflow" button takes the same inputs). The
// reconcile and waiting sections that follow hold the commands. When another job drives the run
// now, a section that says so instead, with no command.
import type { Section } from '../document.ts';
import { endsFailedSentences } from '../ends-failed.ts';
import { heldSendBackText, type HeldSendBack } from '../held-send-back.ts';
import type { PausePlan } from '../pauses.ts';
import { waitingFor } from '../waiting-for.ts';
import type { Writer } from '../writer.ts';

/** What waits; that the run ends failed whatever the answer is left to the sentence under it. */
function waitsFor(plan: PausePlan): string {
  const sentence = waitingFor(plan, { endsFailed: false }).join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * With several positions waiting, which to act on and how: each resume answers one position and
 * goes on until the run pauses again, so they are sent one at a time; a workflow's concurrency
 * group keeps only one waiting job, so a burst of dispatches would cancel all but the newest.
 */
function oneAtATime(plan: PausePlan, dispatches: boolean): string[] {
  const positions = plan.reconcile.length + plan.waiting.length + (plan.run === null ? 0 : 1);
  if (positions < 2) return [];
  const order = 'Each command answers one position; the others keep waiting. Act on them one at a time, from the top:';
  return [
    '',
    dispatches
      ? `${order} dispatch one, let its job run until the run stops again, then take the next from that job's summary, which lists what still waits. Do not dispatch several at once: a concurrency group (the example workflow has one per run) keeps one job waiting to start and cancels the one before it.`
      : `${order} run one; when the run stops again, it lists what still waits: take the next from there.`,
  ];
}

/** Each review loop whose send-back waits for what is listed here (at most five). */
function heldLines(held: readonly HeldSendBack[], w: Writer): string[] {
  const sentences = held
    .slice(0, 5)
    .map((entry) => `Review ${heldSendBackText(entry, (value) => w.text(value, 200))}.`);
  if (held.length > 5) sentences.push(`${held.length - 5} more review loops wait the same way (see Review loops).`);
  return sentences.length === 0 ? [] : ['', sentences.join(' ')];
}

export function nextStepsSection(
  plan: PausePlan,
  workflow: { url: string | undefined; dispatches: boolean; live?: string },
  w: Writer,
  held: readonly HeldSendBack[] = [],
): Section | null {
  const workflowUrl = workflow.url;
  if (plan.reconcile.length === 0 && plan.waiting.length === 0 && plan.run === null) return null;
  const head = [w.heading(3, 'What to do next'), '', waitsFor(plan), ...heldLines(held, w)];
  // The run still runs: its commands are refused until it pauses (see liveNote).
  if (workflow.live !== undefined) head.push('', workflow.live);
  if (plan.endsFailed !== undefined)
    head.push('', endsFailedSentences(plan.endsFailed, (value) => w.text(value, 200)).join(' '));
  if (workflowUrl !== undefined)
    head.push(
      '',
      `Each command below dispatches the workflow again: ${w.link('open the workflow', workflowUrl)} to run it from the page instead (Run workflow takes the same inputs).`,
    );
  head.push(...oneAtATime(plan, workflow.dispatches));
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
