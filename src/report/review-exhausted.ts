// A review loop whose rounds ran out while its reviewer still asked for changes: the reviewer's
// last position completed (it answered), so only the loop says so. Status and summary name the
// loop, its rounds and, for a run that failed REVIEW_EXHAUSTED, the next step: such a run is final
// (retry-failed refuses it: the same rounds would give the same verdict), so rounds are raised in a
// new run.
import { countOf } from './format.ts';
import { reportResult } from './result.ts';
import type { ReviewLoopView } from './reviews.ts';
import type { RunReport } from './types.ts';

/** Loops whose rounds ran out (`when-exhausted` fail or pass), in the order the report lists them. */
export function exhaustedLoops(report: RunReport): ReviewLoopView[] {
  return (report.reviewLoops ?? []).filter((loop) => loop.exhausted !== undefined);
}

/** `2 of 2 rounds`: the last round the loop ran and its limit. */
export function roundsText(loop: ReviewLoopView): string {
  const last = loop.rounds.at(-1)?.round ?? loop.limit ?? 0;
  return `${last}${loop.limit === undefined ? '' : ` of ${loop.limit}`} round${(loop.limit ?? last) === 1 ? '' : 's'}`;
}

/** `review "check" (sends back to draft) still asked for changes after 2 of 2 rounds (1 finding left)`. */
export function exhaustedText(loop: ReviewLoopView, text: (value: string) => string): string {
  const target = loop.target === undefined ? '' : ` (sends back to ${text(loop.target)})`;
  const left = countOf(loop.rounds.at(-1)?.findings ?? 0, 'finding');
  return `review "${text(loop.reviewer)}"${target} still asked for changes after ${roundsText(loop)} (${left} left)`;
}

/**
 * What to do about a run that failed REVIEW_EXHAUSTED, as sentences: which loop, that the run is
 * final, and that rounds are raised in a new run. Undefined for any other outcome.
 */
export function exhaustedNextStep(report: RunReport, text: (value: string) => string): string[] | undefined {
  const result = reportResult(report);
  if (result.kind !== 'fail' || result.code !== 'REVIEW_EXHAUSTED') return undefined;
  const loops = exhaustedLoops(report).filter((loop) => loop.exhausted === 'fail');
  if (loops.length === 0) return undefined;
  const first = loops[0]!;
  const limit = first.limit === undefined ? '' : ` (${first.limit} now)`;
  return [
    `The ${loops.map((loop) => exhaustedText(loop, text)).join('; ')}.`,
    'This run is final: retry-failed refuses a run that failed REVIEW_EXHAUSTED, since the same rounds would give the same verdict.',
    `To go on, raise rounds in the review of ${text(first.reviewer)}${limit} in the graph, or address the findings in the work itself, and start a new run.`,
  ];
}
