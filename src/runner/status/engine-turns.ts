// An engine call's clock in status: while a node's call waits for its turn under a hard budget
// (the worker recorded runner:budget-turn-waiting) status says so and whom it waits after, instead
// of a bare "running"; and an engine node's timeout (the engine's, which bounds each call) counts
// from its latest call's start, not the attempt's, so a node that waited is not shown short of
// time it still has. A data node's timeout bounds its whole attempt: its clock stays the attempt's.
import type { StoredEvent } from '../../store/contract.ts';
import {
  attemptStartedSchema,
  budgetTurnWaitingSchema,
  budgetTurnWaitingType,
  engineEventTypes,
  engineStartedSchema,
  graphEventTypes,
} from '../../graph/index.ts';
import { occurrenceAt, type EngineTurnFold, type GraphFold } from './state.ts';

/** What status says of a running node's engine call. */
export interface EngineTurnView {
  /** Waiting for its budget turn since `since`, after these positions. */
  waiting?: { since: string; after: string[] };
  /** When its node timeout counts from, if not its attempt's start: an engine node's latest call. */
  timeoutFrom?: string;
  /** An engine node waiting for its turn: its timeout (per call) has not started. */
  timeoutNotStarted?: true;
}

/** The entry an event makes for its position, or undefined (other events, or nothing to keep). */
function entryOf(state: GraphFold, event: StoredEvent): EngineTurnFold | undefined {
  if (event.type === graphEventTypes.attemptStarted) {
    // Most attempts are not data nodes': read the kind before parsing the record again.
    const kind =
      typeof event.data === 'object' && event.data !== null ? (event.data as { kind?: unknown }).kind : undefined;
    if (kind !== 'data') return undefined;
    const data = attemptStartedSchema().safeParse(event.data);
    if (!data.success || data.data.kind !== 'data') return undefined;
    const { position, attemptId } = data.data.identity;
    return { position, attemptId, at: event.at, attemptClock: true };
  }
  const data =
    event.type === budgetTurnWaitingType
      ? budgetTurnWaitingSchema().safeParse(event.data)
      : event.type === engineEventTypes.started
        ? engineStartedSchema().safeParse(event.data)
        : undefined;
  if (data?.success !== true) return undefined;
  const { position, attemptId } = data.data;
  const before = (state.engineTurns ?? []).find((turn) => turn.position === position && turn.attemptId === attemptId);
  return {
    position,
    attemptId,
    at: event.at,
    ...('after' in data.data ? { after: data.data.after } : {}),
    ...(before?.attemptClock === true ? { attemptClock: true as const } : {}),
  };
}

/** Folds a turn wait, an engine call's start or a data node's attempt start (other events are left alone). */
export function foldEngineTurn(state: GraphFold, event: StoredEvent): void {
  const entry = entryOf(state, event);
  if (entry === undefined) return;
  // One entry per position, kept only while its attempt runs (the list stays as small as what runs).
  const kept = (state.engineTurns ?? []).filter(
    (turn) => turn.position !== entry.position && current(state, turn) !== undefined,
  );
  state.engineTurns = [...kept, entry];
}

function current(state: GraphFold, turn: EngineTurnFold): EngineTurnFold | undefined {
  const o = occurrenceAt(state, turn.position);
  return o?.state === 'running' && o.attemptId === turn.attemptId ? turn : undefined;
}

/** The engine call clock of the position's running attempt (empty when nothing is recorded). */
export function engineTurnAt(state: GraphFold, position: string): EngineTurnView {
  const found = (state.engineTurns ?? []).find((turn) => turn.position === position);
  const turn = found === undefined ? undefined : current(state, found);
  if (turn === undefined) return {};
  const view: EngineTurnView = {};
  if (turn.after !== undefined) view.waiting = { since: turn.at, after: turn.after };
  if (turn.attemptClock !== true) {
    if (turn.after === undefined) view.timeoutFrom = turn.at;
    else view.timeoutNotStarted = true;
  }
  return view;
}
