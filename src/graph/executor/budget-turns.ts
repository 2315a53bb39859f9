// Engine calls counted by the same hard budget take turns. The budget is checked before a call
// from the calls that have ended; a call in flight has spent an unknown amount. So under a hard
// run budget only one engine call of the run is in flight at a time (under a hard node cap, one of
// that node), and the next one is checked with what the one before it spent: the budget is passed
// by at most one call, as in a sequential run. Soft budgets do not take turns.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { EngineError } from '../../engine/contract.ts';

/**
 * A call that must wait for its turn records it before it waits: the turn queue lives in the
 * worker's memory, so without this record status, the summary and the live lines (read from the
 * store by other processes) show a node that waits as running with no call, like one that hangs.
 * Its turn is the next engine-started record at the same position (or a pause, or a failure).
 */
export const budgetTurnWaitingType = 'runner:budget-turn-waiting';
export const budgetTurnWaitingSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    attemptId: z.string().min(1),
    lane: z.string(),
    /** The positions it waits after: those whose calls hold its budget, then those ahead of it in line. */
    after: z.array(z.string()),
  }),
);
export type BudgetTurnWaiting = z.infer<ReturnType<typeof budgetTurnWaitingSchema>>;

/** Who takes a turn, and what to do (record the wait) when it must wait: told whom it waits after. */
export interface TurnTaker {
  position: string;
  onWait?: (after: string[]) => Promise<void>;
}

interface Waiter {
  keys: readonly string[];
  position: string;
  grant: () => void;
}

export class BudgetTurns {
  /** Held keys, each with the position whose call holds it. */
  readonly #held = new Map<string, string>();
  readonly #waiting: Waiter[] = [];

  /**
   * Resolves with the turn's release once none of `keys` is held by another call; waiters that
   * share a key go in the order they came. Rejects with an `aborted` EngineError if `signal`
   * aborts first (the call never starts). No keys: resolves at once. A taker that must wait has
   * `onWait` awaited first (if it throws, the turn is given back when granted and the error thrown).
   */
  async take(keys: readonly string[], signal: AbortSignal, taker?: TurnTaker): Promise<() => void> {
    const after = this.#ahead(keys);
    const turn = this.#enqueue(keys, signal, taker?.position ?? '');
    if (after.length === 0 || taker?.onWait === undefined || signal.aborted) return turn;
    // Handled below (awaited, or released): an abort during the record must not go unhandled.
    turn.catch(() => {});
    try {
      await taker.onWait(after);
    } catch (error) {
      turn.then(
        (release) => release(),
        () => {},
      );
      throw error;
    }
    return turn;
  }

  /** The positions a call with `keys` would wait after: holders of its keys, then waiters sharing one. */
  #ahead(keys: readonly string[]): string[] {
    const after = new Set<string>();
    for (const key of keys) {
      const holder = this.#held.get(key);
      if (holder !== undefined) after.add(holder);
    }
    for (const waiter of this.#waiting) if (waiter.keys.some((key) => keys.includes(key))) after.add(waiter.position);
    return [...after];
  }

  #enqueue(keys: readonly string[], signal: AbortSignal, position: string): Promise<() => void> {
    if (keys.length === 0) return Promise.resolve(() => {});
    if (signal.aborted) return Promise.reject(waitAborted());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        keys,
        position,
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

  #hold(keys: readonly string[], position: string): void {
    for (const key of keys) this.#held.set(key, position);
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
      this.#hold(waiter.keys, waiter.position);
      waiter.grant();
    }
  }
}

function waitAborted(): EngineError {
  return new EngineError('the run was aborted while the engine call waited for its turn under the budget', {
    kind: 'aborted',
  });
}
