// Run IDs, namespaces, positions and artifact references under hostile values: a typed refusal
// (INVALID_STORE_ID, INVALID_OPTIONS, ARTIFACT_INTEGRITY, ARTIFACT_NOT_FOUND) or a value within the
// allowed pattern; nothing is created outside the store. A swapped, truncated or replaced artifact
// is refused on read.
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, symlink, truncate, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dagPosition, parseDagPosition } from '../../src/graph/dag/index.ts';
import { isSupervisedRunError, readSupervisedRunStatus } from '../../src/runner/index.ts';
import { createLocalRunStorage, isStorageError, type RunStorage } from '../../src/store/index.ts';
import { storeIdPattern, type ArtifactRef } from '../../src/store/contract.ts';
import { hostileString } from './arbitraries.ts';

let temp: string;
let storage: RunStorage;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fuzz-ids-'));
  storage = await createLocalRunStorage({ directory: path.join(temp, 'store'), namespace: 'fuzz' });
});
afterAll(() => rm(temp, { recursive: true, force: true }));

function everything(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(directory, entry));
}

async function typed(task: () => Promise<unknown>, accepted: boolean): Promise<void> {
  try {
    await task();
  } catch (error) {
    if (accepted && isStorageError(error) && error.code !== 'INVALID_STORE_ID') return; // e.g. a lock held by this test
    if (!isStorageError(error, 'INVALID_STORE_ID')) throw error;
    expect(accepted).toBe(false);
  }
}

describe('run IDs, namespaces and positions (fuzz)', () => {
  it('store operations refuse a hostile run ID with INVALID_STORE_ID and write nothing outside the store', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (runId) => {
        const accepted = storeIdPattern.test(runId);
        await typed(() => storage.readDefinition(runId), accepted);
        await typed(() => storage.readEvents(runId, 'graph'), accepted);
        await typed(() => storage.readCheckpoint(runId, 'x'), accepted);
        await typed(
          () =>
            storage
              .artifacts(runId)
              .get({ schemaVersion: 1, digest: `sha256:${'0'.repeat(64)}`, bytes: 0, mediaType: 'x', purpose: 'x' }),
          accepted,
        );
        await typed(async () => (await storage.acquireProcessLock(runId)).release(), accepted);
        for (const file of everything(temp)) expect(file.startsWith(path.join(temp, 'store'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a hostile namespace is refused by the store and by status reads with a typed error', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (namespace, runId) => {
        const opened = await createLocalRunStorage({ directory: path.join(temp, 'store'), namespace }).then(
          () => true,
          (error: unknown) => {
            if (!isStorageError(error, 'INVALID_STORE_ID')) throw error;
            return false;
          },
        );
        expect(opened).toBe(storeIdPattern.test(namespace) && namespace.toLowerCase() !== '.local');
        const status = await readSupervisedRunStatus({
          storage: { directory: path.join(temp, 'store'), namespace },
          runId,
        }).then(
          () => undefined,
          (e: unknown) => e,
        );
        if (!isSupervisedRunError(status)) throw status ?? new Error('a status for a run that does not exist');
        expect(['INVALID_OPTIONS', 'RUN_STORAGE']).toContain(status.code);
      }),
      { numRuns: 150 },
    );
  });

  // Found by the property below (fixed in e95beff): src/store/paths.ts joinInside tested `relative.startsWith('..')`, so
  // a namespace such as "..a" (valid: storeIdPattern only excludes "." and "..", and the Action's
  // namespace input accepts it) was refused with UNSAFE_STORAGE_PATH "is outside the storage directory".
  it('a namespace that starts with ".." but is not ".." opens the store (it names a directory inside it)', async () => {
    for (const namespace of ['..a', '...', '..-x']) {
      expect(storeIdPattern.test(namespace)).toBe(true);
      const opened = await createLocalRunStorage({ directory: path.join(temp, 'store'), namespace });
      expect(opened.runDirectory('r1').startsWith(path.join(temp, 'store', namespace))).toBe(true);
    }
  });

  it('DAG positions parse only in their own form and round-trip', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          fc.tuple(hostileString, fc.integer()).map(([id, n]) => `dag/${id}/${n}`),
        ),
        (position) => {
          const parsed = parseDagPosition(position);
          if (parsed === undefined) return;
          expect(dagPosition(parsed.nodeId, parsed.n)).toBe(position);
          expect(parsed.nodeId).toMatch(/^[A-Za-z0-9_.-]{1,100}$/);
          expect(Number.isSafeInteger(parsed.n) && parsed.n > 0).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('artifact references (fuzz)', () => {
  const artifactRefArb = fc.oneof(
    fc.record({
      schemaVersion: fc.oneof(fc.constant(1), fc.anything()),
      digest: fc.oneof(
        hostileString,
        fc.stringMatching(/^sha256:[0-9a-f]{64}$/),
        hostileString.map((s) => `sha256:${s}`),
      ),
      bytes: fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.anything()),
      mediaType: fc.oneof(fc.constant('application/json'), hostileString),
      purpose: fc.oneof(fc.constant('x'), hostileString),
    }),
    fc.anything(),
  );

  it('a hostile reference is ARTIFACT_INTEGRITY (malformed) or ARTIFACT_NOT_FOUND, never a read outside the store', async () => {
    const artifacts = storage.artifacts('refs');
    await artifacts.put('content', { mediaType: 'text/plain', purpose: 'fuzz', contentMode: 'state' });
    await fc.assert(
      fc.asyncProperty(artifactRefArb, async (ref) => {
        try {
          await artifacts.get(ref as ArtifactRef);
        } catch (error) {
          if (!isStorageError(error, 'ARTIFACT_INTEGRITY') && !isStorageError(error, 'ARTIFACT_NOT_FOUND')) throw error;
          return;
        }
        throw new Error(`a random reference read back content: ${JSON.stringify(ref)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('a swapped, truncated, edited or symlinked artifact file is refused on read', async () => {
    const artifacts = storage.artifacts('swap');
    const a = await artifacts.put('the first artifact', {
      mediaType: 'text/plain',
      purpose: 'fuzz',
      contentMode: 'state',
    });
    const b = await artifacts.put('the second, longer artifact', {
      mediaType: 'text/plain',
      purpose: 'fuzz',
      contentMode: 'state',
    });
    const c = await artifacts.put('the third artifact', {
      mediaType: 'text/plain',
      purpose: 'fuzz',
      contentMode: 'state',
    });
    const d = await artifacts.put('the fourth artifact', {
      mediaType: 'text/plain',
      purpose: 'fuzz',
      contentMode: 'state',
    });
    const file = (ref: ArtifactRef) =>
      path.join(storage.runDirectory('swap'), 'artifacts', ref.digest.slice('sha256:'.length));
    await writeFile(file(a), 'the second, longer artifact'); // b's bytes under a's name
    await truncate(file(b), 3);
    await writeFile(file(c), 'the third artifacT'); // same length, one byte changed
    await unlink(file(d));
    await symlink(file(c), file(d));
    for (const [ref, codes] of [
      [a, ['ARTIFACT_INTEGRITY']],
      [b, ['ARTIFACT_INTEGRITY']],
      [c, ['ARTIFACT_INTEGRITY']],
      [d, ['UNSAFE_STORAGE_PATH', 'ARTIFACT_INTEGRITY']],
    ] as const) {
      const error = await artifacts.get(ref).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isStorageError(error) && codes.includes(error.code as never), `${ref.digest}: ${String(error)}`).toBe(
        true,
      );
      expect((error as Error).message).toContain(ref.digest.slice('sha256:'.length));
    }
  });
});
