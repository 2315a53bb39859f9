// A job's cancellation: SIGINT / SIGTERM from the runner (job cancelled, or timeout-minutes hit)
// and the interrupt-after timer. The first cause wins; listeners added later still hear it, so a
// signal that arrives before the run has started stops it from starting at all.

/**
 * GitHub cancels a step with SIGINT, SIGTERM 7.5 s later and a kill 2.5 s after that: 10 s in all.
 * In them the action stops the worker (SIGTERM, `teardown-grace`, SIGKILL), snapshots the
 * workspace, records the interrupt and saves the store (a few seconds for the cache and artifact).
 */
export const cancelBudget = { totalMs: 10_000, graceWarnMs: 5_000 } as const;

/** A warning when teardown-grace leaves too little of the 10 s for the snapshot and the save (undefined: it fits). */
export function cancelBudgetWarning(teardownGraceMs: number): string | undefined {
  if (teardownGraceMs <= cancelBudget.graceWarnMs) return undefined;
  return `teardown-grace ${teardownGraceMs / 1000} s leaves ${(cancelBudget.totalMs - teardownGraceMs) / 1000} s of the ${cancelBudget.totalMs / 1000} s GitHub gives a cancelled step for the workspace snapshot and the save of the store: a cancellation may be killed before the store is saved (keep it at ${cancelBudget.graceWarnMs / 1000}s or less, and set interrupt-after below the job's timeout)`;
}

export class Cancellation {
  #reason: string | null = null;
  readonly #listeners = new Set<(reason: string) => void>();

  get reason(): string | null {
    return this.#reason;
  }

  cancel(reason: string): void {
    if (this.#reason !== null) return;
    this.#reason = reason;
    for (const listener of [...this.#listeners]) listener(reason);
  }

  /** Calls `listener` once on cancellation (at once if already cancelled); returns the remover. */
  onCancel(listener: (reason: string) => void): () => void {
    if (this.#reason !== null) {
      listener(this.#reason);
      return () => undefined;
    }
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Cancels after `ms` (undefined: never); returns the timer's remover. The timer keeps no process alive. */
  after(ms: number | undefined, reason: string): () => void {
    if (ms === undefined) return () => undefined;
    const timer = setTimeout(() => this.cancel(reason), ms);
    timer.unref();
    return () => clearTimeout(timer);
  }
}
