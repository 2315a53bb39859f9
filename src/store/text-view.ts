// Text as the person reading it sees it: terminal control sequences removed (a colour code between
// two characters of a secret is not shown: GitHub's log viewer renders it) and escapes decoded
// (`\u005a`, `\x5a`, `\132`, `&#90;`: the text a JSON, C or HTML reader gets back). A known secret
// is looked for in this view too, and a match is cut out of the text it came from: each character
// of the view knows its source span. A view of a view is taken while escapes remain (`\\u005a`, an
// escape inside a JSON string), a few levels deep. Built by one loop over the text (linear time,
// constant stack); sequences and escapes are read a bounded number of characters at a time.
import { isUtf8 } from 'node:buffer';
import { alphabet, type Span } from './encoded-text.ts';
import { isIntroducer, SequenceReader, type Unit } from './terminal-sequences.ts';
import { escapeAt as languageEscapeAt, isHidingEscape as isLanguageHidingEscape, type Escape } from './text-escapes.ts';

/**
 * Characters a shell quotes with a backslash before them: `printf %q` and `${var@Q}`-like quoting
 * print `p@ss\ w0rd\$x\!` (the quotes, `\\` and `/` are escapes of their own already).
 */
const shellQuoted = alphabet(' \t!#$%&()*+,:;<=>?@[]^`{|}~');

/** `\` before a character the shell quotes so: that character. */
function shellEscapeAt(text: string, at: number): Escape | undefined {
  if (text.charCodeAt(at) !== 0x5c || shellQuoted[text.charCodeAt(at + 1)] !== 1) return undefined;
  return { chars: text.charAt(at + 1), length: 2, kind: 'escapes' };
}

/** The escape at `at`: a language's (text-escapes.ts) or a shell's quoting backslash. */
function escapeAt(text: string, at: number, namedReferences: boolean): Escape | undefined {
  return languageEscapeAt(text, at, namedReferences) ?? shellEscapeAt(text, at);
}

/** Whether a backslash at `at` starts an escape that can hide a character (a shell's quoting one too). */
function isHidingEscape(text: string, at: number): boolean {
  return isLanguageHidingEscape(text, at) || shellEscapeAt(text, at) !== undefined;
}

export interface TextView {
  readonly text: string;
  /** What the view undid, in this order: `ansi` (terminal sequences), `escapes` (backslash), `html` (references). */
  readonly kinds: string;
  /** The span of the source text that view characters [start, end) came from (end > start). */
  sourceSpan(start: number, end: number): Span;
}

/** Views of views, at most: `\\u005a` is two levels (JSON text of a string that holds an escape). */
const maxLevels = 3;

/** Characters where something a view undoes may start. */
const specialChars = ['\\', '&', '\x1b', '\x9b', '\x9d'];

/**
 * Where the next special character at or after a position is, found by one native search per
 * special character that occurs (not a loop over every character: most text has none of them).
 * Positions asked for must not go backwards.
 */
class SpecialFinder {
  readonly #text: string;
  readonly #next: number[];

  constructor(text: string) {
    this.#text = text;
    this.#next = specialChars.map((char) => text.indexOf(char));
  }

  at(from: number): number {
    let nearest = this.#text.length;
    for (let index = 0; index < this.#next.length; index += 1) {
      let next = this.#next[index]!;
      if (next >= 0 && next < from) next = this.#next[index] = this.#text.indexOf(specialChars[index]!, from);
      if (next >= 0 && next < nearest) nearest = next;
    }
    return nearest;
  }
}

/**
 * Whether a view of the text would differ in a way that can reveal a secret: it holds a terminal
 * sequence's introducer, a backslash escape that writes a character other than JSON's own (`\"`,
 * `\n`: a secret's JSON-escaped form is looked for anyway) or an HTML reference. A few native
 * searches, then a look at each backslash and ampersand.
 */
export function mayHideInView(text: string, namedReferences: boolean): boolean {
  if (text.includes('\x1b') || text.includes('\x9b') || text.includes('\x9d')) return true;
  for (let at = text.indexOf('\\'); at >= 0; at = text.indexOf('\\', at + 1)) if (isHidingEscape(text, at)) return true;
  for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1))
    if (escapeAt(text, at, namedReferences) !== undefined) return true;
  return false;
}

