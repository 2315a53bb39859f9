// The store's persistence between jobs, through the UNMODIFIED @actions/cache and
// @actions/artifact clients talking HTTP to the local Actions runtime emulator.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cache from '@actions/cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import type { RestoreStoreResult, SaveStoreResult } from '../../src/action/persistence/index.ts';
import { readZipEntries } from '../../src/action/persistence/zip-reader.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { appendEvents, createStoreFixture, snapshotTree } from './support/store-fixture.ts';
import { buildZip } from './support/zip-writer.ts';

const namespace = 'default';
const prefix = 'supervised-run';
/** Relative, as the Action's default under the workspace would be: the same string in every job. */
const storeDirectory = '.supervised-run';

// Imported once the emulator's GITHUB_API_URL is set: @actions/github reads it when it loads.
let persistence: typeof import('../../src/action/persistence/index.ts');
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
const timings: Array<{ what: string; ms: number }> = [];
let caseNumber = 0;

async function timed<T>(what: string, operation: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await operation();
  } finally {
    const ms = performance.now() - started;
    timings.push({ what, ms });
    // A retried call takes ~20 s (the clients back off 3 s+ per attempt): the emulator answered wrongly.
    expect(ms, `${what} took ${ms.toFixed(0)} ms`).toBeLessThan(5000);
  }
}

type RestoreOptions = Parameters<typeof persistence.restoreStore>[0];
type SaveOptions = Parameters<typeof persistence.saveStore>[0];
const restore = (runId: string, extra: Partial<RestoreOptions> = {}): Promise<RestoreStoreResult> =>
  timed(`restore ${runId}`, () => persistence.restoreStore({ storeDirectory, namespace, runId, prefix, ...extra }));
const save = (runId: string, extra: Partial<SaveOptions> = {}): Promise<SaveStoreResult> =>
  timed(`save ${runId}`, () => persistence.saveStore({ storeDirectory, namespace, runId, prefix, ...extra }));

function runDirectoryIn(workspace: string, runId: string): string {
  return path.join(workspace, storeDirectory, namespace, 'runs', runId);
}

/** A fresh GITHUB_RUN_ID per test, so tests never see each other's artifacts. */
function runIds(): { a: number; b: number; c: number } {
  caseNumber += 1;
  return { a: caseNumber * 100 + 1, b: caseNumber * 100 + 2, c: caseNumber * 100 + 3 };
}

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
  // The clients load on first use; load them here so the timed calls measure the calls (a retry
  // shows as seconds), not a module load from node_modules on a busy machine.
  await Promise.all([import('@actions/cache'), import('@actions/artifact')]);
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'action-persistence-'));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
  const total = timings.reduce((sum, { ms }) => sum + ms, 0);
  const slowest = timings.reduce((worst, timing) => (timing.ms > worst.ms ? timing : worst), { what: 'none', ms: 0 });
  console.log(
    `persistence: ${timings.length} restore/save calls, mean ${(total / Math.max(1, timings.length)).toFixed(0)} ms, slowest ${slowest.what} ${slowest.ms.toFixed(0)} ms`,
  );
});

beforeEach(() => {
  emulator.setCacheMode('write');
  emulator.denySaves(false);
});

