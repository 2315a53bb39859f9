// SIGINT / SIGTERM for a watchdog that handles signals itself (`handleSignals`). The listeners go
// in before the process lock is taken: a signal that arrives before a Supervisor exists is held
// (not the default action, which would end the process with the lock held) and delivered as an
// interrupt the moment the Supervisor is attached; start refuses to go on if it came before
// anything was written.
export type WatchdogSignal = 'SIGINT' | 'SIGTERM';

export interface Interruptible {
  interrupt(signal?: string): Promise<unknown>;
  readonly done: Promise<unknown>;
}

export class SignalGate {
  #pending: WatchdogSignal | null = null;
  #target: Interruptible | null = null;
  #installed = true;
  readonly #listener = (signal: NodeJS.Signals) => {
    const received = signal as WatchdogSignal;
    if (this.#target !== null) void this.#target.interrupt(received);
    else this.#pending ??= received;
  };

  private constructor() {
    process.on('SIGINT', this.#listener);
    process.on('SIGTERM', this.#listener);
  }

  static install(): SignalGate {
    return new SignalGate();
  }

  /** The first signal received before a Supervisor was attached. */
  get pending(): WatchdogSignal | null {
    return this.#pending;
  }

  /** Hands held and later signals to the supervisor; the listeners go when it settles. */
  attach(target: Interruptible): void {
    this.#target = target;
    if (this.#pending !== null) void target.interrupt(this.#pending);
    void target.done.catch(() => undefined).finally(() => this.dispose());
  }

  dispose(): void {
    if (!this.#installed) return;
    this.#installed = false;
    process.off('SIGINT', this.#listener);
    process.off('SIGTERM', this.#listener);
  }
}
