// The graph fold's open pauses: what status lists and a resume may take, and what a worker result
// or a runner:paused record that left its list to the graph log (pausesInLog) names.
import type { JsonValue } from '../../store/contract.ts';
import { settledField } from './fold-runner.ts';
import { occurrenceAt, type GraphFold, type RunnerFold } from './state.ts';

/** Open graph pauses, in dispatch order. */
export function openPauses(
  state: GraphFold,
): Array<{ position: string; nodeId: string; eventId: string; reason: string; request: JsonValue }> {
  const pauses = [];
  for (const position of state.order) {
    const o = occurrenceAt(state, position);
    if (o !== undefined && o.state === 'paused' && o.pause !== null)
      pauses.push({
        position,
        nodeId: o.nodeId,
        eventId: o.pause.eventId,
        reason: o.pause.reason,
        request: o.pause.request,
      });
  }
  return pauses;
}

/**
 * The positions a settled pause record (runner:paused, runner:interrupted) names: its list, or the
 * graph log's open pauses when it left the list there (pausesInLog); undefined when it has no list.
 */
export function settledPausePositions(settled: RunnerFold['settled'], graph: GraphFold): string[] | undefined {
  if (settledField(settled, 'pausesInLog') === true) return openPauses(graph).map((pause) => pause.position);
  const positions = settledField(settled, 'positions');
  return Array.isArray(positions) ? positions.filter((p): p is string => typeof p === 'string') : undefined;
}
