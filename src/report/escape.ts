// Escaping untrusted text for the job summary. Every character that could start Markdown or
// HTML becomes a numeric character reference: a reference is always plain text to the parser
// (it never opens emphasis, a link, a code span, a table cell or a tag), so no combination of
// user strings can change the document's structure. Code spans are never used for such text.

// & < > " ' for HTML; the rest for Markdown and GitHub's extensions (| tables, ~ strikethrough,
// $ math). Autolinked URLs and :emoji: are left as they are: they only produce what GitHub itself
// allows in any comment.
const alwaysEscaped = /[&<>"'`*_\[\]()#|\\~!$]/g;
// GitHub links (and notifies) `@login`, `@org/team`, `#123`, `owner/repo#123` and `GH-123` in the
// rendered text, character references or not: a zero-width space after the `@`, the `#` or `GH`
// keeps such text from pinging anyone or linking an issue, and reads the same.
const zeroWidthSpace = '&#8203;';
// An `@` after a letter or digit (`user@example.com`, a cache key's `<run-id>@claim`) is no mention,
// and stays as it is, so such text copies as printed.
const mentionOrReference = /(?<![A-Za-z0-9])@(?=[A-Za-z0-9])|&#35;(?=[0-9])|(?<![A-Za-z0-9])(GH)(?=-[0-9])/gi;

function unlinked(escaped: string): string {
  return escaped.replace(mentionOrReference, (match) => `${match}${zeroWidthSpace}`);
}
// Block markers only matter at the start of a line (list items, setext/thematic lines).
const leadingBlockMarker = /^(\s*)([-+=.]|\d{1,9}[.)])/;
const newline = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// C0/C1 controls (tab excepted).
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/**
 * Bidirectional formatting characters (embeddings, overrides, isolates, LRM/RLM, ALM): they
 * change the displayed order of the text around them ("trojan source"). A character reference
 * would not help (the renderer decodes it back into the control), so they are shown by name.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with every unpaired surrogate replaced by U+FFFD: well-formed UTF-16, safe for encodeURIComponent and UTF-8 output. */
export function wellFormed(value: string): string {
  return value.replace(loneSurrogate, '\uFFFD');
}

const reference = (char: string): string => `&#${char.codePointAt(0)};`;

/** `<U+202E>`: how a bidi control is shown (the caller escapes the angle brackets). */
export function codePointName(char: string): string {
  return `<U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** Cuts a string to at most `maxChars` code points (never inside a surrogate pair), marking the cut. */
export function truncateText(value: string, maxChars: number): string {
  if (value.length <= maxChars) return value;
  let out = '';
  let count = 0;
  for (const char of value) {
    if (count === maxChars) return `${out}…`;
    out += char;
    count += 1;
  }
  return out;
}

const printableAscii = /^[\x20-\x7e]*$/;

function clean(value: string): string {
  if (printableAscii.test(value)) return value; // the common case: nothing to replace
  return value
    .replace(loneSurrogate, '\uFFFD')
    .replace(controls, '\uFFFD')
    .replace(bidiControls, codePointName)
    .replaceAll('\t', ' ');
}

function escapeInline(value: string): string {
  const lead = leadingBlockMarker.exec(value);
  const escaped = value.replace(alwaysEscaped, reference);
  if (lead === null) return unlinked(escaped);
  // The marker's last character (`-`, `+`, `=`, `.`, `)`) is never in alwaysEscaped except `)`.
  const markerEnd = lead[0].length - 1;
  const char = value[markerEnd] as string;
  if (char === ')') return unlinked(escaped);
  const prefix = value.slice(0, markerEnd).replace(alwaysEscaped, reference);
  return unlinked(prefix + reference(char) + value.slice(markerEnd + 1).replace(alwaysEscaped, reference));
}

/**
 * Untrusted text for a terminal: controls (ANSI escapes included) become U+FFFD, bidi controls are
 * shown by name, newlines become spaces unless kept (a command keeps a quoted newline).
 */
export function cleanText(value: string, options: { keepNewlines?: boolean } = {}): string {
  const cleaned = clean(value);
  return options.keepNewlines === true
    ? cleaned.replace(/\r\n|[\r\u0085\u2028\u2029]/g, '\n')
    : cleaned.replace(newline, ' ');
}

/**
 * Untrusted text as one line for a terminal or a log (cleanText), at most `max` characters: a
 * longer one is cut, never inside a surrogate pair, and ends with `…`.
 */
export function oneLine(value: string, max = 300): string {
  const flat = cleanText(value);
  return flat.length <= max ? flat : truncateText(flat, max - 1);
}

/** Untrusted text for a paragraph, list item or heading: one line, newlines become spaces. */
export function escapeText(value: string, maxChars = 2000): string {
  return escapeInline(clean(truncateText(value, maxChars)).replace(newline, ' '));
}

/** Untrusted text for a table cell: one line, newlines become `<br>` (added after escaping). */
export function escapeCell(value: string, maxChars = 500): string {
  return clean(truncateText(value, maxChars))
    .split(newline)
    .map((line) => breakable(line))
    .join('<br>');
}

// A table cell does not wrap inside a word, so one long path or ID would make the whole table
// scroll sideways: long words get `<wbr>` (a break opportunity, copied as nothing) after `/`,
// `-`, `_` or `.`, else every 20 characters.
const longWord = 24;
const breakAfter = /[/_.-]/;

// Marks a break opportunity before escaping: clean() turned every control into U+FFFD, so a NUL
// here can only be one of these marks.
const mark = '\u0000';

function markBreaks(word: string): string {
  let out = '';
  let run = 0;
  for (const char of word) {
    out += char;
    run += 1;
    if (run >= longWord / 2 && (breakAfter.test(char) || run >= longWord - 4)) {
      out += mark;
      run = 0;
    }
  }
  return out.endsWith(mark) ? out.slice(0, -1) : out;
}

function breakable(line: string): string {
  if (line.length <= longWord) return escapeInline(line);
  return escapeInline(line.replace(/\S{25,}/g, markBreaks)).replaceAll(mark, '<wbr>');
}

/**
 * Text inside `<pre><code>` (a raw HTML block): HTML-escaped only, so it renders exactly as
 * given; newlines and controls become character references so the block stays on one line and
 * nothing can end it early. Bidi controls are shown by name (`&lt;U+202E&gt;`): commands never
 * hold them (shellQuote spells them with printf), so this only guards other text.
 */
export function escapePre(value: string): string {
  return value
    .replace(loneSurrogate, '\uFFFD')
    .replace(/[&<>"']/g, reference)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => (char === '\u0000' ? '\uFFFD' : reference(char)))
    .replace(bidiControls, (char) => codePointName(char).replace('<', '&#60;').replace('>', '&#62;'));
}

/** A table row from already-escaped cells. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function tableHead(headers: readonly string[], align?: readonly ('left' | 'right')[]): string[] {
  return [tableRow(headers), tableRow(headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---')))];
}
