// The occurrences a status lists (projectStatus, project.ts): those in flight while a live worker
// runs them, and every listed one.
import { emptyUsageTotals } from '../../engine/index.ts';
import type { ActiveOccurrence, NodeOccurrence, SupervisedRunPhase, SupervisedRunUsage } from '../types.ts';
import { inFlightPositions } from './fold-graph.ts';
import { engineTurnAt, type EngineTurnView } from './engine-turns.ts';
import { listedPositions, type LeftOut } from './open-nodes.ts';
import { occurrenceAt, type GraphFold } from './state.ts';

/** The occurrences in flight, while a live worker runs them. */
export function activeOccurrences(
  graph: GraphFold,
  phase: SupervisedRunPhase,
  live: { now: number; workerAlive: boolean | null },
  planPhase: (nodeId: string) => string | null,
  usageByNode: ReadonlyMap<string, SupervisedRunUsage>,
): ActiveOccurrence[] {
  if (phase !== 'running' || live.workerAlive === false) return [];
  return inFlightPositions(graph).map((position) => {
    const o = occurrenceAt(graph, position);
    if (o === undefined) throw new Error('unreachable');
    const elapsed = o.startedAt === null ? null : Math.max(0, live.now - Date.parse(o.startedAt));
    const turn = engineTurnAt(graph, position);
    return {
      nodeId: o.nodeId,
      position,
      phase: o.state === 'running' ? 'running' : 'dispatched',
      planPhase: planPhase(o.nodeId),
      attemptId: o.attemptId,
      attempt: o.attempt,
      retrySafe: o.retrySafe,
      startedAt: o.startedAt,
      elapsedMs: elapsed,
      remainingTimeoutMs: remainingTimeout(o.timeoutMs, elapsed, turn, live.now),
      usage: usageByNode.get(o.nodeId) ?? emptyUsageTotals(),
      ...(turn.waiting === undefined ? {} : { budgetTurn: turn.waiting }),
    };
  });
}

/**
 * What is left of the node's timeout: an engine node's bounds each call, so it counts from the
 * latest call's start, and is whole while the node waits for its budget turn (no call yet); a
 * data node's bounds its attempt.
 */
function remainingTimeout(
  timeoutMs: number | null,
  elapsed: number | null,
  turn: EngineTurnView,
  now: number,
): number | null {
  if (timeoutMs === null) return null;
  if (turn.timeoutNotStarted === true) return timeoutMs;
  const used = turn.timeoutFrom === undefined ? elapsed : Math.max(0, now - Date.parse(turn.timeoutFrom));
  return used === null ? null : Math.max(0, timeoutMs - used);
}

/** Every occurrence, or for an open read the listed ones only. */
export function listedNodes(
  graph: GraphFold,
  leftOut: LeftOut | undefined,
  planPhase: (nodeId: string) => string | null,
): NodeOccurrence[] {
  const listed = leftOut === undefined ? graph.order : listedPositions(graph);
  return listed.flatMap((position) => {
    const o = occurrenceAt(graph, position);
    if (o === undefined) return [];
    const { nodeId, state, attempts, startedAt, durationMs, code, message, reconciled } = o;
    const waiting = engineTurnAt(graph, position).waiting;
    return [
      {
        position,
        nodeId,
        planPhase: planPhase(nodeId),
        state,
        attempts,
        startedAt,
        durationMs,
        code,
        message,
        reconciled,
        ...(o.answered == null ? {} : { answered: o.answered }),
        ...(waiting === undefined ? {} : { budgetTurn: waiting }),
      },
    ];
  });
}
