// The graph fold's open pauses: what status lists and a resume may take, and what a worker result
// that left its list to the graph log (pausesInLog) names.
import type { JsonValue } from '../../store/contract.ts';
import { occurrenceAt, type GraphFold } from './state.ts';

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
