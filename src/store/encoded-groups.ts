// Base64 printed in groups with a space between, four characters each (`c2st bGl2 ZS0w …`, as some
// tools show a key or a fingerprint) or eight (`c2stbGl2 ZS0wMTIz …`, `fold -w8 | paste -sd' '`):
// no group alone is long enough to decode to a secret, so a run of groups is joined, its spaces
// left out, before it is decoded. Found by a loop over the runs of the alphabet (linear time,
// constant stack, as encoded-text.ts finds runs). A group a line (`fold -w8`) is the writer's
// wrapped-encoding hold's: isGroupLine.
import { base64Chars, runEnd, type Span } from './encoded-text.ts';

/** The widths of a group: a run's groups are all as wide as its first, its last perhaps shorter. */
const groupWidths: readonly number[] = [4, 8];
const spaceCode = 0x20;
const equals = 0x3d;

/**
 * Runs of two or more groups of 4 (or of 8) base64 characters, one space between them, the last
 * perhaps shorter or padded (`Zg==`), holding at least `minChars` characters without the spaces.
 * A group starts and ends at a character outside the alphabet: `abcdef ghij` is no run. Looked
 * for at the spaces (one native search each), most of them left at a glance.
 */
export function groupedBase64Runs(text: string, minChars: number): Span[] {
  const spans: Span[] = [];
  let space = text.indexOf(' ');
  while (space >= 0) {
    const width = groupWidthBefore(text, space, minChars);
    if (width === 0) {
      space = text.indexOf(' ', space + 1);
      continue;
    }
    const start = space - width;
    const { end, groups } = groupsFrom(text, start, width);
    if (groups >= 2 && end - start - (groups - 1) >= minChars) spans.push({ start, end });
    space = text.indexOf(' ', Math.max(end, space + 1));
  }
  return spans;
}

/** The width of the group that ends at this space and may start a run, 0 when none does. */
function groupWidthBefore(text: string, space: number, minChars: number): number {
  if (startsGroup(text, space, 4, minChars)) return 4;
  return startsGroup(text, space, 8, minChars) ? 8 : 0;
}

/** Whether a group of `width` ends at this space: most spaces of ordinary text are left at the first two looks. */
function startsGroup(text: string, space: number, width: number, minChars: number): boolean {
  // When two groups are too short for a secret, a third must follow: a space one group on.
  if (minChars > 2 * width && text.charCodeAt(space + width + 1) !== spaceCode) return false;
  const start = space - width;
  if (start < 0 || base64Chars[text.charCodeAt(start - 1)] === 1) return false;
  return runEnd(text, base64Chars, start) === space;
}

/** Where the groups that start at `start` end, and how many there are. */
function groupsFrom(text: string, start: number, width: number): { end: number; groups: number } {
  let at = start;
  let groups = 0;
  let end = start;
  for (;;) {
    const stop = runEnd(text, base64Chars, at);
    let padded = stop;
    while (padded < stop + 2 && text.charCodeAt(padded) === equals) padded += 1;
    const length = padded - at;
    if (length === 0 || length > width || (length < width && groups === 0)) break;
    groups += 1;
    end = padded;
    // A short or padded group is the last.
    const last = length < width || padded > stop;
    if (last || text.charCodeAt(padded) !== spaceCode || base64Chars[text.charCodeAt(padded + 1)] !== 1) break;
    at = padded + 1;
  }
  return { end, groups };
}

/**
 * The run without its last group when that is short and unpadded (`… b` after the groups: a word,
 * or unpadded base64's last characters); undefined otherwise.
 */
export function withoutShortGroup(text: string, run: Span): Span | undefined {
  const lastSpace = text.lastIndexOf(' ', run.end - 1);
  const width = text.indexOf(' ', run.start) - run.start;
  if (lastSpace < run.start || run.end - lastSpace - 1 >= width || text.charCodeAt(run.end - 1) === equals)
    return undefined;
  return { start: run.start, end: lastSpace };
}

/** A run of groupedBase64Runs without its spaces. */
export function joinedGroups(run: string): string {
  return run.replaceAll(' ', '');
}

/**
 * A line that is one group (4 or 8 base64 characters, as `fold -w8` prints base64 a group a line):
 * a block of such lines is joined as a wrapped encoding is.
 */
export function isGroupLine(line: string): boolean {
  return groupWidths.includes(line.length) && runEnd(line, base64Chars, 0) === line.length;
}
