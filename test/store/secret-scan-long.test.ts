// Known secrets in strings of several megabytes. The scan found runs of base64 / hex characters and
// wrapped blocks with regular expressions (`/[…]{n,}={0,2}/g`), and V8 threw `RangeError: Maximum
// call stack size exceeded` on a run of about 5 MB: a start's inputs, a node's output or an error
// message that size failed the run instead of being stored (or refused with KNOWN_SECRET). The lines
// pattern was also quadratic on one long line with a line break after it (64 KB took ~13 s). The
// runs are now found by loops: any length, constant stack, linear time, the same matches.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64Runs,
  hexRuns,
  isBase64Text,
  isWrappedFullLine,
  isWrappedLastLine,
  wrappedBlocks,
  wrappedPieces,
  type Span,
} from '../../src/store/encoded-text.ts';
import { hexSpans } from '../../src/store/hex-dumps.ts';
import {
  createSecretMatcher,
  findEncodedSecretInValue,
  findSecretInValue,
  redactKnownSecrets,
} from '../../src/store/index.ts';
import { tempStore } from './helpers.ts';

const secret = 'sk-live-7Hq2"ZpX\\9';
const matcher = createSecretMatcher([secret]);
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const hex = (text: string | Buffer) => Buffer.from(text).toString('hex');
const MiB = 1024 * 1024;
/** About 8 MB of base64 characters (no secret in them). */
const base64Text = (chars: number) => randomBytes(Math.ceil((chars * 3) / 4)).toString('base64');

