// Hostile cache entries: archives planted in the cache (as any job of the branch could) whose run
// directory nests deeper than a store does, or past the file system's path limit, restored through
// the unmodified cache client and the emulator. Refused with STORE_RESTORE, removed, nothing left.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { createStoreFixture } from './support/store-fixture.ts';

const namespace = 'default';
const prefix = 'supervised-run';
const storeDirectory = '.supervised-run';
let persistence: typeof import('../../src/action/persistence/index.ts');
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let githubRunId = 100;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-hostile-cache-'));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  // rm(1) walks a tree past the path limit (a refused test may leave one); fs.rm does not.
  if (root) execFileSync('rm', ['-rf', root]);
});

const runDirectoryOf = (runId: string) => path.join(storeDirectory, namespace, 'runs', runId);

/**
 * Saves a real store of `runId` (so the entry exists, with the client's version), then replaces its
 * archive with one of the run directory `plant` fills (called with its path relative to the cwd it
 * runs in: the craft directory, so it may nest deeper than an absolute path can name).
 */
async function plantEntry(runId: string, plant: (relativeRunDirectory: string, cwd: string) => void): Promise<string> {
  githubRunId += 1;
  await enterJob(emulator, root, { name: `${runId}-saver`, githubRunId });
  await createStoreFixture({ storeDirectory, namespace, runId });
  const saved = await persistence.saveStore({ storeDirectory, namespace, runId, prefix });
  const key = saved.cacheKey!;
  const craft = path.join(root, `craft-${runId}`);
  await fs.mkdir(path.join(craft, runDirectoryOf(runId)), { recursive: true });
  await fs.writeFile(path.join(craft, runDirectoryOf(runId), 'definition.json'), '{}');
  plant(runDirectoryOf(runId), craft);
  const archive = path.join(root, `${runId}.tar.zst`);
  execFileSync('tar', ['--zstd', '-cf', archive, '-C', craft, runDirectoryOf(runId)]);
  execFileSync('rm', ['-rf', craft]);
  await emulator.replaceCacheArchive(key, await fs.readFile(archive));
  return key;
}

async function restoreIn(job: string, runId: string) {
  githubRunId += 1;
  const entered = await enterJob(emulator, root, { name: job, githubRunId });
  const result = await persistence
    .restoreStore({ storeDirectory, namespace, runId, prefix })
    .catch((error: unknown) => error);
  return { result, workspace: entered.workspace };
}

describe('a cache entry whose run directory nests deeper than a store', () => {
  it('is refused and removed, naming the directory', async () => {
    const runId = 'nested-deep';
    const key = await plantEntry(runId, (run, cwd) =>
      execFileSync('sh', ['-c', `mkdir -p "${run}/a/b/c/d/e/f/g/h/i" && echo x > "${run}/a/b/c/d/e/f/g/h/i/file"`], {
        cwd,
      }),
    );
    const { result, workspace } = await restoreIn('nested-deep-restore', runId);
    expect(isActionError(result, 'STORE_RESTORE')).toBe(true);
    expect((result as Error).message).toBe(
      `the store restored from cache entry ${key} was refused and removed: a/b/c/d/e/f/g/h/i is nested more than 8 directories deep; a store is at most 8`,
    );
    await expect(fs.stat(path.join(workspace, runDirectoryOf(runId)))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('past the path limit (each absolute path of it too long to name): refused and removed, no journal left, restorable after', async () => {
    const runId = 'past-path-max';
    // Each entry's name, relative to the workspace, is under the limit; below this long workspace,
    // its absolute path is not.
    const job = `deep-${'w'.repeat(150)}`;
    const segment = 'd123456789';
    const key = await plantEntry(runId, (run, cwd) => {
      const levels = Math.floor((3950 - run.length) / (segment.length + 1));
      execFileSync(
        'sh',
        [
          '-c',
          `cd "${run}" && i=0; while [ $i -lt ${levels} ]; do mkdir ${segment} && cd ${segment}; i=$((i+1)); done; echo x > file`,
        ],
        { cwd },
      );
    });
    const { result, workspace } = await restoreIn(job, runId);
    expect(path.join(workspace, runDirectoryOf(runId)).length + 3950).toBeGreaterThan(4096);
    expect(isActionError(result, 'STORE_RESTORE')).toBe(true);
    expect((result as Error).message).toContain(`the store restored from cache entry ${key} was refused and removed: `);
    expect((result as Error).message).toContain('is nested more than 8 directories deep');
    await expect(fs.stat(path.join(workspace, runDirectoryOf(runId)))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(fs.readdir(path.join(workspace, storeDirectory, '.local'))).resolves.toEqual([]);

    // The next job of the same runner finds nothing left of it, and restores a good save.
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await persistence.saveStore({ storeDirectory, namespace, runId, prefix });
    await fs.rm(path.join(workspace, storeDirectory), { recursive: true });
    const restored = await persistence.restoreStore({ storeDirectory, namespace, runId, prefix });
    expect(restored).toMatchObject({ source: 'cache', key: saved.cacheKey, storedRunId: runId });
  });
});
