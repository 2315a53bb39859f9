// The rounds of each review loop, from the graph log: per round, the reviewer's verdict and
// findings count, what the round's nodes changed and what their engine calls cost. A round's
// positions are the dispatches whose input names that loop and round (the DAG form puts
// `review: { round, reviewer }` in each loop node's input).
import type { UsageTotals } from '../engine/index.ts';
import { emptyUsageTotals, mergeUsageTotals } from '../engine/index.ts';
import {
  graphEventTypes as G,
  nodeCompletedSchema,
  nodeDispatchedSchema,
  nodeFailedSchema,
  nodeSentBackSchema,
  reviewEventTypes as R,
  reviewExhaustedSchema,
  reviewRoundOf,
} from '../graph/index.ts';
import type { StoredEvent } from '../store/contract.ts';
import { countOf } from './format.ts';
import type { NodeChanges } from './types.ts';

export interface ReviewRoundView {
  round: number;
  /** The reviewer's verdict in this round; `open` while it has not answered. */
  verdict: 'pass' | 'revise' | 'failed' | 'open';
  findings: number;
  /** Over the round's nodes' change records. */
  changes: { files: number; added: number; removed: number; recorded: boolean };
  usage: UsageTotals;
  positions: string[];
}

export interface ReviewLoopView {
  reviewer: string;
  /** Known once a send-back or exhaustion is recorded. */
  target: string | undefined;
  limit: number | undefined;
  /** How the rounds ran out, when they did. */
  exhausted: 'fail' | 'pass' | undefined;
  rounds: ReviewRoundView[];
  /**
   * The latest send-back: the round it opened and the nodes it put back on the path (they run
   * again in that round; one with no position in it has not, whatever its earlier result).
   */
  sentBack?: { round: number; nodes: string[] };
}

function verdictOf(output: unknown): { verdict: 'pass' | 'revise'; findings: number } | undefined {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) return undefined;
  const o = output as { verdict?: unknown; findings?: unknown };
  if (o.verdict !== 'pass' && o.verdict !== 'revise') return undefined;
  return { verdict: o.verdict, findings: Array.isArray(o.findings) ? o.findings.length : 0 };
}

export function reviewLoopsFrom(
  events: readonly StoredEvent[],
  nodeChanges: readonly NodeChanges[],
  positionUsage: Readonly<Record<string, UsageTotals>>,
): ReviewLoopView[] {
  const loops = new Map<string, ReviewLoopView>();
  /** Reviewer positions -> their round. */
  const reviewerAt = new Map<string, ReviewRoundView>();
  for (const event of events) recordEvent(event, loops, reviewerAt);
  for (const loop of loops.values()) {
    loop.rounds.sort((a, b) => a.round - b.round);
    for (const round of loop.rounds) totalRound(round, nodeChanges, positionUsage);
  }
  return [...loops.values()];
}

function loopOf(loops: Map<string, ReviewLoopView>, reviewer: string): ReviewLoopView {
  let loop = loops.get(reviewer);
  if (loop === undefined) {
    loop = { reviewer, target: undefined, limit: undefined, exhausted: undefined, rounds: [] };
    loops.set(reviewer, loop);
  }
  return loop;
}

function roundOf(loop: ReviewLoopView, round: number): ReviewRoundView {
  let view = loop.rounds.find((r) => r.round === round);
  if (view === undefined) {
    view = {
      round,
      verdict: 'open',
      findings: 0,
      changes: { files: 0, added: 0, removed: 0, recorded: false },
      usage: emptyUsageTotals(),
      positions: [],
    };
    loop.rounds.push(view);
  }
  return view;
}

