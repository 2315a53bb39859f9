// Hex dumps printed a line at a time with offsets and a text column (`xxd`, `hexdump -C`, `od -A x
// -t x1z`: 16 bytes a line; also characters, `od -c`): a secret longer than a line is never whole
// in one. Consecutive dump lines are held and checked joined (the store reads their bytes,
// dump-lines.ts, char-dumps.ts); each line that carries part of a secret is written with its hex
// and text columns as `***`, its offset kept. A long dump is checked in windows, each keeping
// enough of the last one to join with what follows.
import {
  dumpLinesHidingSecrets,
  maskedDumpLine,
  printedDumpLineOf,
  type DumpLine,
  type SecretMatcher,
} from '../../store/index.ts';
import type { HeldLine } from './wrapped.ts';

/** Lines held at most; past it the older ones go, checked. */
const maxHeldLines = 64;

interface HeldDumpLine extends HeldLine {
  dump: DumpLine;
  /** Carries part of a secret (found by this window or the one before). */
  hidden: boolean;
}

export class DumpLinesHold {
  readonly #matcher: SecretMatcher;
  /** Bytes a window keeps of the last one: the longest secret, twice (as UTF-16LE), and a margin. */
  readonly #keptBytes: number;
  #held: HeldDumpLine[] = [];

  constructor(matcher: SecretMatcher, longestSecretBytes: number) {
    this.#matcher = matcher;
    this.#keptBytes = longestSecretBytes * 2 + 8;
  }

  /** Takes the next line; returns the lines that may be written now, in order. */
  push(line: HeldLine): HeldLine[] {
    const dump = printedDumpLineOf(line.text);
    if (dump === undefined) return this.#held.length === 0 ? [line] : [...this.#release(0), line];
    this.#held.push({ ...line, dump, hidden: false });
    return this.#held.length > maxHeldLines ? this.#release(this.#keptLines()) : [];
  }

  /** Everything held, checked (the output ended, or a line bypasses the hold). */
  drain(): HeldLine[] {
    return this.#held.length === 0 ? [] : this.#release(0);
  }

  /** The last lines that hold the kept bytes, and one more. */
  #keptLines(): number {
    let bytes = 0;
    let lines = 0;
    while (lines < this.#held.length && bytes < this.#keptBytes) {
      lines += 1;
      bytes += this.#held[this.#held.length - lines]!.dump.bytes.length;
    }
    return Math.min(this.#held.length, lines + 1);
  }

  /** Releases all but the last `keep` held lines, those that carry part of a secret masked. */
  #release(keep: number): HeldLine[] {
    const held = this.#held;
    // One line alone is redacted as any line is.
    if (held.length > 1)
      dumpLinesHidingSecrets(
        this.#matcher,
        held.map((line) => line.dump),
      ).forEach((hidden, index) => (held[index]!.hidden ||= hidden));
    const released = held.slice(0, held.length - keep);
    this.#held = held.slice(released.length);
    return released.map(({ text, ms, dump, hidden }) => ({ text: hidden ? maskedDumpLine(text, dump) : text, ms }));
  }
}
