// What a caller sees live, in one order: an attempt's output lines come after the record of its
// start and before the record of its end, though lines and records land in different files that
// are polled apart (a fast node's lines would otherwise show under the node before it, or after
// its own "completed"). The graph view asks for the lines before it passes on an attempt's end
// (flushLines); lines of an attempt whose start has not been passed on yet wait for it.
import { graphEventTypes } from '../../graph/index.ts';
import type { SupervisedRunEvent } from '../options/options.ts';
import { attemptIdOf, type FollowedLine } from '../output/follow.ts';
import { notify } from './runner-log.ts';

/** How long lines wait for their attempt's start: a start the view never passes on (none read) cannot hold them for good. */
const maxHoldMs = 1_000;

export class LiveFeed {
  readonly #onEvent: (event: SupervisedRunEvent) => void;
  readonly #onOutput: (lines: FollowedLine[]) => void;
  readonly #started = new Set<string>();
  readonly #held = new Map<string, { since: number; lines: FollowedLine[] }>();
  /** Runs only while lines wait. */
  #timer: NodeJS.Timeout | undefined;

  constructor(onEvent: (event: SupervisedRunEvent) => void, onOutput: (lines: FollowedLine[]) => void) {
    this.#onEvent = onEvent;
    this.#onOutput = onOutput;
  }

  /** A record for the caller; an attempt's start lets its waiting lines through right after it. */
  readonly event = (event: SupervisedRunEvent): void => {
    notify(this.#onEvent, event);
    if (event.log !== 'graph' || event.event.type !== graphEventTypes.attemptStarted) return;
    const id = attemptIdOf(event.event);
    if (id === undefined) return;
    this.#started.add(id);
    const held = this.#held.get(id);
    if (held === undefined) return;
    this.#held.delete(id);
    this.#pass(held.lines);
    this.#timeHolds();
  };

  /** Lines for the caller: those of attempts whose start was passed on go at once, the others wait. */
  readonly lines = (lines: FollowedLine[]): void => {
    const now: FollowedLine[] = [];
    for (const line of lines) {
      if (this.#started.has(line.attemptId)) {
        now.push(line);
        continue;
      }
      const held = this.#held.get(line.attemptId) ?? { since: Date.now(), lines: [] };
      held.lines.push(line);
      this.#held.set(line.attemptId, held);
    }
    this.#pass(now);
    this.#timeHolds();
  };

  /** Passes on every waiting line (the session ends). */
  stop(): void {
    this.#releaseStale(0);
  }

  #releaseStale(olderThanMs = maxHoldMs): void {
    const now = Date.now();
    for (const [id, held] of this.#held) {
      if (now - held.since < olderThanMs) continue;
      this.#held.delete(id);
      this.#pass(held.lines);
    }
    this.#timeHolds();
  }

  /** The timer that releases stale holds runs while lines wait, and only then. */
  #timeHolds(): void {
    if (this.#held.size > 0 && this.#timer === undefined) {
      this.#timer = setInterval(() => this.#releaseStale(), maxHoldMs / 2);
      this.#timer.unref();
    } else if (this.#held.size === 0 && this.#timer !== undefined) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  #pass(lines: FollowedLine[]): void {
    if (lines.length === 0) return;
    try {
      this.#onOutput(lines);
    } catch {
      // A listener's failure never stops the run.
    }
  }
}
