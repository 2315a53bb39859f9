// Pauses that need no decision: policy or engine waits (resume the position once the host's
// policy allows it) and a run-level pause (interrupted, workspace drift ...: continue the run).
import { escapeText } from '../escape.ts';
import type { Section } from '../document.ts';
import type { RunLevelPause, WaitingPause } from '../pauses.ts';
import { commandNote, preBlock, workflowLink } from './reconcile.ts';

const runLevelText: Record<string, string> = {
  INTERRUPTED:
    'The run was interrupted (cancelled, or stopped before its time limit). Continuing it starts a replacement worker; work that was in flight follows the crash-recovery rules (retry-safe work runs again, other work becomes a reconcile request).',
  WORKSPACE_DRIFT:
    'The workspace differs from the snapshot saved at the pause. Restore it (or accept the difference), then continue.',
  WORKSPACE_ANCHOR_MISSING: 'The pause has no saved workspace snapshot.',
  WORKSPACE_ANCHOR_INVALID: 'The saved workspace snapshot cannot be read.',
  RESUME_EVENT_MISMATCH: 'The resumed position was paused again by a newer pause event; resume that one.',
};

function waitingBlock(pause: WaitingPause): string {
  return [
    `#### ${escapeText(pause.position, 500)}`,
    '',
    `**Node:** ${escapeText(pause.nodeId, 500)} · **Reason:** ${escapeText(pause.reason, 2000)}`,
    '',
    `**Request:** ${escapeText(JSON.stringify(pause.request), 2000)}`,
    '',
    'Resume once the policy allows it:',
    ...commandNote(pause.command),
    '',
    preBlock(pause.command),
  ].join('\n');
}

export function waitingSection(
  waiting: readonly WaitingPause[],
  run: RunLevelPause | null,
  workflowUrl: string | undefined,
): Section | null {
  if (waiting.length === 0 && run === null) return null;
  const head = [`### Paused${waiting.length > 0 ? ` (${waiting.length} waiting)` : ''}`];
  if (run !== null) {
    const code = run.code === null ? '' : ` (${escapeText(run.code, 200)})`;
    head.push('', `**The run is paused${code}.** ${run.code === null ? '' : (runLevelText[run.code] ?? '')}`.trimEnd());
    if (run.reason !== null && run.reason !== '') head.push('', `**Reason:** ${escapeText(run.reason, 2000)}`);
    if (run.positions.length > 0) {
      const shown = run.positions.slice(0, 50).map((position) => escapeText(position, 300));
      const more = run.positions.length - shown.length;
      head.push('', `**Positions:** ${shown.join(', ')}${more > 0 ? `, … and ${more} more` : ''}`);
    }
    head.push('', 'Continue the run:', ...commandNote(run.command), '', preBlock(run.command));
  }
  head.push(...workflowLink(workflowUrl, 'Open the workflow'));
  return {
    name: 'Paused',
    importance: 60,
    droppable: true,
    head,
    units: waiting.map(waitingBlock),
    unitSeparator: '\n\n',
    noun: 'paused positions',
  };
}
