// What a worker's ending records as its result (runner:worker-result): the executor's outcome, or
// the error that ended the worker, bounded and redacted so that the store admits the record.
import { canonicalJson, createSecretMatcher, isStorageError, recordableText } from '../../store/index.ts';
import type { RunStorage } from '../../store/contract.ts';
import { isGraphError } from '../../graph/index.ts';
import { describeError, isSupervisedRunError } from '../errors.ts';
import { artifactPurposes, type WorkerResult } from '../records/records.ts';
import { foldGraphEvents, openPauses } from '../status/fold-graph.ts';
import { initialGraphFold } from '../status/state.ts';
import type { ExecuteOutcome } from './execute.ts';
import { isWriteAheadRequest } from './messages.ts';
import type { WorkerParams } from './params.ts';

export async function toResult(
  storage: RunStorage,
  params: WorkerParams,
  outcome: ExecuteOutcome,
): Promise<WorkerResult> {
  switch (outcome.kind) {
    case 'complete': {
      try {
        const outputArtifact = await storage.artifacts(params.runId).put(canonicalJson(outcome.output), {
          mediaType: 'application/json',
          purpose: artifactPurposes.output,
          contentMode: 'state',
        });
        return { kind: 'complete', outputArtifact };
      } catch (error) {
        return {
          kind: 'fail',
          code: 'TERMINAL_ARTIFACT',
          message: `the completion output could not be stored: ${describeError(error)}`,
        };
      }
    }
    case 'fail':
      return { kind: 'fail', code: outcome.code, message: outcome.message };
    case 'pause': {
      // A pause before unsafe node code because the store could not leave the machine has its own code.
      const writeAhead = outcome.pauses.some((pause) => isWriteAheadRequest(pause.request));
      return {
        kind: 'pause',
        ...(writeAhead ? { code: 'WRITE_AHEAD' } : {}),
        positions: outcome.positions,
        pauses: outcome.pauses,
      };
    }
    case 'mismatch': {
      const read = await storage.readEvents(params.runId, 'graph');
      const pauses = openPauses(foldGraphEvents(initialGraphFold(), read.events));
      return {
        kind: 'pause',
        code: 'RESUME_EVENT_MISMATCH',
        reason: `Resume expected pause event "${outcome.expected}" but found "${outcome.found}"`,
        positions: pauses.map((pause) => pause.position),
        pauses,
      };
    }
    case 'waiting':
      return { kind: 'fail', code: 'WORKER_ERROR', message: 'the executor returned waiting' };
  }
}

export function errorResult(error: unknown): WorkerResult {
  if (isSupervisedRunError(error) || isGraphError(error) || isStorageError(error)) {
    return { kind: 'fail', code: error.code, message: error.message };
  }
  return { kind: 'fail', code: 'WORKER_ERROR', message: `the worker failed: ${describeError(error)}` };
}

/**
 * A failure's message (any host error's text) bounded and redacted of known secrets, so the store
 * admits the result record: a refused one would read as a crash and be restarted, to the same end.
 */
export function recordableResult(result: WorkerResult, knownSecrets: readonly string[]): WorkerResult {
  if (result.kind !== 'fail') return result;
  const matcher = knownSecrets.length === 0 ? undefined : createSecretMatcher(knownSecrets);
  return { ...result, message: recordableText(matcher, result.message) };
}