/** Folds one graph event into the loops: dispatches open rounds, the reviewer's end sets the verdict. */
function recordEvent(
  event: StoredEvent,
  loops: Map<string, ReviewLoopView>,
  reviewerAt: Map<string, ReviewRoundView>,
): void {
  if (event.type === G.nodeDispatched) {
    recordDispatches(event, loops, reviewerAt);
  } else if (event.type === G.nodeCompleted) {
    const data = nodeCompletedSchema().safeParse(event.data);
    const view = data.success ? reviewerAt.get(data.data.position) : undefined;
    const verdict = view === undefined ? undefined : verdictOf(data.data?.output);
    if (view !== undefined) view.verdict = verdict?.verdict ?? 'pass';
    if (view !== undefined && verdict !== undefined) view.findings = verdict.findings;
  } else if (event.type === G.nodeFailed) {
    const data = nodeFailedSchema().safeParse(event.data);
    const view = data.success ? reviewerAt.get(data.data.position) : undefined;
    if (view !== undefined) view.verdict = 'failed';
  } else if (event.type === R.sentBack || event.type === R.exhausted) {
    recordSendBack(event, loops, reviewerAt);
  }
}

/** Each dispatch whose input names a loop and round joins that round; the reviewer's is remembered. */
function recordDispatches(
  event: StoredEvent,
  loops: Map<string, ReviewLoopView>,
  reviewerAt: Map<string, ReviewRoundView>,
): void {
  const data = nodeDispatchedSchema().safeParse(event.data);
  for (const entry of data.success ? data.data.dispatches : []) {
    const input = 'input' in entry ? entry.input : undefined;
    const round = reviewRoundOf(input);
    const reviewer = (input as { review?: { reviewer?: unknown } } | undefined)?.review?.reviewer;
    if (round === undefined || typeof reviewer !== 'string') continue;
    const view = roundOf(loopOf(loops, reviewer), round.round);
    view.positions.push(entry.position);
    if (entry.nodeId === reviewer) reviewerAt.set(entry.position, view);
  }
}

/** A send-back or exhaustion names the loop's target and limit, and the round's verdict. */
function recordSendBack(
  event: StoredEvent,
  loops: Map<string, ReviewLoopView>,
  reviewerAt: Map<string, ReviewRoundView>,
): void {
  const sent = nodeSentBackSchema().safeParse(event.data);
  const out = reviewExhaustedSchema().safeParse(event.data);
  const data = sent.success ? sent.data : out.success ? out.data : undefined;
  if (data === undefined) return;
  const loop = loopOf(loops, data.reviewer);
  loop.target = data.target;
  loop.limit = data.limit;
  if (out.success && event.type === R.exhausted) loop.exhausted = out.data.outcome;
  if (sent.success && event.type === R.sentBack)
    loop.sentBack = { round: sent.data.round, nodes: [...sent.data.nodes] };
  // The verdict that caused it, even when the completion's output was stored as an artifact.
  const view = reviewerAt.get(data.position);
  if (view !== undefined) {
    view.verdict = 'revise';
    view.findings = data.findings.length;
  }
}

/** Adds up what the round's positions changed and what their engine calls cost. */
function totalRound(
  round: ReviewRoundView,
  nodeChanges: readonly NodeChanges[],
  positionUsage: Readonly<Record<string, UsageTotals>>,
): void {
  const positions = new Set(round.positions);
  for (const record of nodeChanges) {
    if (!positions.has(record.position)) continue;
    round.changes.recorded = true;
    round.changes.files += record.files.length + (record.omittedFiles ?? 0);
    round.changes.added += record.added;
    round.changes.removed += record.removed;
  }
  round.usage = mergeUsageTotals(
    round.positions.flatMap((p) => (Object.hasOwn(positionUsage, p) ? [positionUsage[p]!] : [])),
  );
}

/** A loop passed although its reviewer still asked for changes (`when-exhausted: pass`): say so. */
export function exhaustedWarnings(loops: readonly ReviewLoopView[]): string[] {
  return loops
    .filter((loop) => loop.exhausted === 'pass')
    .map((loop) => {
      const last = loop.rounds.at(-1);
      return `Review "${loop.reviewer}" still asked for changes after ${countOf(last?.round ?? loop.limit ?? 0, 'round')} (${countOf(last?.findings ?? 0, 'finding')} left); it was passed because its loop says when-exhausted: pass.`;
    });
}
