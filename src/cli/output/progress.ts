// Progress while a run is live: one line per node event (the report's ProgressLines: position,
// phase, duration, tokens; and a review loop's send-back) and, on a terminal outside CI, one
// status line redrawn in place. Nothing is redrawn otherwise.
import { ProgressLines } from '../../report/index.ts';
import type { SupervisedRunEvent } from '../../runner/index.ts';
import { canAnimate, terminalWidth, type CliIo } from '../io.ts';
import { formatDuration } from './format.ts';
import { sendBackLine } from './record-lines.ts';

export class Progress {
  readonly #io: CliIo;
  readonly #animate: boolean;
  readonly #started = Date.now();
  readonly #lines = new ProgressLines();
  #timer: NodeJS.Timeout | undefined;
  /** The status line on screen, if any. */
  #drawn: string | undefined;

  constructor(io: CliIo) {
    this.#io = io;
    this.#animate = canAnimate(io);
    if (this.#animate) {
      this.#timer = setInterval(() => this.#draw(), 500);
      this.#timer.unref();
    }
  }

  readonly onEvent = (event: SupervisedRunEvent): void => {
    // A review loop's send-back has no progress line of the report's: said here.
    const line = this.#lines.describe(event) ?? (event.log === 'graph' ? sendBackLine(event.event) : undefined);
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
    if (this.#drawn === undefined) return;
    this.#io.stdout.write('\r\x1b[K');
    this.#drawn = undefined;
  }

  #draw(): void {
    if (!this.#animate) return;
    const counts = this.#lines.counts;
    const parts = [`${counts.completed} completed`, `${counts.running} running`];
    if (counts.failed > 0) parts.push(`${counts.failed} failed`);
    if (counts.paused > 0) parts.push(`${counts.paused} paused`);
    const text = fitted(`  … ${parts.join(', ')} · ${formatDuration(Date.now() - this.#started)}`, this.#io);
    // Unchanged, it is not written again (events come in bursts).
    if (text === this.#drawn) return;
    this.#io.stdout.write(`\r\x1b[K${text}`);
    this.#drawn = text;
  }
}

/**
 * The status line cut to the terminal's width less one column: a line that wrapped could not be
 * cleared by the next redraw (`\r` goes back to the start of the last row only).
 */
function fitted(text: string, io: CliIo): string {
  const columns = terminalWidth(io);
  if (columns === undefined || columns <= 1 || text.length < columns) return text;
  return `${text.slice(0, columns - 2)}…`;
}
