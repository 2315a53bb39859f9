// Escapes a program writes a character as: the backslash escapes of C, JSON, JavaScript, Python and
// shells (`\x5a`, `\u005a`, `\u{5a}`, `\U0000005a`, octal `\132`, `\\`, `\n`) and HTML character
// references (`&#90;`, `&#x5a;`, `&amp;`). Read one at a time at a given offset (text-view.ts
// decodes a text with them); each read looks at a bounded number of characters.

/** An escape: the characters it stands for (or the byte, for `\x` and octal escapes) and its length in the text. */
export interface Escape {
  /** What it stands for; undefined for a byte escape (`\xc3\xa9` is é as UTF-8 bytes). */
  chars?: string;
  /** The byte of a `\x` or octal escape. */
  byte?: number;
  length: number;
  kind: 'escapes' | 'html';
}

const backslash = 0x5c;
const ampersand = 0x26;
const escape = 0x1b;

/** What `\` + this character stands for, when it is a fixed escape. */
const fixed = new Map<number, string>([
  [0x5c, '\\'],
  [0x22, '"'],
  [0x27, "'"],
  [0x2f, '/'],
  [0x6e, '\n'], // n
  [0x72, '\r'], // r
  [0x74, '\t'], // t
  [0x61, '\x07'], // a: BEL, which ends an OSC sequence
  [0x62, '\b'], // b
  [0x66, '\f'], // f
  [0x76, '\v'], // v
]);

const named = new Map([
  ['amp;', '&'],
  ['lt;', '<'],
  ['gt;', '>'],
  ['quot;', '"'],
  ['apos;', "'"],
]);

/**
 * The escape at `at`, or undefined when none starts there. Named HTML references are read only when
 * `namedReferences` (a known secret holds one of `&<>"'`: other text does not need them).
 */
export function escapeAt(text: string, at: number, namedReferences: boolean): Escape | undefined {
  const first = text.charCodeAt(at);
  if (first === backslash) return backslashEscape(text, at);
  if (first === ampersand) return characterReference(text, at, namedReferences);
  return undefined;
}

/** Whether a backslash escape at `at` is one that can hide a character a plain JSON string shows as it is. */
export function isHidingEscape(text: string, at: number): boolean {
  const next = text.charCodeAt(at + 1);
  const hiding = next === 0x78 || next === 0x75 || next === 0x55 || next === 0x65 || (next >= 0x30 && next <= 0x37);
  return hiding && backslashEscape(text, at) !== undefined;
}

function backslashEscape(text: string, at: number): Escape | undefined {
  const next = text.charCodeAt(at + 1);
  if (next === 0x78) return byteEscape(hexValue(text, at + 2, 2), 4); // \xHH
  if (next === 0x75) return text.charCodeAt(at + 2) === 0x7b ? bracedEscape(text, at) : unitEscape(text, at); // \u
  if (next === 0x55) return codePointEscape(hexValue(text, at + 2, 8), 10, 'escapes'); // \UHHHHHHHH
  if (next >= 0x30 && next <= 0x37) return octalEscape(text, at);
  // `\e` is ESC in shells' printf and echo -e; read only before a sequence (`\e[1m`), not in `C:\etc`.
  if (next === 0x65) {
    const after = text.charCodeAt(at + 2);
    return after === 0x5b || after === 0x5d
      ? { chars: String.fromCharCode(escape), length: 2, kind: 'escapes' }
      : undefined;
  }
  const chars = fixed.get(next);
  return chars === undefined ? undefined : { chars, length: 2, kind: 'escapes' };
}

function byteEscape(value: number, length: number): Escape | undefined {
  return value < 0 ? undefined : { byte: value, length, kind: 'escapes' };
}

/** `\uHHHH`: one UTF-16 code unit (a pair of them writes a character outside the BMP). */
function unitEscape(text: string, at: number): Escape | undefined {
  const value = hexValue(text, at + 2, 4);
  return value < 0 ? undefined : { chars: String.fromCharCode(value), length: 6, kind: 'escapes' };
}

/** `\u{H…}` (JavaScript, Rust): a code point of one to six hex digits. */
function bracedEscape(text: string, at: number): Escape | undefined {
  let end = at + 3;
  while (end < at + 9 && isHexDigit(text.charCodeAt(end))) end += 1;
  if (end === at + 3 || text.charCodeAt(end) !== 0x7d) return undefined;
  return codePointEscape(Number.parseInt(text.slice(at + 3, end), 16), end + 1 - at, 'escapes');
}

/** `\NNN`: one to three octal digits, a byte (`\777` is `\77` then `7`). */
function octalEscape(text: string, at: number): Escape | undefined {
  let value = 0;
  let length = 1;
  while (length < 4) {
    const code = text.charCodeAt(at + length);
    if (code < 0x30 || code > 0x37 || value * 8 + code - 0x30 > 0xff) break;
    value = value * 8 + code - 0x30;
    length += 1;
  }
  return { byte: value, length, kind: 'escapes' };
}

/** `&#90;`, `&#x5a;` (the `;` may be left out, as browsers allow), and when asked the named references of `&<>"'`. */
function characterReference(text: string, at: number, namedReferences: boolean): Escape | undefined {
  if (text.charCodeAt(at + 1) !== 0x23) {
    if (!namedReferences) return undefined;
    for (const [name, chars] of named)
      if (text.startsWith(name, at + 1)) return { chars, length: name.length + 1, kind: 'html' };
    return undefined;
  }
  const hex = (text.charCodeAt(at + 2) | 0x20) === 0x78;
  const from = at + (hex ? 3 : 2);
  let end = from;
  while (end < from + (hex ? 6 : 7) && (hex ? isHexDigit : isDigit)(text.charCodeAt(end))) end += 1;
  if (end === from) return undefined;
  const value = Number.parseInt(text.slice(from, end), hex ? 16 : 10);
  const length = end - at + (text.charCodeAt(end) === 0x3b ? 1 : 0);
  return codePointEscape(value, length, 'html');
}

function codePointEscape(value: number, length: number, kind: Escape['kind']): Escape | undefined {
  if (value < 1 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return undefined;
  return { chars: String.fromCodePoint(value), length, kind };
}

/** The value of `count` hex digits at `from`, or -1 when they are not all there. */
function hexValue(text: string, from: number, count: number): number {
  let value = 0;
  for (let index = from; index < from + count; index += 1) {
    const code = text.charCodeAt(index);
    if (!isHexDigit(code)) return -1;
    value = value * 16 + (code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57);
  }
  return value;
}

function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
