// Hex dumps with offsets inside one whole text (a node's output or a record field kept as one
// value, not a line at a time): `xxd`, `hexdump -C`, `od -A x -t x1z`, `od -x` lines (dump-lines.ts),
// and dumps of characters (`od -c`, `hexdump -c`: char-dumps.ts).
// A secret longer than a line's bytes is never whole in one line, so each run of consecutive dump
// lines is read for its bytes, joined. Lines are looked at one by one; a line that cannot start a
// dump (its first character is no hex digit or blank) is passed over without being cut out.
import { charDumpLineOf } from './char-dumps.ts';
import { dumpLineOf, type DumpLine } from './dump-lines.ts';
import { hexChars } from './encoded-text.ts';

/** One line of a dump in a text: where it is (its `\r` left out) and what it writes. */
export interface DumpTextLine {
  start: number;
  end: number;
  dump: DumpLine;
}

const lineFeed = '\n';
const carriageReturn = 0x0d;

/** Whether a line starting at `at` may be a dump line: a hex digit (an offset, a group) or a blank. */
function mayStartDump(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return hexChars[code] === 1 || code === 0x20 || code === 0x09;
}

/** A line of a dump of bytes: hex (dump-lines.ts) or characters (char-dumps.ts); undefined when it is none. */
export function printedDumpLineOf(line: string): DumpLine | undefined {
  return dumpLineOf(line) ?? charDumpLineOf(line);
}

/** Runs of two or more consecutive dump lines (one line alone is searched as any text is). */
export function dumpLineRuns(text: string): DumpTextLine[][] {
  const runs: DumpTextLine[][] = [];
  let run: DumpTextLine[] = [];
  for (let start = 0; start < text.length;) {
    const feed = text.indexOf(lineFeed, start);
    const next = feed < 0 ? text.length : feed;
    const end = next > start && text.charCodeAt(next - 1) === carriageReturn ? next - 1 : next;
    const dump = mayStartDump(text, start) ? printedDumpLineOf(text.slice(start, end)) : undefined;
    if (dump !== undefined) run.push({ start, end, dump });
    else {
      if (run.length > 1) runs.push(run);
      run = [];
    }
    start = next + 1;
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** The bytes a run of dump lines writes, joined: as printed and, when its words may be little-endian, swapped. */
export function dumpRunBytes(run: readonly DumpTextLine[]): Buffer[] {
  const out = [Buffer.concat(run.map((line) => line.dump.bytes))];
  if (run.some((line) => line.dump.swapped !== undefined))
    out.push(Buffer.concat(run.map((line) => line.dump.swapped ?? line.dump.bytes)));
  return out;
}
