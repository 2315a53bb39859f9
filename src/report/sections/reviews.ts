// Review loops, folded: per loop, each round's verdict, findings count, what the round's nodes
// changed and what their engine calls cost.
import type { Section } from '../document.ts';
import { heldStepText, type HeldSendBack } from '../held-send-back.ts';
import { runEnding } from '../node-state.ts';
import { countOf, formatCount } from '../format.ts';
import type { ReviewLoopView, ReviewRoundView } from '../reviews.ts';
import type { RunReport } from '../types.ts';
import { costText } from '../usage-text.ts';
import type { Writer } from '../writer.ts';

/** How the run ended, for a round it left without a verdict. */
function endedWords(report: RunReport): string {
  const ending = runEnding(report);
  if (ending === 'stopped') return report.status.cancelled != null ? 'the run was cancelled' : 'the run was stopped';
  if (ending === 'timed-out') return "the run's time ran out";
  return 'the run ended';
}

/** The nodes whose latest position is in the round and failed: what cut the round short. */
function failedIn(report: RunReport, round: ReviewRoundView): string[] {
  const inRound = new Set(round.positions);
  const latest = new Map(report.status.nodes.map((occurrence) => [occurrence.nodeId, occurrence]));
  return [...latest.values()]
    .filter((occurrence) => inRound.has(occurrence.position) && occurrence.state === 'failed')
    .map((occurrence) => occurrence.nodeId);
}

function isOptional(report: RunReport, nodeId: string): boolean {
  return report.graphNodes?.find((node) => node.id === nodeId)?.optional === true;
}

/** A round without a verdict: in progress, not finished yet, or cut short (by a failure, or by the run's end). */
function openRoundText(w: Writer, report: RunReport, round: ReviewRoundView, of: string): string {
  const ending = runEnding(report);
  if (ending === 'live') return `round ${round.round}${of} in progress`;
  if (ending === 'interrupted') return `round ${round.round}${of} is not finished yet`;
  const failed = failedIn(report, round);
  if (failed.length === 0) return `cut short in round ${round.round}${of}: ${endedWords(report)}`;
  const names = failed.slice(0, 5).map((nodeId) => w.text(nodeId, 200));
  const optional = failed.every((nodeId) => isOptional(report, nodeId));
  const more = failed.length > names.length ? ` and ${failed.length - names.length} more` : '';
  const note = optional ? ` (optional: ${failed.length === 1 ? 'its' : 'their'} failure did not fail the run)` : '';
  return `cut short in round ${round.round}${of}: ${names.join(', ')}${more} failed${note}`;
}

function outcomeText(w: Writer, report: RunReport, loop: ReviewLoopView, held: HeldSendBack | undefined): string {
  const last = loop.rounds.at(-1);
  const of = loop.limit === undefined ? '' : ` of ${loop.limit}`;
  if (loop.exhausted === 'fail') {
    const optional = isOptional(report, loop.reviewer)
      ? '; the reviewer is optional, so this did not fail the run'
      : '';
    return `rounds ran out after ${last?.round ?? 0}${of}: failed${optional}`;
  }
  if (loop.exhausted === 'pass') return `rounds ran out after ${last?.round ?? 0}${of}: passed with a warning`;
  if (last === undefined) return 'no round yet';
  if (last.verdict === 'pass') return `passed in round ${last.round}${of}`;
  if (last.verdict === 'failed') return `the reviewer failed in round ${last.round}`;
  // The graph knows the rounds before the loop's first record does.
  if (held !== undefined)
    return `round ${last.round}${held.limit === undefined ? '' : ` of ${held.limit}`} asked for changes; ${heldStepText(held, (value) => w.text(value, 200))}`;
  return openRoundText(w, report, last, of);
}

/** A round the reviewer has not answered: open while the run can go on, else it never will be. */
function verdictText(report: RunReport, round: ReviewRoundView): string {
  if (round.verdict !== 'open') return round.verdict;
  const ending = runEnding(report);
  return ending === 'live' || ending === 'interrupted' ? 'open' : 'none';
}

function changedText(round: ReviewRoundView): string {
  if (!round.changes.recorded) return '—';
  const c = round.changes;
  if (c.files === 0) return 'nothing';
  return `${countOf(c.files, 'file')}, +${formatCount(c.added)} / −${formatCount(c.removed)}`;
}

function loopBlock(w: Writer, report: RunReport, loop: ReviewLoopView, held: HeldSendBack | undefined): string {
  const target = loop.target === undefined ? '' : ` → ${w.text(loop.target, 200)}`;
  const outcome = outcomeText(w, report, loop, held);
  const lines = [w.heading(4, `${w.text(loop.reviewer, 200)}${target}: ${outcome}`), ''];
  lines.push(
    ...w.tableHead(['round', 'verdict', 'findings', 'changed', 'cost'], ['right', 'left', 'right', 'left', 'right']),
  );
  for (const round of loop.rounds) {
    lines.push(
      w.tableRow([
        formatCount(round.round),
        verdictText(report, round),
        formatCount(round.findings),
        changedText(round),
        costText(round.usage),
      ]),
    );
  }
  return lines.join('\n');
}

export function reviewsSection(report: RunReport, w: Writer, held: readonly HeldSendBack[] = []): Section | null {
  const loops = report.reviewLoops ?? [];
  if (loops.length === 0) return null;
  const rounds = loops.reduce((sum, loop) => sum + loop.rounds.length, 0);
  return {
    name: 'Review loops',
    importance: 40,
    droppable: true,
    head: [
      ...w.foldOpen(`Review loops (${countOf(loops.length, 'loop')}, ${countOf(rounds, 'round')})`),
      'Each round: the reviewer’s verdict and findings, what the round’s nodes changed, and what their engine calls cost.',
    ],
    units: loops.map((loop) =>
      loopBlock(
        w,
        report,
        loop,
        held.find((entry) => entry.reviewer === loop.reviewer),
      ),
    ),
    unitSeparator: '\n\n',
    noun: 'review loops',
    tail: w.foldClose().filter((line) => line !== ''),
  };
}
