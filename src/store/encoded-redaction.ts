// Known secrets behind an encoding cut out of text kept for display (redacted, never refused): a
// secret cannot be cut out of its encoded bytes, so the encoded text that hides it becomes `***`:
// a base64 / base32 / hex run (a path keeps its other segments), base64 in groups of four, a hex
// dump with separators, a block wrapped over lines, a percent-escaped token. The same again in
// each token as a reader sees it (text-view.ts), each match cut out of the text it came from: a run
// split by a colour code, or written with escapes. A dump with offsets (`xxd`, `hexdump -C`) has
// the columns of each line that carries part of a secret masked, its offsets kept (dump-lines.ts;
// the writer holds such lines when they come a line at a time).
import { dumpLinesHidingSecrets } from './dump-secrets.ts';
import { dumpLineRuns } from './dump-text.ts';
import { decodings, percentDecoded, separatedHexDecodings } from './encoded-decodings.ts';
import { scanBytes, scanOf, type Scan } from './encoded-scan.ts';
import {
  base64Runs,
  hidingSegments,
  mergedSpans,
  replaceSpans,
  wrappedBlocks,
  wrappedPieces,
  type Span,
} from './encoded-text.ts';
import { groupedBase64Runs, joinedGroups, withoutShortGroup } from './encoded-groups.ts';
import { separatedHexRuns } from './hex-dumps.ts';
import type { SecretMatcher } from './secrets.ts';
import { lastLineCarriesSecret } from './wrapped-tail.ts';

type Hides = (encoding: string, bytes: Buffer, whole?: boolean) => boolean;
/** The spans of a text that hide a secret, by one kind of encoded text. */
type Pass = (scan: Scan, text: string, hides: Hides) => Span[];

/**
 * Tokens: up to the nearest space, quote or angle bracket. One that carries a percent escape is
 * decoded. Found token by token (a pattern that looks for the escape inside the token would
 * rescan a long token from each of its characters: quadratic).
 */
const tokens = /[^\s"'<>]+/g;
const percentEscape = /%[0-9A-Fa-f]{2}/;

const runHides = (scan: Scan, run: string, hides: Hides) =>
  decodings(scan, run).some(({ encoding, bytes, whole }) => hides(encoding, bytes, whole));

/**
 * A wrapped block goes whole: no one of its lines alone decodes to what it hides. A last line that
 * may be a word printed after the block (`done`) stays when the lines before it hide the secret
 * and it carries no part of one (wrapped-tail.ts).
 */
const wrapped: Pass = (scan, text, hides) => {
  const spans: Span[] = [];
  if (text.includes('\n'))
    for (const block of wrappedBlocks(text)) {
      let start = block.start;
      for (const piece of wrappedPieces(text.slice(block.start, block.end))) {
        if (runHides(scan, piece, hides)) spans.push({ start, end: start + hiddenChars(scan, piece, hides) });
        start += piece.length + 1;
      }
    }
  return spans;
};

/** How much of a block that hides a secret goes: all of it, or all but a last line that carries none of it. */
function hiddenChars(scan: Scan, piece: string, hides: Hides): number {
  const lines = piece.split('\n');
  const last = lines.at(-1)!;
  if (lines.length < 2 || last.length >= lines[0]!.length || last.endsWith('=')) return piece.length;
  const head = piece.slice(0, piece.length - last.length - 1);
  if (!runHides(scan, head, hides)) return piece.length;
  const joined = lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  return lastLineCarriesSecret(scan.matcher, joined) ? piece.length : head.length;
}

const base64: Pass = (scan, text, hides) => {
  const spans: Span[] = [];
  if (text.length >= scan.minEncodedChars)
    for (const { start, end } of base64Runs(text, scan.minEncodedChars)) {
      const run = text.slice(start, end);
      if (runHides(scan, run, hides))
        for (const segment of hidingSegments(run, (part) => runHides(scan, part, hides)))
          spans.push({ start: start + segment.start, end: start + segment.end });
    }
  return spans;
};

/**
 * Base64 in groups of four (`c2st bGl2 …`) goes whole: no group alone decodes to what it hides. A
 * short last group (a word after the groups, or unpadded base64's end) goes only when it must.
 */
const groupedBase64: Pass = (scan, text, hides) => {
  const spans: Span[] = [];
  const runHidesIn = ({ start, end }: Span) => runHides(scan, joinedGroups(text.slice(start, end)), hides);
  for (const run of groupedBase64Runs(text, scan.minEncodedChars)) {
    const shorter = withoutShortGroup(text, run);
    if (shorter !== undefined && runHidesIn(shorter)) spans.push(shorter);
    else if (runHidesIn(run)) spans.push(run);
  }
  return spans;
};

const separatedHex: Pass = (scan, text, hides) =>
  separatedHexRuns(text, scan.minHexDigits).filter(({ start, end }) =>
    separatedHexDecodings(text.slice(start, end)).some(({ encoding, bytes }) => hides(encoding, bytes)),
  );

const percent: Pass = (_, text, hides) => {
  const spans: Span[] = [];
  if (text.includes('%'))
    for (const match of text.matchAll(tokens)) {
      if (!percentEscape.test(match[0])) continue;
      const bytes = percentDecoded(match[0]);
      if (bytes !== undefined && hides('url', bytes))
        spans.push({ start: match.index, end: match.index + match[0].length });
    }
  return spans;
};

/** The hex and text columns of each line of a dump with offsets that carries part of a secret. */
const dumps: Pass = (scan, text) => {
  const spans: Span[] = [];
  if (text.includes('\n'))
    for (const run of dumpLineRuns(text)) {
      const hidden = dumpLinesHidingSecrets(
        scan.matcher,
        run.map((line) => line.dump),
      );
      run.forEach((line, index) => {
        if (hidden[index])
          for (const { start, end } of line.dump.columns)
            spans.push({ start: line.start + start, end: line.start + end });
      });
    }
  return spans;
};

/** In this order, each on what the one before left (a dump without offsets is separated hex: one `***`). */
const passes = [wrapped, base64, groupedBase64, separatedHex, dumps, percent];
const mask = () => '***';

/**
 * `text` with each encoded text that hides a known secret replaced by `***`: for output kept for
 * display. The raw forms are the matcher's `redactText`.
 */
export function redactEncodedSecrets(matcher: SecretMatcher, text: string): string {
  if (matcher.minSecretBytes === 0 || text.length < matcher.minSecretBytes) return text;
  const scan = scanOf(matcher);
  const hides: Hides = (encoding, bytes, whole) => scanBytes(scan, bytes, [encoding], '$', 1, whole) !== null;
  let out = text;
  for (const pass of passes) {
    // Most lines hide nothing: no spans, nothing to sort or copy.
    const spans = pass(scan, out, hides);
    if (spans.length > 0) out = replaceSpans(out, mergedSpans(spans), mask);
  }
  const spans: Span[] = [];
  for (const { start: offset, view } of matcher.tokenViews(out))
    for (const pass of passes)
      for (const { start, end } of pass(scan, view.text, hides)) {
        const source = view.sourceSpan(start, end);
        spans.push({ start: offset + source.start, end: offset + source.end });
      }
  return replaceSpans(out, mergedSpans(spans), mask);
}
