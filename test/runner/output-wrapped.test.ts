// A secret's encoding wrapped over lines (`base64` at 76 characters, `xxd -p` at 60): no line alone
// decodes to it, so the writer holds the lines of such a block until it ends and checks them
// joined. The block that hides a secret is written as *** line for line, in the artifact and in
// the live files; other lines, and blocks that hide nothing, are kept as they were.
import { describe, expect, it } from 'vitest';
import { parseAttemptLog } from '../../src/runner/output/format.ts';
import {
  createSecretMatcher,
  findEncodedSecretInValue,
  readAttemptLog,
  type RunStorage,
} from '../../src/store/index.ts';
import { tempStore } from '../store/helpers.ts';
import { redactingWriter } from './attempt-writer.ts';

const secret = 'sk-wrapped-0a1b2c3d4e5f';
const matcher = createSecretMatcher([secret]);

const writer = (storage: RunStorage, attemptId: string) => redactingWriter(storage, attemptId, [secret]);

/** `text` wrapped at `width` characters, as `base64` (76) and `xxd -p` (60) print it. */
const wrap = (text: string, width: number) => text.match(new RegExp(`.{1,${width}}`, 'g'))!;

/** Harmless bytes before the secret, so that its encoding crosses a line break. */
function straddling(encode: (bytes: Buffer) => string, width: number): string[] {
  for (let pad = 0; pad < 200; pad += 1) {
    const lines = wrap(encode(Buffer.from(`${'p'.repeat(pad)}${secret}${'s'.repeat(50)}`)), width);
    if (lines.every((line) => findEncodedSecretInValue(matcher, line) === null)) return lines;
  }
  throw new Error('no padding puts the secret across a line break');
}

async function written(storage: RunStorage, attemptId: string, lines: string[]) {
  const out = writer(storage, attemptId);
  out.write('stdout', lines.map((line) => `${line}\n`).join(''));
  const closed = parseAttemptLog((await out.close()).content).lines.map((line) => line.t);
  const file = await readAttemptLog(storage, 'run-1', attemptId);
  return { closed, live: parseAttemptLog(file.head, file.tail).lines.map((line) => line.t) };
}

describe('a secret wrapped over lines in what an attempt prints', () => {
  it.each([
    ['base64, 76 a line', (bytes: Buffer) => bytes.toString('base64'), 76],
    ['hex, 60 a line', (bytes: Buffer) => bytes.toString('hex'), 60],
  ])('writes the block that hides it as ***: %s', async (_what, encode, width) => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const block = straddling(encode, width);
    expect(block.length).toBeGreaterThan(1);
    // Each line alone hides nothing; joined, the block does.
    expect(findEncodedSecretInValue(matcher, block.join(''))).not.toBeNull();
    const { closed, live } = await written(storage, 'a1', ['before', ...block, 'after']);
    // A shorter last line is masked only when it carries part of the secret's encoding.
    expect(closed.slice(0, -2)).toEqual(['before', ...block.slice(0, -1).map(() => '***')]);
    expect(['***', block.at(-1)]).toContain(closed.at(-2));
    expect(closed.at(-1)).toBe('after');
    expect(findEncodedSecretInValue(matcher, closed.join('\n'))).toBeNull();
    expect(live).toEqual(closed);
  });

  it('takes a padded last line as long as the others as the end of its block', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    // 113 bytes: two lines of 76 characters, the second ending in `=`.
    const block = Array.from({ length: 57 }, (_, pad) =>
      wrap(Buffer.from(`${'p'.repeat(pad)}${secret}`.padEnd(113, 's')).toString('base64'), 76),
    ).find((lines) => lines.every((line) => findEncodedSecretInValue(matcher, line) === null))!;
    expect(block.map((line) => line.length)).toEqual([76, 76]);
    expect(block[1]).toMatch(/=$/);
    const { closed } = await written(storage, 'a5', [...block, 'after']);
    expect(closed).toEqual(['***', '***', 'after']);
  });

  it('checks a block that starts right where another of another width ends', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const hex = wrap(Buffer.alloc(90, 5).toString('hex'), 60);
    const block = straddling((bytes) => bytes.toString('base64'), 76);
    const { closed } = await written(storage, 'a4', [...hex, ...block, 'after']);
    expect(closed).toEqual([...hex, ...block.map(() => '***'), 'after']);
  });

  it('keeps a wrapped block that hides nothing, and checks a long block in windows', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const harmless = wrap(Buffer.alloc(76 * 150, 7).toString('base64'), 76);
    const { closed } = await written(storage, 'a2', harmless);
    expect(closed).toEqual(harmless);
    // 200 lines, more than are held at once: the secret crosses the break after line 65, where the
    // oldest held lines first go (57 bytes make one line of 76 characters).
    const pad = 65 * 57 - 10;
    const long = wrap(Buffer.from(`${'q'.repeat(pad)}${secret}${'r'.repeat(57 * 134)}`).toString('base64'), 76);
    expect(long).toHaveLength(200);
    expect(long.every((line) => findEncodedSecretInValue(matcher, line) === null)).toBe(true);
    const { closed: windowed } = await written(storage, 'a3', long);
    expect(windowed.slice(64, 66)).toEqual(['***', '***']);
    expect(windowed.slice(0, 40)).toEqual(long.slice(0, 40));
    expect(windowed.slice(-40)).toEqual(long.slice(-40));
    expect(findEncodedSecretInValue(matcher, windowed.join(''))).toBeNull();
  });
});
