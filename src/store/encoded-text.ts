// Where an encoded value sits in text, for the scan and the redaction of secret-scan.ts: runs of
// base64 / hex characters (hex dumps with separators: hex-dumps.ts), lines of a wrapped encoding (joined before they are decoded) and the path
// segments of a run (redacted alone). Runs are found by loops over the characters, not by regular
// expressions: V8's irregexp keeps backtracking state for each character of a `[…]{n,}` loop and
// throws `RangeError: Maximum call stack size exceeded` on a run of a few million characters (a
// 6 MB base64 value), and a pattern of lines (`(?:[…]{56,}\n)+`) tried at each offset of one long
// line is quadratic. A loop takes any length in constant stack and linear time.

/** A match in text: `text.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/** Characters of an alphabet by char code (every UTF-16 code unit indexes it). */
export function alphabet(chars: string): Uint8Array {
  const table = new Uint8Array(0x10000);
  for (const char of chars) table[char.charCodeAt(0)] = 1;
  return table;
}

/** base64 and base64url, padding aside: `[A-Za-z0-9+/_-]`. */
export const base64Chars = alphabet('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-');
/** `[0-9a-fA-F]`. */
export const hexChars = alphabet('0123456789abcdefABCDEF');
const equals = 0x3d;
const carriageReturn = 0x0d;
const lineFeed = 0x0a;
/** Characters of a full line of a wrapped block: `base64` wraps at 76, PEM at 64, `xxd -p` at 60. */
const fullLineChars = 56;

/** Where the run of the alphabet's characters that starts at `from` ends. */
export function runEnd(text: string, chars: Uint8Array, from: number): number {
  let end = from;
  while (end < text.length && chars[text.charCodeAt(end)] === 1) end += 1;
  return end;
}

/** Where the next character of the alphabet at or after `from` is (text.length without one). */
function nextOf(text: string, chars: Uint8Array, from: number): number {
  let at = from;
  while (at < text.length && chars[text.charCodeAt(at)] !== 1) at += 1;
  return at;
}

/** After up to two `=` of padding at `at`. */
function afterPadding(text: string, at: number): number {
  if (text.charCodeAt(at) !== equals) return at;
  return text.charCodeAt(at + 1) === equals ? at + 2 : at + 1;
}

/** The length of a line break (`\n` or `\r\n`) at `at`, 0 without one. */
export function lineBreakAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code === lineFeed) return 1;
  return code === carriageReturn && text.charCodeAt(at + 1) === lineFeed ? 2 : 0;
}

/** Each run of at least `min` characters of the alphabet, as `/[…]{min,}/g` finds them. */
function runsOf(text: string, chars: Uint8Array, min: number, padded: boolean): Span[] {
  const spans: Span[] = [];
  let at = nextOf(text, chars, 0);
  while (at < text.length) {
    const start = at;
    at = runEnd(text, chars, start);
    if (at - start >= min) {
      if (padded) at = afterPadding(text, at);
      spans.push({ start, end: at });
    }
    at = nextOf(text, chars, at);
  }
  return spans;
}

/** Runs of base64 characters of at least `min`, with up to two `=` after: `/[A-Za-z0-9+/_-]{min,}={0,2}/g`. */
export function base64Runs(text: string, min: number): Span[] {
  return runsOf(text, base64Chars, min, true);
}

/** Runs of hex digits of at least `min`: `/[0-9a-fA-F]{min,}/g`. */
export function hexRuns(text: string, min: number): Span[] {
  return runsOf(text, hexChars, min, false);
}

/**
 * RFC 4648 base32 (`JBSWY3DP`), as `base32`, Python and Go print it. Lower case is left out: lower-case
 * words and hex digests (`deadbeef…`) would be decoded for nothing.
 */
const base32Chars = alphabet('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');

/** The whole text is base32 characters, then `=` padding: `/^[A-Z2-7]+=*$/`. */
export function isBase32Text(text: string): boolean {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === equals) end -= 1;
  return end > 0 && runEnd(text, base32Chars, 0) === end;
}

/** The whole text is base64 characters, then up to two `=`: `/^[A-Za-z0-9+/_-]+={0,2}$/`. */
export function isBase64Text(text: string): boolean {
  const end = runEnd(text, base64Chars, 0);
  return end > 0 && afterPadding(text, end) === text.length;
}

/**
 * Lines of an encoding wrapped inside longer text: full lines (56 characters or more, which
 * padding never ends), then the last line; as `/(?:[A-Za-z0-9+/_-]{56,}\r?\n)+[A-Za-z0-9+/_-]+={0,2}/g`
 * matches them. A run of full lines the last of which has nothing after its break gives that last
 * line back as the block's last line; a single full line with nothing after it is no block. Base64
 * printed a group a line (`fold -w8`: lines of 8 characters, or 4) makes a block too, each of its
 * lines a whole line of the text: groupLineBlocks.
 */
export function wrappedBlocks(text: string): Span[] {
  const spans = fullLineBlocks(text);
  const groups = groupLineBlocks(text);
  return groups.length === 0 ? spans : [...spans, ...groups].sort((a, b) => a.start - b.start);
}

