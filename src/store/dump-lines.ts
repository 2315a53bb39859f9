// Lines of a hex dump with offsets and a text column, as `xxd`, `hexdump -C` and `od -A x -t x1z`
// print them (16 bytes a line): `00000010: 3839 6162 …  89ab…`, `00000010  38 39 …  |89ab…|`,
// `000010 38 39 …  >89ab…<`; words printed little-endian (`od -x`, `od -t x2`/`x4`, `hexdump`:
// `0000020 6b6f 6e65 …`, each word's bytes swapped); and lines of bytes with colons between,
// indented, as `openssl … -text` wraps a key (`    73:6b:2d:…:`). A secret longer than a line's
// bytes is never whole in one line, so consecutive dump lines are read for their bytes and checked
// joined; each line that carries part of a secret has its hex and text columns masked. Read a line
// at a time, in linear time: a line that does not start like a dump (an offset, or hex groups) is
// left at once.
import { hexChars, runEnd, type Span } from './encoded-text.ts';

export interface DumpLine {
  /** The bytes its hex columns write, each group read as it is printed (big-endian). */
  bytes: Buffer;
  /**
   * The bytes read as little-endian words, each group's bytes swapped (`od -x`, `hexdump`): when
   * its groups are words of more than a byte and no text column tells which order they are in.
   */
  swapped?: Buffer;
  /** What to mask when it carries part of a secret: its hex columns and its text column (when it has one). */
  columns: Span[];
}

/** Longer lines are no dump (`xxd -c 256` aside): parsing them is not worth it. */
const maxDumpLineChars = 1024;
/** An offset: `od` prints 6 or 7 digits, `xxd` and `hexdump` 8, PowerShell's Format-Hex 16. */
const minOffsetDigits = 4;
const maxOffsetDigits = 20;
/** A group: a byte (2 digits) up to xxd's `-g 8` (16 digits). */
const maxGroupDigits = 16;
const space = 0x20;
const tab = 0x09;
const colon = 0x3a;
const dash = 0x2d;

/** The line as a hex dump line that writes bytes, or undefined when it is none. */
export function dumpLineOf(line: string): DumpLine | undefined {
  if (line.length === 0 || line.length > maxDumpLineChars) return undefined;
  const first = line.charCodeAt(0);
  const indented = first === space || first === tab;
  if (!indented && hexChars[first] !== 1) return undefined;
  const offset = indented ? -1 : offsetEnd(line);
  // Without an offset (`od -An`, `hexdump -e`), the line starts with its groups, perhaps indented.
  const at = offset >= 0 ? offset : skipBlanks(line, 0);
  const groups = hexGroups(line, at);
  // An offset alone (the end offset `od` and `hexdump` print last) writes no bytes: it ends a dump.
  if (groups.length === 0) return offset >= 0 ? undefined : separatedLineOf(line, at);
  // The text column holds one character a byte, so it is found by the byte count of the groups before it.
  const words = groups.some(({ start, end }) => end - start > 2);
  for (let count = groups.length; count >= 1; count -= 1) {
    const kept = groups.slice(0, count);
    const bytes = bytesOf(line, kept, false);
    const printed = textColumnAt(line, kept, bytes);
    if (printed !== undefined) return dumpOf(kept, bytes, printed);
    const swapped = words ? bytesOf(line, kept, true) : undefined;
    const column = swapped === undefined ? undefined : textColumnAt(line, kept, swapped);
    if (column !== undefined) return dumpOf(kept, swapped!, column);
  }
  if (skipBlanks(line, groups.at(-1)!.end) !== line.length || (offset < 0 && groups.length < 2)) return undefined;
  const dump = dumpOf(groups, bytesOf(line, groups, false), undefined);
  return words ? { ...dump, swapped: bytesOf(line, groups, true) } : dump;
}

/**
 * A line of bytes with colons (or dashes) between, perhaps indented, perhaps ending in one
 * (`    73:6b:2d:…:6c:`, as `openssl` wraps a key or a signature): two bytes or more, or one before a
 * separator (the last line may be short).
 */
