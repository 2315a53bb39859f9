// Retry policies of the DAG form: which recorded failures retry, and the growing backoff before each
// retry, never shorter than the wait the engine asked for (its retry-after).
import type { JsonValue } from '../../store/contract.ts';
import type { DagRetry, DagRetryOn } from './schema.ts';

/** Whether a failure with these record details is one the policy retries (no `on`: every failure). */
export function retries(on: DagRetryOn | undefined, details: JsonValue | undefined): boolean {
  if (on === undefined) return true;
  const d = (typeof details === 'object' && details !== null && !Array.isArray(details) ? details : {}) as Record<
    string,
    JsonValue
  >;
  if (on.exitCodes !== undefined && typeof d.exitCode === 'number' && on.exitCodes.includes(d.exitCode)) return true;
  if (on.timeout === true && (d.timedOut === true || d.kind === 'timeout')) return true;
  if (on.signal === true && typeof d.signal === 'string') return true;
  return on.kinds !== undefined && typeof d.kind === 'string' && on.kinds.includes(d.kind);
}

/** The delay before retry number `failures` (1 = the first retry): backoff doubling, capped. */
export function backoffMs(retry: DagRetry | undefined, failures: number): number {
  if (retry?.backoffMs === undefined || failures === 0) return 0;
  const grown = retry.backoffMs * 2 ** Math.min(failures - 1, 40);
  return Math.min(grown, retry.maxBackoffMs ?? Number.MAX_SAFE_INTEGER, 2_147_483_647);
}

/** The longest retry-after an engine may impose on a retry (a longer one is cut to this). */
export const maxRetryAfterMs = 60 * 60_000;

/**
 * The wait before retry number `failures`: the backoff, or the retry-after of the failure being
 * retried (cut to maxRetryAfterMs) when that is longer. A rate limit retried at once fails again.
 */
export function retryDelayMs(retry: DagRetry | undefined, failures: number, retryAfterMs: number | undefined): number {
  const backoff = backoffMs(retry, failures);
  if (failures === 0 || retryAfterMs === undefined) return backoff;
  return Math.max(backoff, Math.min(retryAfterMs, maxRetryAfterMs));
}

/** The engine's retry-after in a failure record's details (whole ms, not negative), or undefined. */
export function retryAfterOf(details: JsonValue | undefined): number | undefined {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return undefined;
  const ms = details.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? Math.ceil(ms) : undefined;
}
