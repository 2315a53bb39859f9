// Pure fold of the runner log (the watchdog's supervision records) into RunnerFold.
import type { JsonValue, StoredEvent } from '../../store/contract.ts';
import {
  adoptedSchema,
  backoffSchema,
  cancelledSchema,
  resumeRefusedSchema,
  sessionStartedSchema,
  runnerEventTypes as T,
  settledTypes,
  workerExitSchema,
  workerLaunchingSchema,
  workerStartedSchema,
} from '../records/records.ts';
import { closeBudget, openBudget } from './budget.ts';
import type { RunnerFold } from './state.ts';

export function foldRunnerEvent(state: RunnerFold, event: StoredEvent): RunnerFold {
  const next: RunnerFold = {
    ...state,
    eventCount: state.eventCount + 1,
    lastEventAt: event.at,
    session: Math.max(state.session, event.session),
  };
  if (settledTypes.has(event.type)) return foldSettled(next, event);
  switch (event.type) {
    case T.sessionStarted:
      return foldSessionStarted(next, event);
    case T.workerLaunching:
      return foldWorkerLaunching(next, event);
    case T.workerStarted:
      return foldWorkerStarted(next, event);
    case T.workerExited:
    case T.workerCrashed:
      return foldWorkerExit(next, event);
    case T.backoff:
      return foldBackoff(next, event);
    case T.restartAnchor:
      return { ...next, restartAnchor: { at: event.at, data: event.data } };
    case T.pauseAnchor:
      return { ...next, pauseAnchor: { at: event.at, data: event.data } };
    case T.adopted:
      return foldAdopted(next, event);
    case T.cancelled:
      return foldCancelled(next, event);
    case T.resumeRefused:
      return foldResumeRefused(next, event);
    default:
      return next;
  }
}

// Each fold below takes `next` (the state with the event already counted) and the event.

function foldSettled(next: RunnerFold, event: StoredEvent): RunnerFold {
  return {
    ...next,
    budget: closeBudget(next.budget, event.at),
    backoff: null,
    settled: { type: event.type, at: event.at, session: event.session, data: event.data },
  };
}

function foldSessionStarted(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = sessionStartedSchema().safeParse(event.data);
  return {
    ...next,
    settled: null,
    resumeRefused: null,
    sessionLockToken: data.success ? (data.data.lockToken ?? null) : null,
  };
}

function foldWorkerLaunching(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = workerLaunchingSchema().safeParse(event.data);
  if (!data.success) return next;
  return {
    ...next,
    budget: openBudget(next.budget, event.at),
    launches: next.launches + 1,
    restartCount: Math.max(next.restartCount, data.data.restart),
    backoff: null,
    worker: {
      launchId: data.data.launchId,
      session: event.session,
      launch: data.data.launch,
      ownerId: data.data.ownerId,
      launchedAt: event.at,
      pid: null,
      identity: null,
      startedAt: null,
      exitedAt: null,
    },
  };
}

function foldWorkerStarted(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = workerStartedSchema().safeParse(event.data);
  if (!data.success || next.worker?.launchId !== data.data.launchId) return next;
  return {
    ...next,
    worker: { ...next.worker, pid: data.data.pid, identity: data.data.identity, startedAt: event.at },
  };
}

function foldWorkerExit(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = workerExitSchema().safeParse(event.data);
  if (!data.success || next.worker?.launchId !== data.data.launchId) return next;
  return { ...next, worker: { ...next.worker, exitedAt: event.at } };
}

function foldBackoff(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = backoffSchema().safeParse(event.data);
  return data.success
    ? { ...next, backoff: data.data, restartCount: Math.max(next.restartCount, data.data.restart) }
    : next;
}

function foldAdopted(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = adoptedSchema().safeParse(event.data);
  // A takeover does not spend the time between the dead session's last activity and now.
  const lastActivity = data.success ? data.data.takeover?.lastActivityAt : undefined;
  const budget =
    lastActivity === undefined || lastActivity === null ? next.budget : closeBudget(next.budget, lastActivity);
  const reopen = data.success ? data.data.reopen : undefined;
  if (reopen !== undefined) {
    // A person reopened a failed run: its restart allowance starts again (budgets go on).
    const entry = { at: event.at, ...reopen };
    return {
      ...next,
      budget,
      settled: null,
      backoff: null,
      restartCount: 0,
      reopened: [...(next.reopened ?? []), entry],
    };
  }
  return { ...next, budget, settled: null, backoff: null };
}

function foldCancelled(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = cancelledSchema().safeParse(event.data);
  // A cancel that found the run already ended cancelled nothing.
  return data.success && data.data.outcome === 'stopped'
    ? {
        ...next,
        cancelled: { reason: data.data.reason, by: data.data.by, at: event.at, requestedAt: data.data.requestedAt },
      }
    : next;
}

function foldResumeRefused(next: RunnerFold, event: StoredEvent): RunnerFold {
  const data = resumeRefusedSchema().safeParse(event.data);
  return data.success
    ? {
        ...next,
        resumeRefused: {
          at: event.at,
          code: data.data.code,
          reason: data.data.reason,
          ...(data.data.head === undefined ? {} : { head: data.data.head }),
        },
      }
    : next;
}

export function foldRunnerEvents(state: RunnerFold, events: readonly StoredEvent[]): RunnerFold {
  let current = state;
  for (const event of events) current = foldRunnerEvent(current, event);
  return current;
}

/** Field of a settled record's data, if it is an object. */
export function settledField(settled: RunnerFold['settled'], key: string): JsonValue | undefined {
  const data = settled?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  return (data as Record<string, JsonValue>)[key];
}
