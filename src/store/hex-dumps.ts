// Hex dumps in text: bytes printed as hex with separators between them (`openssl` and .NET print
// `5a:71:38` / `5A-71-38`, `od` and `xxd` `5a 71 38` or `5a71 3872`, over lines; `od -x` and
// `hexdump` words little-endian: `715a 3a38`), found by a loop over the groups of hex digits
// (constant stack, linear time, as encoded-text.ts finds runs).
import { alphabet, hexChars, lineBreakAt, runEnd, type Span } from './encoded-text.ts';

/** Between groups of hex digits: `openssl` and `.NET` print `5a:71`/`5A-71`, `od` and `xxd` `5a 71`. */
const hexSeparators = alphabet(' :-');

/**
 * Groups of hex digits, each a whole number of bytes (an even count, at most 16 digits), two or more
 * of them with one or two separators between (`5a:71:38`, `5A-71-38`, `5a71 3872`; a dump's line
 * break and indentation too), holding at least `minDigits` digits: a dump of bytes. UUIDs match
 * too; they decode to bytes that hold no secret.
 */
export function separatedHexRuns(text: string, minDigits: number): Span[] {
  const separated = text.includes(' ') || text.includes(':') || text.includes('-') || text.includes('\n');
  return separated ? hexSpans(text, minDigits).dumps : [];
}

/** A dump's groups are bytes (2 digits), or xxd's groups of 2, 4 or 8 bytes: a longer run is no group of one. */
const maxGroupDigits = 16;

/** Runs of hex digits (as hexRuns) and dumps (as separatedHexRuns), found in one pass over the groups. */
export function hexSpans(text: string, minDigits: number): { runs: Span[]; dumps: Span[] } {
  const runs: Span[] = [];
  const dumps: Span[] = [];
  let dumpStart = 0;
  let dumpEnd = 0;
  let groups = 0;
  let digits = 0;
  let next = -1; // where the dump's next group would start: after the last group's separators
  let at = 0;
  while (at < text.length) {
    if (hexChars[text.charCodeAt(at)] !== 1) {
      at += 1;
      continue;
    }
    const start = at;
    at = runEnd(text, hexChars, start);
    const length = at - start;
    if (length >= minDigits) runs.push({ start, end: at });
    const grouped = length % 2 === 0 && length <= maxGroupDigits;
    if (!grouped || start !== next) {
      if (groups >= 2 && digits >= minDigits) dumps.push({ start: dumpStart, end: dumpEnd });
      groups = 0;
    }
    if (grouped) {
      if (groups === 0) {
        dumpStart = start;
        digits = 0;
      }
      groups += 1;
      digits += length;
      dumpEnd = at;
    }
    next = grouped ? separatorEnd(text, at) : -1;
  }
  if (groups >= 2 && digits >= minDigits) dumps.push({ start: dumpStart, end: dumpEnd });
  return { runs, dumps };
}

/**
 * After the separator at `at` (at when there is none): one or two of ` :-`, then perhaps a line
 * break and the next line's indentation (`od` prints 16 bytes a line, `openssl` ends a line with
 * `:` and indents the next).
 */
function separatorEnd(text: string, at: number): number {
  let end = at;
  if (hexSeparators[text.charCodeAt(end)] === 1) end += hexSeparators[text.charCodeAt(end + 1)] === 1 ? 2 : 1;
  const lineBreak = lineBreakAt(text, end);
  if (lineBreak === 0) return end;
  end += lineBreak;
  while (text.charCodeAt(end) === 0x20 || text.charCodeAt(end) === 0x09) end += 1;
  return end;
}

/**
 * The hex digits of a match of separatedHexRuns, separators left out; `swapped`: each group's bytes
 * in reverse, as a little-endian word (`od -x`, `hexdump` print 2-byte words so).
 */
export function hexDigitsOf(run: string, swapped = false): string {
  let digits = '';
  for (let at = 0; at < run.length;) {
    const end = runEnd(run, hexChars, at);
    if (swapped) for (let byte = end - 2; byte >= at; byte -= 2) digits += run.slice(byte, byte + 2);
    else digits += run.slice(at, end);
    at = separatorEnd(run, end);
    if (at === end) break;
  }
  return digits;
}

/** Whether a match of separatedHexRuns holds a group wider than a byte: a word that may be little-endian. */
export function holdsHexWords(run: string): boolean {
  for (let at = 0; at < run.length;) {
    const end = runEnd(run, hexChars, at);
    if (end - at > 2) return true;
    at = separatorEnd(run, end);
    if (at === end) break;
  }
  return false;
}
