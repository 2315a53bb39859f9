// Facts the status does not keep, derived from the graph and runner logs: what each attempt
// changed (runner:node-changes), usage per position (engine records; status keeps it per node
// ID), a refused resume of the latest session and who cancelled the run.
import { summarizeUsage, unmeasuredFailure, type UsageCall, type UsageTotals } from '../engine/index.ts';
import {
  engineCompletedSchema,
  engineEventTypes,
  engineFailedSchema,
  engineStartedSchema,
  graphEventTypes,
  nodeDispatchedSchema,
} from '../graph/index.ts';
import {
  cancelledSchema,
  nodeChangesSchema,
  resumeRefusedSchema,
  runnerEventTypes,
  workerEventTypes,
} from '../runner/index.ts';
import type { SupervisedRunCancellation } from '../runner/index.ts';
import type { StoredEvent } from '../store/contract.ts';
import type { EngineCall, NodeChanges } from './types.ts';

export function nodeChangesFrom(graphEvents: readonly StoredEvent[]): NodeChanges[] {
  const records: NodeChanges[] = [];
  for (const event of graphEvents) {
    if (event.type !== workerEventTypes.nodeChanges) continue;
    const parsed = nodeChangesSchema().safeParse(event.data);
    if (parsed.success) records.push(parsed.data);
  }
  return records;
}

/** Every engine call counted once, under the position that made it; a call with no receipt is unmeasured. */
export function positionUsageFrom(graphEvents: readonly StoredEvent[]): Record<string, UsageTotals> {
  const calls = new Map<string, { position: string; model: string | undefined; call: UsageCall | null }>();
  for (const event of graphEvents) {
    if (event.type === engineEventTypes.started) {
      const data = engineStartedSchema().safeParse(event.data);
      if (!data.success) continue;
      const model = data.data.identity.model === '' ? undefined : data.data.identity.model;
      calls.set(data.data.callId, { position: data.data.position, model, call: null });
    } else if (event.type === engineEventTypes.completed) {
      const data = engineCompletedSchema().safeParse(event.data);
      const entry = data.success ? calls.get(data.data.callId) : undefined;
      if (data.success && entry !== undefined) entry.call = { kind: 'receipt', receipt: data.data.usage };
    } else if (event.type === engineEventTypes.failed) {
      const data = engineFailedSchema().safeParse(event.data);
      const entry = data.success ? calls.get(data.data.callId) : undefined;
      if (!data.success || entry === undefined) continue;
      const receipt = data.data.usage ?? unmeasuredFailure(entry.model, 'unknown');
      entry.call = { kind: 'receipt', receipt: { ...receipt, failed: true } };
    }
  }
  const byPosition = new Map<string, UsageCall[]>();
  for (const entry of calls.values()) {
    const call: UsageCall = entry.call ?? {
      kind: 'open',
      ...(entry.model === undefined ? {} : { model: entry.model }),
    };
    const list = byPosition.get(entry.position);
    if (list === undefined) byPosition.set(entry.position, [call]);
    else list.push(call);
  }
  const usage: Record<string, UsageTotals> = {};
  for (const [position, list] of byPosition) {
    Object.defineProperty(usage, position, {
      value: summarizeUsage(list),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return usage;
}

/** Every engine call in log order with its receipt (null while open or when a crash cut it off). */
export function engineCallsFrom(graphEvents: readonly StoredEvent[]): EngineCall[] {
  const calls = new Map<string, EngineCall>();
  for (const event of graphEvents) {
    if (event.type === engineEventTypes.started) {
      const data = engineStartedSchema().safeParse(event.data);
      if (!data.success) continue;
      const { provider, model } = data.data.identity;
      calls.set(data.data.callId, {
        position: data.data.position,
        engine: model === '' ? provider : `${provider}/${model}`,
        outcome: 'open',
        receipt: null,
      });
    } else if (event.type === engineEventTypes.completed || event.type === engineEventTypes.failed) {
      const completed = event.type === engineEventTypes.completed;
      const data = (completed ? engineCompletedSchema() : engineFailedSchema()).safeParse(event.data);
      const call = data.success ? calls.get(data.data.callId) : undefined;
      if (!data.success || call === undefined) continue;
      call.outcome = completed ? 'completed' : 'failed';
      call.receipt = data.data.usage ?? null;
    }
  }
  return [...calls.values()];
}

/** Per position, the distinct engines its calls ran on (`provider/model`, the model left out when unknown). */
export function positionEnginesFrom(graphEvents: readonly StoredEvent[]): Record<string, string[]> {
  const engines: Record<string, string[]> = {};
  for (const event of graphEvents) {
    if (event.type !== engineEventTypes.started) continue;
    const data = engineStartedSchema().safeParse(event.data);
    if (!data.success) continue;
    const { provider, model } = data.data.identity;
    const name = model === '' ? provider : `${provider}/${model}`;
    const list = Object.hasOwn(engines, data.data.position) ? engines[data.data.position] : undefined;
    if (list === undefined)
      Object.defineProperty(engines, data.data.position, {
        value: [name],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else if (!list.includes(name)) list.push(name);
  }
  return engines;
}

/** The latest `runner:resume-refused` since the latest session started, as a warning. */
export function resumeRefusedWarning(runnerEvents: readonly StoredEvent[]): string | undefined {
  for (let i = runnerEvents.length - 1; i >= 0; i -= 1) {
    const event = runnerEvents[i] as StoredEvent;
    if (event.type === runnerEventTypes.resumeRefused) {
      const data = resumeRefusedSchema().safeParse(event.data);
      if (!data.success) return undefined;
      const where = data.data.position === undefined ? '' : ` of position ${data.data.position}`;
      return `A resume${where} was refused (${data.data.code}): ${data.data.reason}`;
    }
    if (event.type === runnerEventTypes.sessionStarted) return undefined;
  }
  return undefined;
}

/**
 * Who cancelled the run and why, from its `runner:cancelled` records (for a status that does not
 * carry `cancelled`); a cancel that found the run already ended cancelled nothing.
 */
export function cancellationFrom(runnerEvents: readonly StoredEvent[]): SupervisedRunCancellation | null {
  let cancelled: SupervisedRunCancellation | null = null;
  for (const event of runnerEvents) {
    if (event.type !== runnerEventTypes.cancelled) continue;
    const data = cancelledSchema().safeParse(event.data);
    if (data.success && data.data.outcome === 'stopped')
      cancelled = { reason: data.data.reason, by: data.data.by, at: event.at, requestedAt: data.data.requestedAt };
  }
  return cancelled;
}

/** Position -> index of its first dispatch, in log order. */
export function dispatchOrderFrom(graphEvents: readonly StoredEvent[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const event of graphEvents) {
    if (event.type !== graphEventTypes.nodeDispatched) continue;
    const data = nodeDispatchedSchema().safeParse(event.data);
    if (!data.success) continue;
    for (const dispatch of data.data.dispatches)
      if (!order.has(dispatch.position)) order.set(dispatch.position, order.size);
  }
  return order;
}

/** Sorts by dispatch order (stable; positions never dispatched keep their place after the others). */
export function inDispatchOrder<T extends { position: string }>(
  items: readonly T[],
  order: ReadonlyMap<string, number>,
): T[] {
  const rank = (item: T) => order.get(item.position) ?? Number.MAX_SAFE_INTEGER;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
