// More ways a tool prints a secret's bytes over lines, through the attempt output writer: hex
// words printed little-endian (`od -x`, `od -t x2`/`x4`, `hexdump`: the bytes of each word
// swapped), colon-separated hex wrapped with indentation (`openssl pkey -text`, `openssl x509
// -text`) and base64 in groups of eight (`fold -w8`, one group a line or joined by spaces). No
// line alone holds the secret; the lines that carry part of it are masked. The dumps are the real
// tools' output.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAttemptLog } from '../../../src/runner/output/format.ts';
import { createSecretMatcher, findSecretInValue, readAttemptLog, type RunStorage } from '../../../src/store/index.ts';
import { tempStore } from '../../store/helpers.ts';
import { redactingWriter } from '../attempt-writer.ts';

const secret = 'sk-live-0123456789abcdefXYZ-secret-value';

async function written(storage: RunStorage, attemptId: string, lines: readonly string[], known = secret) {
  const out = redactingWriter(storage, attemptId, [known]);
  out.write('stdout', lines.map((line) => `${line}\n`).join(''));
  const closed = parseAttemptLog((await out.close()).content).lines.map((line) => line.t);
  const file = await readAttemptLog(storage, 'run-1', attemptId);
  return { closed, live: parseAttemptLog(file.head, file.tail).lines.map((line) => line.t) };
}

const run = (command: string, args: readonly string[], input: Buffer | string) =>
  execFileSync(command, args, { input }).toString('utf8').split('\n').slice(0, -1);

/** Each line alone hides nothing from the store (as it is or behind an encoding). */
function eachLineHarmless(lines: readonly string[], known = secret): void {
  const matcher = createSecretMatcher([known]);
  for (const line of lines) expect(findSecretInValue(matcher, line)).toBeNull();
}

/** A dump line: offset, hex words, blanks, perhaps a text column (`>…<`). */
const dumpLine = /^([0-9a-f]*[ ]*)([0-9a-f]+(?: +[0-9a-f]+)*)( *)(?:>(.*)<)?$/;

/** The line with its hex words (and text column) as `***`, as the writer masks a line that carries part of a secret. */
function maskedLine(line: string): string {
  const parts = dumpLine.exec(line);
  if (parts === null) throw new Error(`not a dump line: ${line}`);
  return `${parts[1]}***${parts[3]}${parts[4] === undefined ? '' : '>***<'}`;
}

describe('hex words printed little-endian, a line at a time', () => {
  const before = 'config loaded: token=';
  const input = Buffer.from(`${before}${secret}\nand more bytes after it, harmless\n`);
  it.each([
    ['od', ['-t', 'x2']],
    ['od', ['-x']],
    ['od', ['-t', 'x4']],
    ['od', ['-t', 'x8']],
    ['od', ['-An', '-t', 'x2']],
    ['od', ['-A', 'x', '-t', 'x2z']],
    ['hexdump', []],
    ['hexdump', ['-x']],
  ])('masks each line that carries part of it: %s %s', async (command, args) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const lines = run(command, args, input);
    eachLineHarmless(lines);
    const { closed, live } = await written(storage, 'a1', ['before', ...lines, 'after']);
    // Bytes 21 to 60: lines 1 to 3 (16 bytes a line); the others as the tool printed them.
    const expected = lines.map((line, index) => (index >= 1 && index <= 3 ? maskedLine(line) : line));
    expect(closed).toEqual(['before', ...expected, 'after']);
    expect(live).toEqual(closed);
    // A dump that hides nothing is kept as the tool printed it.
    const harmless = run(command, args, Buffer.from('a harmless text, printed as a dump. '.repeat(20)));
    expect((await written(storage, 'a2', harmless)).closed).toEqual(harmless);
  });
});

describe('colon-separated hex wrapped over indented lines (openssl)', () => {
  // An Ed25519 private key is 32 bytes: `openssl pkey -text` prints them 15 a line, colons between.
  const key = 'sk-live-openssl-0123456789abcdef';
  const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

  function opensslText(): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'openssl-key-'));
    try {
      const file = join(dir, 'key.der');
      writeFileSync(file, Buffer.concat([pkcs8Prefix, Buffer.from(key)]));
      return run('openssl', ['pkey', '-inform', 'DER', '-in', file, '-text', '-noout'], '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each([
    ['lower case, as openssl prints it', (line: string) => line],
    ['upper case', (line: string) => line.toUpperCase()],
  ])('masks the lines that carry the key: %s', async (_case, cased) => {
    const storage = await tempStore({ knownSecrets: [key] });
    const printed = opensslText();
    // ED25519 Private-Key: / priv: / 3 lines of the key / pub: / 3 lines of the public key.
    expect(printed[1]).toBe('priv:');
    expect(printed[2]).toMatch(/^ {4}73:6b:2d:/);
    const lines = printed.map((line, index) => (index >= 2 && index <= 4 ? cased(line) : line));
    eachLineHarmless(lines, key);
    const { closed, live } = await written(storage, 'a1', lines, key);
    expect(closed).toEqual([lines[0], 'priv:', '    ***', '    ***', '    ***', ...lines.slice(5)]);
    expect(live).toEqual(closed);
  });
});

describe('base64 in groups of eight', () => {
  const encoded = (pad: string) => Buffer.from(`${pad}${secret}`);

  it.each(['', 'x', 'xy'])('masks a run of groups joined by spaces (pad %j)', async (pad) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const groups = execFileSync('sh', ['-c', "base64 -w0 | fold -w8 | paste -sd' '"], { input: encoded(pad) })
      .toString('utf8')
      .trimEnd();
    expect(groups).toMatch(/^[A-Za-z0-9+/]{8}( [A-Za-z0-9+/=]{1,8})+$/);
    const { closed } = await written(storage, 'a1', ['before', `key: ${groups} (fingerprint)`, 'after']);
    expect(closed).toEqual(['before', 'key: *** (fingerprint)', 'after']);
  });

  it.each(['', 'x', 'xy'])('masks the lines of a group a line (fold -w8, pad %j)', async (pad) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const lines = run('sh', ['-c', 'base64 -w0 | fold -w8; echo'], encoded(pad));
    expect(lines.length).toBeGreaterThan(5);
    eachLineHarmless(lines);
    const { closed, live } = await written(storage, 'a2', ['before', ...lines, 'after']);
    expect(closed).toEqual(['before', ...lines.map(() => '***'), 'after']);
    expect(live).toEqual(closed);
    // Groups that hide nothing, a line each or joined by spaces, are kept.
    const harmless = run(
      'sh',
      ['-c', 'base64 -w0 | fold -w8; echo'],
      Buffer.from('nothing secret in these bytes at all'),
    );
    const joined = harmless.join(' ');
    expect((await written(storage, 'a3', [...harmless, joined])).closed).toEqual([...harmless, joined]);
  });
});
