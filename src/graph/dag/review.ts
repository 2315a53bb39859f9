// Review loops of the DAG form. A reviewer node's output carries `verdict: pass | revise` and
// `findings`. A revise verdict is not green: once nothing else is in flight (a pause outranks a
// send-back), the form asks the executor to record `graph:node-sent-back` (round, limit, findings
// with IDs finding-1 ...) and then dispatches the loop's path again at new positions; in the last
// round it records `graph:review-exhausted` instead, which fails the run (REVIEW_EXHAUSTED) or
// passes the reviewer with a warning. Nodes on a loop's path get `review: { round, limit,
// reviewer, findings }` in their input, the findings being those the current round answers.
import type { JsonValue } from '../../store/contract.ts';
import type { GraphDecision } from '../contract.ts';
import { reviewEventTypes, type ReviewFinding } from '../review-events.ts';
import { loopPath } from './review-paths.ts';
import type { DagDefinition, DagReview } from './schema.ts';

export interface ReviewState {
  round: number;
  /** A revise verdict waiting for its record (a send-back or the exhaustion). */
  due: { position: string; findings: ReviewFinding[] } | undefined;
  /** What the current round answers (empty in round 1). */
  findings: ReviewFinding[];
}

export type Verdict = { verdict: 'pass' | 'revise'; findings: ReviewFinding[] } | { problem: string };

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Findings as recorded: each gets the ID of its place in the list (`finding-1` ...). A string is a
 * finding's message; an object needs `message` (or `title`), its other fields are kept as details.
 */
export function normalizeFindings(list: unknown): ReviewFinding[] | { problem: string } {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return { problem: 'findings must be a list' };
  const findings: ReviewFinding[] = [];
  for (const [index, item] of list.entries()) {
    const id = `finding-${index + 1}`;
    if (typeof item === 'string') {
      findings.push({ id, message: item });
      continue;
    }
    const message = isObject(item) ? (item.message ?? item.title) : undefined;
    if (!isObject(item) || typeof message !== 'string')
      return { problem: `findings[${index}] must be a string or a map with a message` };
    // A finding recorded before (its details already apart) reads the same again.
    const { message: _m, title: _t, id: _id, details: kept, ...rest } = item;
    const details = { ...(isObject(kept) ? kept : {}), ...rest };
    findings.push(Object.keys(details).length === 0 ? { id, message } : { id, message, details });
  }
  return findings;
}

/** The verdict a reviewer's output holds: `{ verdict: pass | revise, findings?: [...] }`. */
export function readVerdict(output: unknown): Verdict {
  if (!isObject(output) || (output.verdict !== 'pass' && output.verdict !== 'revise'))
    return { problem: 'a reviewer must answer with verdict: pass or revise (and a list of findings)' };
  const findings = normalizeFindings(output.findings);
  if (!Array.isArray(findings)) return findings;
  return { verdict: output.verdict, findings };
}

/**
 * Why `output` cannot complete `nodeId` by a reconcile decision: the node is a review loop's
 * reviewer and the output holds no verdict its loop reads (accepted, the run would only fail
 * later, REVIEW_VERDICT). Undefined for any other node or a readable verdict.
 */
export function reviewerCompletionProblem(parsed: DagDefinition, nodeId: string, output: unknown): string | undefined {
  const review = Object.hasOwn(parsed.nodes, nodeId) ? parsed.nodes[nodeId]!.review : undefined;
  if (review === undefined) return undefined;
  const verdict = readVerdict(output);
  if (!('problem' in verdict)) return undefined;
  return `"${nodeId}" is the reviewer of a review loop: the output of a complete decision must be its verdict, {"verdict":"pass"} or {"verdict":"revise","findings":[...]} (to send it back to ${review.sendsBackTo}); ${verdict.problem}`;
}

/** The round and the IDs of the findings a dispatch of a loop's node answers, from its input. */
export function reviewRoundOf(input: unknown): { round: number; findings: string[] } | undefined {
  const review = isObject(input) ? input.review : undefined;
  if (!isObject(review) || typeof review.round !== 'number') return undefined;
  const findings = Array.isArray(review.findings) ? review.findings : [];
  const ids = findings.flatMap((f) => (isObject(f) && typeof f.id === 'string' ? [f.id] : []));
  return { round: review.round, findings: ids };
}

export type Completion = { kind: 'green' } | { kind: 'reviewing' } | { kind: 'failed'; code: string; message: string };

