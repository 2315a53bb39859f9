// Store-wide property: for random secrets and random file contents, written through every kind of
// record the store keeps, in the encodings its writers use (a snapshot's base64 file contents, hex,
// gzip, JSON text), no stored byte sequence, decoded from any of those encodings, holds a secret;
// and a write whose content held one was refused with KNOWN_SECRET, not stored some other way.
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RunStorage } from '../../src/store/index.ts';
import { decodedViews, filesRevealing } from '../support/decoded-views.ts';
import { tempStore } from './helpers.ts';

const secretArb = fc.oneof(
  fc.string({ unit: 'binary-ascii', minLength: 8, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 8, maxLength: 24 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,48}$/),
);

/** A file's content: random bytes or text, with the secret spliced in at a random place or not. */
const contentArb = fc.record({
  before: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.string({ maxLength: 64 }).map((s) => Buffer.from(s)),
  ),
  after: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.string({ maxLength: 64 }).map((s) => Buffer.from(s)),
  ),
  holdsSecret: fc.boolean(),
});
const filesArb = fc.array(fc.record({ name: fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,3})?$/), content: contentArb }), {
  minLength: 1,
  maxLength: 4,
});

type Write = (storage: RunStorage, files: Array<{ path: string; bytes: Buffer }>) => Promise<unknown>;

/** The shapes the store's writers give file contents, one write each. */
const writes: Record<string, Write> = {
  'snapshot artifact (base64)': (storage, files) =>
    storage.artifacts('run-1').put(
      JSON.stringify({
        anchor: { files: files.map((f) => ({ path: f.path, bytes: f.bytes.length })) },
        content: {
          files: files.map((f) => ({ path: f.path, mode: '100644', contentBase64: f.bytes.toString('base64') })),
        },
      }),
      { mediaType: 'application/json', purpose: 'runner-pause-anchor', contentMode: 'state' },
    ),
  'gzip artifact': (storage, files) =>
    storage.artifacts('run-1').put(gzipSync(Buffer.concat(files.map((f) => f.bytes))), {
      mediaType: 'application/gzip',
      purpose: 'bundle',
      contentMode: 'exact',
    }),
  'display artifact (text)': (storage, files) =>
    storage.artifacts('run-1').put(Buffer.concat(files.map((f) => f.bytes)), {
      mediaType: 'text/plain',
      purpose: 'output',
      contentMode: 'display',
    }),
  'event record (hex, base64 of gzip)': async (storage, files) => {
    const log = await storage.openEventLog('run-1', 'graph');
    try {
      await log.append(
        files.map((f) => ({
          type: 'test:file',
          session: 1,
          data: { path: f.path, hex: f.bytes.toString('hex'), gz: gzipSync(f.bytes).toString('base64') },
        })),
      );
    } finally {
      await log.close();
    }
  },
  'checkpoint (JSON text)': (storage, files) =>
    storage.writeCheckpoint('run-1', 'status', {
      files: files.map((f) => JSON.stringify({ path: f.path, text: f.bytes.toString('utf8') })),
    }),
  'definition (base64url)': (storage, files) =>
    storage.writeDefinition('run-1', { files: files.map((f) => f.bytes.toString('base64url')) }),
};

describe('store-wide: no stored byte sequence, decoded, holds a known secret', () => {
  it('whatever nodes write into files, in any encoding the store uses', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, filesArb, async (secret, specs) => {
        const storage = await tempStore({ knownSecrets: [secret] });
        const needle = Buffer.from(secret, 'utf8');
        const files = specs.map((spec, index) => ({
          path: `dir${index}/${spec.name}`,
          bytes: Buffer.concat([
            spec.content.before,
            spec.content.holdsSecret ? needle : Buffer.alloc(0),
            spec.content.after,
          ]),
        }));
        // Display content is stored redacted when the secret is visible; every other write holding it is refused.
        const visible = files.some((f) => decodedViews(f.bytes).some((view) => view.includes(needle)));
        for (const [name, write] of Object.entries(writes)) {
          const outcome = await write(storage, files).then(
            () => 'stored',
            (error: unknown) => {
              const refusal = error as { code?: string; message?: string };
              if (refusal.code !== 'KNOWN_SECRET') throw error;
              expect(refusal.message, name).not.toContain(secret);
              return 'refused';
            },
          );
          if (visible && name !== 'display artifact (text)') expect(outcome, name).toBe('refused');
        }
        expect(await filesRevealing(storage.directory, [secret])).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });
});
