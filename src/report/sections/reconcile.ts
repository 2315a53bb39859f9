// Reconcile requests: uncertain, non-retry-safe attempts a person must decide on, each with the
// exact command per decision (a fenced block GitHub gives a copy button).
import { spelledOutCodePoints } from '../commands.ts';
import type { Section } from '../document.ts';
import type { ReconcileRequest } from '../pauses.ts';
import type { Writer } from '../writer.ts';

const decisionLabels = {
  retry: 'run the attempt again (the effect did not happen, or repeating it is acceptable)',
  complete: 'the effect happened; record the node as completed without running it again',
  fail: 'record the node as failed (code RECONCILED_FAILED)',
} as const;

/** Why a command holds `"$(printf '…')"` parts (empty when it holds none). */
export function commandNote(w: Writer, command: string): string[] {
  const codePoints = spelledOutCodePoints(command);
  if (codePoints.length === 0) return [];
  const one = codePoints.length === 1;
  return [
    '',
    `The ${one ? 'value below holds an invisible or bidirectional control character' : 'values below hold invisible or bidirectional control characters'} (${codePoints.join(', ')}), shown as ${w.text('<U+…>')} in this summary. The command spells ${one ? 'it' : 'them'} out with printf so that it reads exactly as the shell runs it: check that the values are the ones you mean.`,
  ];
}

/** A reviewer's complete records a verdict: pass as its command has it, or revise to send the work back. */
function labelOf(w: Writer, request: ReconcileRequest, decision: keyof typeof decisionLabels): string {
  if (decision !== 'complete' || request.revise === undefined) return decisionLabels[decision];
  return `the review happened; record its verdict, pass (to ask for changes: the same with ${w.text(request.revise, 500)} instead)`;
}

function requestBlock(w: Writer, request: ReconcileRequest, index: number): string {
  const lines = [
    w.heading(4, `${index + 1}. Did the work of ${w.text(request.position, 500)} happen?`),
    '',
    `${w.strong('Node:')} ${w.text(request.nodeId, 500)} · ${w.strong('Attempt ID:')} ${w.text(request.attemptId, 200)}`,
    '',
    `${w.strong('Reason:')} ${w.text(request.reason, 2000)}`,
    // The three commands differ only in the decision word.
    ...commandNote(w, request.commands.retry),
  ];
  for (const decision of ['retry', 'complete', 'fail'] as const)
    lines.push(
      '',
      `${w.strong(decision)}: ${labelOf(w, request, decision)}`,
      '',
      w.command(request.commands[decision]),
    );
  return lines.join('\n');
}

export function reconcileSection(requests: readonly ReconcileRequest[], w: Writer): Section | null {
  if (requests.length === 0) return null;
  return {
    name: 'Reconcile requests',
    importance: 80,
    droppable: true,
    head: [
      `These attempts are not retry-safe and started without a recorded outcome: whether their effect happened is unknown. Check, then run one command per position.`,
    ],
    units: requests.map((request, index) => requestBlock(w, request, index)),
    unitSeparator: '\n\n',
    noun: 'reconcile requests',
  };
}
