// A paused run whose end is already decided: a required node failed for good, a review loop ran out
// of rounds, or the dispatch limit stopped it. Answering what waits lets the finally nodes run and
// the run end, but cannot make it complete: the status and the summary say so, and what an answer
// still decides (what the finally nodes that need the paused node are told), so a person is not
// led to think the answer matters for the outcome.
import { dispatchLimitReachedSchema, graphEventTypes, runReopenedSchema } from '../graph/index.ts';
import type { StoredEvent } from '../store/contract.ts';
import { reportResult } from './result.ts';
import type { RunReport } from './types.ts';

/** The latest `graph:dispatch-limit-reached` not set aside by a later reopening. */
export interface DispatchStop {
  code: string;
  message: string;
  maxDispatches: number;
}

export function dispatchStopFrom(graphEvents: readonly StoredEvent[]): DispatchStop | undefined {
  let stop: DispatchStop | undefined;
  for (const event of graphEvents) {
    if (event.type === graphEventTypes.runReopened && runReopenedSchema().safeParse(event.data).success)
      stop = undefined;
    if (event.type !== graphEventTypes.dispatchLimitReached) continue;
    const parsed = dispatchLimitReachedSchema().safeParse(event.data);
    // The first record holds (as the DAG form folds it), until a reopening.
    if (parsed.success && stop === undefined)
      stop = { code: parsed.data.code, message: parsed.data.message, maxDispatches: parsed.data.maxDispatches };
  }
  return stop;
}

export type EndsFailedCause =
  | { kind: 'node'; nodeId: string; position: string; code: string | null }
  | { kind: 'review'; reviewer: string; rounds: number }
  | { kind: 'stop'; maxDispatches: number };

export interface EndsFailed {
  /** What the run will fail with: DAG_NODE_FAILED, REVIEW_EXHAUSTED, BUDGET_STOP. */
  code: string;
  cause: EndsFailedCause;
  /** Per paused node that finally nodes need: those finally nodes (the answer decides what they are told). */
  decides: Array<{ nodeId: string; finally: string[] }>;
  /** Whether the graph has finally nodes (they run once what waits is answered). */
  hasFinally: boolean;
}

/** The first required node (graph order) whose latest position failed: it failed for good. */
function requiredFailure(report: RunReport): EndsFailedCause | undefined {
  const graphNodes = report.graphNodes;
  // Without the graph's nodes, which failures are optional is unknown: claim nothing.
  if (graphNodes === undefined) return undefined;
  const latest = new Map<string, RunReport['status']['nodes'][number]>();
  for (const occurrence of report.status.nodes) latest.set(occurrence.nodeId, occurrence);
  const exhausted = new Map((report.reviewLoops ?? []).map((loop) => [loop.reviewer, loop]));
  for (const node of graphNodes) {
    if (node.optional) continue;
    const loop = exhausted.get(node.id);
    if (loop?.exhausted === 'fail')
      return { kind: 'review', reviewer: node.id, rounds: loop.rounds.at(-1)?.round ?? loop.limit ?? 0 };
    const at = latest.get(node.id);
    if (at?.state === 'failed') return { kind: 'node', nodeId: node.id, position: at.position, code: at.code };
  }
  return undefined;
}

/**
 * Why no node but the finally nodes starts again (nor a review loop sends work back), whatever
 * the run's phase: the dispatch limit stopped it, or a required node failed for good.
 */
export function noNewNodeCause(report: RunReport): EndsFailedCause | undefined {
  // A stop outranks a failure: the DAG form fails with the stop's code once its finally nodes ran.
  const stop = report.dispatchStop;
  return stop === undefined ? requiredFailure(report) : { kind: 'stop', maxDispatches: stop.maxDispatches };
}

/** For a paused run that can no longer complete: why, and what answering `pausedNodes` still decides. */
export function endsFailedOf(report: RunReport, pausedNodes: readonly string[]): EndsFailed | undefined {
  if (reportResult(report).kind !== 'pause') return undefined;
  const stop = report.dispatchStop;
  const cause = noNewNodeCause(report);
  if (cause === undefined) return undefined;
  const code = stop?.code ?? (cause.kind === 'review' ? 'REVIEW_EXHAUSTED' : 'DAG_NODE_FAILED');
  const finallyNodes = (report.graphNodes ?? []).filter((node) => node.finally === true);
  const decides = [...new Set(pausedNodes)].flatMap((nodeId) => {
    const needing = finallyNodes.filter((node) => node.needs.includes(nodeId)).map((node) => node.id);
    return needing.length === 0 ? [] : [{ nodeId, finally: needing }];
  });
  return { code, cause, decides, hasFinally: finallyNodes.length > 0 };
}

/** `required node "bad" failed (EFFECT_FAILED)`, with values passed through `text` (escaping). */
export function endsFailedCauseText(cause: EndsFailedCause, text: (value: string) => string): string {
  if (cause.kind === 'stop') return `its dispatch limit of ${cause.maxDispatches} was reached`;
  if (cause.kind === 'review')
    return `review "${text(cause.reviewer)}" still asked for changes after its last round (${cause.rounds})`;
  return `required node "${text(cause.nodeId)}" failed${cause.code === null ? '' : ` (${text(cause.code)})`}`;
}

/**
 * The sentences under "what waits": the run ends failed whatever the answer, no other node starts,
 * and which finally nodes the answers still inform (or that they inform none).
 */
export function endsFailedSentences(endsFailed: EndsFailed, text: (value: string) => string): string[] {
  const sentences = [
    `The run will end failed (${text(endsFailed.code)}) whatever the answer: ${endsFailedCauseText(endsFailed.cause, text)}, so no other node starts; answering only lets ${endsFailed.hasFinally ? 'the finally nodes run and ' : ''}the run end.`,
  ];
  for (const { nodeId, finally: needing } of endsFailedDecides(endsFailed))
    sentences.push(
      `Answering ${text(nodeId)} still decides what ${needing.length === 1 ? 'finally node' : 'finally nodes'} ${needing.map(text).join(', ')} ${needing.length === 1 ? 'is' : 'are'} told (${needing.length === 1 ? 'it needs' : 'they need'} ${text(nodeId)}).`,
    );
  return sentences;
}

const endsFailedDecides = (endsFailed: EndsFailed) => endsFailed.decides.slice(0, 10);