/** Characters that end a token: whitespace, quotes and angle brackets (as a percent-escaped token ends). */
const tokenEnds = (() => {
  const table = new Uint8Array(0x10000);
  for (const char of ' \t\n\v\f\r"\'<>') table[char.charCodeAt(0)] = 1;
  return table;
})();

/** The view of one token of a text, and where the token starts in the text. */
export interface TokenView {
  start: number;
  view: TextView;
}

/**
 * A view of each token (up to the nearest space, quote or angle bracket) that holds a terminal
 * sequence or an escape: an encoded value split by a colour code or written with escapes is one
 * token. Scanning these instead of a view of the whole text keeps the cost of coloured output near
 * that of plain output: only its coloured tokens are decoded twice.
 */
export function tokenViews(text: string, namedReferences: boolean): TokenView[] {
  const views: TokenView[] = [];
  const specials = new SpecialFinder(text);
  let at = 0;
  while (at < text.length) {
    at = specials.at(at);
    while (at < text.length && !startsView(text, at, namedReferences)) at = specials.at(at + 1);
    if (at >= text.length) break;
    let start = at;
    while (start > 0 && tokenEnds[text.charCodeAt(start - 1)] !== 1) start -= 1;
    let end = at + 1;
    while (end < text.length && tokenEnds[text.charCodeAt(end)] !== 1) end += 1;
    const view = viewOf(text.slice(start, end), namedReferences);
    if (view !== undefined) views.push({ start, view });
    at = end;
  }
  return views;
}

/** Whether something a view undoes starts at `at`, one of the specials. */
function startsView(text: string, at: number, namedReferences: boolean): boolean {
  const code = text.charCodeAt(at);
  if (code === 0x5c) return isHidingEscape(text, at);
  if (code === 0x26) return escapeAt(text, at, namedReferences) !== undefined;
  return true;
}

const maxCachedChars = 64 * 1024;
let cached: { text: string; namedReferences: boolean; view: TextView | undefined } | undefined;

/**
 * The view of `text`, or undefined when it would be the text itself. The last one is kept: the same
 * text is often searched for a secret and then redacted.
 */
export function textView(text: string, namedReferences: boolean): TextView | undefined {
  if (cached?.text === text && cached.namedReferences === namedReferences) return cached.view;
  const view = viewOf(text, namedReferences);
  // A long text is not kept alive for it: its view is rebuilt in linear time.
  cached = text.length <= maxCachedChars ? { text, namedReferences, view } : undefined;
  return view;
}

function viewOf(text: string, namedReferences: boolean): TextView | undefined {
  let view: TextView | undefined;
  for (let level = 0; level < maxLevels; level += 1) {
    const next = oneLevel(view?.text ?? text, namedReferences);
    if (next === undefined) break;
    view = view === undefined ? next : composed(view, next);
    if (!mayHideInView(view.text, namedReferences)) break;
  }
  return view;
}

/** `inner` (a view of `outer`'s text) mapped to `outer`'s source. */
function composed(outer: TextView, inner: TextView): TextView {
  const kinds = new Set([...outer.kinds.split('+'), ...inner.kinds.split('+')]);
  return {
    text: inner.text,
    kinds: ['ansi', 'escapes', 'html'].filter((kind) => kinds.has(kind)).join('+'),
    sourceSpan(start, end) {
      const span = inner.sourceSpan(start, end);
      return outer.sourceSpan(span.start, span.end);
    },
  };
}

/** One level: sequences removed, escapes decoded once. */
function oneLevel(text: string, namedReferences: boolean): TextView | undefined {
  const view = new ViewBuilder(text);
  const unitAt = (at: number): Unit => {
    const found = escapeAt(text, at, namedReferences);
    if (found === undefined) return { code: text.charCodeAt(at), length: 1 };
    return { code: found.byte ?? found.chars!.charCodeAt(0), length: found.length };
  };
  const sequences = new SequenceReader(text, unitAt);
  const specials = new SpecialFinder(text);
  let at = 0;
  while (at < text.length) {
    at = specials.at(at);
    if (at >= text.length) break;
    const found = escapeAt(text, at, namedReferences);
    const unit = found === undefined ? { code: text.charCodeAt(at), length: 1 } : unitAt(at);
    if (isIntroducer(unit.code)) {
      // A lone introducer (no sequence after it) is not printed either.
      const end = sequences.end(at, unit);
      at = view.removed(at, end > at ? end : at + unit.length);
    } else if (found === undefined) at += 1;
    else at = view.decoded(at, ...decodedChars(text, at, found));
  }
  return view.finish();
}

