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
 * It is written once those it names are in the log (their engine-started or waiting record), so
 * the log never has a wait on a call that had not started.
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

/** A turn taken: what its holder tells the line, and how it gives the turn back. */
export interface Turn {
  /** The call's engine-started record is durable: calls that wait after it may now record so. */
  started: () => void;
  /** Resolves once every call in line behind this one has recorded its wait (or left the line). */
  waitsRecorded: () => Promise<void>;
  /** Gives the turn back (once; later calls do nothing). */
  release: () => void;
}

/** A place in line: a call holding its keys or waiting for them. */
interface Place {
  keys: readonly string[];
  position: string;
  granted: boolean;
  /** A record naming it is durable (its wait, or its call's start), or it left the line. */
  recorded: boolean;
  whenRecorded: Promise<void>;
  markRecorded: () => void;
  grant: () => void;
}

const freeTurn: Turn = { started: () => {}, waitsRecorded: () => Promise.resolve(), release: () => {} };

export class BudgetTurns {
  /** Held keys, each with the place of the call that holds it. */
  readonly #held = new Map<string, Place>();
  readonly #waiting: Place[] = [];

  /**
   * Resolves with the turn once none of `keys` is held by another call; waiters that share a key
   * go in the order they came. Rejects with an `aborted` EngineError if `signal` aborts first (the
   * call never starts). No keys: resolves at once. A taker that must wait has `onWait` awaited
   * first, once everyone it names is in the log (so the log never has a wait on a call that has
   * not started); if its turn comes before that, it records no wait. If `onWait` throws, the turn
   * is given back when granted and the error thrown.
   */
  async take(keys: readonly string[], signal: AbortSignal, taker?: TurnTaker): Promise<Turn> {
    if (keys.length === 0) return freeTurn;
    if (signal.aborted) throw waitAborted();
    const place = newPlace(keys, taker?.position ?? '');
    const turn = this.#enqueue(place, signal);
    if (place.granted || taker?.onWait === undefined) return turn;
    // Handled below (awaited, or released): an abort during the record must not go unhandled.
    turn.catch(() => {});
    try {
      const after = await this.#whenAheadRecorded(place, signal);
      if (after !== undefined) {
        await taker.onWait(after);
        place.markRecorded();
      }
    } catch (error) {
      place.markRecorded();
      turn.then(
        (taken) => taken.release(),
        () => {},
      );
      throw error;
    }
    return turn;
  }

  /**
   * Waits until every place ahead of `place` is in the log; resolves with their positions, or
   * undefined when no wait is to be recorded (its turn came, or the run was aborted).
   */
  async #whenAheadRecorded(place: Place, signal: AbortSignal): Promise<string[] | undefined> {
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    for (;;) {
      if (place.granted || signal.aborted) return undefined;
      const ahead = this.#ahead(place);
      const unrecorded = ahead.filter((other) => !other.recorded);
      if (unrecorded.length === 0) return [...new Set(ahead.map((other) => other.position))];
      // Those ahead only start, record their wait or leave: the line ahead only shrinks.
      await Promise.race([Promise.all(unrecorded.map((other) => other.whenRecorded)), aborted]);
    }
  }

  /** The places `place` waits after: holders of its keys, then waiters ahead of it sharing one. */
  #ahead(place: Place): Place[] {
    const ahead = new Set<Place>();
    for (const key of place.keys) {
      const holder = this.#held.get(key);
      if (holder !== undefined) ahead.add(holder);
    }
    for (const waiter of this.#waiting) {
      if (waiter === place) break;
      if (shareKey(waiter, place.keys)) ahead.add(waiter);
    }
    return [...ahead];
  }

  #enqueue(place: Place, signal: AbortSignal): Promise<Turn> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const at = this.#waiting.indexOf(place);
        if (at >= 0) this.#waiting.splice(at, 1);
        place.markRecorded();
        reject(waitAborted());
        // A waiter that left may have been what held later ones back.
        this.#grantFree();
      };
      place.grant = () => {
        signal.removeEventListener('abort', onAbort);
        place.granted = true;
        resolve(this.#turnOf(place));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(place);
      this.#grantFree();
    });
  }

  #turnOf(place: Place): Turn {
    let released = false;
    return {
      started: () => place.markRecorded(),
      // A holder whose call never started is named by no wait yet to be written: nothing to wait for.
      waitsRecorded: async () => {
        if (!place.recorded) return;
        const behind = this.#waiting.filter((waiter) => shareKey(waiter, place.keys));
        await Promise.all(behind.map((waiter) => waiter.whenRecorded));
      },
      release: () => {
        if (released) return;
        released = true;
        place.markRecorded();
        for (const key of place.keys) if (this.#held.get(key) === place) this.#held.delete(key);
        this.#grantFree();
      },
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
      for (const key of waiter.keys) this.#held.set(key, waiter);
      waiter.grant();
    }
  }
}

function newPlace(keys: readonly string[], position: string): Place {
  let markRecorded = () => {};
  const whenRecorded = new Promise<void>((resolve) => {
    markRecorded = resolve;
  });
  const place: Place = {
    keys,
    position,
    granted: false,
    recorded: false,
    whenRecorded,
    markRecorded: () => {
      place.recorded = true;
      markRecorded();
    },
    grant: () => {},
  };
  return place;
}

function shareKey(place: Place, keys: readonly string[]): boolean {
  return place.keys.some((key) => keys.includes(key));
}

function waitAborted(): EngineError {
  return new EngineError('the run was aborted while the engine call waited for its turn under the budget', {
    kind: 'aborted',
  });
}
