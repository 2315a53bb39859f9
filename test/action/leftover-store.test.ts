// A run directory already on the runner when a job restores (a self-hosted runner's storage-path
// survives between jobs): used as is only when an earlier step of this job left it, or when it holds
// every record of the run's newest cache entry; otherwise that entry is restored in its place and the
// old directory is kept aside. Through the UNMODIFIED cache and artifact clients and the emulator.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import type { RestoreStoreResult, SaveStoreResult } from '../../src/action/persistence/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { appendEvents, createStoreFixture, snapshotTree } from './support/store-fixture.ts';

const namespace = 'default';
const prefix = 'supervised-run';

let persistence: typeof import('../../src/action/persistence/index.ts');
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let caseNumber = 0;

type RestoreOptions = Parameters<typeof persistence.restoreStore>[0];
type SaveOptions = Parameters<typeof persistence.saveStore>[0];

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-leftover-')));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  emulator.setCacheMode('write');
  emulator.denySaves(false);
});

/**
 * One self-hosted machine's store for `runId`: an absolute storage-path that survives between jobs
 * (the same string on every machine, so the cache entries are the same version everywhere).
 */
function machineStore(runId: string) {
  caseNumber += 1;
  const storeDirectory = path.join(root, `store-${caseNumber}`);
  const ids = { a: caseNumber * 100 + 1, b: caseNumber * 100 + 2, c: caseNumber * 100 + 3 };
  const runDirectory = path.join(storeDirectory, namespace, 'runs', runId);
  const restore = (extra: Partial<RestoreOptions> = {}): Promise<RestoreStoreResult> =>
    persistence.restoreStore({ storeDirectory, namespace, runId, prefix, ...extra });
  const save = (extra: Partial<SaveOptions> = {}): Promise<SaveStoreResult> =>
    persistence.saveStore({ storeDirectory, namespace, runId, prefix, ...extra });
  const storage = () => createLocalRunStorage({ directory: storeDirectory, namespace });
  /**
   * A new job on this machine. The fixture's process lock is held by this test process: the earlier
   * job's process is gone, and its lock with it (unless `alive`: a process of it still holds the run).
   */
  const job = async (name: string, githubRunId: number, options: { alive?: boolean } = {}) => {
    if (options.alive !== true)
      await fs.rm(path.join(storeDirectory, '.local', 'locks'), { recursive: true, force: true });
    return enterJob(emulator, root, { name: `${runId}-${name}-${githubRunId}`, githubRunId });
  };
  /** Moves this machine's store away (another machine takes over) and gives back a function that puts it back. */
  const leaveMachine = async () => {
    const kept = `${storeDirectory}-machine`;
    await fs.rename(storeDirectory, kept);
    return async () => {
      await fs.rm(storeDirectory, { recursive: true, force: true });
      await fs.rename(kept, storeDirectory);
    };
  };
  return { storeDirectory, ids, runDirectory, restore, save, storage, job, leaveMachine };
}

const cacheRequests = (from: number) =>
  emulator
    .requests()
    .slice(from)
    .map((request) => request.path.split('/').pop())
    .filter((name) => name !== undefined && /^[A-Z]/.test(name));

