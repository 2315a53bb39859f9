// Terminal control sequences (ECMA-48), which a terminal and GitHub's log viewer act on and do not
// print: CSI (ESC [ parameters intermediates final: colours, `\x1b[1m`), string sequences (OSC
// ESC ] … BEL or ESC \: titles, hyperlinks; DCS, SOS, PM, APC alike), ESC + intermediates + final
// (`\x1b(B`) and two-character ESC sequences (`\x1b7`). The 8-bit introducers CSI (U+009B) and OSC
// (U+009D) too. Read over units, characters with their escapes decoded (a sequence is also written
// `\u001b[1m` in JSON text or `\x1b[1m` in a logged literal), one position at a time.

/** A character as a terminal receives it: its code (escapes decoded) and how many characters of the text it takes. */
export interface Unit {
  code: number;
  length: number;
}

export type UnitReader = (at: number) => Unit;

const escapeCode = 0x1b;
const csi8 = 0x9b;
const osc8 = 0x9d;
const stringTerminator8 = 0x9c;
const bell = 0x07;
/** A CSI's parameters and intermediates: a longer one is no sequence (nothing a program prints is that long). */
const maxCsiUnits = 64;
/** An OSC (a hyperlink's URL) or other string sequence: longer, it is taken for no sequence. */
const maxStringChars = 8192;

/** Whether a unit starts a sequence: ESC, or an 8-bit CSI or OSC. */
export function isIntroducer(code: number): boolean {
  return code === escapeCode || code === csi8 || code === osc8;
}

/**
 * Ends of the sequences in one text; positions asked for must not go backwards. A sequence whose
 * introducer is written as it is (the ESC character) is read as it is: a `\` after it is ST, not the
 * start of an escape. One whose introducer is escaped (`\u001b` in JSON text) is read through escapes.
 */
export class SequenceReader {
  readonly #text: string;
  readonly #decoded: UnitReader;
  // The first string terminator at or after #scannedFrom (as the reader #scannedBy reads): a later
  // string sequence that starts before it ends there too, so each character is scanned once.
  #scannedFrom = -1;
  #scannedBy: UnitReader | undefined;
  #terminator: { start: number; end: number } | undefined;

  constructor(text: string, decoded: UnitReader) {
    this.#text = text;
    this.#decoded = decoded;
  }

  readonly #raw: UnitReader = (at) => ({ code: this.#text.charCodeAt(at), length: 1 });

  /** Where the sequence that `introducer` (at `at`) starts ends, or -1 when what follows is no sequence. */
  end(at: number, introducer: Unit): number {
    const read = introducer.length === 1 ? this.#raw : this.#decoded;
    const from = at + introducer.length;
    if (introducer.code === csi8) return this.#csiEnd(read, from);
    if (introducer.code === osc8) return this.#stringEnd(read, at, from);
    if (from >= this.#text.length) return -1;
    const next = read(from);
    const after = from + next.length;
    if (next.code === 0x5b) return this.#csiEnd(read, after); // [
    // ] OSC, P DCS, X SOS, ^ PM, _ APC: a string up to its terminator.
    if (next.code === 0x5d || next.code === 0x50 || next.code === 0x58 || next.code === 0x5e || next.code === 0x5f)
      return this.#stringEnd(read, at, after);
    if (next.code >= 0x20 && next.code <= 0x2f) return this.#finalAfter(read, after, 0x20, 0x2f, 0x30);
    return next.code >= 0x30 && next.code <= 0x7e ? after : -1;
  }

  /** CSI: parameters and intermediates (0x20-0x3f), then a final character (0x40-0x7e). */
  #csiEnd(read: UnitReader, from: number): number {
    return this.#finalAfter(read, from, 0x20, 0x3f, 0x40);
  }

  /** Units in [low, high] (at most maxCsiUnits of them), then a final one in [final, 0x7e]: after it, or -1. */
  #finalAfter(read: UnitReader, from: number, low: number, high: number, final: number): number {
    let at = from;
    for (let units = 0; units <= maxCsiUnits && at < this.#text.length; units += 1) {
      const unit = read(at);
      at += unit.length;
      if (unit.code >= final && unit.code <= 0x7e) return at;
      if (unit.code < low || unit.code > high) return -1;
    }
    return -1;
  }

  /** After the terminator of a string sequence whose body starts at `from`: BEL, ST (ESC \ or U+009C); an ESC of another sequence cuts it. */
  #stringEnd(read: UnitReader, start: number, from: number): number {
    const terminator = this.#terminator;
    if (terminator === undefined || this.#scannedBy !== read || from < this.#scannedFrom || from > terminator.start) {
      this.#scannedFrom = from;
      this.#scannedBy = read;
      this.#terminator = this.#nextTerminator(read, from);
    }
    const { end } = this.#terminator!;
    return end >= 0 && end - start <= maxStringChars ? end : -1;
  }

  #nextTerminator(read: UnitReader, from: number): { start: number; end: number } {
    for (let at = from; at < this.#text.length;) {
      const unit = read(at);
      if (unit.code === bell || unit.code === stringTerminator8) return { start: at, end: at + unit.length };
      if (unit.code === escapeCode) {
        // ST, or another sequence: then this string was never ended, and is taken for no sequence
        // (its text is shown, and searched, rather than dropped up to the next ESC).
        const next = at + unit.length < this.#text.length ? read(at + unit.length) : undefined;
        return { start: at, end: next?.code === 0x5c ? at + unit.length + next.length : -1 };
      }
      at += unit.length;
    }
    return { start: this.#text.length, end: -1 };
  }
}
