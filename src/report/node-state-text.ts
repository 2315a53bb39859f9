// A node's state as a person reads it in the nodes table: what happened to it and, where it did
// not run, why (the need that failed, and for a need that was itself blocked, the node whose
// failure blocked it).
import type { EndsFailedCause } from './ends-failed.ts';
import { heldStepText } from './held-send-back.ts';
import type { BlockingNeed, NodeRow, NodeState, SentBackRound } from './node-state.ts';
import type { Writer } from './writer.ts';

/** `a`, `a and b`, `a, b and c`; at most five named, then how many more. */
function namesText(w: Writer, names: readonly string[]): string {
  const shown = names.slice(0, 5).map((name) => w.cell(name, 100));
  if (names.length > shown.length) return `${shown.join(', ')} and ${names.length - shown.length} more`;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
}

/** `needs lint, which failed; needs after, which was blocked because lint failed`. */
function blockedText(w: Writer, because: readonly BlockingNeed[]): string {
  const failed = because.filter((entry) => entry.blockedBy === undefined).map((entry) => entry.need);
  const blocked = because.filter((entry) => entry.blockedBy !== undefined);
  const parts: string[] = [];
  if (failed.length > 0) parts.push(`needs ${namesText(w, failed)}, which failed`);
  if (blocked.length > 0) {
    const roots = [...new Set(blocked.flatMap((entry) => entry.blockedBy ?? []))];
    const were = blocked.length === 1 ? 'was' : 'were';
    parts.push(
      `needs ${namesText(
        w,
        blocked.map((entry) => entry.need),
      )}, which ${were} blocked because ${namesText(w, roots)} failed`,
    );
  }
  return parts.join('; ');
}

/** A node sent back by a review loop that has not run in the new round (the reviewer: what it last said). */
function roundText(round: SentBackRound | undefined): string {
  if (round === undefined) return '';
  const last = round.reviewer ? `; round ${round.round - 1} asked for changes` : '';
  return ` (in review round ${round.round}${last})`;
}

const unansweredText = {
  cancelled: '⏹️ not answered: the run was cancelled while it waited',
  stopped: '⏹️ not answered: the run was stopped while it waited',
  'timed-out': "⏹️ not answered: the run's time ran out while it waited",
  ended: '⏹️ not answered: the run ended while it waited',
} as const;

function endedText(w: Writer, state: Extract<NodeState, { kind: 'completed' | 'failed' }>): string {
  let text = state.kind === 'completed' ? '✅ completed' : '❌ failed';
  if (state.exhausted === 'fail') text = '❌ still asked for changes after its last round (REVIEW_EXHAUSTED)';
  if (state.exhausted === 'pass')
    text = '⚠️ still asked for changes after its last round; passed (when-exhausted: pass)';
  if (state.code !== null && state.reconciled === null) text += ` (${w.cell(state.code, 100)})`;
  if (state.reconciled !== null)
    text += `, reconciled: ${w.cell(state.reconciled.decision, 50)} by ${w.cell(state.reconciled.decidedBy, 100)}`;
  if (state.answeredBy !== undefined) text += `, answered by ${w.cell(state.answeredBy, 100)}`;
  if (state.optional === true) text += '; optional: its failure did not fail the run';
  return text;
}

/** Why nothing but finally nodes starts again, in few words: `required node lint failed`. */
function noNewNodeText(w: Writer, cause: EndsFailedCause): string {
  if (cause.kind === 'stop') return `the dispatch limit of ${cause.maxDispatches} was reached`;
  if (cause.kind === 'review') return `review ${w.cell(cause.reviewer, 100)} ran out of rounds`;
  return `required node ${w.cell(cause.nodeId, 100)} failed`;
}

/** The state as a person reads it (a table cell). */
export function stateText(w: Writer, state: NodeState): string {
  switch (state.kind) {
    case 'completed':
    case 'failed':
      return endedText(w, state);
    case 'decision':
      return '✋ waits for your decision';
    case 'paused':
      return '⏸️ paused';
    case 'unanswered':
      return unansweredText[state.ending];
    case 'running':
      return '⏳ running';
    case 'budget-turn':
      return `⏳ waiting for its budget turn${state.after.length === 0 ? '' : ` (after ${namesText(w, state.after)})`}`;
    case 'starting':
      return '⏳ starting';
    case 'interrupted':
      return '⚠️ interrupted (its process was stopped)';
    case 'lost':
      return '⚠️ in flight when the watchdog was lost: a takeover runs it again if it is retry-safe, else asks you to decide';
    case 'stopped':
      return '⏹️ stopped';
    case 'timed-out':
      return '⏹️ stopped at the time limit';
    case 'blocked':
      // Once the run has ended it was blocked; while it can go on, the node will not run.
      return `⛔ ${state.ended ? 'blocked' : 'will not run'}: ${blockedText(w, state.because)}${roundText(state.round)}`;
    case 'will-not-run':
      return `⛔ will not run: ${noNewNodeText(w, state.cause)}${roundText(state.round)}`;
    case 'send-back-held':
      return `🔁 asked for changes: ${heldStepText(state.held, (value) => w.cell(value, 100))}`;
    case 'unmet':
      return `⏭️ skipped${state.reason === null ? '' : `: ${w.cell(state.reason, 200)}`}`;
    case 'waiting':
      return `🕒 waiting${roundText(state.round)}`;
    case 'not-yet':
      return `➖ not run yet${roundText(state.round)}`;
    case 'not-run':
      return `➖ not run${roundText(state.round)}`;
    case 'finally-not-run':
      return state.ending === 'stopped'
        ? '➖ not run: finally nodes do not run when a run is stopped'
        : "➖ not run: the run's time (and the finally nodes' grace after it) ran out before it could run";
  }
}

/**
 * A reconcile decision that did not end the node (a `retry`: the attempt ran again and is now in
 * another state): said beside that state, so who chose to repeat uncertain work stays visible.
 */
export function earlierDecisionText(w: Writer, row: NodeRow, state: NodeState): string {
  if (state.kind === 'completed' || state.kind === 'failed') return '';
  const decided = row.occurrences.filter((occurrence) => occurrence.reconciled !== null).at(-1)?.reconciled;
  if (decided == null) return '';
  return `, after reconciled: ${w.cell(decided.decision, 50)} by ${w.cell(decided.decidedBy, 100)}`;
}
