// Pure fold of the graph log (executor records, engine calls, the worker's own records) into
// GraphFold: occurrences by position, dispatch count, open pauses and per-node usage.
import type { JsonValue, StoredEvent } from '../../store/contract.ts';
import {
  attemptStartedSchema,
  engineCompletedSchema,
  engineFailedSchema,
  engineStartedSchema,
  graphEventTypes as G,
  engineEventTypes as E,
  nodeCompletedSchema,
  nodeDispatchedSchema,
  nodeFailedSchema,
  nodePausedSchema,
  nodeReconciledSchema,
  nodeResumedSchema,
  budgetRaisedSchema,
  budgetRaisedType,
} from '../../graph/index.ts';
import { emptyUsageTotals, mergeUsageTotals, summarizeUsage, unmeasuredFailure } from '../../engine/index.ts';
import type { UsageReceipt } from '../../engine/contract.ts';
import { nodeChangesSchema, workerEventTypes as W, workerResultSchema } from '../records/records.ts';
import { occurrenceAt, ownValue, setOwnValue, type GraphFold, type NodeUsageFold, type Occurrence } from './state.ts';

function nodeUsage(state: GraphFold, nodeId: string): NodeUsageFold {
  let usage = ownValue(state.usage, nodeId);
  if (usage === undefined) {
    usage = { closed: emptyUsageTotals(), open: {} };
    setOwnValue(state.usage, nodeId, usage);
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

/**
 * Applies one event to a draft the caller owns (mutated in place, so folding 100k events stays
 * linear). The exported folds copy their input first: callers see pure functions.
 */
function apply(state: GraphFold, event: StoredEvent): void {
  state.eventCount += 1;
  state.lastEventAt = event.at;
  state.session = Math.max(state.session, event.session);
  const at = (position: string): Occurrence | undefined => occurrenceAt(state, position);
  switch (event.type) {
    case G.nodeDispatched: {
      const data = nodeDispatchedSchema.safeParse(event.data);
      if (!data.success) return;
      for (const dispatch of data.data.dispatches) {
        if (occurrenceAt(state, dispatch.position) === undefined) state.order.push(dispatch.position);
        setOwnValue(state.occurrences, dispatch.position, {
          nodeId: dispatch.nodeId,
          state: 'dispatched',
          dispatchedAt: event.at,
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
        });
      }
      state.dispatches += data.data.dispatches.length;
      return;
    }
    case G.attemptStarted: {
      const data = attemptStartedSchema.safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.state = 'running';
      o.attempts = Math.max(o.attempts, data.data.identity.attempt);
      o.attemptId = data.data.identity.attemptId;
      o.attempt = data.data.identity.attempt;
      o.retrySafe = data.data.retrySafe;
      o.startedAt = event.at;
      o.timeoutMs = data.data.timeoutMs ?? null;
      o.pause = null;
      return;
    }
    case G.nodeCompleted: {
      const data = nodeCompletedSchema.safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.state = data.data.skipped === undefined ? 'completed' : 'skipped';
      o.durationMs = data.data.durationMs;
      if (data.data.skipped !== undefined) o.message = data.data.skipped.reason;
      o.pause = null;
      return;
    }
    case G.nodeFailed: {
      const data = nodeFailedSchema.safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.state = 'failed';
      o.durationMs = data.data.durationMs;
      o.code = data.data.code;
      o.message = data.data.message;
      o.pause = null;
      return;
    }
    case G.nodePaused: {
      const data = nodePausedSchema.safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.state = 'paused';
      o.pause = {
        eventId: event.id,
        reason: data.data.reason,
        request: data.data.request,
        pauseKind: data.data.pauseKind,
      };
      return;
    }
    case G.nodeResumed: {
      const data = nodeResumedSchema.safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.state = 'dispatched';
      o.pause = null;
      if (data.data.answer !== undefined) o.answered = { ...data.data.answer, at: event.at };
      return;
    }
    case G.nodeReconciled: {
      const data = nodeReconciledSchema.safeParse(event.data);
      const o = data.success ? at(data.data.position) : undefined;
      if (!data.success || o === undefined) return;
      o.reconciled = { decision: data.data.decision, decidedBy: data.data.decidedBy };
      if (data.data.decision === 'retry') {
        o.state = 'dispatched';
        o.pause = null;
      }
      return;
    }
    case E.started: {
      const data = engineStartedSchema.safeParse(event.data);
      const nodeId = data.success ? at(data.data.position)?.nodeId : undefined;
      if (!data.success || nodeId === undefined) return;
      const model = data.data.identity.model;
      state.calls[data.data.callId] = nodeId;
      nodeUsage(state, nodeId).open[data.data.callId] = model === '' ? {} : { model };
      return;
    }
    case E.completed: {
      const data = engineCompletedSchema.safeParse(event.data);
      if (data.success) closeCall(state, data.data.callId, data.data.usage);
      return;
    }
    case E.failed: {
      const data = engineFailedSchema.safeParse(event.data);
      if (!data.success) return;
      const nodeId = state.calls[data.data.callId];
      const model = nodeId === undefined ? undefined : state.usage[nodeId]?.open[data.data.callId]?.model;
      // A failed call without a receipt still counts once, with no figure.
      const receipt = data.data.usage ?? unmeasuredFailure(model, 'unknown');
      closeCall(state, data.data.callId, { ...receipt, failed: true });
      return;
    }
    case budgetRaisedType: {
      const data = budgetRaisedSchema.safeParse(event.data);
      if (!data.success) return;
      const raise = { ...state.budgetRaise };
      if (data.data.usd !== undefined) raise.usd = Math.max(raise.usd ?? 0, data.data.usd);
      if (data.data.tokens !== undefined) raise.tokens = Math.max(raise.tokens ?? 0, data.data.tokens);
      state.budgetRaise = raise;
      return;
    }
    case W.result: {
      const data = workerResultSchema.safeParse(event.data);
      if (data.success) state.workerResult = { at: event.at, launchId: data.data.launchId, result: data.data.result };
      return;
    }
    case W.heartbeat:
      state.lastHeartbeatAt = event.at;
      return;
    case W.nodeChanges: {
      const data = nodeChangesSchema.safeParse(event.data);
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
export function foldGraphEventsInto(state: GraphFold, events: readonly StoredEvent[]): GraphFold {
  for (const event of events) apply(state, event);
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
