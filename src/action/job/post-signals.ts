// The runner's cancel signals as the post step hears them. Unlike the main step's Cancellation (the
// first cause wins and stops the run), every signal is passed on: the post step stops nothing, it
// says that it goes on saving, at SIGINT and again at the SIGTERM that follows 7.5 s later.

export class StepSignals {
  readonly #heard: string[] = [];
  readonly #listeners = new Set<(reason: string) => void>();

  receive(reason: string): void {
    this.#heard.push(reason);
    for (const listener of [...this.#listeners]) listener(reason);
  }

  /** Calls `listener` for each signal received so far, then for each new one; returns the remover. */
  listen(listener: (reason: string) => void): () => void {
    for (const reason of this.#heard) listener(reason);
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
