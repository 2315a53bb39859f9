// Known secrets in text handed to the store whole (a node's output, a record field), not a line at
// a time through the attempt-log writer: a dump with offsets over lines (`xxd`, `hexdump -C`, `od`;
// also of characters, `od -c`), base64 a group a line (`fold -w8`) between other lines, and a secret quoted by the shell
// (`printf %q`). Each is refused where the store keeps it and redacted where text is kept for
// display. A word printed after a block of base64 stays when it carries none of the secret. The
// texts are the real tools' output.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createSecretMatcher, findSecretInValue, redactKnownSecrets, type RunStorage } from '../../src/store/index.ts';
import { tempStore } from './helpers.ts';

const secret = 'sk-live-0123456789abcdefXYZ-secret-value';
const matcher = createSecretMatcher([secret]);

/** What a shell command prints, the secret in `$S`. */
const shell = (command: string, known = secret) =>
  execFileSync('bash', ['--noprofile', '--norc', '-c', command], {
    env: { PATH: process.env.PATH, S: known },
  }).toString('utf8');

/** The store's refusal of a record holding `text`: its message (never the secret). */
async function refusal(storage: RunStorage, text: string, known = secret): Promise<string> {
  const log = await storage.openEventLog('run-1', 'graph');
  try {
    const error = await log.append([{ type: 'graph:note', session: 1, data: { text } }]).then(
      () => new Error('expected KNOWN_SECRET, but the append succeeded'),
      (caught: unknown) => caught as Error,
    );
    expect((error as { code?: string }).code, error.message).toBe('KNOWN_SECRET');
    expect(error.message).not.toContain(known);
    return error.message;
  } finally {
    await log.close();
  }
}

/** Each line alone hides nothing: only the lines read together do. */
function eachLineHarmless(text: string, known = matcher): void {
  for (const line of text.split('\n')) expect(findSecretInValue(known, line)).toBeNull();
}

describe('a hex dump with offsets kept as one value', () => {
  it.each([
    ['xxd', 'xxd'],
    ['hexdump -C', 'hexdump -C'],
    ['od -A x -t x1z', 'od -A x -t x1z'],
    ['od -x (little-endian words)', 'od -x'],
    ['xxd -e (little-endian words)', 'xxd -e'],
    ['od -c (characters)', 'od -c'],
    ['hexdump -c (characters)', 'hexdump -c'],
    ['od -b (octal bytes)', 'od -b'],
  ])('is refused and its lines that carry the secret masked: %s', async (_name, dump) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const text = `dump of the config:\n${shell(`printf 'token=%s\\nand more bytes after it\\n' "$S" | ${dump}`)}done`;
    eachLineHarmless(text);
    expect(findSecretInValue(matcher, { stdout: text })).toEqual({ index: 0, encoding: 'hex', at: '$.stdout' });
    expect(await refusal(storage, text)).toMatch(/\(hex at \$\.text\)/);
    const redacted = redactKnownSecrets(matcher, text);
    expect(findSecretInValue(matcher, redacted)).toBeNull();
    const lines = text.split('\n');
    const kept = redacted.split('\n');
    expect(kept).toHaveLength(lines.length);
    // Offsets stay; the lines of bytes 6 to 46 (the first three, 16 bytes a line) are masked.
    kept.forEach((line, index) => {
      const offset = /^[0-9a-f]+:?/.exec(lines[index]!)?.[0];
      if (index >= 1 && index <= 3) expect(line).toMatch(new RegExp(`^${offset!}\\s+\\*\\*\\*`));
      else expect(line).toBe(lines[index]);
    });
    // A dump that hides nothing is kept as it was.
    const harmless = shell(`printf 'a harmless text, printed as a dump. %.0s' 1 2 3 4 5 | ${dump}`);
    expect(findSecretInValue(matcher, harmless)).toBeNull();
    expect(redactKnownSecrets(matcher, harmless)).toBe(harmless);
  });
});

