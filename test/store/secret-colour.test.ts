// A known secret split by terminal control sequences (a colour code between two of its characters,
// as `grep --color`, `git diff --color-words` and highlighters print it) is shown whole by a
// terminal and by GitHub's log viewer. The store sees through CSI, OSC and other ESC sequences,
// raw and as JSON text writes them (`\u001b`), for the secret as it is and behind an encoding:
// what it would keep is refused (KNOWN_SECRET), output kept for display has the whole span, the
// sequences inside it included, replaced by `***`, and the text around it left as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSecretMatcher,
  findEncodedSecretInValue,
  findSecretInBytes,
  findSecretInValue,
  openAttemptLog,
  readAttemptLog,
  redactKnownSecrets,
  redactKnownSecretsInValue,
} from '../../src/store/index.ts';
import { filesRevealingThroughColour, withoutSequences } from './secret-colour-check.ts';
import { tempStore } from './helpers.ts';

const secret = 'Zq8rT4vL2mN6pW0sXy3K';
const matcher = createSecretMatcher([secret]);
const b64 = (text: string) => Buffer.from(text).toString('base64');
const bold = '\x1b[1m';
const reset = '\x1b[0m';
/** `text` with `sequence` inserted after its `at`th character. */
const split = (text: string, at: number, sequence: string) => `${text.slice(0, at)}${sequence}${text.slice(at)}`;

/** Sequences a program prints between two characters, each as a terminal receives it. */
const sequences: Array<[string, string]> = [
  ['CSI (bold)', bold],
  ['CSI with parameters (grep --color)', '\x1b[01;31m\x1b[K'],
  ['CSI with no parameters', '\x1b[m'],
  ['OSC 8 hyperlink, ended by BEL', '\x1b]8;;https://example.invalid/a?b=1\x07'],
  ['OSC title, ended by ST', '\x1b]0;build 42\x1b\\'],
  ['ESC ( B (tput sgr0)', '\x1b(B\x1b[m'],
  ['a two-character ESC sequence (save cursor)', '\x1b7'],
  ['an 8-bit CSI', '\u009b1m'],
];

