// Base64 printed in groups of four characters with a space between (`c2st bGl2 ZS0w …`, as some
// tools show a key or a fingerprint): no group alone is long enough to decode to a secret, so a run
// of groups is joined, its spaces left out, before it is decoded. Found by a loop over the runs of
// the alphabet (linear time, constant stack, as encoded-text.ts finds runs).
import { base64Chars, runEnd, type Span } from './encoded-text.ts';

const groupChars = 4;
const spaceCode = 0x20;
const equals = 0x3d;

/**
 * Runs of two or more groups of 4 base64 characters, one space between them, the last perhaps
 * shorter or padded (`Zg==`), holding at least `minChars` characters without the spaces. A group
 * starts and ends at a character outside the alphabet: `abcdef ghij` is no run. Looked for at the
 * spaces (one native search each), most of them left at a glance.
 */
export function groupedBase64Runs(text: string, minChars: number): Span[] {
  const spans: Span[] = [];
  // Three groups or more (a secret of 8 bytes or more): the first space has another 5 characters on.
  const spaced = minChars > 2 * groupChars;
  let space = text.indexOf(' ');
  while (space >= 0) {
    const start = space - groupChars;
    if (
      (spaced && text.charCodeAt(space + groupChars + 1) !== spaceCode) ||
      start < 0 ||
      base64Chars[text.charCodeAt(start - 1)] === 1 ||
      runEnd(text, base64Chars, start) !== space
    ) {
      space = text.indexOf(' ', space + 1);
      continue;
    }
    const { end, groups } = groupsFrom(text, start);
    if (groups >= 2 && end - start - (groups - 1) >= minChars) spans.push({ start, end });
    space = text.indexOf(' ', Math.max(end, space + 1));
  }
  return spans;
}

/** Where the groups that start at `start` end, and how many there are. */
function groupsFrom(text: string, start: number): { end: number; groups: number } {
  let at = start;
  let groups = 0;
  let end = start;
  for (;;) {
    const stop = runEnd(text, base64Chars, at);
    let padded = stop;
    while (padded < stop + 2 && text.charCodeAt(padded) === equals) padded += 1;
    const length = padded - at;
    if (length === 0 || length > groupChars || (length < groupChars && groups === 0)) break;
    groups += 1;
    end = padded;
    // A short or padded group is the last.
    const last = length < groupChars || padded > stop;
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
  if (lastSpace < run.start || run.end - lastSpace - 1 >= groupChars || text.charCodeAt(run.end - 1) === equals)
    return undefined;
  return { start: run.start, end: lastSpace };
}

/** A run of groupedBase64Runs without its spaces. */
export function joinedGroups(run: string): string {
  return run.replaceAll(' ', '');
}
