// Lines of a dump of characters, as `od -c` and `hexdump -c` print bytes (a user checks a token for a
// stray newline with `echo "$TOKEN" | od -c`): an offset, then a cell of four columns a byte, the
// character right-aligned in it (`   s`), a control character as its escape (`  \n`), any other
// byte as three octal digits (` 303`), a space as four blanks; `**` stands after the first byte of a
// character of several. Read a line at a time in linear time; a line that does not start with an
// offset followed by whole cells is left at once. Read as a dump line (dump-lines.ts): the bytes it
// writes and the cells to mask.
import type { DumpLine } from './dump-lines.ts';
import { hexChars, runEnd } from './encoded-text.ts';

/** An offset: `od` prints 7 octal digits (6 with `-A x`), `hexdump` 7 hex digits. */
const minOffsetDigits = 6;
const maxOffsetDigits = 16;
const cellChars = 4;
/** `od -w` aside, 16 bytes a line; longer lines are no such dump. */
const maxCells = 64;
const space = 0x20;
/** The byte of a control character's escape (`\n`). */
const controlEscapes = new Map([
  ['\\0', 0],
  ['\\a', 7],
  ['\\b', 8],
  ['\\t', 9],
  ['\\n', 10],
  ['\\v', 11],
  ['\\f', 12],
  ['\\r', 13],
]);
const octalByte = /^[0-3][0-7]{2}$/;

/** The line as a line of a character dump that writes bytes, or undefined when it is none. */
export function charDumpLineOf(line: string): DumpLine | undefined {
  const offset = runEnd(line, hexChars, 0);
  if (offset < minOffsetDigits || offset > maxOffsetDigits) return undefined;
  const cells = (line.length - offset) / cellChars;
  if (!Number.isInteger(cells) || cells < 1 || cells > maxCells || line.charCodeAt(offset) !== space) return undefined;
  const bytes: number[] = [];
  for (let at = offset; at < line.length; at += cellChars) {
    const written = cellBytes(line.slice(at, at + cellChars));
    if (written === undefined) return undefined;
    bytes.push(...written);
  }
  const start = offset + line.slice(offset).search(/\S/);
  const end = line.trimEnd().length;
  // A line of blanks alone (hexdump pads its last line) writes nothing worth reading.
  if (start < offset || end <= start) return undefined;
  return { bytes: Buffer.from(bytes), columns: [{ start, end }] };
}

/** The bytes one cell writes, or undefined when it is no cell. */
function cellBytes(cell: string): number[] | undefined {
  const token = cell.trimStart();
  if (token === '') return [space];
  if (token === '**') return [];
  if (token.length === 1) return [...Buffer.from(token, 'utf8')];
  const control = controlEscapes.get(token);
  if (control !== undefined) return [control];
  return octalByte.test(token) ? [Number.parseInt(token, 8)] : undefined;
}
