// A job's cancellation: SIGINT / SIGTERM from the runner (job cancelled, or timeout-minutes hit)
// and the interrupt-after timer. The first cause wins; listeners added later still hear it, so a
// signal that arrives before the run has started stops it from starting at all.

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
