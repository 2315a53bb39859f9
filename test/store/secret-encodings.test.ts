// Known secrets behind an encoding: the store decodes what it is handed (base64 and base64url,
// data: URLs, line-wrapped base64, hex, gzip, JSON text inside a string, a word inside text,
// percent escapes) and refuses a secret it finds with KNOWN_SECRET, naming the encoding and the
// JSON path, never the secret or its encoded form. Artifacts (every mode), event records, the definition and
// checkpoints are all checked; ordinary encoded content is still stored.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createSecretMatcher,
  findEncodedSecretInValue,
  openAttemptLog,
  readAttemptLog,
  redactEncodedSecrets,
  redactKnownSecretsInValue,
} from '../../src/store/index.ts';
import { filesRevealing } from '../support/decoded-views.ts';
import { tempStore } from './helpers.ts';

const secret = 'sk-live-7Hq2"ZpX\\9'; // a quote and a backslash: its JSON form differs from its raw form
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const state = { mediaType: 'application/json', purpose: 'runner-pause-anchor', contentMode: 'state' } as const;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error('expected KNOWN_SECRET, but the call succeeded'),
    (caught: unknown) => caught as Error,
  );
  expect((error as { code?: string }).code, error.message).toBe('KNOWN_SECRET');
  for (const form of [secret, JSON.stringify(secret).slice(1, -1), b64(secret), Buffer.from(secret).toString('hex')])
    expect(error.message).not.toContain(form);
  return error.message;
}

const encodings: Array<[string, (value: string) => string, string]> = [
  ['base64', (s) => b64(`prefix ${s} suffix`), 'base64'],
  ['base64url', (s) => Buffer.from(`~~${s}??>>`).toString('base64url'), 'base64'],
  ['a data: URL', (s) => `data:text/plain;base64,${b64(s)}`, 'base64'],
  ['line-wrapped base64', (s) => b64(`${'x'.repeat(90)}${s}`).replace(/(.{20})/g, '$1\n'), 'base64'],
  ['hex', (s) => Buffer.from(s).toString('hex'), 'hex'],
  ['base64 of gzip', (s) => b64(gzipSync(Buffer.from(`gz ${s}`))), 'base64+gzip'],
  ['JSON text in a string', (s) => JSON.stringify({ nested: [s] }), 'json'],
  ['base64 of JSON holding base64', (s) => b64(JSON.stringify({ inner: b64(s) })), 'base64+json+base64'],
  ['a word inside text', (s) => `Authorization: Basic ${b64(`user:${s}`)}`, 'base64'],
  ['a percent-encoded password in a URL', (s) => `postgres://app:${encodeURIComponent(s)}@db:5432/main`, 'url'],
  ['base64 of a URL', (s) => b64(`https://app:${encodeURIComponent(s)}@example.invalid/`), 'base64+url'],
];

