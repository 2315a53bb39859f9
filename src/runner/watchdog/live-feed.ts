// What a caller sees live, in one order, though lines and records land in different files that
// are polled apart: an attempt's output lines come after the record of its start, after the
// records the graph log held when they were read (a dead lane the answer came after), and before
// the record of its end. Without it a fast node's lines showed under the node before it, or after
// its own "completed". The graph view reports each read (caughtUp) and has the live files read
// once more before it passes on a record that ends an attempt.
import { graphEventTypes } from '../../graph/index.ts';
import type { SupervisedRunEvent } from '../options/options.ts';
import { attemptIdOf, endsAnAttempt, type FollowedLine } from '../output/follow.ts';
import { notify } from './runner-log.ts';

/** Longest wait of a line: a start record the view never passes on cannot hold it for good. */
const maxHoldMs = 1_000;

interface Waiting {
  /** When the line was read (Date.now()). */
  readAt: number;
  line: FollowedLine;
}

export class LiveFeed {
  readonly #onEvent: (event: SupervisedRunEvent) => void;
  readonly #onOutput: (lines: FollowedLine[]) => void;
  readonly #started = new Set<string>();
  #waiting: Waiting[] = [];
  /** Runs only while lines wait. */
  #timer: NodeJS.Timeout | undefined;

  constructor(onEvent: (event: SupervisedRunEvent) => void, onOutput: (lines: FollowedLine[]) => void) {
    this.#onEvent = onEvent;
    this.#onOutput = onOutput;
  }

  /**
   * A record for the caller. Right before an attempt's end, every line of it that waits goes out
   * (the graph view read the live files once more first); its start lets its lines out at the
   * next caughtUp.
   */
  readonly event = (event: SupervisedRunEvent): void => {
    const id = event.log === 'graph' ? attemptIdOf(event.event) : undefined;
    if (id !== undefined && endsAnAttempt(event.event)) this.#let((waiting) => waiting.line.attemptId === id);
    notify(this.#onEvent, event);
    if (id !== undefined && event.event.type === graphEventTypes.attemptStarted) this.#started.add(id);
  };

  /** Lines as read from the live files: they wait for the graph view to catch up with them. */
  readonly lines = (lines: FollowedLine[]): void => {
    const readAt = Date.now();
    for (const line of lines) this.#waiting.push({ readAt, line });
    this.#timeHolds();
  };

  /**
   * The graph view passed on everything the graph log held at `readAt`: lines read before then, of
   * attempts whose start was passed on, go out.
   */
  caughtUp(readAt: number): void {
    this.#let((waiting) => waiting.readAt < readAt && this.#started.has(waiting.line.attemptId));
  }

  /** Every waiting line goes out (the session ends). */
  stop(): void {
    this.#let(() => true);
  }

  /** Passes on the waiting lines `out` picks, in the order they were read; the others keep waiting. */
  #let(out: (waiting: Waiting) => boolean): void {
    const passed: FollowedLine[] = [];
    const kept: Waiting[] = [];
    for (const waiting of this.#waiting) {
      if (out(waiting)) passed.push(waiting.line);
      else kept.push(waiting);
    }
    this.#waiting = kept;
    this.#pass(passed);
    this.#timeHolds();
  }

  /** The timer that lets stale lines out runs while lines wait, and only then. */
  #timeHolds(): void {
    if (this.#waiting.length > 0 && this.#timer === undefined) {
      this.#timer = setInterval(() => {
        const now = Date.now();
        this.#let((waiting) => now - waiting.readAt >= maxHoldMs);
      }, maxHoldMs / 2);
      this.#timer.unref();
    } else if (this.#waiting.length === 0 && this.#timer !== undefined) {
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