describe('a known secret split by terminal sequences', () => {
  it.each(sequences)('%s: found, and redacted as one span with the text around it kept', (_, sequence) => {
    const text = `using token ${split(secret, 10, sequence)}${reset} done`;
    expect(matcher.findIn(text)).toBe(0);
    expect(findSecretInValue(matcher, { line: text })).toEqual({ index: 0, encoding: 'ansi', at: '$.line' });
    expect(findSecretInBytes(matcher, Buffer.from(text))).toEqual({ index: 0, encoding: 'ansi', at: '$' });
    // As JSON text writes it (`\u001b`): an event's data, a log line.
    const json = JSON.stringify({ line: text });
    expect(matcher.findIn(json)).toBe(0);
    expect(findSecretInBytes(matcher, Buffer.from(json))?.encoding).toMatch(/^ansi/);
    expect(redactKnownSecrets(matcher, text)).toBe(`using token ***${reset} done`);
    const redactedJson = matcher.redact(Buffer.from(json)).toString();
    expect(JSON.parse(redactedJson)).toEqual({ line: `using token ***${reset} done` });
  });

  it('sees through several sequences, at every place in the secret', () => {
    for (let at = 1; at < secret.length; at += 1) {
      const text = `[${split(split(secret, at, '\x1b[32m'), Math.min(at + 3, secret.length) + 5, reset)}]`;
      expect(findSecretInValue(matcher, text), text).not.toBeNull();
      expect(redactKnownSecrets(matcher, text), text).toMatch(/^\[\*\*\*(\x1b\[0m)?\]$/);
    }
  });

  it('finds an encoded secret split by a colour code, and redacts the encoded run whole', () => {
    const base64 = b64(secret);
    const hex = Buffer.from(secret).toString('hex');
    const percent = hex.replace(/(..)/g, '%$1'); // every byte escaped, as some URL encoders write it
    const cases: Array<[string, string]> = [
      [`token ${split(base64, 10, bold)}${reset} ok`, 'ansi+base64'],
      [`token ${split(hex, 9, '\x1b[33m')}${reset} ok`, 'ansi+hex'],
      [`postgres://app:${split(percent, 12, bold)}@db/main ok`, 'ansi+url'],
    ];
    for (const [text, encoding] of cases) {
      expect(findSecretInValue(matcher, { text })).toEqual({ index: 0, encoding, at: '$.text' });
      expect(findEncodedSecretInValue(matcher, { text })?.encoding).toBe(encoding);
      const redacted = redactKnownSecrets(matcher, text);
      expect(redacted).toMatch(/ ok$/);
      expect(redacted).toContain('***');
      expect(findSecretInValue(matcher, redacted)).toBeNull();
      expect(withoutSequences(redacted)).not.toContain(base64.slice(0, 8));
    }
  });

  it('leaves coloured output that holds no secret as it is', () => {
    const outputs = [
      `\x1b[32m✓\x1b[0m test passed \x1b[2m(12 ms)\x1b[22m`,
      `\x1b]8;;https://example.invalid/\x07link\x1b]8;;\x07 ${b64('harmless content')}`,
      `${split('Zq8rT4vL2mN6pW0sXy3', 10, bold)}${reset}`, // one character short of the secret
      split(secret.slice(1), 5, bold), // its first character missing
      `\x1b[31m${'e'.repeat(40)}\x1b[0m \x1b[`, // a lone introducer at the end
      '\x1b]0;an OSC never ended',
    ];
    for (const text of outputs) {
      expect(findSecretInValue(matcher, { text }), text).toBeNull();
      expect(redactKnownSecrets(matcher, text), text).toBe(text);
      expect(matcher.redact(Buffer.from(text)).toString(), text).toBe(text);
    }
  });

  it('refuses what the store keeps and redacts what it shows: records, artifacts, attempt logs', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const coloured = `using token ${split(secret, 10, bold)}${reset}`;
    const log = await storage.openEventLog('run-1', 'graph');
    try {
      await expect(log.append([{ type: 'graph:note', session: 1, data: { coloured } }])).rejects.toMatchObject({
        code: 'KNOWN_SECRET',
      });
      await expect(
        log.append([{ type: 'graph:note', session: 1, data: { b64: split(b64(secret), 10, bold) } }]),
      ).rejects.toMatchObject({ code: 'KNOWN_SECRET', message: expect.stringContaining('(ansi+base64 at $.b64)') });
    } finally {
      await log.close();
    }
    const artifacts = storage.artifacts('run-1');
    const state = { mediaType: 'text/plain', purpose: 'note', contentMode: 'state' } as const;
    await expect(artifacts.put(coloured, state)).rejects.toMatchObject({ code: 'KNOWN_SECRET' });
    const shown = await artifacts.put(`${coloured} ok`, { ...state, contentMode: 'display' });
    expect((await artifacts.get(shown)).toString()).toBe(`using token ***${reset} ok`);
    // An attempt log written as JSON lines, the sequences escaped (`\u001b`).
    const attempt = await openAttemptLog(storage, 'run-1', 'attempt-1');
    await attempt.appendHead(Buffer.from(`${JSON.stringify({ k: 'o', t: coloured })}\n`));
    await attempt.replaceTail(Buffer.from(`${JSON.stringify({ k: 'e', t: `b64 ${split(b64(secret), 7, bold)}` })}\n`));
    await attempt.close();
    const { head, tail } = await readAttemptLog(storage, 'run-1', 'attempt-1');
    expect(JSON.parse(head!.toString())).toEqual({ k: 'o', t: `using token ***${reset}` });
    expect(JSON.parse(tail!.toString())).toEqual({ k: 'e', t: 'b64 ***' });
    expect(await filesRevealingThroughColour(storage.directory, [secret])).toEqual([]);
  });

  it('redacts a JSON value for a record, keys and strings', () => {
    const value = { [split(secret, 4, bold)]: [`x ${split(secret, 15, '\x1b[2m')}`, 'plain'] };
    const redacted = redactKnownSecretsInValue(matcher, value);
    expect(redacted).toEqual({ '***': ['x ***', 'plain'] });
  });

  it('property: any sequences between any characters are seen through, and only the secret goes', () => {
    const sequenceArb = fc.constantFrom(...sequences.map(([, sequence]) => sequence));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: secret.length - 1 }), sequenceArb), { maxLength: 4 }),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (cuts, before, after) => {
          let coloured = secret;
          for (const [at, sequence] of [...cuts].sort((a, b) => b[0] - a[0])) coloured = split(coloured, at, sequence);
          const text = `${before} ${coloured} ${after}`;
          expect(findSecretInValue(matcher, text)).not.toBeNull();
          const redacted = redactKnownSecrets(matcher, text);
          expect(findSecretInValue(matcher, redacted)).toBeNull();
          expect(redacted.endsWith(` ${after}`) || findSecretInValue(matcher, after) !== null).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