describe('strings of several megabytes', () => {
  const long: Array<[string, () => string]> = [
    ['base64 characters', () => base64Text(8 * MiB)],
    ['one run of a base64 letter', () => 'A'.repeat(8 * MiB)],
    ['hex digits', () => randomBytes(4 * MiB).toString('hex')],
    ['a run inside text', () => `token: ${'Qk'.repeat(4 * MiB)} end`],
    ['base64 wrapped at 76', () => base64Text(8 * MiB).replace(/(.{76})/g, '$1\n')],
    ['runs between spaces', () => `${'A'.repeat(999)} `.repeat(8 * 1024)],
    ['a run with a line break after it', () => `${base64Text(8 * MiB)}\n`],
  ];

  it.each(long)('%s: scanned without a stack overflow, nothing found', (_, make) => {
    const text = make();
    expect(findEncodedSecretInValue(matcher, text)).toBeNull();
    expect(findSecretInValue(matcher, { output: text })).toBeNull();
    expect(redactKnownSecrets(matcher, text)).toBe(text);
  });

  /** The secret at `at` of about 8 MB of base64-encoded random bytes: at an edge a windowed scan would have. */
  const around = (at: number, hidden: string | Buffer) =>
    Buffer.concat([randomBytes(at), Buffer.from(hidden), randomBytes(6 * MiB - at)]);

  const placed: Array<[string, number]> = [
    ['at the start', 0],
    ['across 1 MiB', MiB - 7],
    ['across 4 MiB', 4 * MiB - 7],
    ['at the end', 6 * MiB],
  ];

  it.each(placed)('a secret %s of 8 MB is found raw and behind each encoding', (_, at) => {
    // Raw, in the text around it.
    const text = `${'A'.repeat(at)}${secret}${'A'.repeat(8 * MiB - at)}`;
    expect(findSecretInValue(matcher, { output: text })).toEqual({ index: 0, encoding: 'raw', at: '$.output' });
    // The whole value base64 of bytes holding it, wrapped, or hex.
    const bytes = around(Math.floor((at * 3) / 4), secret);
    expect(findEncodedSecretInValue(matcher, { v: b64(bytes) })).toEqual({ index: 0, encoding: 'base64', at: '$.v' });
    expect(findEncodedSecretInValue(matcher, { v: b64(bytes).replace(/(.{76})/g, '$1\n') })?.encoding).toBe('base64');
    expect(findEncodedSecretInValue(matcher, { v: hex(bytes) })?.encoding).toBe('hex');
    // A run of its own inside megabytes of other runs, and a percent-encoded URL.
    const [before, after] = ['Qk'.repeat(Math.floor(at / 2)), 'Qk'.repeat(4 * MiB - Math.floor(at / 2))];
    const word = `${before} Basic ${b64(`user:${secret}`)} ${after}`;
    expect(findEncodedSecretInValue(matcher, { v: word })?.encoding).toBe('base64');
    expect(redactKnownSecrets(matcher, word)).toBe(`${before} Basic *** ${after}`);
    const url = `${'A'.repeat(at)} postgres://app:${encodeURIComponent(secret)}@db/main ${'A'.repeat(4 * MiB)}`;
    expect(findEncodedSecretInValue(matcher, { v: url })?.encoding).toBe('url');
  });

  it('a line break after a long run costs linear time, not quadratic', () => {
    const started = performance.now();
    for (const kilobytes of [64, 256])
      expect(findSecretInValue(matcher, `${base64Text(kilobytes * 1024)}\n`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(3_000); // ~10 ms now; 64 KB alone took ~13 s
  });

  it('a long token holding a percent sign is redacted in linear time, its escapes still decoded', () => {
    // Without a valid escape the token is passed over; a token with one hiding the secret goes.
    const long = `${'a'.repeat(256 * 1024)}%zz`;
    const started = performance.now();
    expect(redactKnownSecrets(matcher, `${long} ${long}`)).toBe(`${long} ${long}`);
    expect(performance.now() - started).toBeLessThan(3_000); // ~5 ms now; 100 KB alone took ~13 s
    const url = `https://x.test/?t=${encodeURIComponent(secret)}`;
    expect(redactKnownSecrets(matcher, `${long} ${url} tail`)).toBe(`${long} *** tail`);
  });

  // Terminal sequences and escapes are read by loops too: any number of them, in constant stack and
  // linear time (a string sequence's terminator is looked for once per stretch of text, not once per
  // introducer).
  const viewed: Array<[string, () => string, (text: string) => string]> = [
    [
      'a colour code every 4 characters',
      () => 'abcd\x1b[1m'.repeat(MiB),
      (s) => `${s.slice(0, 9)}\x1b[1m${s.slice(9)}`,
    ],
    ['OSC introducers never ended', () => '\x1b]'.repeat(3 * MiB), (s) => `${s.slice(0, 5)}\x1b]8;;x\x07${s.slice(5)}`],
    [
      'OSC introducers, a BEL at the very end',
      () => `${'\x1b]x'.repeat(2 * MiB)}\x07`,
      (s) => `${s.slice(0, 5)}\x1b[0m${s.slice(5)}`,
    ],
    [
      'a CSI whose parameters never end',
      () => `\x1b[${'1;'.repeat(3 * MiB)}`,
      (s) => `${s.slice(0, 5)}\x1b[m${s.slice(5)}`,
    ],
    [
      '\\u escapes',
      () => '\\u0041'.repeat(MiB),
      (s) => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    ],
    ['HTML references', () => '&#65;'.repeat(MiB), (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('')],
    [
      'a hex dump with colons',
      () => hex(randomBytes(2 * MiB)).replace(/(..)(?!$)/g, '$1:'),
      (s) => hex(s).replace(/(..)(?!$)/g, '$1:'),
    ],
  ];

  it.each(viewed)('%s: scanned in linear time, and a secret in it found and redacted', (_, make, hide) => {
    const text = make();
    const started = performance.now();
    expect(findSecretInValue(matcher, { output: text })).toBeNull();
    expect(redactKnownSecrets(matcher, text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(20_000); // ~1 s here
    const middle = Math.floor(text.length / 2);
    const hidden = `${text.slice(0, middle)} ${hide(secret)} ${text.slice(middle)}`;
    expect(findSecretInValue(matcher, { output: hidden })).not.toBeNull();
    expect(findSecretInValue(matcher, redactKnownSecrets(matcher, hidden))).toBeNull();
  });

  it('the store keeps an 8 MB definition, and refuses one with an encoded secret in it', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const blob = base64Text(8 * MiB);
    await storage.writeDefinition('run-1', { inputs: { blob } });
    expect((await storage.readDefinition('run-1')) as unknown).toMatchObject({ inputs: { blob } });
    const hidden = b64(around(3 * MiB, secret));
    await expect(storage.writeDefinition('run-2', { inputs: { blob: hidden } })).rejects.toMatchObject({
      code: 'KNOWN_SECRET',
    });
  });
});

describe('runs found by loops, as the regular expressions found them', () => {
  const spans = (text: string, pattern: RegExp): Span[] =>
    [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  // Characters the patterns tell apart: base64 only, hex too, padding, line breaks, others.
  const textArb = fc
    .array(
      fc.oneof(
        fc.constantFrom('A', 'f', '0', '+', '/', '_', '-', '=', '==', '\n', '\r\n', '\r', ' ', '%', 'é', 'g'),
        fc.constantFrom('A'.repeat(55), 'b'.repeat(56), 'c'.repeat(57), 'QUFB'.repeat(15), 'ab12'.repeat(16)),
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(''));

  it('base64 and hex runs', () => {
    fc.assert(
      fc.property(textArb, fc.integer({ min: 1, max: 60 }), (text, min) => {
        expect(base64Runs(text, min)).toEqual(spans(text, new RegExp(`[A-Za-z0-9+/_-]{${min},}={0,2}`, 'g')));
        expect(hexRuns(text, min)).toEqual(spans(text, new RegExp(`[0-9a-fA-F]{${min},}`, 'g')));
      }),
      { numRuns: 3000 },
    );
  });

  it('hex dumps: groups of an even number of digits (at most 16) with separators between', () => {
    // A maximal run of hex digits is a group; two or more groups with a separator between them
    // (`[ :-]{0,2}`, then perhaps a line break and indentation; not nothing) make a dump.
    const dumpText = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '5a',
            'ABCD',
            '0',
            'f',
            'a1b2c3d4e5f60718',
            'a1b2c3d4e5f6071829',
            ':',
            ' ',
            '-',
            '  ',
            ':::',
            'x',
            '\n',
            '\r\n',
            '\r',
            '\t',
            ':\n    ',
            '\n\n',
          ),
          fc.stringMatching(/^[0-9a-f]{1,6}$/),
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(''));
    const groups = /[0-9a-fA-F]+/g;
    fc.assert(
      fc.property(dumpText, fc.integer({ min: 1, max: 40 }), (text, min) => {
        const expected: Span[] = [];
        let current: { start: number; end: number; groups: number; digits: number } | undefined;
        const close = () => {
          if (current !== undefined && current.groups >= 2 && current.digits >= min)
            expected.push({ start: current.start, end: current.end });
          current = undefined;
        };
        for (const match of text.matchAll(groups)) {
          const length = match[0].length;
          const grouped = length % 2 === 0 && length <= 16;
          const between = current === undefined ? '' : text.slice(current.end, match.index);
          if (!grouped || !/^(?=[\s\S])[ :-]{0,2}(?:\r?\n[ \t]*)?$/.test(between)) close();
          if (!grouped) continue;
          current ??= { start: match.index, end: match.index, groups: 0, digits: 0 };
          current.groups += 1;
          current.digits += length;
          current.end = match.index + length;
        }
        close();
        const found = hexSpans(text, min);
        expect(found.dumps).toEqual(expected);
        expect(found.runs).toEqual(spans(text, new RegExp(`[0-9a-fA-F]{${min},}`, 'g')));
      }),
      { numRuns: 3000 },
    );
  });

  it('wrapped blocks, their pieces and their lines', () => {
    const blocks = /(?:[A-Za-z0-9+/_-]{56,}\r?\n)+[A-Za-z0-9+/_-]+={0,2}/g;
    fc.assert(
      fc.property(textArb, (text) => {
        const found = wrappedBlocks(text);
        expect(found).toEqual(spans(text, blocks));
        for (const { start, end } of found) {
          const match = text.slice(start, end);
          expect(wrappedPieces(match)).toEqual(regexPieces(match));
        }
        for (const line of text.split('\n')) {
          expect(isWrappedFullLine(line)).toBe(/^[A-Za-z0-9+/_-]{56,}$/.test(line));
          expect(isWrappedLastLine(line)).toBe(/^[A-Za-z0-9+/_-]+={0,2}$/.test(line));
          expect(isBase64Text(line)).toBe(/^[A-Za-z0-9+/_-]+={0,2}$/.test(line));
        }
      }),
      { numRuns: 3000 },
    );
  });
});

/** wrappedPieces as it was written before (each block sliced off the lines left). */
function regexPieces(match: string): string[] {
  const pieces: string[] = [];
  let lines = match.split('\n');
  while (lines.length > 0) {
    const length = (line: string) => line.replace(/\r$/, '').length;
    const width = length(lines[0]!);
    const other = lines.findIndex((line, index) => index > 0 && length(line) !== width);
    let end = lines.length;
    if (other >= 0 && other < lines.length - 1) end = other + 1;
    else {
      const chars = (count: number) => lines.slice(0, count).reduce((sum, line) => sum + length(line), 0);
      const isHex = lines.every((line) => /^[0-9A-Fa-f]*\r?$/.test(line));
      if (!isHex && end > 1 && chars(end) % 4 !== 0 && chars(end - 1) % 4 === 0) end -= 1;
    }
    pieces.push(lines.slice(0, end).join('\n'));
    lines = lines.slice(end);
  }
  return pieces;
}