function fullLineBlocks(text: string): Span[] {
  const spans: Span[] = [];
  let at = nextOf(text, base64Chars, 0);
  while (at < text.length) {
    const start = at;
    let fullLines = 0;
    let lastFullEnd = start; // where the last full line's characters end (before its break)
    let lineStart = start;
    let end = -1;
    for (;;) {
      const runStop = runEnd(text, base64Chars, lineStart);
      const lineBreak = runStop - lineStart >= fullLineChars ? lineBreakAt(text, runStop) : 0;
      if (lineBreak > 0) {
        fullLines += 1;
        lastFullEnd = runStop;
        lineStart = runStop + lineBreak;
      } else {
        if (runStop > lineStart && fullLines > 0) end = afterPadding(text, runStop);
        else if (fullLines > 1) end = lastFullEnd;
        // No block from here, nor from any later offset of this run: go on after it.
        at = end >= 0 ? end : Math.max(runStop, lineStart);
        break;
      }
    }
    if (end >= 0) spans.push({ start, end });
    at = nextOf(text, base64Chars, at);
  }
  return spans;
}

/** Widths of a line of base64 printed a group a line (encoded-groups.ts's isGroupLine). */
const groupLineWidths = [4, 8];

/**
 * Blocks of two or more whole lines of one group each (`fold -w8` of `base64`: 8 characters a line,
 * the last perhaps shorter or padded), inside other text. Found by a look at each line's length:
 * a longer line is passed over at once.
 */
function groupLineBlocks(text: string): Span[] {
  const spans: Span[] = [];
  let block: { start: number; end: number; width: number; lines: number } | undefined;
  const close = () => {
    if (block !== undefined && block.lines > 1) spans.push({ start: block.start, end: block.end });
    block = undefined;
  };
  for (let start = 0; start <= text.length;) {
    const feed = text.indexOf('\n', start);
    const next = feed < 0 ? text.length : feed;
    const end = next > start && text.charCodeAt(next - 1) === carriageReturn ? next - 1 : next;
    const length = end - start;
    const full = groupLineWidths.includes(length) && runEnd(text, base64Chars, start) === end;
    if (block !== undefined && full && length === block.width) {
      block.end = end;
      block.lines += 1;
    } else if (block !== undefined && length > 0 && length <= block.width && isBase64Text(text.slice(start, end))) {
      // The last line: shorter, or padded.
      block.end = end;
      block.lines += 1;
      close();
    } else {
      close();
      if (full) block = { start, end, width: length, lines: 1 };
    }
    if (feed < 0) break;
    start = next + 1;
  }
  close();
  return spans;
}

/** One full line of such a block, as wrappedBlocks takes it (a writer that sees a line at a time asks). */
export function isWrappedFullLine(line: string): boolean {
  return line.length >= fullLineChars && runEnd(line, base64Chars, 0) === line.length;
}

/** A block's last line, as wrappedBlocks takes it: shorter, or padded. */
export function isWrappedLastLine(line: string): boolean {
  return isBase64Text(line);
}

/** `text` with each span replaced by what `replace` returns for its text. */
export function replaceSpans(text: string, spans: readonly Span[], replace: (match: string) => string): string {
  if (spans.length === 0) return text;
  const parts: string[] = [];
  let from = 0;
  for (const { start, end } of spans) {
    parts.push(text.slice(from, start), replace(text.slice(start, end)));
    from = end;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/** Spans sorted by start, those that overlap joined: what replaceSpans takes. */
export function mergedSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * A match of wrappedBlocks split into its blocks, each ending at its first line of another width
 * (a line after them, such as `after` below a dump, is a piece of its own). A line after full-width
 * lines is not the block's when it breaks base64's length (a multiple of 4) that the lines before
 * it keep. Blocks joined in one match (a 76-wide dump right above a 64-wide one) come apart.
 */
export function wrappedPieces(match: string): string[] {
  const pieces: string[] = [];
  const lines = match.split('\n');
  let from = 0;
  while (from < lines.length) {
    const end = blockEnd(lines, from);
    pieces.push(lines.slice(from, end).join('\n'));
    from = end;
  }
  return pieces;
}

/** A line's length without its `\r`. */
function lineLength(line: string): number {
  return line.endsWith('\r') ? line.length - 1 : line.length;
}

/** Hex digits only, then perhaps a `\r`: `/^[0-9A-Fa-f]*\r?$/`. */
function isHexLine(line: string): boolean {
  const end = runEnd(line, hexChars, 0);
  return end === line.length || (end === line.length - 1 && line.charCodeAt(end) === carriageReturn);
}

/** Where the block that starts at lines[from] ends (the index after its last line). */
function blockEnd(lines: readonly string[], from: number): number {
  const width = lineLength(lines[from]!);
  let other = from + 1;
  while (other < lines.length && lineLength(lines[other]!) === width) other += 1;
  if (other < lines.length - 1) return other + 1;
  const end = lines.length;
  let chars = 0;
  for (let index = from; index < end - 1; index += 1) chars += lineLength(lines[index]!);
  const allChars = chars + lineLength(lines[end - 1]!);
  const hex = lines.slice(from).every(isHexLine);
  return !hex && end - from > 1 && allChars % 4 !== 0 && chars % 4 === 0 ? end - 1 : end;
}

/**
 * Where to put `***` in a run of base64 characters that hides a secret (spans in the run): the whole
 * run, or when it is a path (`cache/<hex>`) only the segments that hide it on their own
 * (`cache/***`): the directory stays readable. A secret whose encoding spans a `/` (base64 has it)
 * hides in no one segment, so the run goes whole.
 */
export function hidingSegments(run: string, hides: (text: string) => boolean): Span[] {
  const whole = [{ start: 0, end: run.length }];
  if (!run.includes('/')) return whole;
  const spans: Span[] = [];
  let start = 0;
  for (const segment of run.split('/')) {
    if (hides(segment)) spans.push({ start, end: start + segment.length });
    start += segment.length + 1;
  }
  return spans.length > 0 ? spans : whole;
}
