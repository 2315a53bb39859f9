// Progress while a run is live: one line per node event (the report's ProgressLines: position,
// phase, duration, tokens) and, on a terminal outside CI, one status line redrawn in place.
// Nothing is redrawn otherwise.
import { ProgressLines } from '../../report/index.ts';
import type { SupervisedRunEvent } from '../../runner/index.ts';
import { canAnimate, type CliIo } from '../io.ts';
import { formatDuration } from './format.ts';

export class Progress {
  readonly #io: CliIo;
  readonly #animate: boolean;
  readonly #started = Date.now();
  readonly #lines = new ProgressLines();
  #timer: NodeJS.Timeout | undefined;
  #drawn = false;

  constructor(io: CliIo) {
    this.#io = io;
    this.#animate = canAnimate(io);
    if (this.#animate) {
      this.#timer = setInterval(() => this.#draw(), 500);
      this.#timer.unref();
    }
  }

  readonly onEvent = (event: SupervisedRunEvent): void => {
    const line = this.#lines.describe(event);
    if (line !== undefined) this.note(line);
    else this.#draw();
  };

  /** Prints a line above the status line. */
  note(line: string): void {
    this.#clear();
    this.#io.stdout.write(`${line}\n`);
    this.#draw();
  }

  finish(): void {
    clearInterval(this.#timer);
    this.#clear();
  }

  #clear(): void {
    if (!this.#drawn) return;
    this.#io.stdout.write('\r\x1b[K');
    this.#drawn = false;
  }

  #draw(): void {
    if (!this.#animate) return;
    const counts = this.#lines.counts;
    const parts = [`${counts.completed} completed`, `${counts.running} running`];
    if (counts.failed > 0) parts.push(`${counts.failed} failed`);
    if (counts.paused > 0) parts.push(`${counts.paused} paused`);
    this.#io.stdout.write(`\r\x1b[K  … ${parts.join(', ')} · ${formatDuration(Date.now() - this.#started)}`);
    this.#drawn = true;
  }
}
