// "Re-run jobs" on GitHub keeps GITHUB_RUN_ID and raises GITHUB_RUN_ATTEMPT. When the store this
// job restored was saved by an earlier attempt of this same workflow run, this job is a re-run of
// the job that recorded the result: a failed run is then reopened (mode auto), as a person asked.
import { parseSummaryContext, retryFailedCommand, type RunReport, type SummaryContext } from '../../report/index.ts';
import { isRetryableFailure } from '../../runner/index.ts';
import type { PreparedJob } from './prepare.ts';

/** `attempt 2 of workflow run 123, whose attempt 1 saved the store`, or undefined when this is no re-run. */
export function rerunOf(
  restoredKey: string | undefined,
  restorePrefix: string,
  githubRunId: string,
  githubRunAttempt: string,
): string | undefined {
  if (restoredKey === undefined || !restoredKey.toLowerCase().startsWith(restorePrefix.toLowerCase())) return undefined;
  const match = /^([0-9]+)-([0-9]+)$/.exec(restoredKey.slice(restorePrefix.length));
  if (match === null || match[1] !== githubRunId) return undefined;
  const savedBy = Number(match[2]);
  const current = Number(githubRunAttempt);
  if (!Number.isSafeInteger(current) || current <= savedBy) return undefined;
  return `attempt ${current} of workflow run ${githubRunId}, whose attempt ${savedBy} saved the store`;
}

/**
 * Whether "Re-run jobs" of this job would reopen a failed run (modes.ts): mode auto, no position
 * input (a re-run keeps the inputs, and a position is refused RUN_NOT_PAUSED), and this job saved
 * the run to the cache under the key its re-run takes for a store of an earlier attempt (rerunOf).
 */
export function rerunWouldReopen(
  job: Pick<PreparedJob, 'config' | 'restorePrefix' | 'githubRunId' | 'githubRunAttempt'>,
  savedKey: string | undefined,
): boolean {
  const { mode, position } = job.config;
  if (mode !== 'auto' || position !== undefined || savedKey === undefined) return false;
  const next = Number(job.githubRunAttempt) + 1;
  return rerunOf(savedKey, job.restorePrefix, job.githubRunId, String(next)) !== undefined;
}

/** How a person retries a run that failed because nodes failed, for the log; undefined for any other run. */
export function retryHint(report: RunReport | null, context: SummaryContext): string | undefined {
  if (report === null || !isRetryableFailure(report.status)) return undefined;
  const parsed = parseSummaryContext(context);
  // Another job drives the run now (it is reopening it): a retry here would race it.
  if (parsed.drivenElsewhere === true) return undefined;
  const { runId } = report.status;
  const dispatch = retryFailedCommand(parsed, runId);
  const rerun = parsed.rerunReopens === true ? 'use "Re-run jobs" on this workflow run, or ' : '';
  return `Run ${runId} failed because nodes failed. To run its failed nodes again (completed nodes never run again; finally nodes run again after them): ${rerun}dispatch with retry-failed: ${dispatch}`;
}
