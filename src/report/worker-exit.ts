// How a person reads the watchdog's records of a worker's exit and its restart. The crash record
// is written for every worker exit without a recorded result, but a worker the watchdog stopped on
// a request (an interrupt, a cancel, the run's time) did not crash, and a log that says so sends
// people looking for a bug.
import { formatDuration } from './format.ts';

const stoppedBecause: Readonly<Record<string, string>> = {
  interrupt: 'for the interrupt',
  stop: 'because the run is being stopped',
  timeout: "because the run's time ran out",
  'output-limit': 'after it printed past its output limit',
  'memory-limit': 'after it used more memory than allowed',
};

/**
 * `the worker was stopped for the interrupt (SIGTERM)`, or `the worker crashed (SIGKILL)` for one
 * that exited by itself, from a `runner:worker-crashed` record's data.
 */
export function describeWorkerExit(data: unknown): string {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const status =
    typeof fields.exitCode === 'number'
      ? `exit ${fields.exitCode}`
      : typeof fields.signal === 'string'
        ? fields.signal
        : 'no exit status';
  const reason = fields.stopReason;
  if (typeof reason !== 'string') return `the worker crashed (${status})`;
  const why = Object.hasOwn(stoppedBecause, reason) ? ` ${stoppedBecause[reason]}` : `: ${reason}`;
  return `the worker was stopped${why} (${status})`;
}

/** `restart 1 in 1.0 s`, from a `runner:backoff` record's data. */
export function describeBackoff(data: unknown): string {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const restart = typeof fields.restart === 'number' ? String(fields.restart) : '?';
  return `restart ${restart} in ${formatDuration(typeof fields.delayMs === 'number' ? fields.delayMs : null, '?')}`;
}
