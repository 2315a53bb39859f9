// Rewrites a JS program so it holds only ASCII characters and behaves the same (scripts/build.ts
// applies it to every file ncc writes). Why: V8 keeps a source with any non-ASCII character as a
// two-byte string, which costs decoding and compiling time on every start without a compile cache
// (issue 22). Each non-ASCII character becomes an escape that means the same where it stands, so
// acorn's tokens say what it stands in: a comment, a string, regex or template literal, an identifier.
import { parse, tokTypes, type Comment, type Token } from 'acorn';

export interface AsciiOptions {
  sourceType: 'module' | 'script';
}

/** A stretch of the source that one rule rewrites: a token or a comment. */
interface Span {
  start: number;
  end: number;
  rewrite: (text: string) => string;
}

const nonAscii = /[^\x00-\x7f]/g;
const hasNonAscii = /[^\x00-\x7f]/;
const backslash = 0x5c;

function isLineSeparator(unit: number): boolean {
  return unit === 0x2028 || unit === 0x2029;
}

function unitEscape(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, '0')}`;
}

/**
 * In a string, regex or template literal `\uXXXX` of each UTF-16 unit means the character itself (an
 * astral one as its surrogate pair, which u and v regexes read as one code point too). A character
 * escaped by a backslash (`\é`, an identity escape) means itself, so the backslash goes with it;
 * a backslash before U+2028 or U+2029 is a line continuation, which means nothing.
 */
function escapeLiteral(text: string): string {
  const out: string[] = [];
  let backslashes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) {
      out.push(text[i]!);
      backslashes = unit === backslash ? backslashes + 1 : 0;
      continue;
    }
    const escaped = backslashes % 2 === 1;
    if (escaped) out.pop();
    if (!(escaped && isLineSeparator(unit))) out.push(unitEscape(unit));
    backslashes = 0;
  }
  return out.join('');
}

/** In an identifier `\uXXXX` is valid for a BMP character, `\u{...}` for an astral one. */
function escapeIdentifier(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (point < 0x80) out += char;
    else if (point <= 0xffff) out += unitEscape(point);
    else out += `\\u{${point.toString(16)}}`;
  }
  return out;
}

/**
 * Any ASCII will do in a comment, but U+2028 and U+2029 make a block comment a line break (for
 * automatic semicolon insertion), so they become `\n`.
 */
function escapeComment(text: string): string {
  return text.replace(nonAscii, (char) =>
    isLineSeparator(char.charCodeAt(0)) ? '\n' : unitEscape(char.charCodeAt(0)),
  );
}

/** Between tokens a non-ASCII character can only be white space (`a ||\u00a0{}`): a space or a line break does the same. */
function escapeWhitespace(text: string): string {
  return text.replace(nonAscii, (char) => (isLineSeparator(char.charCodeAt(0)) ? '\n' : ' '));
}

/** The starts of the raw parts of tagged templates: a tag reads their `.raw`, which escapes would change. */
function taggedTemplateParts(node: unknown, starts: Set<number>): void {
  if (Array.isArray(node)) {
    for (const item of node) taggedTemplateParts(item, starts);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as { type?: unknown; quasi?: { quasis: { start: number }[] } };
  if (record.type === 'TaggedTemplateExpression') for (const part of record.quasi!.quasis) starts.add(part.start);
  for (const value of Object.values(node)) if (typeof value === 'object') taggedTemplateParts(value, starts);
}

function position(source: string, offset: number): string {
  const before = source.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

function tokenRule(source: string, token: Token, tagged: Set<number>): Span['rewrite'] | undefined {
  const type = token.type;
  if (type === tokTypes.string || type === tokTypes.regexp) return escapeLiteral;
  if (type === tokTypes.template || type === tokTypes.invalidTemplate) {
    if (tagged.has(token.start))
      throw new Error(`a tagged template holds a non-ASCII character (${position(source, token.start)})`);
    return escapeLiteral;
  }
  if (type === tokTypes.name || type === tokTypes.privateId) return escapeIdentifier;
  return undefined;
}

/** The tokens and comments that hold a non-ASCII character, each with its rule, in source order. */
function spansToRewrite(source: string, options: AsciiOptions): Span[] {
  const tokens: Token[] = [];
  const comments: Comment[] = [];
  const program = parse(source, {
    ecmaVersion: 'latest',
    sourceType: options.sourceType,
    allowHashBang: true,
    onToken: tokens,
    onComment: comments,
  });
  const tagged = new Set<number>();
  taggedTemplateParts(program, tagged);
  const holdsNonAscii = (start: number, end: number) => hasNonAscii.test(source.slice(start, end));
  const spans: Span[] = [];
  for (const comment of comments)
    if (holdsNonAscii(comment.start, comment.end))
      spans.push({ start: comment.start, end: comment.end, rewrite: escapeComment });
  for (const token of tokens) {
    if (!holdsNonAscii(token.start, token.end)) continue;
    const rewrite = tokenRule(source, token, tagged);
    if (rewrite === undefined)
      throw new Error(`a non-ASCII character in a ${token.type.label} token (${position(source, token.start)})`);
    spans.push({ start: token.start, end: token.end, rewrite });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** `source` with every non-ASCII character escaped; throws, naming the position, where it cannot be. */
export function asciiOnly(source: string, options: AsciiOptions): string {
  if (!hasNonAscii.test(source)) return source;
  const pieces: string[] = [];
  let done = 0;
  const keep = (end: number) => {
    const gap = source.slice(done, end);
    const stray = /[^\x00-\x7f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/.exec(gap);
    if (stray !== null)
      throw new Error(`a non-ASCII character outside any token or comment (${position(source, done + stray.index)})`);
    pieces.push(escapeWhitespace(gap));
  };
  for (const span of spansToRewrite(source, options)) {
    keep(span.start);
    pieces.push(span.rewrite(source.slice(span.start, span.end)));
    done = span.end;
  }
  keep(source.length);
  return pieces.join('');
}
