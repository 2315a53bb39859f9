// Pure fold of the graph log (executor records, engine calls, the worker's own records) into
// GraphFold: occurrences by position, dispatch count, open pauses and per-node usage. Position
// records go through the graph layer's fold (the executor's ledger uses the same one); this file
// adds only what status shows.
import type { StoredEvent } from '../../store/contract.ts';
import {
  engineCompletedSchema,
  engineFailedSchema,
  engineStartedSchema,
  engineEventTypes as E,
  budgetRaisedSchema,
  budgetRaisedType,
  foldGraphRecord,
  hasGraphSteps,
  type PositionFold,
  type PositionStep,
} from '../../graph/index.ts';
import { emptyUsageTotals, mergeUsageTotals, summarizeUsage, unmeasuredFailure } from '../../engine/index.ts';
import type { UsageReceipt } from '../../engine/contract.ts';
import { nodeChangesSchema, workerEventTypes as W } from '../records/records.ts';
import { foldNodeCap } from './node-caps.ts';
import { foldEngineTurn } from './engine-turns.ts';
import { readWorkerResult } from './worker-result.ts';
import { occurrenceAt, ownValue, setOwnValue, type GraphFold, type NodeUsageFold, type Occurrence } from './state.ts';

type FindOccurrence = (position: string) => Occurrence | undefined;
/**
 * Told of each position an event names that the fold does not hold. A fold that holds only some
 * occurrences (the open status read) throws from it when the position is one it left out.
 */
export type MissingPosition = (position: string) => void;

function nodeUsage(state: GraphFold, nodeId: string): NodeUsageFold {
  let usage = ownValue(state.usage, nodeId);
  if (usage === undefined) {
    usage = { closed: emptyUsageTotals(), open: {} };
    setOwnValue(state.usage, nodeId, usage);
    state.usageOrder.push(nodeId);
  }
  return usage;
}

function closeCall(state: GraphFold, callId: string, receipt: UsageReceipt): void {
  const nodeId = state.calls[callId];
  if (nodeId === undefined) return;
  const usage = nodeUsage(state, nodeId);
  /* eslint-disable @typescript-eslint/no-dynamic-delete -- both are records keyed by call ID */
  delete usage.open[callId];
  delete state.calls[callId];
  /* eslint-enable @typescript-eslint/no-dynamic-delete */
  usage.closed = mergeUsageTotals([usage.closed, summarizeUsage([{ kind: 'receipt', receipt }])]);
}

/** The status fold of position records: the shared phases (graph/fold) plus what status shows. */
function positionFold(state: GraphFold, at: string, find: FindOccurrence): PositionFold<Occurrence> {
  return {
    at: find,
    dispatch: (step) => {
      if (find(step.position) === undefined) state.order.push(step.position);
      setOwnValue(state.occurrences, step.position, newOccurrence(step.nodeId, at));
      state.dispatches += 1;
    },
    advance: (o, step, _previous, record) => {
      // A pause is shown while the position is paused, and no longer once it moves on.
      if (step.phase !== null && step.phase !== 'paused') o.pause = null;
      showStep(o, step, at, record.id);
    },
  };
}

function newOccurrence(nodeId: string, dispatchedAt: string): Occurrence {
  return {
    nodeId,
    state: 'dispatched',
    dispatchedAt,
    attempts: 0,
    attemptId: null,
    attempt: null,
    retrySafe: null,
    startedAt: null,
    timeoutMs: null,
    durationMs: null,
    code: null,
    message: null,
    reconciled: null,
    pause: null,
    changes: null,
  };
}

/** Display fields only: the phase has already moved. */
function showStep(o: Occurrence, step: Exclude<PositionStep, { kind: 'dispatched' }>, at: string, id: string): void {
  switch (step.kind) {
    case 'started':
      o.attempts = Math.max(o.attempts, step.attempt);
      o.attemptId = step.attemptId;
      o.attempt = step.attempt;
      o.retrySafe = step.retrySafe;
      o.startedAt = at;
      o.timeoutMs = step.timeoutMs;
      return;
    case 'completed':
      o.durationMs = step.durationMs;
      if (step.skippedReason !== null) o.message = step.skippedReason;
      return;
    case 'failed':
      o.durationMs = step.durationMs;
      o.code = step.code;
      o.message = step.message;
      return;
    case 'paused':
      o.pause = { eventId: id, reason: step.reason, request: step.request, pauseKind: step.pauseKind };
      return;
    case 'resumed':
      if (step.answer !== null) o.answered = { ...step.answer, at };
      return;
    case 'reconciled':
      o.reconciled = { decision: step.decision, decidedBy: step.decidedBy };
      return;
    default:
      return;
  }
}

