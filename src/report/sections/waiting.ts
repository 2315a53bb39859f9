// Pauses that need no decision: policy or engine waits (resume the position once the host's
// policy allows it) and a run-level pause (interrupted, workspace drift ...: continue the run).
import type { Section } from '../document.ts';
import type { RunLevelPause, WaitingPause } from '../pauses.ts';
import type { Writer } from '../writer.ts';
import { commandNote } from './reconcile.ts';
import { budgetPauseBlock } from './budget-pause.ts';
import { gateBlock } from './gate.ts';

const runLevelText: Record<string, string> = {
  INTERRUPTED:
    'The run was interrupted (cancelled, or stopped before its time limit). Continuing it starts a replacement worker; work that was in flight follows the crash-recovery rules (retry-safe work runs again, other work becomes a reconcile request).',
  WORKSPACE_DRIFT:
    'The workspace differs from the snapshot saved at the pause, and a resume is refused until it matches: put it back as it was, then continue.',
  WORKSPACE_LEASE: 'Another run took the workspace lease during a restart backoff. Continue once it is free.',
  WORKSPACE_ANCHOR_MISSING: 'The pause has no saved workspace snapshot.',
  WORKSPACE_ANCHOR_INVALID: 'The saved workspace snapshot cannot be read.',
  RESUME_EVENT_MISMATCH: 'The resumed position was paused again by a newer pause event; resume that one.',
};

function waitingBlock(w: Writer, pause: WaitingPause): string {
  const budget = budgetPauseBlock(w, pause);
  if (budget !== undefined) return budget;
  if (pause.gate !== undefined) return gateBlock(w, { ...pause, gate: pause.gate });
  return [
    w.heading(4, `Resume ${w.text(pause.position, 500)} once the policy allows it`),
    '',
    `${w.strong('Node:')} ${w.text(pause.nodeId, 500)} · ${w.strong('Reason:')} ${w.text(pause.reason, 2000)}`,
    '',
    `${w.strong('Request:')} ${w.text(JSON.stringify(pause.request), 2000)}`,
    ...commandNote(w, pause.command),
    '',
    w.command(pause.command),
  ].join('\n');
}

const takeoverText =
  'Its watchdog stopped without recording a result (the job or its machine was lost?). Check that no other job drives the run, then continue it: the takeover is recorded, with who did it, and work that was in flight follows the crash-recovery rules.';

/** A commit as the drift message names it: `(unborn)` for none. */
const commitText = (w: Writer, sha: string | null): string => (sha === null ? '(unborn)' : w.text(sha, 80));

/** A drift pause at another commit, from the HEADs the runner recorded (never its reason's text). */
function headDriftText(w: Writer, head: NonNullable<RunLevelPause['head']>): string {
  const [found, expected] = [commitText(w, head.found), commitText(w, head.expected)];
  return `HEAD is ${found} now, but the run paused at ${expected}: check out ${expected} in the run's repository and put back any files that differ, then continue.`;
}

function runLevelLines(w: Writer, run: RunLevelPause): string[] {
  const lines = [w.heading(4, run.takeover === true ? 'Take over the run' : 'Continue the run')];
  const explained = run.takeover === true ? takeoverText : run.code === null ? undefined : runLevelText[run.code];
  if (explained !== undefined) lines.push('', explained);
  if (run.code === 'WORKSPACE_DRIFT' && run.head !== undefined) lines.push('', headDriftText(w, run.head));
  if (run.positions.length > 0) {
    const shown = run.positions.slice(0, 50).map((position) => w.text(position, 300));
    const more = run.positions.length - shown.length;
    lines.push('', `${w.strong('In flight:')} ${shown.join(', ')}${more > 0 ? `, … and ${more} more` : ''}`);
  }
  lines.push(...commandNote(w, run.command), '', w.command(run.command));
  return lines;
}

/**
 * The run-level pause (continue the run, take it over): its own section, placed before the
 * reconcile requests or after the paused positions (PausePlan.runFirst, see pause-order.ts).
 */
export function runPauseSection(run: RunLevelPause | null, w: Writer): Section | null {
  if (run === null) return null;
  return {
    name: 'Continue the run',
    importance: 60,
    droppable: false,
    head: runLevelLines(w, run),
    units: [],
    unitSeparator: '\n',
    noun: 'lines',
  };
}

/** The paused positions (gates, budget and policy pauses), in the plan's order. */
export function waitingSection(waiting: readonly WaitingPause[], w: Writer): Section | null {
  if (waiting.length === 0) return null;
  return {
    name: 'Paused',
    importance: 60,
    droppable: true,
    head: [],
    units: waiting.map((pause) => waitingBlock(w, pause)),
    unitSeparator: '\n\n',
    noun: 'paused positions',
  };
}
