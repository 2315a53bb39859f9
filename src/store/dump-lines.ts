// Lines of a hex dump with offsets and a text column, as `xxd`, `hexdump -C` and `od -A x -t x1z`
// print them (16 bytes a line): `00000010: 3839 6162 …  89ab…`, `00000010  38 39 …  |89ab…|`,
// `000010 38 39 …  >89ab…<`. A secret longer than a line's bytes is never whole in one line, so
// consecutive dump lines are read for their bytes and checked joined; each line that carries part
// of a secret has its hex and text columns masked. Read a line at a time, in linear time: a line
// that does not start like a dump (an offset, or hex groups) is left at once.
import { hexChars, runEnd, type Span } from './encoded-text.ts';

export interface DumpLine {
  /** The bytes its hex columns write. */
  bytes: Buffer;
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
  if (groups.length === 0) return undefined;
  // The text column holds one character a byte, so it is found by the byte count of the groups before it.
  for (let count = groups.length; count >= 1; count -= 1) {
    const column = textColumn(line, groups, count);
    if (column !== undefined) return dumpOf(line, groups.slice(0, count), column);
  }
  if (skipBlanks(line, groups.at(-1)!.end) !== line.length || (offset < 0 && groups.length < 2)) return undefined;
  return dumpOf(line, groups, undefined);
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

/**
 * The text column after the first `count` groups: the line's last characters, one a byte (`|…|`
 * and `>…<` around them), blanks before it, each printable byte shown as itself (others as `.`).
 */
function textColumn(line: string, groups: readonly Span[], count: number): Span | undefined {
  let bytes = 0;
  for (let index = 0; index < count; index += 1) bytes += (groups[index]!.end - groups[index]!.start) / 2;
  const last = line.charCodeAt(line.length - 1);
  const closer = last === 0x7c ? 0x7c : last === 0x3c ? 0x3e : 0; // `|…|`, `>…<`
  const end = closer === 0 ? line.length : line.length - 1;
  const start = end - bytes;
  const opened = closer === 0 ? start : start - 1;
  const hexEnd = groups[count - 1]!.end;
  if (opened <= hexEnd || (closer !== 0 && line.charCodeAt(opened) !== closer)) return undefined;
  if (skipBlanks(line, hexEnd) < opened) return undefined;
  let byteAt = 0;
  for (let index = 0; index < count; index += 1)
    for (let digit = groups[index]!.start; digit < groups[index]!.end; digit += 2, byteAt += 1) {
      const byte = (hexValue(line.charCodeAt(digit)) << 4) | hexValue(line.charCodeAt(digit + 1));
      const shown = line.charCodeAt(start + byteAt);
      if (byte >= 0x20 && byte <= 0x7e ? shown !== byte : shown !== 0x2e && byte < 0x80) return undefined;
    }
  return { start, end };
}

/** A hex digit's value (the caller knows it is one). */
function hexValue(code: number): number {
  return code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57;
}

function dumpOf(line: string, groups: readonly Span[], column: Span | undefined): DumpLine {
  const hex = groups.map(({ start, end }) => line.slice(start, end)).join('');
  const columns = [{ start: groups[0]!.start, end: groups.at(-1)!.end }];
  if (column !== undefined && column.end > column.start) columns.push(column);
  return { bytes: Buffer.from(hex, 'hex'), columns };
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
