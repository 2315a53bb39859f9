// Known secrets in the encodings tools print besides base64, hex and percent escapes: hex bytes
// with separators (`openssl`, `od`, `xxd`, .NET's BitConverter; also over lines), backslash escapes (`\x5a`,
// `\u005a`, octal `\132`, also every character of a JSON line), HTML character references
// (`&#90;`, `&#x5a;`), zlib and raw deflate behind base64, UTF-16LE as it is or behind base64
// (PowerShell's -EncodedCommand) and base32. Each is refused where the store keeps it, naming the
// encoding, and redacted to `***` where output is kept for display; ordinary text that looks alike
// is kept, and a secret is matched whole, never a prefix of it.
import { deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createSecretMatcher,
  findSecretInBytes,
  findSecretInValue,
  openAttemptLog,
  readAttemptLog,
  redactKnownSecrets,
} from '../../src/store/index.ts';
import { tempStore } from './helpers.ts';

const secret = 'Zq8rT4vL2mN6pW0sXy3K';
const matcher = createSecretMatcher([secret]);
const bytes = (text: string) => [...Buffer.from(text)];
const hexBytes = (text: string) => bytes(text).map((byte) => byte.toString(16).padStart(2, '0'));
const b64 = (buffer: Buffer) => buffer.toString('base64');
const b32 = (buffer: Buffer) => {
  const bits = [...buffer].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  const chunks = bits.match(/.{1,5}/g) ?? [];
  return chunks.map((chunk) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[Number.parseInt(chunk.padEnd(5, '0'), 2)]).join('');
};
/** Items joined by `separator`, `perLine` to a line, lines joined by `lineBreak`. */
const lines = (items: string[], perLine: number, separator: string, lineBreak: string) =>
  Array.from({ length: Math.ceil(items.length / perLine) }, (_, line) =>
    items.slice(line * perLine, (line + 1) * perLine).join(separator),
  ).join(lineBreak);
