// Two more printings of a secret's bytes, in text the store is handed whole (a runner log line, an
// action output, a stored value): hex words printed little-endian (`od -An -x`: each 2-byte
// word's bytes swapped) and base64 in groups of eight (`fold -w8 | paste -sd' '`). Redacted from
// text kept for display, found by the store inside other text. The text is the real tools' output.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createSecretMatcher, findSecretInValue, redactKnownSecrets } from '../../src/store/index.ts';

const secret = 'sk-live-words-0123456789abcdef';
const matcher = createSecretMatcher([secret]);

const printed = (script: string, input: string) =>
  execFileSync('sh', ['-c', script], { input: Buffer.from(input) })
    .toString('utf8')
    .trimEnd();

describe('hex words printed little-endian', () => {
  it.each([
    ['od -An -x', 'od -An -x'],
    ['od -An -t x4', 'od -An -t x4'],
  ])('redacts and finds a dump without offsets: %s', (_tool, script) => {
    for (const pad of ['', 'x']) {
      const dump = printed(script, `${pad}${secret}`);
      // As printed, big-endian, the bytes are not the secret's.
      expect(Buffer.from(dump.replace(/\s+/g, ''), 'hex').includes(secret)).toBe(false);
      expect(redactKnownSecrets(matcher, `dump:\n${dump}\nend`)).toBe('dump:\n ***\nend');
      expect(findSecretInValue(matcher, { note: `dump:\n${dump}\nend` })).toMatchObject({ index: 0, at: '$.note' });
    }
    const harmless = printed(script, 'nothing secret in these bytes at all');
    expect(redactKnownSecrets(matcher, harmless)).toBe(harmless);
  });
});

describe('base64 in groups of eight', () => {
  it('redacts a run of groups from a line, the text around it kept, and is found inside other text', () => {
    for (const pad of ['', 'x', 'xy']) {
      const run = printed("base64 -w0 | fold -w8 | paste -sd' '", `${pad}${secret}`);
      expect(run).toMatch(/^[A-Za-z0-9+/]{8} /);
      expect(redactKnownSecrets(matcher, `key: ${run} (fingerprint)`)).toBe('key: *** (fingerprint)');
      expect(redactKnownSecrets(matcher, `${run} ok`)).toBe('*** ok');
      expect(findSecretInValue(matcher, { note: `key: ${run} (fingerprint)` })).toMatchObject({ at: '$.note' });
    }
    const harmless = `key: ${printed("base64 -w0 | fold -w8 | paste -sd' '", 'nothing secret in these bytes')} ok`;
    expect(redactKnownSecrets(matcher, harmless)).toBe(harmless);
  });
});
