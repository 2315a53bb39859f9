// A worker whose store failed so that it could record no result (a full disk, an I/O error) says
// so over its channel before it exits (worker/result-record.ts). A restart would meet the same
// store, and each would redo the work whose end it could not record: the run settles failed with
// RUN_STORAGE naming the store's error instead (recorded if the runner log can still be written,
// else thrown: settle.ts).
import { resultUnrecordedMessageSchema, type ResultUnrecordedMessage } from '../worker/result-record.ts';
import type { OwnedProcess } from '../../engine/command/index.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import type { Settlement } from './settle.ts';

/**
 * Listens to a worker from its launch (before it is given its parameters, so no report is missed);
 * the returned function gives the failure it reported, if any.
 */
export function watchUnrecordedResult(
  launchId: string,
  worker: Pick<OwnedProcess, 'onMessage'>,
): () => Settlement | undefined {
  let report: ResultUnrecordedMessage | undefined;
  worker.onMessage((raw) => {
    const parsed = resultUnrecordedMessageSchema().safeParse(raw);
    if (parsed.success && parsed.data.launchId === launchId) report = parsed.data;
  });
  return () => (report === undefined ? undefined : unrecordedFailure(report));
}

function unrecordedFailure(report: ResultUnrecordedMessage): Settlement {
  return {
    kind: 'fail',
    code: 'RUN_STORAGE',
    message: `the worker could not record its result in the run store (${report.code}: ${report.message}); the worker was not restarted, as a restart would meet the same store`,
    cleanupVerified: true,
  };
}

/**
 * What to throw when the runner log refused the record of a worker's exit: with the store failure
 * the worker reported, if any, so the error names the cause no record could keep.
 */
export function withUnrecordedCause(failure: Settlement | undefined, error: unknown): unknown {
  if (failure?.kind !== 'fail') return error;
  return new SupervisedRunError(
    'RUN_STORAGE',
    `${failure.message}; the runner log could not record it either: ${describeError(error)}`,
    { cause: error },
  );
}
