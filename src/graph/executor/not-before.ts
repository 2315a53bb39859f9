// Dispatches that must not start before a time (a retry's backoff): the time is in the recorded
// dispatch input, and the wait runs before the action policy and the start record.
import type { JsonValue } from '../../store/contract.ts';
import { now, type AttemptServices } from './services.ts';

/**
 * A dispatch input object with `notBefore` (an ISO 8601 time, e.g. a retry's backoff) does not start
 * before then. The time is part of the recorded dispatch, so a restart or a later job never shortens it.
 */
export function inputNotBefore(input: JsonValue): number | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !Object.hasOwn(input, 'notBefore'))
    return undefined;
  const at = typeof input.notBefore === 'string' ? Date.parse(input.notBefore) : Number.NaN;
  return Number.isFinite(at) ? at : undefined;
}

/** Resolves true at `at` (by the services clock), false if the signal aborts first. */
export async function waitUntil(services: AttemptServices, at: number, signal: AbortSignal): Promise<boolean> {
  for (;;) {
    if (signal.aborted) return false;
    const left = at - now(services);
    if (left <= 0) return true;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.min(left, 2_147_483_647));
      signal.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
    });
  }
}
