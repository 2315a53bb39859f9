// The worker's runner:worker-result as status and the watchdog read it. Its pauses name their graph
// pause records (position, eventId) instead of repeating the requests, which the graph log already
// holds: a result listing many large gate requests at once would pass maxEventPayloadBytes. Here
// each pause gets its request back from the fold; records written before carry it and keep it.
import type { JsonValue } from '../../store/contract.ts';
import { workerResultRecordSchema, type RecordedPause, type WorkerResult } from '../records/records.ts';
import { occurrenceAt, type GraphFold } from './state.ts';
import { openPauses } from './open-pauses.ts';

/** The recorded result with every pause's request, or undefined when the data is not a result. */
export function readWorkerResult(
  state: GraphFold,
  data: unknown,
): { launchId: string; result: WorkerResult } | undefined {
  const parsed = workerResultRecordSchema().safeParse(data);
  if (!parsed.success) return undefined;
  const { launchId, result } = parsed.data;
  if (result.kind !== 'pause') return { launchId, result };
  const { pausesInLog, ...rest } = result;
  if (pausesInLog === true) {
    // Too many to list in the record: they are the graph log's open pauses at this point.
    const pauses = openPauses(state);
    return { launchId, result: { ...rest, positions: pauses.map((p) => p.position), pauses } };
  }
  return { launchId, result: { ...rest, pauses: rest.pauses.map((pause) => withRequest(state, pause)) } };
}

function withRequest(state: GraphFold, pause: RecordedPause): RecordedPause & { request: JsonValue } {
  if (pause.request !== undefined) return { ...pause, request: pause.request };
  const o = occurrenceAt(state, pause.position);
  // The pause record precedes the result in the same log; null only if a partial fold left it out.
  const request = o?.pause?.eventId === pause.eventId ? o.pause.request : null;
  return { ...pause, request };
}
