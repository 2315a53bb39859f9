// Property over real runs (watchdog, worker process, git workspace): for a random known secret and
// random files that nodes write into the workspace, some holding the secret, the pause either
// stores its snapshot (no file held the secret) or fails WORKSPACE_ANCHOR_WRITE naming exactly the
// files that did; either way no stored byte, decoded from any encoding the store uses, holds it.
import fc from 'fast-check';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { filesRevealing } from '../support/decoded-views.ts';
import { fixture, type NodeSpec } from './helpers.ts';

const secretArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{12,40}$/),
  fc.string({ unit: 'grapheme', minLength: 8, maxLength: 20 }),
);
const bytesArb = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.string({ maxLength: 200 }).map((s) => Buffer.from(s)),
);
const fileArb = fc.record({ before: bytesArb, after: bytesArb, holdsSecret: fc.boolean() });

describe('workspace snapshots of random files (real runs)', () => {
  it('store a snapshot only when no file holds the secret, and never store the secret', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, fc.array(fileArb, { minLength: 1, maxLength: 3 }), async (secret, specs) => {
        const nodes: Record<string, NodeSpec> = {};
        specs.forEach((_, index) => {
          nodes[`w${index}`] = { retrySafe: true, writeFile: { path: `out/f${index}.bin`, fromControl: `f${index}` } };
        });
        nodes.gate = { needs: Object.keys(nodes), policy: 'approval' };
        const f = await fixture(nodes, { concurrency: 3 });
        try {
          const needle = Buffer.from(secret, 'utf8');
          const holding: string[] = [];
          for (const [index, spec] of specs.entries()) {
            const bytes = Buffer.concat([spec.before, spec.holdsSecret ? needle : Buffer.alloc(0), spec.after]);
            if (bytes.includes(needle)) holding.push(`out/f${index}.bin`);
            await writeFile(path.join(f.control, `f${index}`), bytes);
          }
          f.options.storage = { ...f.storage, knownSecrets: [secret] };
          const result = await (await startSupervisedRun(f.options)).done;
          if (holding.length === 0) expect(result).toMatchObject({ kind: 'pause', positions: ['dag/gate/1'] });
          else {
            expect(result).toMatchObject({ kind: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' });
            const message = (result as { message: string }).message;
            for (const [index] of specs.entries()) {
              const file = `out/f${index}.bin`;
              expect(message.includes(`"${file}"`), file).toBe(holding.includes(file));
            }
            expect(message).not.toContain(secret);
          }
          expect(await filesRevealing(f.storage.directory, [secret])).toEqual([]);
        } finally {
          await f.cleanup();
        }
      }),
      { numRuns: 5 },
    );
  }, 240_000);
});
