// The last line of a block of encoded lines, through the attempt output writer: a short word printed
// right after a full line of base64 (`done`) is held as the block's possible last line; it is written
// as it is when the lines before it hide the secret on their own and it carries none of it, and masked
// when the secret's encoding runs into it. A word that breaks the block's decoding (lower case after
// base32) does not keep the block that hides the secret from being masked. The texts are the real
// tools' output.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseAttemptLog } from '../../../src/runner/output/format.ts';
import { createSecretMatcher, findSecretInValue, readAttemptLog } from '../../../src/store/index.ts';
import { tempStore } from '../../store/helpers.ts';
import { redactingWriter } from '../attempt-writer.ts';

const secret = 'sk-live-0123456789abcdefXYZ-secret-value';
const matcher = createSecretMatcher([secret]);

/** The lines a shell command prints, the secret in `$S`. */
const shellLines = (command: string) =>
  execFileSync('bash', ['--noprofile', '--norc', '-c', command], { env: { PATH: process.env.PATH, S: secret } })
    .toString('utf8')
    .split('\n')
    .slice(0, -1);

async function written(lines: readonly string[]) {
  const storage = await tempStore({ knownSecrets: [secret] });
  const out = redactingWriter(storage, 'a1', [secret]);
  out.write('stdout', lines.map((line) => `${line}\n`).join(''));
  const closed = parseAttemptLog((await out.close()).content).lines.map((line) => line.t);
  const file = await readAttemptLog(storage, 'run-1', 'a1');
  const live = parseAttemptLog(file.head, file.tail).lines.map((line) => line.t);
  expect(live).toEqual(closed);
  expect(findSecretInValue(matcher, closed.join('\n'))).toBeNull();
  return closed;
}

describe('a word printed right after a block of encoded lines', () => {
  /** One full line of 76 characters that hides the secret on its own. */
  const fullLine = shellLines(`(printf '%s' "$S"; printf 'a%.0s' $(seq 30)) | base64 -w0 | head -c 76; echo`);

  it.each(['done', 'PASS', 'ok'])('is written as it is when it carries none of the secret: %s', async (word) => {
    expect(fullLine[0]).toHaveLength(76);
    expect(await written(['before', ...fullLine, word, 'after'])).toEqual(['before', '***', word, 'after']);
    // And masked when the secret runs into it: 40 harmless bytes, then the secret.
    const lines = shellLines(`(printf 'a%.0s' $(seq 40); printf '%s' "$S") | base64 -w 76`);
    expect(lines.map((line) => line.length)).toEqual([76, 32]);
    expect(await written([...lines, 'after'])).toEqual(['***', '***', 'after']);
    // The secret twice: once in the full line alone, once running into the last line.
    const twice = shellLines(`(printf '%s' "$S"; printf 'a%.0s' $(seq 7); printf '%s' "$S") | base64 -w 76`);
    expect(findSecretInValue(matcher, twice[0]!)).not.toBeNull();
    expect(findSecretInValue(matcher, twice[1]!)).toBeNull();
    expect(await written([...twice, 'after'])).toEqual(['***', '***', 'after']);
  });

  it('is written as it is after hex wrapped at 60 (xxd -p)', async () => {
    const dump = shellLines(`(printf 'a%.0s' $(seq 10); printf '%s' "$S"; printf 'b%.0s' $(seq 40)) | xxd -p`);
    expect(dump.map((line) => line.length)).toEqual([60, 60, 60]);
    expect(dump.every((line) => findSecretInValue(matcher, line) === null)).toBe(true);
    expect(await written([...dump, 'beef', 'after'])).toEqual(['***', '***', '***', 'beef', 'after']);
  });

  it('does not keep a base32 block that hides the secret from being masked', async () => {
    const lines = shellLines(`(printf 'a%.0s' $(seq 50); printf '%s' "$S"; printf 'b%.0s' $(seq 100)) | base32`);
    expect(lines.map((line) => line.length)).toEqual([76, 76, 76, 76]);
    expect(lines.every((line) => findSecretInValue(matcher, line) === null)).toBe(true);
    expect(await written(['before', ...lines, 'y', 'after'])).toEqual([
      'before',
      '***',
      '***',
      '***',
      '***',
      'y',
      'after',
    ]);
  });
});