export interface ReviewLoops {
  initial(): Map<string, ReviewState>;
  /** A completed reviewer: green on pass, held on revise, failed on a malformed verdict. */
  completed(reviews: Map<string, ReviewState>, nodeId: string, position: string, output: JsonValue): Completion;
  /** The record decision of a due revise verdict, once nothing is open; else undefined. */
  decide(reviews: Map<string, ReviewState>, openCount: number): GraphDecision | 'hold' | undefined;
  /** Folds a send-back: the nodes to make pending again. */
  sentBack(reviews: Map<string, ReviewState>, data: JsonValue): string[];
  /** Folds an exhaustion: the reviewer and how it ends. */
  exhausted(
    reviews: Map<string, ReviewState>,
    data: JsonValue,
  ): { reviewer: string; outcome: 'fail' | 'pass'; message: string } | undefined;
  /** The `review` part of a path node's input, or undefined off any loop. */
  inputOf(reviews: Map<string, ReviewState>, nodeId: string): JsonValue | undefined;
}

/** Each reviewer's review and the path it sends back along. */
type Loops = Map<string, { review: DagReview; path: string[] }>;

export function createReviewLoops(parsed: DagDefinition): ReviewLoops {
  const loops: Loops = new Map();
  const memberOf = new Map<string, string>();
  for (const [id, node] of Object.entries(parsed.nodes)) {
    if (node.review === undefined) continue;
    const path = loopPath(parsed.nodes, id, node.review.sendsBackTo);
    loops.set(id, { review: node.review, path });
    for (const member of path) memberOf.set(member, id);
  }
  return {
    initial: () => new Map(),
    ...verdictMethods(loops),
    ...foldMethods(loops, parsed),
    inputOf(reviews, nodeId) {
      const reviewer = memberOf.get(nodeId);
      if (reviewer === undefined) return undefined;
      const state = reviews.get(reviewer);
      const { review } = loops.get(reviewer)!;
      return {
        round: state?.round ?? 1,
        limit: review.rounds,
        reviewer,
        findings: (state?.findings ?? []) as unknown as JsonValue,
      };
    },
  };
}

/** The reviewer's state, created (round 1) on first use. */
function stateOf(reviews: Map<string, ReviewState>, reviewer: string): ReviewState {
  let state = reviews.get(reviewer);
  if (state === undefined) {
    state = { round: 1, due: undefined, findings: [] };
    reviews.set(reviewer, state);
  }
  return state;
}

/** A reviewer's verdict and the record a revise verdict asks for. */
function verdictMethods(loops: Loops): Pick<ReviewLoops, 'completed' | 'decide'> {
  return {
    completed(reviews, nodeId, position, output) {
      if (!loops.has(nodeId)) return { kind: 'green' };
      const verdict = readVerdict(output);
      if ('problem' in verdict) return { kind: 'failed', code: 'REVIEW_VERDICT', message: verdict.problem };
      if (verdict.verdict === 'pass') return { kind: 'green' };
      stateOf(reviews, nodeId).due = { position, findings: verdict.findings };
      return { kind: 'reviewing' };
    },
    decide(reviews, openCount) {
      for (const [reviewer, state] of reviews) {
        if (state.due === undefined) continue;
        // Whatever else is in flight settles first: a pause outranks a send-back.
        if (openCount > 0) return 'hold';
        const { review, path } = loops.get(reviewer)!;
        const base = {
          reviewer,
          position: state.due.position,
          target: review.sendsBackTo,
          limit: review.rounds,
          findings: state.due.findings,
        };
        if (state.round < review.rounds)
          return {
            kind: 'record',
            record: { type: reviewEventTypes.sentBack, data: { ...base, round: state.round + 1, nodes: path } },
          };
        const outcome = review.whenExhausted ?? 'fail';
        return {
          kind: 'record',
          record: { type: reviewEventTypes.exhausted, data: { ...base, round: state.round, outcome } },
        };
      }
      return undefined;
    },
  };
}

/** Folding the recorded send-backs and exhaustions into the review states. */
function foldMethods(loops: Loops, parsed: DagDefinition): Pick<ReviewLoops, 'sentBack' | 'exhausted'> {
  return {
    sentBack(reviews, data) {
      const d = data as { reviewer: string; round: number; findings: ReviewFinding[]; nodes: string[] };
      if (!loops.has(d.reviewer)) return [];
      const state = stateOf(reviews, d.reviewer);
      state.round = d.round;
      state.findings = d.findings;
      state.due = undefined;
      return d.nodes.filter((id) => Object.hasOwn(parsed.nodes, id));
    },
    exhausted(reviews, data) {
      const d = data as {
        reviewer: string;
        round: number;
        limit: number;
        findings: unknown[];
        outcome: 'fail' | 'pass';
      };
      if (!loops.has(d.reviewer)) return undefined;
      stateOf(reviews, d.reviewer).due = undefined;
      const message = `review "${d.reviewer}" still asked for changes after ${d.round} of ${d.limit} round${d.limit === 1 ? '' : 's'} (${d.findings.length} finding${d.findings.length === 1 ? '' : 's'})`;
      return { reviewer: d.reviewer, outcome: d.outcome, message };
    },
  };
}
