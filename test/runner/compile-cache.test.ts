// Worker processes start with Node's compile cache in a private per-user directory: the preload
// flag enables it before the entry loads, and a directory that is not safe is not used.
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileCacheDirectory,
  compileCacheFlag,
  compileCachePolicy,
  defaultCompileCacheDirectory,
  pruneCompileCache,
} from '../../src/runner/watchdog/compile-cache.ts';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { fixture, waitUntil } from './helpers.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'compile-cache-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('worker compile cache', () => {
  it('creates a private directory, and refuses a symlink or a directory others may write', async () => {
    const fresh = path.join(root, 'fresh');
    expect(await compileCacheDirectory(fresh)).toBe(fresh);
    if (process.platform !== 'win32') expect((await stat(fresh)).mode & 0o777).toBe(0o700);
    const target = path.join(root, 'target');
    await mkdir(target, { mode: 0o700 });
    await symlink(target, path.join(root, 'link'));
    expect(await compileCacheDirectory(path.join(root, 'link'))).toBeNull();
    if (process.platform !== 'win32') {
      const open = path.join(root, 'open');
      await mkdir(open);
      await chmod(open, 0o777);
      expect(await compileCacheDirectory(open)).toBeNull();
    }
  });

  it('the preload flag enables the cache in that directory before the entry runs', async () => {
    const directory = path.join(root, 'flag');
    await mkdir(directory, { mode: 0o700 });
    const entry = `import module from 'node:module'; process.stdout.write(String(module.getCompileCacheDir()));`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      compileCacheFlag(directory),
      '--input-type=module',
      '-e',
      entry,
    ]);
    expect(stdout.startsWith(path.join(directory, `v${process.versions.node}`))).toBe(true);
  });

  it('a supervised run launches its worker with the flag for the per-user cache', async () => {
    const f = await fixture({ wait: { block: true } });
    try {
      const handle = await startSupervisedRun(f.options);
      await f.waitForFile('started-wait-1');
      const pid = (await f.status()).worker!.pid!;
      if (process.platform === 'linux') {
        const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
        expect(argv).toContain(compileCacheFlag(defaultCompileCacheDirectory()));
      }
      await f.open('wait');
      expect((await handle.done).kind).toBe('complete');
      expect((await stat(defaultCompileCacheDirectory())).isDirectory()).toBe(true);
    } finally {
      await f.cleanup();
    }
  });
});

const dayMs = 24 * 60 * 60 * 1000;

/** A cache entry file last used `daysAgo` days ago. */
async function entry(file: string, daysAgo: number, now = Date.now()): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'cached code');
  const at = new Date(now - daysAgo * dayMs);
  await utimes(file, at, at);
}

describe('compile cache pruning', () => {
  it('removes entries unused for two weeks, then all but the newest kept, and emptied old Node versions', async () => {
    const cache = path.join(root, 'prune');
    const current = path.join(cache, `v${process.versions.node}-${process.arch}-00000000-0`);
    const older = path.join(cache, 'v20.0.0-x64-00000000-0');
    for (const [name, daysAgo] of [
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 20],
    ] as const)
      await entry(path.join(current, name), daysAgo);
    await entry(path.join(older, 'e'), 30);

    expect(await pruneCompileCache(cache, { keepEntries: 2 })).toEqual({ removed: 3, kept: 2 });
    expect((await readdir(current)).sort()).toEqual(['a', 'b']);
    expect(await readdir(cache)).toEqual([path.basename(current)]);
  });

  it('a supervised run prunes a cache not pruned for a day, off the way to its start', async () => {
    // A private temp directory: the run's per-user cache is then this test's alone.
    process.env.TMPDIR = await mkdtemp(path.join(root, 'tmpdir-'));
    const cache = defaultCompileCacheDirectory();
    const older = path.join(cache, 'v20.0.0-x64-00000000-0');
    await entry(path.join(older, 'unused'), compileCachePolicy.maxIdleDays + 1);
    const f = await fixture({ a: {} });
    try {
      const handle = await startSupervisedRun(f.options);
      expect((await handle.done).kind).toBe('complete');
      await waitUntil(
        'the old Node version pruned',
        async () => (await readdir(cache)).every((name) => name !== path.basename(older)),
        15_000,
      );
      expect((await stat(path.join(cache, '.pruned'))).mtimeMs).toBeGreaterThan(Date.now() - dayMs);
    } finally {
      await f.cleanup();
    }
  });
});
