// The teardown budget: once a stop, interrupt or timeout is requested, the watchdog's workspace
// work (the interrupt's snapshot, a restart snapshot or verify in progress) must end within
// teardown-grace (the worker's stop) plus an allowance for the snapshot, counted from the request.
// A git still running then is stopped through the provider's signal, so a hung git cannot hold a
// cancelled job past the 10 s GitHub gives it (the store still has to be saved after this).
import { isWorkspaceError } from '../../workspace/index.ts';

/** Time the snapshot gets beyond teardown-grace (a small repository needs well under a second). */
export const teardownSnapshotAllowanceMs = 2000;

export class TeardownBudget {
  readonly budgetMs: number;
  readonly #graceMs: number;
  readonly #allowanceMs: number;
  readonly #controller = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #started = false;

  constructor(teardownGraceMs: number, allowanceMs = teardownSnapshotAllowanceMs) {
    this.#graceMs = teardownGraceMs;
    this.#allowanceMs = allowanceMs;
    this.budgetMs = teardownGraceMs + allowanceMs;
  }

  /** Aborted when the budget has run out (never before start()). */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /**
   * Whether `error` is the budget cutting a workspace call: the budget has run out and the call
   * failed as a stopped git does (or with the signal's reason, from a provider of its own). A
   * storage refusal of the snapshot (KNOWN_SECRET, size) keeps its own code.
   */
  cut(error: unknown): boolean {
    const signal = this.#controller.signal;
    return signal.aborted && (isWorkspaceError(error, 'WORKSPACE_CAPTURE') || error === signal.reason);
  }

  /** Starts the clock at the request; later calls keep the first start. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#timer = setTimeout(() => {
      this.#controller.abort(new Error(`the teardown budget of ${this.budgetMs} ms ran out`));
    }, this.budgetMs);
    // The settle in progress keeps the process alive; the budget alone must not.
    this.#timer.unref();
  }

  dispose(): void {
    clearTimeout(this.#timer);
  }

  /** What a record says of a workspace call cut at the budget. */
  cutMessage(what: string, detail: string): string {
    return `${what} was cut at the teardown budget (${this.budgetMs} ms after the request: teardown-grace ${this.#graceMs} ms plus ${this.#allowanceMs} ms for the snapshot): ${detail}`;
  }
}
