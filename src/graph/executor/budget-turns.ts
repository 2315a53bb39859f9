// Engine calls counted by the same hard budget take turns. The budget is checked before a call
// from the calls that have ended; a call in flight has spent an unknown amount. So under a hard
// run budget only one engine call of the run is in flight at a time (under a hard node cap, one of
// that node), and the next one is checked with what the one before it spent: the budget is passed
// by at most one call, as in a sequential run. Soft budgets do not take turns.
import { EngineError } from '../../engine/contract.ts';

interface Waiter {
  keys: readonly string[];
  grant: () => void;
}

export class BudgetTurns {
  readonly #held = new Set<string>();
  readonly #waiting: Waiter[] = [];

  /**
   * Resolves with the turn's release once none of `keys` is held by another call; waiters that
   * share a key go in the order they came. Rejects with an `aborted` EngineError if `signal`
   * aborts first (the call never starts). No keys: resolves at once.
   */
  take(keys: readonly string[], signal: AbortSignal): Promise<() => void> {
    if (keys.length === 0) return Promise.resolve(() => {});
    if (signal.aborted) return Promise.reject(waitAborted());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        keys,
        grant: () => {
          signal.removeEventListener('abort', onAbort);
          resolve(this.#release(keys));
        },
      };
      const onAbort = () => {
        const at = this.#waiting.indexOf(waiter);
        if (at >= 0) this.#waiting.splice(at, 1);
        reject(waitAborted());
        // A waiter that left may have been what held later ones back.
        this.#grantFree();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(waiter);
      this.#grantFree();
    });
  }

  #hold(keys: readonly string[]): void {
    for (const key of keys) this.#held.add(key);
  }

  #release(keys: readonly string[]): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) this.#held.delete(key);
      this.#grantFree();
    };
  }

  /** Grants waiters in order; a waiter still blocked keeps its keys from the ones behind it. */
  #grantFree(): void {
    const blocked = new Set<string>();
    for (let index = 0; index < this.#waiting.length;) {
      const waiter = this.#waiting[index]!;
      if (waiter.keys.some((key) => this.#held.has(key) || blocked.has(key))) {
        for (const key of waiter.keys) blocked.add(key);
        index += 1;
        continue;
      }
      this.#waiting.splice(index, 1);
      this.#hold(waiter.keys);
      waiter.grant();
    }
  }
}

function waitAborted(): EngineError {
  return new EngineError('the run was aborted while the engine call waited for its turn under the budget', {
    kind: 'aborted',
  });
}
