// Settlements a worker's exit decides with no restart: an exit no replacement would mend, and the
// crash that finds the restart policy spent.
import type { OwnedCommandResult } from '../../engine/command/index.ts';
import type { Settlement } from './settle.ts';

/** A worker exit that no restart would mend: too much output, or no process at all. */
export function exitFailure(exit: OwnedCommandResult): Settlement | undefined {
  if (exit.outputLimitExceeded) {
    return {
      kind: 'fail',
      code: 'OUTPUT_LIMIT',
      message: 'the worker wrote more than 1000000 bytes to stdout and stderr; it was stopped and not restarted',
      cleanupVerified: true,
    };
  }
  if (exit.spawnError !== undefined) {
    return {
      kind: 'fail',
      code: 'WORKER_ERROR',
      message: `the worker could not be started: ${exit.spawnError.code}: ${exit.spawnError.message}`,
      cleanupVerified: true,
    };
  }
  return undefined;
}

export function restartsExhausted(maxRestarts: number): Settlement {
  return {
    kind: 'fail',
    code: 'RESTART_EXHAUSTED',
    message: `the worker crashed and restart.maxRestarts (${maxRestarts}) replacements were already used`,
    cleanupVerified: true,
  };
}