describe('save and restore through the cache', () => {
  it('restores a saved store into a fresh workspace byte for byte, without the machine-local .local directory', async () => {
    const ids = runIds();
    const runId = 'fresh-1';
    const jobA = await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    const { runDirectory } = await createStoreFixture({ storeDirectory, namespace, runId });
    expect(runDirectory).toBe(runDirectoryIn(jobA.workspace, runId));
    await expect(fs.readdir(path.join(jobA.workspace, storeDirectory, '.local'))).resolves.not.toHaveLength(0);
    const before = await snapshotTree(runDirectory);

    const saved = await save(runId);
    expect(saved.warnings).toEqual([]);
    expect(saved.cacheKey).toBe(`${prefix}/${namespace}/${runId}/${ids.a}-1`);
    expect(saved.artifactName).toBe(`supervised-run+${namespace}+${runId}+1`);

    const jobB = await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const restored = await restore(runId);
    expect(restored).toMatchObject({ source: 'cache', key: saved.cacheKey, storedRunId: runId, warnings: [] });
    expect(restored.runDirectory).toBe(runDirectoryIn(jobB.workspace, runId));
    expect(await snapshotTree(restored.runDirectory)).toEqual(before);
    // Nothing machine-local came with it (no lock): only the record of which job restored it, written here.
    await expect(fs.readdir(path.join(jobB.workspace, storeDirectory, '.local'))).resolves.toEqual(['jobs']);
  });

  it('restores the default layout: an absolute store under a RUNNER_TEMP beside the workspace, same path in every job', async () => {
    const ids = runIds();
    const runId = 'temp-1';
    const shared = path.join(root, 'runner-temp', 'supervised-run');
    await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory: shared, namespace, runId });
    const before = await snapshotTree(path.join(shared, namespace, 'runs', runId));
    const saved = await save(runId, { storeDirectory: shared });
    expect(saved.warnings).toEqual([]);
    await fs.rm(shared, { recursive: true }); // RUNNER_TEMP is emptied between jobs

    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const restored = await restore(runId, { storeDirectory: shared });
    expect(restored).toMatchObject({ source: 'cache', key: saved.cacheKey, storedRunId: runId });
    expect(await snapshotTree(restored.runDirectory)).toEqual(before);

    // A workspace at another depth puts the tar's relative entries elsewhere: said, not silently missed.
    await fs.rm(shared, { recursive: true });
    await enterJob(emulator, root, { name: `deeper/${runId}-c`, githubRunId: ids.c });
    const misplaced = await restore(runId, { storeDirectory: shared }).catch((error: unknown) => error);
    expect(isActionError(misplaced, 'STORE_RESTORE')).toBe(true);
    expect((misplaced as Error).message).toContain('at the same place relative to GITHUB_WORKSPACE');
  });

  it('never puts the machine-local .local directory into the cache archive or the artifact', async () => {
    const ids = runIds();
    const runId = 'local-1';
    await enterJob(emulator, root, { name: runId, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    expect(saved.warnings).toEqual([]);

    const archive = await emulator.cacheArchive(saved.cacheKey ?? '');
    const archiveFile = path.join(root, `${runId}.tzst`);
    await fs.writeFile(archiveFile, archive ?? Buffer.alloc(0));
    const tarEntries = execFileSync('tar', ['--use-compress-program', 'unzstd', '-tf', archiveFile], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(tarEntries.some((entry) => entry.includes('definition.json'))).toBe(true);
    expect(tarEntries.filter((entry) => entry.includes('.local'))).toEqual([]);

    const zip = path.join(root, `${runId}.zip`);
    await fs.writeFile(zip, (await emulator.artifactContent(saved.artifactId ?? -1)) ?? Buffer.alloc(0));
    const handle = await fs.open(zip);
    const zipEntries = (await readZipEntries(handle)).map((entry) => entry.name);
    await handle.close();
    expect(zipEntries).toContain('definition.json');
    expect(zipEntries.filter((name) => name.includes('.local') || name.includes('lock'))).toEqual([]);
  });

  it('restores the newest of several saves, by save time, not by key order', async () => {
    const runId = 'newest-1';
    // Saved in this order; the last one has the lexically smallest key.
    const githubRunIds = [9301, 9302, 9101];
    let expected: Record<string, string> = {};
    let restoredKey: string | undefined;
    for (const [index, githubRunId] of githubRunIds.entries()) {
      await enterJob(emulator, root, { name: `${runId}-${githubRunId}`, githubRunId });
      if (index === 0) {
        await createStoreFixture({ storeDirectory, namespace, runId });
      } else {
        const previous = await restore(runId);
        expect(previous.key).toBe(restoredKey);
        await appendEvents(await createLocalRunStorage({ directory: storeDirectory, namespace }), runId, index + 1);
      }
      expected = await snapshotTree(runDirectoryIn(process.cwd(), runId));
      const saved = await save(runId, { restoredKey });
      expect(saved.fork).toBeUndefined();
      expect(saved.cacheKey).toBe(`${prefix}/${namespace}/${runId}/${githubRunId}-1`);
      restoredKey = saved.cacheKey;
    }
    await enterJob(emulator, root, { name: `${runId}-reader`, githubRunId: 9400 });
    const restored = await restore(runId);
    expect(restored.key).toBe(`${prefix}/${namespace}/${runId}/9101-1`);
    expect(await snapshotTree(restored.runDirectory)).toEqual(expected);
  });

  it('uses the run directory already on this runner (an earlier step of the job) and saves again under a follow-up key', async () => {
    const ids = runIds();
    const runId = 'steps-1';
    await enterJob(emulator, root, { name: runId, githubRunId: ids.a });
    expect(await restore(runId)).toMatchObject({ source: 'none' }); // the job's first step found nothing stored
    await createStoreFixture({ storeDirectory, namespace, runId });
    const first = await save(runId);
    const again = await restore(runId);
    expect(again.source).toBe('local');
    expect(again.warnings.join('\n')).toContain('already exists on this runner, from an earlier step of this job');
    const second = await save(runId);
    expect(second.warnings).toEqual([]);
    expect(second.cacheKey).toBe(`${first.cacheKey}.2`);
    expect(second.fork).toBeUndefined();
    // The artifact name is per attempt: the second upload replaced the first.
    const named = (await emulator.artifacts()).filter(
      (artifact) => artifact.githubRunId === ids.a && artifact.name === first.artifactName,
    );
    expect(named).toHaveLength(1);
    expect(named[0]?.id).toBe(second.artifactId);
  });

  it('a save asks the cache once before it writes (fork detection) and not again after: the entry ID is the confirmation', async () => {
    const ids = runIds();
    const runId = 'calls-1';
    await enterJob(emulator, root, { name: runId, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const before = emulator.requests().length;
    const saved = await save(runId, { artifact: false });
    expect(saved.warnings).toEqual([]);
    expect(saved.cacheKey).toBe(`${prefix}/${namespace}/${runId}/${ids.a}-1`);
    const rpc = emulator
      .requests()
      .slice(before)
      .map((request) => request.path.split('/').pop())
      .filter((name) => name !== undefined && /^[A-Z]/.test(name));
    expect(rpc).toEqual(['GetCacheEntryDownloadURL', 'CreateCacheEntry', 'FinalizeCacheEntryUpload']);
    // And the entry is there for the next job.
    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    expect(await restore(runId)).toMatchObject({ source: 'cache', key: saved.cacheKey });
  });
});

describe('a stored run that cannot be restored', () => {
  it("is an error, not a new run; from-run's artifact stands in when given", async () => {
    const ids = runIds();
    const runId = 'broken-1';
    await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    const expected = await snapshotTree(runDirectoryIn(process.cwd(), runId));
    await emulator.replaceCacheArchive(saved.cacheKey ?? '', Buffer.from('not a compressed tar'));

    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const error = await restore(runId).catch((caught: unknown) => caught);
    expect(isActionError(error, 'STORE_RESTORE')).toBe(true);
    expect((error as Error).message).toContain(
      `cache entry ${saved.cacheKey} holds this run but could not be restored`,
    );
    await expect(fs.stat(runDirectoryIn(process.cwd(), runId))).rejects.toMatchObject({ code: 'ENOENT' });

    const restored = await restore(runId, {
      fromRun: { runId: ids.a, token: 't', repository: 'obversa/supervised-run-test' },
    });
    expect(restored.source).toBe('artifact');
    expect(restored.warnings).toEqual([
      expect.stringContaining(`cache entry ${saved.cacheKey} was found but could not be restored`),
    ]);
    expect(await snapshotTree(restored.runDirectory)).toEqual(expected);
  });
});

describe('case-insensitive key matching and the stored run ID', () => {
  it('matches key prefixes without regard to case, as the service does', async () => {
    const ids = runIds();
    const runId = 'casing-1';
    const job = await enterJob(emulator, root, { name: runId, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    const cachePath = path.relative(job.workspace, runDirectoryIn(job.workspace, runId));
    const upper = `${prefix}/${namespace}/${runId}/`.toUpperCase();
    await expect(cache.restoreCache([cachePath], upper, [], { lookupOnly: true })).resolves.toBe(saved.cacheKey);
  });

  it('never restores Run-1 for run-1: a different path is a different version, and a forged entry is refused', async () => {
    const ids = runIds();
    const jobA = await enterJob(emulator, root, { name: 'Run-1-a', githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId: 'Run-1' });
    expect((await save('Run-1')).cacheKey).toBe(`${prefix}/${namespace}/Run-1/${ids.a}-1`);

    // The honest case: run-1's path differs, so its version differs and the lookup misses.
    await enterJob(emulator, root, { name: 'Run-1-b', githubRunId: ids.b });
    const miss = await restore('run-1');
    expect(miss.source).toBe('none');

    // A forged entry under Run-1's key but with run-1's path (same version): the key's case gives it away.
    const forgedKey = `${prefix}/${namespace}/Run-1/${ids.b}-9`;
    await createStoreFixture({ storeDirectory, namespace, runId: 'run-1', definitionRunId: 'Run-1' });
    const forgedPath = path.join(storeDirectory, namespace, 'runs', 'run-1');
    expect(await cache.saveCache([forgedPath], forgedKey)).toBeGreaterThan(0);
    await enterJob(emulator, root, { name: 'Run-1-c', githubRunId: ids.c });
    const refused = await restore('run-1').catch((error: unknown) => error);
    expect(isActionError(refused, 'STORE_RESTORE')).toBe(true);
    expect((refused as Error).message).toContain(forgedKey);
    await expect(fs.stat(runDirectoryIn(process.cwd(), 'run-1'))).rejects.toMatchObject({ code: 'ENOENT' });

    // Right key case, but the definition inside names Run-1: refused and removed.
    await emulator.evictCache(`${prefix}/${namespace}/Run-1/`);
    await enterJob(emulator, root, { name: 'Run-1-b', githubRunId: ids.b });
    expect(await cache.saveCache([forgedPath], `${prefix}/${namespace}/run-1/${ids.b}-9`)).toBeGreaterThan(0);
    await enterJob(emulator, root, { name: 'Run-1-d', githubRunId: ids.c });
    const mislabelled = await restore('run-1').catch((error: unknown) => error);
    expect(isActionError(mislabelled, 'STORE_RESTORE')).toBe(true);
    expect((mislabelled as Error).message).toContain('it is the definition of run "Run-1"');
    await expect(fs.stat(runDirectoryIn(process.cwd(), 'run-1'))).rejects.toMatchObject({ code: 'ENOENT' });
    // eslint-disable-next-line @typescript-eslint/no-meaningless-void-operator -- job A is kept alive until here
    void jobA;
  });
});

describe('artifact fallback', () => {
  it('restores the newest attempt of another workflow run when the cache misses', async () => {
    const ids = runIds();
    const runId = 'fallback-1';
    await enterJob(emulator, root, { name: `${runId}-a1`, githubRunId: ids.a, attempt: 1 });
    const { storage } = await createStoreFixture({ storeDirectory, namespace, runId });
    expect((await save(runId)).artifactName).toBe(`supervised-run+${namespace}+${runId}+1`);
    await appendEvents(storage, runId, 2);
    // Attempt 2 of the same workflow run (a re-run job) saves a newer state.
    await enterJob(emulator, root, { name: `${runId}-a2`, githubRunId: ids.a, attempt: 2 });
    await fs.cp(path.join(root, `ws-${runId}-a1`, storeDirectory), storeDirectory, { recursive: true });
    const attempt2 = await save(runId);
    expect(attempt2.artifactName).toBe(`supervised-run+${namespace}+${runId}+2`);
    const expected = await snapshotTree(runDirectoryIn(process.cwd(), runId));
    // Caches are evicted after 7 idle days; artifacts stay.
    expect(await emulator.evictCache(`${prefix}/${namespace}/${runId}/`)).toBe(2);

    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const plain = await restore(runId);
    expect(plain.source).toBe('none');
    const restored = await restore(runId, {
      fromRun: { runId: ids.a, token: 'any-token', repository: 'obversa/supervised-run-test' },
    });
    expect(restored).toMatchObject({
      source: 'artifact',
      artifactName: attempt2.artifactName,
      artifactId: attempt2.artifactId,
      storedRunId: runId,
    });
    expect(await snapshotTree(restored.runDirectory)).toEqual(expected);
  });

  it('says when a from-run was not used because the cache restored the run', async () => {
    const ids = runIds();
    const runId = 'fallback-unused';
    await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const restored = await restore(runId, {
      fromRun: { runId: ids.c, token: 't', repository: 'obversa/supervised-run-test' },
    });
    expect(restored).toMatchObject({ source: 'cache', key: saved.cacheKey });
    expect(restored.warnings).toEqual([
      `from-run ${ids.c} was not used: the cache restored the run (entry ${saved.cacheKey}), and from-run is read only when the cache misses`,
    ]);
  });

  it('says so when the other workflow run has no store artifact of this run', async () => {
    const ids = runIds();
    await enterJob(emulator, root, { name: 'fallback-none', githubRunId: ids.b });
    const restored = await restore('fallback-none', {
      fromRun: { runId: ids.a, token: 't', repository: 'obversa/supervised-run-test' },
    });
    expect(restored.source).toBe('none');
    expect(restored.warnings.join('\n')).toContain(`workflow run ${ids.a} has no store artifact of run fallback-none`);
  });

  it('says that the artifact expired, and what is left to do, when its retention ran out', async () => {
    const ids = runIds();
    const runId = `expired-${ids.a}`;
    await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    await emulator.evictCache(`${prefix}/${namespace}/${runId}/`);
    expect(await emulator.expireArtifacts(ids.a)).toBe(1);

    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const refused = await restore(runId, {
      fromRun: { runId: ids.a, token: 't', repository: 'obversa/supervised-run-test' },
    }).catch((error: unknown) => error);
    expect(isActionError(refused, 'STORE_RESTORE')).toBe(true);
    expect((refused as Error).message).toBe(
      `the store artifact ${saved.artifactName} of workflow run ${ids.a} has expired (GitHub keeps artifacts for the repository's retention period, 90 days by default), and the cache did not restore run ${runId}: pass the ID of a later workflow run that saved the run as from-run; if there is none, the run's store is gone: start the work again under a new run-id`,
    );
    await expect(fs.stat(runDirectoryIn(process.cwd(), runId))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  const tampered: Array<[string, Parameters<typeof buildZip>[0][number]]> = [
    ['a symlink entry', { name: 'events', content: '/etc', unixMode: 0o120777 }],
    ['a ".." entry', { name: '../escaped.txt', content: 'outside' }],
    ['an absolute entry', { name: '/tmp/escaped.txt', content: 'outside' }],
  ];
  for (const [what, entry] of tampered) {
    it(`refuses a tampered artifact with ${what} and writes nothing`, async () => {
      const ids = runIds();
      const runId = `tampered-${ids.a}`;
      await enterJob(emulator, root, { name: runId, githubRunId: ids.b });
      await emulator.putArtifact({
        githubRunId: ids.a,
        name: `supervised-run+${namespace}+${runId}+1`,
        content: buildZip([{ name: 'definition.json', content: '{}' }, entry]),
      });
      const refused = await restore(runId, {
        fromRun: { runId: ids.a, token: 't', repository: 'obversa/supervised-run-test' },
      }).catch((error: unknown) => error);
      expect(isActionError(refused, 'STORE_RESTORE')).toBe(true);
      await expect(fs.stat(runDirectoryIn(process.cwd(), runId))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(
        fs.stat(path.join(process.cwd(), storeDirectory, namespace, 'runs', 'escaped.txt')),
      ).rejects.toMatchObject({ code: 'ENOENT' });
      // Nothing left in the staging area either.
      await expect(fs.readdir(path.join(process.cwd(), storeDirectory, '.local'))).resolves.toEqual([]);
    });
  }

  it('restores an artifact written by the same hostile-zip writer when its entries are plain (the refusals are about the entries)', async () => {
    const ids = runIds();
    const runId = `plain-${ids.a}`;
    await enterJob(emulator, root, { name: runId, githubRunId: ids.b });
    await emulator.putArtifact({
      githubRunId: ids.a,
      name: `supervised-run+${namespace}+${runId}+1`,
      content: buildZip([{ name: 'notes/readme.txt', content: 'hello' }]),
    });
    const restored = await restore(runId, {
      fromRun: { runId: ids.a, token: 't', repository: 'obversa/supervised-run-test' },
    });
    expect(restored.source).toBe('artifact');
    expect(restored.storedRunId).toBeUndefined();
    await expect(fs.readFile(path.join(restored.runDirectory, 'notes', 'readme.txt'), 'utf8')).resolves.toBe('hello');
  });
});

describe('tampered cache entries', () => {
  it('refuses a cache entry that restores a symlink, removes it, and leaves its target alone', async () => {
    const ids = runIds();
    const runId = 'symlinked-1';
    const job = await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    const { runDirectory } = await createStoreFixture({ storeDirectory, namespace, runId });
    const outside = path.join(root, 'outside-target.txt');
    await fs.writeFile(outside, 'precious');
    await fs.symlink(outside, path.join(runDirectory, 'runner.events.jsonl.link'));
    // saveStore refuses to persist it...
    const refusedSave = await save(runId);
    expect(refusedSave.cacheKey).toBeUndefined();
    expect(refusedSave.warnings.join('\n')).toContain('is a symlink');
    // ...so plant it with the client directly, as a hostile job could.
    const cachePath = path.relative(job.workspace, runDirectory);
    expect(await cache.saveCache([cachePath], `${prefix}/${namespace}/${runId}/${ids.a}-1`)).toBeGreaterThan(0);

    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const refused = await restore(runId).catch((error: unknown) => error);
    expect(isActionError(refused, 'STORE_RESTORE')).toBe(true);
    expect((refused as Error).message).toContain('is a symlink');
    await expect(fs.stat(runDirectoryIn(process.cwd(), runId))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(fs.readFile(outside, 'utf8')).resolves.toBe('precious');
  });
});

describe('saves that do not happen are warnings', () => {
  it('ACTIONS_CACHE_MODE=read: the cache save becomes a warning; the artifact is still uploaded', async () => {
    const ids = runIds();
    const runId = 'readonly-1';
    emulator.setCacheMode('read');
    await enterJob(emulator, root, { name: runId, githubRunId: ids.a });
    expect(process.env.ACTIONS_CACHE_MODE).toBe('read');
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    expect(saved.cacheKey).toBeUndefined();
    expect(saved.warnings).toEqual([expect.stringContaining('ACTIONS_CACHE_MODE=read does not permit cache writes')]);
    expect(saved.artifactName).toBe(`supervised-run+${namespace}+${runId}+1`);
    expect((await emulator.cacheEntries()).filter((entry) => entry.key.includes(`/${runId}/`))).toEqual([]);
  });

  it('ACTIONS_CACHE_MODE=none: the restore says it could not read the cache', async () => {
    const ids = runIds();
    emulator.setCacheMode('none');
    await enterJob(emulator, root, { name: 'nocache-1', githubRunId: ids.a });
    const restored = await restore('nocache-1');
    expect(restored.source).toBe('none');
    expect(restored.warnings).toEqual([expect.stringContaining('ACTIONS_CACHE_MODE=none does not permit cache reads')]);
  });

  it('a save the service denies becomes a warning and leaves no entry', async () => {
    const ids = runIds();
    const runId = 'denied-1';
    emulator.denySaves(true);
    await enterJob(emulator, root, { name: runId, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const saved = await save(runId);
    expect(saved.cacheKey).toBeUndefined();
    const key = persistence.cacheKeyFor({ prefix, namespace, runId, githubRunId: ids.a, githubRunAttempt: 1 });
    expect(saved.warnings).toEqual([expect.stringContaining(`NOT saved to the cache under ${key}`)]);
    expect((await emulator.cacheEntries()).filter((entry) => entry.key === key)).toEqual([]);
    expect(saved.artifactName).toBeDefined();
  });
});

describe('fork detection', () => {
  it('reports a fork when another job saved the run after this job restored it', async () => {
    const ids = runIds();
    const runId = 'fork-1';
    await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: ids.a });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const first = await save(runId);
    expect(first.fork).toBeUndefined();

    // Two jobs restore the same state...
    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const restoredB = await restore(runId);
    await enterJob(emulator, root, { name: `${runId}-c`, githubRunId: ids.c });
    const restoredC = await restore(runId);
    expect(restoredB.key).toBe(first.cacheKey);
    expect(restoredC.key).toBe(first.cacheKey);

    // ...B saves first: no fork. C saves next: the newest entry is B's, which C never saw.
    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: ids.b });
    const savedB = await save(runId, { restoredKey: restoredB.key });
    expect(savedB.fork).toBeUndefined();
    await enterJob(emulator, root, { name: `${runId}-c`, githubRunId: ids.c });
    const savedC = await save(runId, { restoredKey: restoredC.key });
    expect(savedC.fork).toEqual({ restoredKey: first.cacheKey, newestKey: savedB.cacheKey });
    expect(savedC.cacheKey).toBe(`${prefix}/${namespace}/${runId}/${ids.c}-1`);
  });
});

describe('input checks', () => {
  it('refuses bad names with INVALID_INPUT naming the input', async () => {
    const cases: Array<[Partial<RestoreOptions>, string]> = [
      [{ runId: 'a/b' }, 'run-id'],
      [{ namespace: '.local' }, 'namespace'],
      [{ prefix: 'x,y' }, 'cache-prefix'],
      [{ storeDirectory: 'store[1]' }, 'storage-path'],
      [{ fromRun: { runId: 'abc', token: 't', repository: 'o/r' } }, 'from-run'],
      [{ fromRun: { runId: 1, token: '', repository: 'o/r' } }, 'github-token'],
    ];
    for (const [override, input] of cases) {
      const error = await persistence
        .restoreStore({ storeDirectory, namespace, runId: 'ok', prefix, ...override })
        .catch((caught: unknown) => caught);
      expect(isActionError(error, 'INVALID_INPUT'), `${input}: ${String(error)}`).toBe(true);
      expect((error as { input?: string }).input).toBe(input);
    }
  });

  it('saving a run that is not stored fails with STORE_NOT_FOUND', async () => {
    const ids = runIds();
    await enterJob(emulator, root, { name: 'absent-1', githubRunId: ids.a });
    const error = await persistence
      .saveStore({ storeDirectory, namespace, runId: 'absent-1', prefix })
      .catch((caught: unknown) => caught);
    expect(isActionError(error, 'STORE_NOT_FOUND')).toBe(true);
  });

  it('no client call was answered with something the clients retry on', () => {
    const retried = emulator.requests().filter((request) => request.status >= 500);
    expect(retried).toEqual([]);
    expect(emulator.errors()).toEqual([]);
  });
});
