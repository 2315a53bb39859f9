// The settled record a settlement appends (its type and data) and the result the run returns,
// one builder per kind of settlement: what settle() writes, apart from the order it writes it in.
import type { ArtifactRef, JsonValue } from '../../store/contract.ts';
import { runnerEventTypes as T } from '../records/records.ts';
import { elapsedAt, timeoutMessage } from '../status/budget.ts';
import type { SupervisedRunResult } from '../types.ts';
import type { WatchdogContext } from './context.ts';
import type { Settlement } from './settle.ts';

type SettledRecord = {
  type: string;
  data: JsonValue;
  result: SupervisedRunResult;
  /** The data to record instead when `data` is too large: runner:paused with its list left to the graph log. */
  pausesInLog?: JsonValue;
};

export function recordOf(
  context: WatchdogContext,
  settlement: Settlement,
  anchor: ArtifactRef | undefined,
  output: JsonValue,
): SettledRecord {
  switch (settlement.kind) {
    case 'complete':
      return {
        type: T.completed,
        data: { cleanupVerified: true, outputArtifact: settlement.outputArtifact, launchId: settlement.launchId },
        result: { kind: 'complete', output },
      };
    case 'fail':
      return failedRecord(context, settlement);
    case 'pause':
      return pausedRecord(settlement, anchor);
    case 'stopped':
      return {
        type: T.stopped,
        data: { cleanupVerified: true },
        result: { kind: 'fail', code: 'STOPPED', message: 'the run was stopped before it recorded a result' },
      };
    case 'timeout':
      return timeoutRecord(context);
  }
}

function failedRecord(context: WatchdogContext, settlement: Extract<Settlement, { kind: 'fail' }>): SettledRecord {
  const retain = settlement.retain === true;
  return {
    type: T.failed,
    data: {
      cleanupVerified: settlement.cleanupVerified,
      code: settlement.code,
      message: settlement.message,
      leaseRetained: retain && context.lease !== null,
      ...(settlement.survivors === undefined ? {} : { survivors: settlement.survivors }),
    },
    result: { kind: 'fail', code: settlement.code, message: settlement.message },
  };
}

/** runner:paused or runner:interrupted; both return the pause result. */
function pausedRecord(
  settlement: Extract<Settlement, { kind: 'pause' }>,
  anchor: ArtifactRef | undefined,
): SettledRecord {
  const common = { cleanupVerified: true, positions: settlement.positions, anchor: anchor as ArtifactRef };
  const result: SupervisedRunResult = {
    kind: 'pause',
    ...(settlement.code === undefined ? {} : { code: settlement.code }),
    ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
    ...(settlement.head === undefined ? {} : { head: settlement.head }),
    positions: settlement.positions,
    pauses: settlement.pauses,
  };
  if (settlement.type === 'interrupted') {
    return {
      type: T.interrupted,
      data: { ...common, ...(settlement.signal === undefined ? {} : { signal: settlement.signal }) },
      result,
    };
  }
  const data = {
    ...common,
    // By reference: the requests are in the graph log's pause records (many at once would not fit).
    pauses: settlement.pauses.map(({ request: _request, ...pause }) => pause),
    ...(settlement.code === undefined ? {} : { code: settlement.code }),
    ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
    ...(settlement.head === undefined ? {} : { head: { ...settlement.head } }),
  };
  // Even by reference, about 1,700 pauses pass the default maxEventPayloadBytes: the graph log has them.
  return { type: T.paused, data, result, pausesInLog: { ...data, positions: [], pauses: [], pausesInLog: true } };
}

function timeoutRecord(context: WatchdogContext): SettledRecord {
  const elapsedMs = Math.round(elapsedAt(context.log.fold.budget, Date.now()));
  const timeoutMs = context.definition.limits.timeoutMs ?? 0;
  return {
    type: T.timeout,
    data: { cleanupVerified: true, elapsedMs, timeoutMs },
    result: {
      kind: 'fail',
      code: 'TIMEOUT',
      message: timeoutMessage(elapsedMs, timeoutMs),
    },
  };
}
