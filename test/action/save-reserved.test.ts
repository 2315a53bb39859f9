// A cache key left reserved by a save cut short (the job killed between reservation and finalize):
// the service refuses it and lookups do not list it. The cut-short save here is the UNMODIFIED
// @actions/cache client in a real child process, killed while the emulator holds its reservation;
// released, the service reserves the key for a caller that is gone. saveStore then saves under
// the next follow-up key, and the next job restores that.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveStoreResult } from '../../src/action/persistence/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { appendEvents, createStoreFixture, snapshotTree } from './support/store-fixture.ts';

const namespace = 'default';
const prefix = 'supervised-run';
const storeDirectory = '.supervised-run';
const clientUrl = pathToFileURL(path.resolve('node_modules/@actions/cache/lib/cache.js')).href;

// Imported once the emulator's GITHUB_API_URL is set: @actions/github reads it when it loads.
let persistence: typeof import('../../src/action/persistence/index.ts');
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'action-save-reserved-'));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

const cachePathOf = (runId: string) => path.join(storeDirectory, namespace, 'runs', runId);
const save = (runId: string, restoredKey?: string): Promise<SaveStoreResult> =>
  persistence.saveStore({
    storeDirectory,
    namespace,
    runId,
    prefix,
    artifact: false,
    ...(restoredKey === undefined ? {} : { restoredKey }),
  });

/** Saves the run directory under `key` in a child process of this job, killed once its reservation is sent. */
async function cutShortSave(runId: string, key: string): Promise<void> {
  const hold = emulator.holdNextCacheCreate();
  const script = `const [url, dir, key] = process.argv.slice(-3); const cache = await import(url); await cache.saveCache([dir], key);`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, '--', clientUrl, cachePathOf(runId), key],
    {
      cwd: process.cwd(),
      env: process.env,
      stdio: 'ignore',
    },
  );
  const exited = once(child, 'exit');
  expect(await hold.reached).toBe(key);
  child.kill('SIGKILL');
  await exited;
  hold.release();
  await hold.handled;
  const entry = (await emulator.cacheEntries()).find((candidate) => candidate.key === key);
  expect(entry, `${key} reserved`).toMatchObject({ finalized: false });
}

async function appendTo(runId: string, count: number): Promise<void> {
  await appendEvents(await createLocalRunStorage({ directory: storeDirectory, namespace }), runId, count);
}

describe('a save whose key a cut-short save left reserved', () => {
  it('saves under the next follow-up key and says why; the next job restores it with the newer records', async () => {
    const runId = 'reserved-1';
    const base = `${prefix}/${namespace}/${runId}`;
    await enterJob(emulator, root, { name: `${runId}-a`, githubRunId: 7101 });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const first = await save(runId);
    expect(first.cacheKey).toBe(`${base}/7101-1`);

    // The next job restores it, adds records, and is killed mid-save; its post step saves again.
    await enterJob(emulator, root, { name: `${runId}-b`, githubRunId: 7102 });
    const restored = await persistence.restoreStore({ storeDirectory, namespace, runId, prefix });
    expect(restored.key).toBe(first.cacheKey);
    await appendTo(runId, 4);
    const key = `${base}/7102-1`;
    await cutShortSave(runId, key);
    const expected = await snapshotTree(restored.runDirectory);
    const again = await save(runId, restored.key);
    expect(again.cacheKey).toBe(`${key}.2`);
    expect(again.fork).toBeUndefined();
    expect(again.warnings).toEqual([
      `the cache did not take ${key} and does not list it: a save cut short (a job killed mid-upload) probably left it reserved; the store was saved under ${key}.2 instead`,
    ]);

    await enterJob(emulator, root, { name: `${runId}-c`, githubRunId: 7103 });
    const next = await persistence.restoreStore({ storeDirectory, namespace, runId, prefix });
    expect(next).toMatchObject({ source: 'cache', key: `${key}.2` });
    expect(await snapshotTree(next.runDirectory)).toEqual(expected);
  });

  it('numbers on from the refused follow-up key, after this attempt’s own saves', async () => {
    const runId = 'reserved-2';
    const key = `${prefix}/${namespace}/${runId}/7201-1`;
    await enterJob(emulator, root, { name: runId, githubRunId: 7201 });
    await createStoreFixture({ storeDirectory, namespace, runId });
    expect((await save(runId)).cacheKey).toBe(key);
    // A later step of the job saves again and is killed mid-save (.2 stays reserved).
    await appendTo(runId, 2);
    await cutShortSave(runId, `${key}.2`);
    await appendTo(runId, 1);
    const expected = await snapshotTree(path.join(process.cwd(), cachePathOf(runId)));
    const again = await save(runId, key);
    expect(again.cacheKey).toBe(`${key}.3`);
    expect(again.warnings.join('\n')).toContain(`the store was saved under ${key}.3 instead`);

    await enterJob(emulator, root, { name: `${runId}-next`, githubRunId: 7202 });
    const next = await persistence.restoreStore({ storeDirectory, namespace, runId, prefix });
    expect(next).toMatchObject({ source: 'cache', key: `${key}.3` });
    expect(await snapshotTree(next.runDirectory)).toEqual(expected);
  });

  it('tries one follow-up key only, and says so when that one is refused too', async () => {
    const runId = 'reserved-4';
    const key = `${prefix}/${namespace}/${runId}/7401-1`;
    await enterJob(emulator, root, { name: runId, githubRunId: 7401 });
    await createStoreFixture({ storeDirectory, namespace, runId });
    await cutShortSave(runId, key);
    await cutShortSave(runId, `${key}.2`);
    const saved = await save(runId);
    expect(saved.cacheKey).toBeUndefined();
    expect(saved.warnings).toEqual([
      `the store was NOT saved to the cache under ${key} nor under ${key}.2: the cache client returned -1 for both (the write was denied, or a save cut short left ${key} reserved and ${key}.2 was refused too; see its messages above)`,
    ]);
    expect(
      (await emulator.cacheEntries()).filter((entry) => entry.key.startsWith(key)).map((entry) => entry.key),
    ).toEqual([key, `${key}.2`]);
  });

  it('does not try another key when the refused key was finalized by another save meanwhile', async () => {
    const runId = 'reserved-3';
    const key = `${prefix}/${namespace}/${runId}/7301-1`;
    await enterJob(emulator, root, { name: runId, githubRunId: 7301 });
    await createStoreFixture({ storeDirectory, namespace, runId });
    const hold = emulator.holdNextCacheCreate();
    const saving = save(runId);
    expect(await hold.reached).toBe(key);
    // Another save of the same key reserves and finalizes it while this one waits.
    const cache = await import('@actions/cache');
    expect(await cache.saveCache([cachePathOf(runId)], key)).toBeGreaterThan(0);
    hold.release();
    const saved = await saving;
    expect(saved.cacheKey).toBeUndefined();
    expect(saved.warnings).toEqual([
      `the store was NOT saved to the cache under ${key}: the cache client returned -1, and the cache lists ${key} now: another save finalized it meanwhile`,
    ]);
    expect((await emulator.cacheEntries()).filter((entry) => entry.key.startsWith(`${key}.`))).toEqual([]);
  });
});
