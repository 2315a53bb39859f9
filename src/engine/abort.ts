// Waiting that honours an abort signal and a per-call time bound, shared by engines.
import { EngineError, type UsageReceipt } from './contract.ts';

export function abortedError(usage?: UsageReceipt): EngineError {
  return new EngineError('engine call aborted', { kind: 'aborted', ...(usage === undefined ? {} : { usage }) });
}

export function timeoutError(timeoutMs: number, usage?: UsageReceipt): EngineError {
  return new EngineError(`engine call exceeded its time bound of ${timeoutMs} ms`, {
    kind: 'timeout',
    ...(usage === undefined ? {} : { usage }),
  });
}

/**
 * Resolves after `ms` (never when `ms` is Infinity). Rejects with `aborted` on the signal
 * or `timeout` once `timeoutMs` passes, whichever comes first.
 */
export function waitBounded(
  ms: number,
  signal: AbortSignal,
  timeoutMs: number | undefined,
  failureUsage?: () => UsageReceipt,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortedError(failureUsage?.()));
      return;
    }
    const timers: NodeJS.Timeout[] = [];
    const done = (): void => {
      for (const t of timers) clearTimeout(t);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      done();
      reject(abortedError(failureUsage?.()));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    if (Number.isFinite(ms)) {
      timers.push(
        setTimeout(
          () => {
            done();
            resolve();
          },
          Math.max(0, ms),
        ),
      );
    }
    if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs < ms) {
      timers.push(
        setTimeout(
          () => {
            done();
            reject(timeoutError(timeoutMs, failureUsage?.()));
          },
          Math.max(0, timeoutMs),
        ),
      );
    }
  });
}