describe('base64 a group a line (fold -w8) between other lines', () => {
  it.each(['', 'x', 'xy'])('is refused and redacted as a block (pad %j)', async (pad) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const block = shell(`printf '%s%s' '${pad}' "$S" | base64 -w0 | fold -w8`);
    const text = `the key is:\n${block}\nend of key`;
    eachLineHarmless(text);
    expect(findSecretInValue(matcher, { stdout: text })?.encoding).toBe('base64');
    expect(await refusal(storage, text)).toMatch(/\(base64 at \$\.text\)/);
    expect(redactKnownSecrets(matcher, text)).toBe('the key is:\n***\nend of key');
    // Groups that hide nothing are kept.
    const harmless = `a:\n${shell(`printf 'nothing secret in these bytes at all' | base64 -w0 | fold -w8`)}\nb`;
    expect(findSecretInValue(matcher, harmless)).toBeNull();
    expect(redactKnownSecrets(matcher, harmless)).toBe(harmless);
  });
});

describe('a word printed right after a block of base64', () => {
  /** A full line of 76 characters: the secret's base64 and harmless bytes after it. */
  const fullLine = shell(`(printf '%s' "$S"; printf 'a%.0s' $(seq 30)) | base64 -w0 | head -c 76`);

  it.each(['done', 'PASS', 'Okay'])('stays when it carries none of the secret, goes when it does: %s', (word) => {
    expect(fullLine).toHaveLength(76);
    expect(redactKnownSecrets(matcher, `${fullLine}\n${word}\nnext`)).toBe(`***\n${word}\nnext`);
    // 40 harmless bytes, then the secret: its base64 ends in the last line (32 characters).
    const lines = shell(`(printf 'a%.0s' $(seq 40); printf '%s' "$S") | base64 -w 76`).trimEnd().split('\n');
    expect(lines.map((line) => line.length)).toEqual([76, 32]);
    const text = `${lines.join('\n')}\nnext`;
    expect(redactKnownSecrets(matcher, text)).toBe('***\nnext');
    // The secret twice: once in the full line alone, once running into the last line.
    const twice = shell(`(printf '%s' "$S"; printf 'a%.0s' $(seq 7); printf '%s' "$S") | base64 -w 76`);
    const [first, last] = twice.trimEnd().split('\n');
    expect(findSecretInValue(matcher, first!)).not.toBeNull();
    expect(findSecretInValue(matcher, last!)).toBeNull();
    expect(redactKnownSecrets(matcher, `${twice}next`)).toBe('***\nnext');
  });
});

describe('a secret quoted by the shell (printf %q)', () => {
  const quoted = 'p@ss w0rd$x!(1)&y;z|~';

  it.each(['C.UTF-8', 'C'])('is found, refused and redacted (locale %s)', async (locale) => {
    const storage = await tempStore({ knownSecrets: [quoted] });
    const known = createSecretMatcher([quoted]);
    const text = execFileSync('bash', ['--noprofile', '--norc', '-c', `printf 'export TOKEN=%q\\n' "$S"`], {
      env: { PATH: process.env.PATH, S: quoted, LC_ALL: locale },
    }).toString('utf8');
    expect(text).toBe('export TOKEN=p@ss\\ w0rd\\$x\\!\\(1\\)\\&y\\;z\\|~\n');
    expect(findSecretInValue(known, { line: text })).toEqual({ index: 0, encoding: 'escapes', at: '$.line' });
    expect(await refusal(storage, text, quoted)).toMatch(/holds knownSecrets\[0\]/);
    expect(redactKnownSecrets(known, text)).toBe('export TOKEN=***\n');
    // Other backslashes, and a part of the secret, are left alone.
    const other = 'grep -E "a\\(b\\)" C:\\Program\\ Files p@ss\\ w0rd';
    expect(findSecretInValue(known, other)).toBeNull();
    expect(redactKnownSecrets(known, other)).toBe(other);
  });
});