/** The characters an escape writes and where it ends: consecutive byte escapes that are UTF-8 are one character. */
function decodedChars(text: string, at: number, found: Escape): [string, number] {
  if (found.chars !== undefined) return [found.chars, at + found.length];
  const lead = found.byte!;
  if (lead >= 0xc2 && lead <= 0xf4) {
    const bytes = [lead];
    const need = lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : 3;
    let end = at + found.length;
    while (bytes.length <= need) {
      const next = escapeAt(text, end, false);
      if (next?.byte === undefined || next.byte < 0x80 || next.byte > 0xbf) break;
      bytes.push(next.byte);
      end += next.length;
    }
    const buffer = Buffer.from(bytes);
    if (bytes.length === need + 1 && isUtf8(buffer)) return [buffer.toString('utf8'), end];
  }
  return [String.fromCharCode(lead), at + found.length];
}

/** A view's text and, per segment (a stretch copied as it is, or one escape), where it came from. */
class ViewBuilder {
  readonly #source: string;
  readonly #parts: string[] = [];
  #length = 0;
  #copiedTo = 0;
  readonly #kinds = new Set<string>();
  // Segment i: view characters from viewStarts[i], source [sourceStarts[i], sourceEnds[i]); copied
  // stretches map character for character.
  readonly #viewStarts: number[] = [];
  readonly #sourceStarts: number[] = [];
  readonly #sourceEnds: number[] = [];
  readonly #copied: boolean[] = [];

  constructor(source: string) {
    this.#source = source;
  }

  /** Source [start, end) left out of the view (a terminal sequence); returns end. */
  removed(start: number, end: number): number {
    this.#copyTo(start);
    this.#kinds.add('ansi');
    this.#copiedTo = end;
    return end;
  }

  /** Source [start, end) is one escape that writes `chars`; returns end. */
  decoded(start: number, chars: string, end: number): number {
    this.#copyTo(start);
    this.#segment(start, end, chars.length, false);
    this.#parts.push(chars);
    const kind = this.#source.charCodeAt(start) === 0x26 ? 'html' : 'escapes';
    this.#kinds.add(kind);
    this.#copiedTo = end;
    return end;
  }

  finish(): TextView | undefined {
    this.#copyTo(this.#source.length);
    if (this.#kinds.size === 0) return undefined;
    const text = this.#parts.join('');
    if (text === this.#source) return undefined;
    const kinds = ['ansi', 'escapes', 'html'].filter((kind) => this.#kinds.has(kind)).join('+');
    return { text, kinds, sourceSpan: (start, end) => this.#sourceSpan(start, end) };
  }

  #copyTo(end: number): void {
    if (end <= this.#copiedTo) return;
    this.#segment(this.#copiedTo, end, end - this.#copiedTo, true);
    this.#parts.push(this.#source.slice(this.#copiedTo, end));
    this.#copiedTo = end;
  }

  #segment(sourceStart: number, sourceEnd: number, viewChars: number, copied: boolean): void {
    this.#viewStarts.push(this.#length);
    this.#sourceStarts.push(sourceStart);
    this.#sourceEnds.push(sourceEnd);
    this.#copied.push(copied);
    this.#length += viewChars;
  }

  #sourceSpan(start: number, end: number): Span {
    return { start: this.#sourceOf(start).start, end: this.#sourceOf(end - 1).end };
  }

  /** The source span of one view character: found by binary search over the segments. */
  #sourceOf(index: number): Span {
    let low = 0;
    let high = this.#viewStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.#viewStarts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    if (!this.#copied[low]) return { start: this.#sourceStarts[low]!, end: this.#sourceEnds[low]! };
    const start = this.#sourceStarts[low]! + index - this.#viewStarts[low]!;
    return { start, end: start + 1 };
  }
}