const unicodeEscapes = (text: string) =>
  [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** [name, the secret in that form, the encoding a finding names]. */
const forms: Array<[string, (s: string) => string, string]> = [
  ['hex bytes with colons (openssl)', (s) => hexBytes(s).join(':'), 'hex'],
  ['hex bytes with spaces, upper case (od, xxd -g1)', (s) => hexBytes(s).join(' ').toUpperCase(), 'hex'],
  ['hex bytes over lines (od -An -tx1)', (s) => lines(hexBytes(s), 16, ' ', '\n '), 'hex'],
  ['hex bytes over lines (openssl)', (s) => lines(hexBytes(s), 15, ':', ':\n    '), 'hex'],
  ['hex bytes with dashes (.NET BitConverter)', (s) => hexBytes(s).join('-').toUpperCase(), 'hex'],
  [
    'hex in groups of two bytes (xxd)',
    (s) =>
      Buffer.from(s)
        .toString('hex')
        .match(/.{1,4}/g)!
        .join(' '),
    'hex',
  ],
  [
    'hex in groups of two bytes, one byte in',
    (s) => `00${Buffer.from(s).toString('hex')}`.match(/.{1,4}/g)!.join(' '),
    'hex',
  ],
  [
    '\\x escapes',
    (s) =>
      hexBytes(s)
        .map((hex) => `\\x${hex}`)
        .join(''),
    'escapes',
  ],
  ['\\u escapes', unicodeEscapes, 'escapes'],
  ['a JSON line with every character \\u-escaped', (s) => `{"token":"${unicodeEscapes(s)}"}`, 'escapes'],
  [
    'octal escapes',
    (s) =>
      bytes(s)
        .map((byte) => `\\${byte.toString(8)}`)
        .join(''),
    'escapes',
  ],
  ['decimal HTML references', (s) => [...s].map((char) => `&#${char.charCodeAt(0)};`).join(''), 'html'],
  ['hex HTML references', (s) => [...s].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join(''), 'html'],
  ['zlib behind base64', (s) => b64(deflateSync(Buffer.from(`config ${s}`))), 'base64+zlib'],
  ['raw deflate behind base64', (s) => b64(deflateRawSync(Buffer.from(`config ${s}`))), 'base64+deflate'],
  ['UTF-16LE behind base64 (-EncodedCommand)', (s) => b64(Buffer.from(`echo ${s}`, 'utf16le')), 'base64+utf16le'],
  ['UTF-16LE as it is', (s) => Buffer.from(s, 'utf16le').toString('latin1'), 'utf16le'],
  ['base32', (s) => b32(Buffer.from(s)), 'base32'],
];

describe('a known secret in more encodings', () => {
  it.each(forms)('%s: found, naming the encoding', (_, encode, encoding) => {
    const line = `token: ${encode(secret)} (end)`;
    expect(findSecretInValue(matcher, { line })).toEqual({ index: 0, encoding, at: '$.line' });
    // Stored as JSON text, and as the bytes of a file.
    expect(findSecretInValue(matcher, JSON.stringify({ line }))).not.toBeNull();
    expect(findSecretInBytes(matcher, Buffer.from(line))?.encoding).toBe(encoding);
  });

  it.each(forms)('%s: redacted to ***, the text around it kept', (_, encode) => {
    const line = `token: ${encode(secret)} (end)`;
    const redacted = redactKnownSecrets(matcher, line);
    // A JSON line keeps its quotes: only the escaped value goes.
    expect(redacted).toMatch(/^token: (\*\*\*|\{"token":"\*\*\*"\}) \(end\)$/);
    expect(findSecretInValue(matcher, redacted)).toBeNull();
  });

  it.each(forms)('%s: an event holding it is refused; an attempt log has it as ***', async (_, encode) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const log = await storage.openEventLog('run-1', 'graph');
    try {
      const refused = log.append([{ type: 'graph:note', session: 1, data: { files: [{ text: encode(secret) }] } }]);
      // Escapes and UTF-16 are found in the record's JSON text itself (the message names no encoding then).
      await expect(refused).rejects.toMatchObject({
        code: 'KNOWN_SECRET',
        message: expect.stringMatching(
          /^event 0 \(graph:note\) holds knownSecrets\[0\]( \(.+ at \$\.files\[0\]\.text\))?; nothing was written$/,
        ) as unknown,
      });
    } finally {
      await log.close();
    }
    const attempt = await openAttemptLog(storage, 'run-1', 'attempt-1');
    await attempt.appendHead(Buffer.from(`${JSON.stringify({ k: 'o', t: `a ${encode(secret)} b` })}\n`));
    await attempt.close();
    const { head } = await readAttemptLog(storage, 'run-1', 'attempt-1');
    expect((JSON.parse(head!.toString()) as { t: string }).t).toMatch(/^a (\*\*\*|\{"token":"\*\*\*"\}) b$/);
  });

  it('a secret with characters HTML and JSON escape, and one outside ASCII, written with escapes', () => {
    const special = 'p&ss"w<rd>\'é-2024';
    const specialMatcher = createSecretMatcher([special]);
    const html = special.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const utf8Escapes = hexBytes(special)
      .map((hex) => `\\x${hex}`)
      .join('');
    for (const [text, encoding] of [
      [`<td>${html.replace("'", '&#39;')}</td>`, 'html'],
      [`b'${utf8Escapes}'`, 'escapes'],
      [unicodeEscapes(special), 'escapes'],
      [JSON.stringify(special).replace('é', '\\u00e9'), 'escapes'],
    ] as const) {
      expect(findSecretInValue(specialMatcher, { text }), text).toMatchObject({ encoding });
      expect(findSecretInValue(specialMatcher, redactKnownSecrets(specialMatcher, text)), text).toBeNull();
    }
  });

  it('a secret outside Latin-1 as UTF-16LE (no NUL bytes in it), as it is and behind base64', () => {
    const cjk = '密码是秘密的钥匙';
    const cjkMatcher = createSecretMatcher([cjk]);
    const utf16 = Buffer.from(`key ${cjk}`, 'utf16le');
    expect(findSecretInBytes(cjkMatcher, utf16)).toEqual({ index: 0, encoding: 'utf16le', at: '$' });
    expect(findSecretInValue(cjkMatcher, { b64: b64(utf16) })).toMatchObject({ encoding: 'base64+utf16le' });
    expect(redactKnownSecrets(cjkMatcher, `x ${b64(utf16)} y`)).toBe('x *** y');
  });

  it('a prefix of the secret in any of these forms is not a match', () => {
    for (const [name, encode] of forms) {
      const almost = `token: ${encode(secret.slice(0, -1))} (end)`;
      expect(findSecretInValue(matcher, { almost }), name).toBeNull();
      expect(redactKnownSecrets(matcher, almost), name).toBe(almost);
    }
  });

  it('keeps ordinary text that looks alike: digests, timestamps, UUIDs, escapes and references of other text', () => {
    const ordinary = [
      'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 ok',
      '2024-01-02 12:34:56.789 [info] 10:20:30:40:50:60:70:80:90:a0:b0:c0 started',
      'request 550e8400-e29b-41d4-a716-446655440000 and de:ad:be:ef:ca:fe:ba:be:de:ad:be:ef:ca:fe:ba:be:00:11:22:33',
      JSON.stringify({ message: 'caf\u00e9 \u2603', control: '\u0000\u001f' }),
      '{"note":"\\u0048\\u0065\\u006c\\u006c\\u006f, world"} C:\\users\\x64\\Documents \\033[1m bold \\033[0m',
      '<p>Tom &amp; Jerry &#169; 2024 &#x2014; &lt;3</p>',
      `PLAIN UPPER CASE WORDS AND ${b32(Buffer.from('other bytes, not the secret'))}`,
      b64(deflateRawSync(Buffer.from('nothing secret here, only a long enough text'))),
      b64(Buffer.from('PowerShell -Command Write-Host hello', 'utf16le')),
    ];
    for (const text of ordinary) {
      expect(findSecretInValue(matcher, { text }), text).toBeNull();
      expect(findSecretInBytes(matcher, Buffer.from(text)), text).toBeNull();
      expect(redactKnownSecrets(matcher, text), text).toBe(text);
    }
  });
});