function separatedLineOf(line: string, from: number): DumpLine | undefined {
  const separator = line.charCodeAt(from + 2);
  if (separator !== colon && separator !== dash) return undefined;
  let at = from;
  let count = 0;
  while (hexChars[line.charCodeAt(at)] === 1 && hexChars[line.charCodeAt(at + 1)] === 1) {
    count += 1;
    at += 2;
    if (line.charCodeAt(at) !== separator) break;
    at += 1;
  }
  if (count === 0 || skipBlanks(line, at) !== line.length || hexChars[line.charCodeAt(at)] === 1) return undefined;
  const hexEnd = line.charCodeAt(at - 1) === separator ? at - 1 : at;
  const digits = line.slice(from, hexEnd).replaceAll(String.fromCharCode(separator), '');
  return { bytes: Buffer.from(digits, 'hex'), columns: [{ start: from, end: at }] };
}

/** After the offset and the blanks after it (`00000010: `, `000010 `), or -1 when the line starts with none. */
function offsetEnd(line: string): number {
  const digits = runEnd(line, hexChars, 0);
  if (digits < minOffsetDigits || digits > maxOffsetDigits) return -1;
  const at = line.charCodeAt(digits) === 0x3a ? digits + 1 : digits; // xxd's `:`
  const after = skipBlanks(line, at);
  return after === at ? -1 : after;
}

function skipBlanks(line: string, from: number): number {
  let at = from;
  while (line.charCodeAt(at) === space || line.charCodeAt(at) === tab) at += 1;
  return at;
}

/** Groups of an even number of hex digits from `from`, each followed by a blank or the line's end. */
function hexGroups(line: string, from: number): Span[] {
  const groups: Span[] = [];
  let at = from;
  while (at < line.length) {
    const end = runEnd(line, hexChars, at);
    const digits = end - at;
    const next = line.charCodeAt(end);
    if (digits === 0 || digits % 2 !== 0 || digits > maxGroupDigits) break;
    if (end < line.length && next !== space && next !== tab) break;
    groups.push({ start: at, end });
    at = skipBlanks(line, end);
  }
  return groups;
}

/** The bytes the groups write: each group as printed, or (`swapped`) as a little-endian word. */
function bytesOf(line: string, groups: readonly Span[], swapped: boolean): Buffer {
  let digits = 0;
  for (const { start, end } of groups) digits += end - start;
  const bytes = Buffer.alloc(digits / 2);
  let at = 0;
  for (const { start, end } of groups) {
    const count = (end - start) / 2;
    for (let index = 0; index < count; index += 1) {
      const digit = start + 2 * (swapped ? count - 1 - index : index);
      bytes[at + index] = (hexValue(line.charCodeAt(digit)) << 4) | hexValue(line.charCodeAt(digit + 1));
    }
    at += count;
  }
  return bytes;
}

/**
 * The text column after the groups: the line's last characters, one a byte (`|…|` and `>…<`
 * around them), blanks before it, each printable byte shown as itself (others as `.`).
 */
function textColumnAt(line: string, groups: readonly Span[], bytes: Buffer): Span | undefined {
  const last = line.charCodeAt(line.length - 1);
  const closer = last === 0x7c ? 0x7c : last === 0x3c ? 0x3e : 0; // `|…|`, `>…<`
  const end = closer === 0 ? line.length : line.length - 1;
  const start = end - bytes.length;
  const opened = closer === 0 ? start : start - 1;
  const hexEnd = groups.at(-1)!.end;
  if (opened <= hexEnd || (closer !== 0 && line.charCodeAt(opened) !== closer)) return undefined;
  if (skipBlanks(line, hexEnd) < opened) return undefined;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    const shown = line.charCodeAt(start + index);
    if (byte >= 0x20 && byte <= 0x7e ? shown !== byte : shown !== 0x2e && byte < 0x80) return undefined;
  }
  return { start, end };
}

/** A hex digit's value (the caller knows it is one). */
function hexValue(code: number): number {
  return code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57;
}

function dumpOf(groups: readonly Span[], bytes: Buffer, column: Span | undefined): DumpLine {
  const columns = [{ start: groups[0]!.start, end: groups.at(-1)!.end }];
  if (column !== undefined && column.end > column.start) columns.push(column);
  return { bytes, columns };
}

/** The line with its columns masked: the offset, the blanks and a text column's `|` `|` stay. */
export function maskedDumpLine(line: string, dump: DumpLine): string {
  let out = '';
  let from = 0;
  for (const { start, end } of dump.columns) {
    out += `${line.slice(from, start)}***`;
    from = end;
  }
  return out + line.slice(from);
}
