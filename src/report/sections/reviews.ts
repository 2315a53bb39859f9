// Review loops, folded: per loop, each round's verdict, findings count, what the round's nodes
// changed and what their engine calls cost.
import type { Section } from '../document.ts';
import { countOf, formatCount } from '../format.ts';
import type { ReviewLoopView, ReviewRoundView } from '../reviews.ts';
import type { RunReport } from '../types.ts';
import { costText } from '../usage-text.ts';
import type { Writer } from '../writer.ts';

function outcomeText(loop: ReviewLoopView): string {
  const last = loop.rounds.at(-1);
  const of = loop.limit === undefined ? '' : ` of ${loop.limit}`;
  if (loop.exhausted === 'fail') return `rounds ran out after ${last?.round ?? 0}${of}: failed`;
  if (loop.exhausted === 'pass') return `rounds ran out after ${last?.round ?? 0}${of}: passed with a warning`;
  if (last === undefined) return 'no round yet';
  if (last.verdict === 'pass') return `passed in round ${last.round}${of}`;
  if (last.verdict === 'failed') return `the reviewer failed in round ${last.round}`;
  return `round ${last.round}${of} in progress`;
}

function changedText(round: ReviewRoundView): string {
  if (!round.changes.recorded) return '—';
  const c = round.changes;
  if (c.files === 0) return 'nothing';
  return `${countOf(c.files, 'file')}, +${formatCount(c.added)} / −${formatCount(c.removed)}`;
}

function loopBlock(w: Writer, loop: ReviewLoopView): string {
  const target = loop.target === undefined ? '' : ` → ${w.text(loop.target, 200)}`;
  const lines = [w.heading(4, `${w.text(loop.reviewer, 200)}${target}: ${outcomeText(loop)}`), ''];
  lines.push(
    ...w.tableHead(['round', 'verdict', 'findings', 'changed', 'cost'], ['right', 'left', 'right', 'left', 'right']),
  );
  for (const round of loop.rounds) {
    lines.push(
      w.tableRow([
        formatCount(round.round),
        round.verdict,
        formatCount(round.findings),
        changedText(round),
        costText(round.usage),
      ]),
    );
  }
  return lines.join('\n');
}

export function reviewsSection(report: RunReport, w: Writer): Section | null {
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
    units: loops.map((loop) => loopBlock(w, loop)),
    unitSeparator: '\n\n',
    noun: 'review loops',
    tail: w.foldClose().filter((line) => line !== ''),
  };
}
