// "Re-run jobs" on GitHub keeps GITHUB_RUN_ID and raises GITHUB_RUN_ATTEMPT. When the store this
// job restored was saved by an earlier attempt of this same workflow run, this job is a re-run of
// the job that recorded the result: a failed run is then reopened (mode auto), as a person asked.
import { parseSummaryContext, retryFailedCommand, type RunReport, type SummaryContext } from '../../report/index.ts';
import { isRetryableFailure } from '../../runner/index.ts';

/** `attempt 2 of workflow run 123 (the store was saved by attempt 1)`, or undefined when this is no re-run. */
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
  return `attempt ${current} of workflow run ${githubRunId}; the store was saved by attempt ${savedBy}`;
}

/** How a person retries a run that failed because nodes failed, for the log; undefined for any other run. */
export function retryHint(report: RunReport | null, context: SummaryContext): string | undefined {
  if (report === null || !isRetryableFailure(report.status)) return undefined;
  const { runId } = report.status;
  const dispatch = retryFailedCommand(parseSummaryContext(context), runId);
  return `Run ${runId} failed because nodes failed. To run its failed nodes again (completed nodes never run again; finally nodes run again after them): use "Re-run jobs" on this workflow run, or dispatch with retry-failed: ${dispatch}`;
}
