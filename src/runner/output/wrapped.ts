// Encoded text wrapped over lines (`base64` wraps at 76 characters, PEM at 64, `xxd -p` at 60): a
// secret's encoding can cross a line break, and then no line alone decodes to it. Lines that may be
// part of such a block are held until the block ends and checked joined; a block that hides a secret
// is written as `***`, line for line, as one unwrapped line of it would be (a shorter last line that
// carries no part of it, such as a word printed right after the block, as it is). Which lines belong to a
// block is the store's rule (encoded-text.ts), asked a line at a time. Base64 printed a group a
// line (`fold -w8`: 8 characters, or 4) is held as such a block too (encoded-groups.ts).
import { isGroupLine, isWrappedFullLine, isWrappedLastLine } from '../../store/index.ts';

/** Lines held at most; past it the older ones go, checked, and enough stay to join with what follows. */
const maxHeldLines = 64;

export interface HeldLine {
  text: string;
  /** When the line arrived (ms since the attempt started). */
  ms: number;
}

/** A line ready to be written: `hidden` when its block hides a secret. */
export type ReleasedLine = HeldLine & { hidden: boolean };

/** A full line of a block: as wide as an encoder wraps, or one group of a grouped encoding. */
const isFullLine = (line: string) => isWrappedFullLine(line) || isGroupLine(line);

export class WrappedEncodingHold {
  readonly #hides: (joined: string) => boolean;
  readonly #lastLineCarries: (lines: readonly string[]) => boolean;
  readonly #longestSecretBytes: number;
  #held: HeldLine[] = [];

  /**
   * `hides`: whether text hides a secret behind an encoding; `lastLineCarries`: whether a block's
   * last line carries part of one (its lines before hide one already); `longestSecretBytes`: the
   * longest one's size.
   */
  constructor(
    hides: (joined: string) => boolean,
    lastLineCarries: (lines: readonly string[]) => boolean,
    longestSecretBytes: number,
  ) {
    this.#hides = hides;
    this.#lastLineCarries = lastLineCarries;
    this.#longestSecretBytes = longestSecretBytes;
  }

  /** Takes the next line; returns the lines that may be written now, in order. */
  push(line: HeldLine): ReleasedLine[] {
    const width = this.#held[0]?.text.length;
    if (width === undefined) {
      if (isFullLine(line.text)) {
        this.#held.push(line);
        return [];
      }
      return [{ ...line, hidden: false }];
    }
    if (line.text.length === width && isFullLine(line.text)) {
      this.#held.push(line);
      return this.#held.length > maxHeldLines ? this.#release(this.#keptLines(width)) : [];
    }
    // The last line: shorter, or as long and padded.
    if (line.text.length <= width && isWrappedLastLine(line.text) && this.#endsGroups(line.text)) {
      this.#held.push(line);
      return this.#release(0);
    }
    // Not part of the block: the block ends, and this line may start another.
    return [...this.#release(0), ...this.push(line)];
  }

  /** Everything held, checked (the output ended, or a line bypasses the hold). */
  drain(): ReleasedLine[] {
    return this.#release(0);
  }

  /**
   * Whether the line may end the held block: any last line ends a wrapped one; base64 printed a
   * group a line is padded to whole groups of 4 (`fold -w8` of `base64`), so a word after it
   * (`done`'s 4 letters aside) is no part of it.
   */
  #endsGroups(line: string): boolean {
    return !isGroupLine(this.#held[0]!.text) || line.length % 4 === 0;
  }

  /** Lines that cover the longest secret's encoding (hex: 2 characters a byte) plus one, at this width. */
  #keptLines(width: number): number {
    return Math.ceil((this.#longestSecretBytes * 2 + 8) / width) + 1;
  }

  /** Releases all but the last `keep` held lines, those of a block that hides a secret hidden. */
  #release(keep: number): ReleasedLine[] {
    const held = this.#held;
    // One line alone is redacted as any line is; a block is checked joined.
    const hidden = held.length > 1 ? this.#hiddenLines(held.map((line) => line.text)) : held.map(() => false);
    const released = held.slice(0, Math.max(0, held.length - keep));
    this.#held = held.slice(released.length);
    return released.map((line, index) => ({ ...line, hidden: hidden[index]! }));
  }

  /**
   * Per line, whether it is hidden: every line of a block that hides a secret. A last line narrower
   * than the block and unpadded may be a word printed after it (`done`): when the lines before it
   * hide a secret on their own, it is hidden only when it carries part of one, and a last line that
   * breaks the block's decoding (a lower-case word after base32) does not keep the lines before it
   * from being checked.
   */
  #hiddenLines(lines: readonly string[]): boolean[] {
    const all = this.#hides(lines.join(''));
    const last = lines.at(-1)!;
    if (last.length >= lines[0]!.length || last.endsWith('=')) return lines.map(() => all);
    const head = lines.slice(0, -1);
    if (!this.#hides(head.join(''))) return lines.map(() => all);
    return [...head.map(() => true), all && this.#lastLineCarries(lines)];
  }
}
