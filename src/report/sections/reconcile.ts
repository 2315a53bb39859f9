// Reconcile requests: uncertain, non-retry-safe attempts a person must decide on, each with the
// exact command per decision and a link to the workflow's page.
import { spelledOutCodePoints } from '../commands.ts';
import { escapePre, escapeText } from '../escape.ts';
import type { Section } from '../document.ts';
import type { ReconcileRequest } from '../pauses.ts';

const decisionLabels = {
  retry: '**retry**: run the attempt again (the effect did not happen, or repeating it is acceptable)',
  complete: '**complete**: the effect happened; record the node as completed without running it again',
  fail: '**fail**: record the node as failed (code RECONCILED_FAILED)',
} as const;

export function preBlock(command: string): string {
  return `<pre><code>${escapePre(command)}</code></pre>`;
}

/** Why a command holds `"$(printf '…')"` parts (empty when it holds none). */
export function commandNote(command: string): string[] {
  const codePoints = spelledOutCodePoints(command);
  if (codePoints.length === 0) return [];
  return [
    '',
    `The ${codePoints.length === 1 ? 'value below holds an invisible or bidirectional control character' : 'values below hold invisible or bidirectional control characters'} (${codePoints.join(', ')}), shown as &#60;U+…&#62; in this summary. The command spells ${codePoints.length === 1 ? 'it' : 'them'} out with printf so that it reads exactly as the shell runs it: check that the values are the ones you mean.`,
  ];
}

export function workflowLink(url: string | undefined, text: string): string[] {
  return url === undefined ? [] : ['', `[${text}](${url})`];
}

function requestBlock(request: ReconcileRequest, index: number): string {
  const lines = [
    `#### ${index + 1}. ${escapeText(request.position, 500)}`,
    '',
    `**Node:** ${escapeText(request.nodeId, 500)} · **Attempt ID:** ${escapeText(request.attemptId, 200)}`,
    '',
    `**Reason:** ${escapeText(request.reason, 2000)}`,
    // The three commands differ only in the decision word.
    ...commandNote(request.commands.retry),
  ];
  for (const decision of ['retry', 'complete', 'fail'] as const)
    lines.push('', decisionLabels[decision], '', preBlock(request.commands[decision]));
  return lines.join('\n');
}

export function reconcileSection(
  requests: readonly ReconcileRequest[],
  workflowUrl: string | undefined,
): Section | null {
  if (requests.length === 0) return null;
  return {
    name: 'Reconcile requests',
    importance: 80,
    droppable: true,
    head: [
      `### Reconcile requests (${requests.length})`,
      '',
      'These attempts are not retry-safe and started without a recorded outcome: whether their effect happened is unknown. Check, then run one command per position.',
      ...workflowLink(workflowUrl, 'Open the workflow (Run workflow takes the same inputs)'),
    ],
    units: requests.map(requestBlock),
    unitSeparator: '\n\n',
    noun: 'reconcile requests',
  };
}