describe('known secrets behind an encoding', () => {
  it.each(encodings)(
    'an artifact field holding the secret as %s is refused, naming encoding and path',
    async (_, encode, label) => {
      const storage = await tempStore({ knownSecrets: [secret] });
      const bundle = {
        content: {
          files: [
            { path: 'ok.txt', contentBase64: b64('fine') },
            { path: '.env', contentBase64: encode(secret) },
          ],
        },
      };
      const message = await refusal(storage.artifacts('run-1').put(JSON.stringify(bundle), state));
      expect(message).toContain(`runner-pause-anchor artifact (state) holds knownSecrets[0] (${label}`);
      expect(message).toContain('at $.content.files[1].contentBase64');
      expect(await storage.artifacts('run-1').totalBytes()).toBe(0);
    },
  );

  it('refuses gzip bytes and whole-body base64, in exact and display mode too', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const artifacts = storage.artifacts('run-1');
    expect(
      await refusal(artifacts.put(gzipSync(Buffer.from(`log ${secret}\n`)), { ...state, contentMode: 'exact' })),
    ).toContain('(gzip at $)');
    expect(await refusal(artifacts.put(b64(`x${secret}`), { ...state, contentMode: 'exact' }))).toContain(
      '(base64 at $)',
    );
    // Display content is redacted where the secret is visible; behind an encoding it cannot be.
    expect(
      await refusal(artifacts.put(JSON.stringify({ tail: b64(secret) }), { ...state, contentMode: 'display' })),
    ).toContain('(base64 at $.tail)');
    const shown = await artifacts.put(`visible ${secret}`, { ...state, contentMode: 'display' });
    expect((await artifacts.get(shown)).toString()).toBe('visible ***');
  });

  it('refuses event records, the definition and checkpoints holding an encoded secret', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const log = await storage.openEventLog('run-1', 'runner');
    try {
      const message = await refusal(
        log.append([{ type: 'runner:note', session: 1, data: { files: [{ bytes: b64(secret) }] } }]),
      );
      expect(message).toContain(
        'event 0 (runner:note) holds knownSecrets[0] (base64 at $.files[0].bytes); nothing was written',
      );
      await refusal(
        log.append([{ type: 'runner:note', session: 1, data: { blob: Buffer.from(secret).toString('hex') } }]),
      );
      expect(
        await log.append([{ type: 'runner:note', session: 1, data: { blob: b64('harmless content') } }]),
      ).toHaveLength(1);
    } finally {
      await log.close();
    }
    expect(await refusal(storage.writeDefinition('run-1', { inputs: { token: b64(secret) } }))).toContain(
      '(base64 at $.inputs.token)',
    );
    expect(await storage.readDefinition('run-1')).toBeUndefined();
    expect(
      await refusal(storage.writeCheckpoint('run-1', 'status', { cache: [JSON.stringify({ s: secret })] })),
    ).toContain('(json at $.cache[0].s)');
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
  });

  it('refuses an event whose type holds the secret, as given or encoded, and leaves the type out of the message', async () => {
    const storage = await tempStore({ knownSecrets: [secret], policy: { maxEventPayloadBytes: 64 } });
    const log = await storage.openEventLog('run-1', 'runner');
    try {
      expect(await refusal(log.append([{ type: `note:${secret}`, session: 1, data: null }]))).toBe(
        "event 0's type holds knownSecrets[0]; nothing was written",
      );
      expect(
        await refusal(
          log.append([
            { type: 'ok', session: 1, data: null },
            { type: b64(secret), session: 1, data: null },
          ]),
        ),
      ).toBe("event 1's type holds knownSecrets[0] (base64); nothing was written");
      // Refused for the secret before anything else names the record by its type (here, its size).
      expect(await refusal(log.append([{ type: `big:${secret}`, session: 1, data: { text: 'x'.repeat(100) } }]))).toBe(
        "event 0's type holds knownSecrets[0]; nothing was written",
      );
      expect(await log.append([{ type: 'runner:note', session: 1, data: null }])).toHaveLength(1);
    } finally {
      await log.close();
    }
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
  });

  it('attempt logs are redacted, never refused: each encoded form of a secret becomes ***, ordinary encoded text stays', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const url = `postgres://app:${encodeURIComponent(secret)}@db:5432/main`;
    const line = (t: string) => `${JSON.stringify({ k: 'o', t })}\n`;
    const log = await openAttemptLog(storage, 'run-1', 'attempt-1');
    await log.appendHead(Buffer.from(line(`Authorization: Basic ${b64(`user:${secret}`)}`) + line(`dsn ${url} ok`)));
    await log.replaceTail(
      Buffer.from(line(Buffer.from(secret).toString('hex')) + line(`gz ${b64(gzipSync(Buffer.from(secret)))}`)),
    );
    await log.close();
    const { head, tail } = await readAttemptLog(storage, 'run-1', 'attempt-1');
    expect(head?.toString()).toBe(line('Authorization: Basic ***') + line('dsn *** ok'));
    expect(tail?.toString()).toBe(line('***') + line('gz ***'));
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);

    // Written straight to the store (no writer redacted it first): each line stays JSON, escapes and all.
    const direct = await openAttemptLog(storage, 'run-1', 'attempt-2');
    await direct.appendHead(
      Buffer.from(line(`"quoted ${url}"\u00e9${b64(secret)}\\`) + line(`é${b64(`x${secret}`)}"`) + 'not json %2F\n'),
    );
    await direct.close();
    const written = (await readAttemptLog(storage, 'run-1', 'attempt-2')).head!.toString().split('\n');
    expect(written.slice(0, 2).map((text) => (JSON.parse(text) as { t: string }).t)).toEqual([
      '"quoted ***"é***\\',
      'é***"',
    ]);
    expect(written[2]).toBe('not json %2F');
    expect(await filesRevealing(storage.directory, [secret])).toEqual([]);

    const matcher = createSecretMatcher([secret]);
    const ordinary = `sha256:${'ab'.repeat(32)} ${b64('harmless content')} https://example.invalid/a%20b?q=100%`;
    expect(redactEncodedSecrets(matcher, ordinary)).toBe(ordinary);
    expect(redactEncodedSecrets(createSecretMatcher([]), b64(secret))).toBe(b64(secret));
  });

  it('redacts a JSON value for a record: raw, JSON-escaped and encoded, in strings and keys, sharing what did not change', () => {
    const matcher = createSecretMatcher([secret]);
    const untouched = { list: ['plain', 1, null, { deep: b64('harmless content') }] };
    const value = {
      raw: `token ${secret}`,
      escaped: JSON.stringify(secret),
      [b64(secret)]: [`Basic ${b64(`u:${secret}`)}`, untouched],
      ['__proto__']: 'own key',
    };
    const redacted = redactKnownSecretsInValue(matcher, JSON.parse(JSON.stringify(value)) as typeof value);
    const expected = { raw: 'token ***', escaped: '"***"', '***': ['Basic ***', untouched], ['__proto__']: 'own key' };
    expect(JSON.stringify(redacted)).toBe(JSON.stringify(expected));
    expect(Object.getPrototypeOf(redacted)).toBe(Object.prototype);
    expect(redactKnownSecretsInValue(matcher, untouched)).toBe(untouched);
    expect(findEncodedSecretInValue(matcher, redacted)).toBeNull();
    expect(JSON.stringify(redacted)).not.toContain(secret);
  });

  it('finds an encoding wrapped over lines inside longer text, refuses it and redacts the block alone', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const wrapMatcher = createSecretMatcher([secret]);
    const wrapped = (pad: number, tail: number) =>
      b64(`${'p'.repeat(pad)}${secret}${'s'.repeat(tail)}`).match(/.{1,76}/g)!;
    // Padded so that the secret's encoding crosses a line break; the last line shorter than the
    // others, or as long (171 bytes: three lines of 76 characters).
    const blocks = [wrapped(45, 60), wrapped(45, 171 - 45 - Buffer.byteLength(secret))];
    expect(blocks.map((lines) => lines.map((line) => line.length))).toEqual([
      [76, 76, 12],
      [76, 76, 76],
    ]);
    for (const lines of blocks)
      expect(lines.every((line) => findEncodedSecretInValue(wrapMatcher, line) === null)).toBe(true);
    const log = await storage.openEventLog('run-1', 'graph');
    try {
      for (const lines of blocks) {
        const text = `config:\n${lines.join('\n')}\nafter`;
        const message = await refusal(log.append([{ type: 'graph:note', session: 1, data: { text } }]));
        expect(message).toMatch(/\(base64 at \$\.text\); nothing was written$/);
        // A shorter last line that carries none of the secret (the `s` after it) stays.
        const kept = lines.at(-1)!.length < 76 ? `${lines.at(-1)!}\n` : '';
        expect(redactEncodedSecrets(wrapMatcher, text)).toBe(`config:\n***\n${kept}after`);
      }
    } finally {
      await log.close();
    }
    // A block whose last line is long, right before another block that hides nothing: only the first goes.
    const long = wrapped(45, 159 - 45 - Buffer.byteLength(secret));
    expect(long.map((line) => line.length)).toEqual([76, 76, 60]);
    const harmless = b64(Buffer.alloc(96, 9)).match(/.{1,64}/g)!;
    const text = `config:\n${[...long, ...harmless].join('\n')}\nafter`;
    // (Its last line carries none of the secret: it stays.)
    expect(redactEncodedSecrets(wrapMatcher, text)).toBe(`config:\n***\n${long[2]!}\n${harmless.join('\n')}\nafter`);
    // And the other way round: a block that hides nothing, whose last line is long, right above one
    // of another width that hides it. Both are found in one match and taken apart.
    const above = b64(Buffer.alloc(102, 3)).match(/.{1,76}/g)!;
    expect(above.map((line) => line.length)).toEqual([76, 60]);
    const pem = Array.from({ length: 40 }, (_, pad) =>
      b64(`${'p'.repeat(pad)}${secret}${'s'.repeat(60)}`).match(/.{1,64}/g)!,
    ).find((lines) => lines.every((line) => findEncodedSecretInValue(wrapMatcher, line) === null))!;
    const below = `${[...above, ...pem].join('\n')}\nafter`;
    expect(redactEncodedSecrets(wrapMatcher, below)).toBe(`${above.join('\n')}\n***\nafter`);
    const again = await storage.openEventLog('run-1', 'graph');
    try {
      await refusal(again.append([{ type: 'graph:note', session: 1, data: { below } }]));
    } finally {
      await again.close();
    }
  });

  it('finds an encoding joined to other characters: hex in a path or after hex digits, base64 at any alignment', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const hex = Buffer.from(secret).toString('hex');
    const joined = [
      `cache/${hex}.json`, // a file named after the token, as a change record lists it
      `sha${hex}`, // hex digits right before it ('a' is one)
      `f${hex}0`, // at an odd offset of a longer run of hex digits
      `id${b64(secret)}`, // base64 two characters into a run of its alphabet
      `x${b64(`u:${secret}`)}`, // and one character in
    ];
    const log = await storage.openEventLog('run-1', 'graph');
    try {
      for (const value of joined) {
        const message = await refusal(log.append([{ type: 'graph:note', session: 1, data: { value } }]));
        expect(message, value).toMatch(/\((hex|base64) at \$\.value\); nothing was written$/);
      }
    } finally {
      await log.close();
    }
    const matcher = createSecretMatcher([secret]);
    expect(joined.map((value) => redactEncodedSecrets(matcher, `wrote ${value}`))).toEqual([
      'wrote cache/***.json',
      'wrote ***',
      'wrote ***',
      'wrote ***',
      'wrote ***',
    ]);
    // In a path only the segment that hides it goes; base64 whose own `/` splits the secret goes whole.
    const slashed = 'tok-???-abcdefgh'; // its base64 holds a `/`
    const slashedMatcher = createSecretMatcher([slashed]);
    expect(b64(slashed)).toContain('/');
    const texts = [`at ${b64(slashed)} end`, `dir/${b64(slashed)}/file`];
    const redacted = texts.map((text) => redactEncodedSecrets(slashedMatcher, text));
    expect(redacted).toEqual(['at *** end', '***/file']);
    expect(findEncodedSecretInValue(slashedMatcher, redacted)).toBeNull();
    // Ordinary digests and ids, joined the same way, are still stored as they are.
    const ordinary = `cache/${'ab'.repeat(32)}.json id${b64('harmless content')} sha${'0f'.repeat(20)}`;
    expect(redactEncodedSecrets(matcher, ordinary)).toBe(ordinary);
    expect(findEncodedSecretInValue(matcher, { ordinary })).toBeNull();
  });

  it('a key that encodes the secret is refused without naming it', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const message = await refusal(storage.artifacts('run-1').put(JSON.stringify({ map: { [b64(secret)]: 1 } }), state));
    expect(message).toContain('(base64 at $.map (a key))');
  });

  it('stores ordinary encoded content: digests, ids, base64 of other bytes, binary', async () => {
    const storage = await tempStore({ knownSecrets: [secret, 'another-known-secret-value'] });
    const artifacts = storage.artifacts('run-1');
    const capture = {
      anchor: { head: 'a'.repeat(40), fingerprint: `sha256:${'b'.repeat(64)}` },
      content: {
        files: [
          { path: 'src/a.ts', contentBase64: b64('export const a = 1;\n') },
          { path: 'bin', contentBase64: b64(Buffer.from([0, 1, 2, 255])) },
        ],
        urls: ['https://example.invalid/a%20b?q=%22quoted%22&pct=100%', 'postgres://app:%2A%2A%2A@db/main'],
      },
    };
    await artifacts.put(JSON.stringify(capture), state);
    await artifacts.put(gzipSync(Buffer.from('plain log line\n')), { ...state, contentMode: 'exact' });
    await artifacts.put(Buffer.from([0x1f, 0x8b, 0, 1, 2]), { ...state, contentMode: 'exact' }); // gzip magic, not gzip
    expect(await artifacts.totalBytes()).toBeGreaterThan(0);
  });

  it('the independent leak check finds a secret hidden the ways the store writes (a control for the tests)', async () => {
    const storage = await tempStore();
    // Without known secrets the store keeps anything: these files hold the secret behind encodings.
    await storage.artifacts('run-1').put(JSON.stringify({ files: [{ contentBase64: b64(`x${secret}`) }] }), state);
    await storage.writeCheckpoint('run-1', 'hex', { blob: Buffer.from(secret).toString('hex') });
    await storage.writeCheckpoint('run-1', 'url', {
      url: `https://app:${encodeURIComponent(secret)}@example.invalid/`,
    });
    await storage.writeCheckpoint('run-1', 'word', { note: `Authorization: Basic ${b64(`user:${secret}`)}` });
    const log = await storage.openEventLog('run-1', 'graph');
    await log.append([{ type: 'test', session: 1, data: { gz: gzipSync(Buffer.from(secret)).toString('base64') } }]);
    await log.close();
    expect((await filesRevealing(storage.directory, [secret])).map((file) => file.split('/').at(-2))).toEqual(
      expect.arrayContaining(['artifacts', 'checkpoints', 'run-1']),
    );
    expect(await filesRevealing(storage.directory, [secret])).toHaveLength(5);
  });

  it('without known secrets nothing is decoded', async () => {
    const storage = await tempStore();
    await storage.artifacts('run-1').put(JSON.stringify({ any: b64(secret) }), state);
    expect(await storage.artifacts('run-1').totalBytes()).toBeGreaterThan(0);
  });
});