/** Engine call records: open and close each call against its node's usage. False for other records. */
function foldEngineCall(state: GraphFold, event: StoredEvent, find: FindOccurrence): boolean {
  switch (event.type) {
    case E.started: {
      const data = engineStartedSchema().safeParse(event.data);
      const nodeId = data.success ? find(data.data.position)?.nodeId : undefined;
      if (!data.success || nodeId === undefined) return true;
      const model = data.data.identity.model;
      state.calls[data.data.callId] = nodeId;
      nodeUsage(state, nodeId).open[data.data.callId] = model === '' ? {} : { model };
      return true;
    }
    case E.completed: {
      const data = engineCompletedSchema().safeParse(event.data);
      if (data.success) closeCall(state, data.data.callId, data.data.usage);
      return true;
    }
    case E.failed: {
      const data = engineFailedSchema().safeParse(event.data);
      if (!data.success) return true;
      const nodeId = state.calls[data.data.callId];
      const model = nodeId === undefined ? undefined : state.usage[nodeId]?.open[data.data.callId]?.model;
      // A failed call without a receipt still counts once, with no figure.
      const receipt = data.data.usage ?? unmeasuredFailure(model, 'unknown');
      closeCall(state, data.data.callId, { ...receipt, failed: true });
      return true;
    }
    default:
      return false;
  }
}

/**
 * Applies one event to a draft the caller owns (mutated in place, so folding 100k events stays
 * linear). The exported folds copy their input first: callers see pure functions.
 */
function apply(state: GraphFold, event: StoredEvent, missing: MissingPosition | undefined): void {
  state.eventCount += 1;
  state.lastEventAt = event.at;
  state.session = Math.max(state.session, event.session);
  const at: FindOccurrence = (position) => {
    const o = occurrenceAt(state, position);
    if (o === undefined) missing?.(position);
    return o;
  };
  foldEngineTurn(state, event);
  if (hasGraphSteps(event.type)) {
    foldGraphRecord(positionFold(state, event.at, at), event, 'lenient');
    return;
  }
  foldNodeCap(state, event);
  if (foldEngineCall(state, event, at)) return;
  switch (event.type) {
    case budgetRaisedType: {
      const data = budgetRaisedSchema().safeParse(event.data);
      if (!data.success) return;
      const raise = { ...state.budgetRaise };
      if (data.data.usd !== undefined) raise.usd = Math.max(raise.usd ?? 0, data.data.usd);
      if (data.data.tokens !== undefined) raise.tokens = Math.max(raise.tokens ?? 0, data.data.tokens);
      state.budgetRaise = raise;
      return;
    }
    case W.result: {
      const read = readWorkerResult(state, event.data);
      if (read !== undefined) state.workerResult = { at: event.at, ...read };
      return;
    }
    case W.heartbeat:
      state.lastHeartbeatAt = event.at;
      return;
    case W.nodeChanges: {
      const data = nodeChangesSchema().safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.changes = {
        files: data.data.files.length + (data.data.omittedFiles ?? 0),
        added: data.data.added,
        removed: data.data.removed,
      };
      return;
    }
    default:
      return;
  }
}

export function foldGraphEvents(state: GraphFold, events: readonly StoredEvent[]): GraphFold {
  if (events.length === 0) return state;
  return foldGraphEventsInto(structuredClone(state), events);
}

/**
 * Folds into `state` itself: only for a state nobody else holds (a fresh initial fold, one just
 * parsed from a checkpoint). Copying a fold of many thousand occurrences costs more than folding
 * the tail after it.
 */
export function foldGraphEventsInto(
  state: GraphFold,
  events: readonly StoredEvent[],
  missing?: MissingPosition,
): GraphFold {
  for (const event of events) apply(state, event, missing);
  return state;
}

export function foldGraphEvent(state: GraphFold, event: StoredEvent): GraphFold {
  return foldGraphEvents(state, [event]);
}

/** Occurrences dispatched or running (in flight), in dispatch order. */
export function inFlightPositions(state: GraphFold): string[] {
  return state.order.filter((position) => {
    const o = occurrenceAt(state, position);
    return o !== undefined && (o.state === 'dispatched' || o.state === 'running');
  });
}

export { openPauses } from './open-pauses.ts';