describe('a run directory already on the runner', () => {
  it('is used as is, without asking the cache, when an earlier step of this job left it', async () => {
    const store = machineStore('own-step');
    await store.job('a', store.ids.a);
    expect(await store.restore()).toMatchObject({ source: 'none' });
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'own-step' });
    const first = await store.save();
    const before = emulator.requests().length;
    const again = await store.restore();
    expect(again).toMatchObject({ source: 'local' });
    expect(again.leftBy).toBeUndefined();
    expect(again.warnings).toEqual([
      `the run directory ${store.runDirectory} already exists on this runner, from an earlier step of this job: it was used as is and nothing was restored`,
    ]);
    expect(cacheRequests(before)).toEqual([]);
    const second = await store.save({ ...(again.heldKey === undefined ? {} : { restoredKey: again.heldKey }) });
    expect(second.fork).toBeUndefined();
    expect(second.cacheKey).toBe(`${first.cacheKey}.2`);
  });

  it("left by an earlier job and older than the run's newest cache entry: the entry is restored in its place, the old one kept aside", async () => {
    const store = machineStore('stale');
    await store.job('machine-a', store.ids.a);
    await store.restore();
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'stale' });
    const first = await store.save();
    const machineA = await snapshotTree(store.runDirectory);
    const backOnMachineA = await store.leaveMachine();

    // Machine B continues the run from the cache and saves a newer store.
    await store.job('machine-b', store.ids.b);
    const onB = await store.restore();
    expect(onB).toMatchObject({ source: 'cache', key: first.cacheKey });
    await appendEvents(await store.storage(), 'stale', 2);
    const newer = await store.save({ restoredKey: onB.key! });
    expect(newer.fork).toBeUndefined();
    const newest = await snapshotTree(store.runDirectory);

    // Back on machine A, whose older store is still there.
    await backOnMachineA();
    await store.job('machine-a-again', store.ids.c);
    const restored = await store.restore();
    expect(restored).toMatchObject({ source: 'cache', key: newer.cacheKey });
    expect(await snapshotTree(store.runDirectory)).toEqual(newest);
    const [warning] = restored.warnings;
    expect(restored.warnings).toHaveLength(1);
    expect(warning).toContain(
      `the run directory ${store.runDirectory} was left on this runner by an earlier job (workflow run ${store.ids.a} attempt 1)`,
    );
    expect(warning).toContain(
      `it is older than the run's newest save, cache entry ${newer.cacheKey} (it holds graph 3, runner 3 records; cache entry ${newer.cacheKey} graph 5, runner 5 records, its records among them)`,
    );
    const aside = /the old directory was moved to (\S+) \(/.exec(warning!)?.[1];
    expect(aside).toBeDefined();
    expect(aside!.startsWith(path.join(store.storeDirectory, '.local', 'set-aside', namespace))).toBe(true);
    expect(await snapshotTree(aside!)).toEqual(machineA);
  });

  it('left by an earlier job that had records no save holds yet: it is used as is, and its save after the newest entry is no fork', async () => {
    const store = machineStore('ahead');
    await store.job('killed', store.ids.a);
    await store.restore();
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'ahead' });
    // A write-ahead save, then more records before the job died without saving again.
    const writeAhead = await store.save({ artifact: false });
    await appendEvents(await store.storage(), 'ahead', 2);
    const ahead = await snapshotTree(store.runDirectory);

    await store.job('next', store.ids.b);
    const restored = await store.restore();
    expect(restored).toMatchObject({ source: 'local', heldKey: writeAhead.cacheKey });
    expect(restored.leftBy).toBe(`an earlier job (workflow run ${store.ids.a} attempt 1)`);
    expect(restored.warnings).toEqual([
      `the run directory ${store.runDirectory} was left on this runner by an earlier job (workflow run ${store.ids.a} attempt 1); it holds every record of cache entry ${writeAhead.cacheKey} and 4 more, so it was used as is`,
    ]);
    expect(await snapshotTree(store.runDirectory)).toEqual(ahead);
    await expect(fs.readdir(path.join(store.storeDirectory, '.local', 'set-aside', namespace))).resolves.toEqual([]);

    const saved = await store.save({ restoredKey: restored.heldKey! });
    expect(saved.fork).toBeUndefined();
    expect(saved.cacheKey).toBe(`${prefix}/${namespace}/ahead/${store.ids.b}-1`);
    // A later job's save still is one: another job saved since this one's store was settled.
    await appendEvents(await store.storage(), 'ahead', 1);
    await store.job('late', store.ids.c);
    const late = await store.save({ restoredKey: restored.heldKey! });
    expect(late.fork).toEqual({ restoredKey: writeAhead.cacheKey, newestKey: saved.cacheKey });
  });

  it('left by an earlier job whose records part from the newest entry: the newest save wins, the old directory is kept aside', async () => {
    const store = machineStore('parted');
    await store.job('machine-a', store.ids.a);
    await store.restore();
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'parted' });
    const first = await store.save();
    await appendEvents(await store.storage(), 'parted', 1); // never saved
    const backOnMachineA = await store.leaveMachine();

    await store.job('machine-b', store.ids.b);
    const onB = await store.restore();
    await appendEvents(await store.storage(), 'parted', 2);
    const newer = await store.save({ restoredKey: onB.key! });
    await backOnMachineA();

    await store.job('machine-a-again', store.ids.c);
    const restored = await store.restore();
    expect(restored).toMatchObject({ source: 'cache', key: newer.cacheKey });
    expect(restored.warnings.join('\n')).toContain(
      `it and cache entry ${newer.cacheKey} diverged (its graph log differs at record 4), and the newest save wins: cache entry ${newer.cacheKey} was restored in its place`,
    );
    expect(first.cacheKey).toBeDefined();
  });

  it('left by an earlier job whose process still holds the run: used as is, never moved under it', async () => {
    const store = machineStore('in-use');
    await store.job('a', store.ids.a);
    await store.restore();
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'in-use' }); // locked by this process
    await store.save();
    const backOnMachineA = await store.leaveMachine();
    // Another machine saves a newer store meanwhile.
    await store.job('b', store.ids.b);
    const onB = await store.restore();
    await appendEvents(await store.storage(), 'in-use', 3);
    await store.save({ restoredKey: onB.key! });
    await backOnMachineA();
    const local = await snapshotTree(store.runDirectory);

    await store.job('c', store.ids.c, { alive: true });
    const restored = await store.restore();
    expect(restored).toMatchObject({ source: 'local' });
    expect(restored.warnings).toEqual([
      `the run directory ${store.runDirectory} was left on this runner by an earlier job (workflow run ${store.ids.a} attempt 1), and a live process (pid ${process.pid}) still holds its process lock: it was used as is and nothing was restored (the run is not driven from here while that process holds it)`,
    ]);
    expect(await snapshotTree(store.runDirectory)).toEqual(local);
  });

  it("with persist none it is the run's only store: used as is, the cache not compared", async () => {
    const store = machineStore('only');
    await store.job('a', store.ids.a);
    await store.restore();
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'only' });
    await store.save(); // an entry of the run exists (persist was not always none)
    await appendEvents(await store.storage(), 'only', 1);
    const local = await snapshotTree(store.runDirectory);

    await store.job('b', store.ids.b);
    const before = emulator.requests().length;
    const restored = await store.restore({ localOnly: true });
    expect(restored).toMatchObject({ source: 'local' });
    expect(restored.warnings).toEqual([
      `the run directory ${store.runDirectory} was left on this runner by an earlier job (workflow run ${store.ids.a} attempt 1); persist is none, so it is the run's only store: it was used as is`,
    ]);
    expect(cacheRequests(before)).toEqual([]);
    expect(await snapshotTree(store.runDirectory)).toEqual(local);
  });

  it('left by an earlier job when the newest entry cannot be restored: STORE_RESTORE, and the directory stays in place untouched', async () => {
    const store = machineStore('uncompared');
    await store.job('a', store.ids.a);
    await store.restore();
    await createStoreFixture({ storeDirectory: store.storeDirectory, namespace, runId: 'uncompared' });
    const saved = await store.save();
    await emulator.replaceCacheArchive(saved.cacheKey!, Buffer.from('not a compressed tar'));
    const local = await snapshotTree(store.runDirectory);

    await store.job('b', store.ids.b);
    const error = await store.restore().catch((caught: unknown) => caught);
    expect(isActionError(error, 'STORE_RESTORE')).toBe(true);
    expect((error as Error).message).toContain(
      `cache entry ${saved.cacheKey} holds this run but could not be restored`,
    );
    expect((error as Error).message).toContain(
      `the run directory ${store.runDirectory}, left on this runner by an earlier job (workflow run ${store.ids.a} attempt 1), could not be compared with it and was not used (it stays in place)`,
    );
    expect(await snapshotTree(store.runDirectory)).toEqual(local);
    await expect(fs.readdir(path.join(store.storeDirectory, '.local', 'set-aside', namespace))).resolves.toEqual([]);
  });
});
