// Copies of run directories set aside on a self-hosted runner (`.local/set-aside/<namespace>/`) do not
// pile up: at each job start (and each set-aside) a copy goes once it is past the cache's 7-day
// eviction or not among the 3 newest of its namespace; a copy a restore still has set aside stays, and
// so does anything this module did not name. Through restoreStore, the emulator and the real disk.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { createStoreFixture } from './support/store-fixture.ts';

const namespace = 'default';
const prefix = 'supervised-run';
const day = 24 * 60 * 60 * 1000;

let persistence: typeof import('../../src/action/persistence/index.ts');
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  persistence = await import('../../src/action/persistence/index.ts');
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-set-aside-')));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

/** A set-aside copy of `runId` made `ageMs` ago, named as the Action names them. */
async function copy(base: string, runId: string, ageMs: number, suffix: string): Promise<string> {
  const stamp = new Date(Date.now() - ageMs).toISOString().replace(/[:.]/g, '-');
  const parent = path.join(base, `${runId}-${stamp}-${suffix}`);
  await fs.mkdir(path.join(parent, runId), { recursive: true });
  await fs.writeFile(path.join(parent, runId, 'definition.json'), '{}');
  return path.basename(parent);
}

describe('set-aside copies on a self-hosted runner', () => {
  it('are kept 7 days, at most the 3 newest per namespace, at the next job start; others are left alone', async () => {
    const storeDirectory = path.join(root, 'store');
    const aside = path.join(storeDirectory, '.local', 'set-aside', namespace);
    const otherAside = path.join(storeDirectory, '.local', 'set-aside', 'other');
    await fs.mkdir(aside, { recursive: true });
    await fs.mkdir(otherAside, { recursive: true });
    const newest = [
      await copy(aside, 'run-a', 1 * 60 * 1000, 'aaaaa1'),
      await copy(aside, 'run-b', 2 * day, 'aaaaa2'),
      await copy(aside, 'run-a', 3 * day, 'aaaaa3'),
    ];
    const fourth = await copy(aside, 'run-c', 4 * day, 'aaaaa4');
    const old = await copy(aside, 'run-a', 8 * day, 'aaaaa5');
    const oldOther = await copy(otherAside, 'run-x', 9 * day, 'bbbbb1');
    const youngOther = await copy(otherAside, 'run-x', 1 * day, 'bbbbb2');
    // An empty copy (a job killed before it moved anything there) goes at once.
    const empty = path.basename(
      await fs.mkdtemp(path.join(aside, `run-d-${new Date().toISOString().replace(/[:.]/g, '-')}-`)),
    );
    // A copy a restore of run-e still has set aside (its journal names it): never removed, even when old.
    const inUse = await copy(aside, 'run-e', 30 * day, 'ccccc1');
    await fs.mkdir(path.join(storeDirectory, '.local', 'restoring', namespace), { recursive: true });
    await fs.writeFile(
      path.join(storeDirectory, '.local', 'restoring', namespace, 'run-e.json'),
      JSON.stringify({
        schemaVersion: 1,
        started: new Date().toISOString(),
        by: { githubRunId: '1', githubRunAttempt: '1', job: 'x' },
        aside: inUse,
      }),
    );
    await fs.writeFile(path.join(aside, 'notes-by-a-person.txt'), 'kept');

    await enterJob(emulator, root, { name: 'prune', githubRunId: 501 });
    const restored = await persistence.restoreStore({ storeDirectory, namespace, runId: 'fresh', prefix });
    expect(restored).toMatchObject({ source: 'none' });

    expect((await fs.readdir(aside)).sort()).toEqual([...newest, inUse, 'notes-by-a-person.txt'].sort());
    expect(await fs.readdir(otherAside)).toEqual([youngOther]);
    for (const gone of [fourth, old, empty]) expect(await fs.readdir(aside)).not.toContain(gone);
    expect(await fs.readdir(otherAside)).not.toContain(oldOther);
  });

  it('the set-aside warning says how long the copy is kept', async () => {
    const storeDirectory = path.join(root, 'store-warning');
    const runId = 'warned';
    await enterJob(emulator, root, { name: 'warn-a', githubRunId: 601 });
    await persistence.restoreStore({ storeDirectory, namespace, runId, prefix });
    await createStoreFixture({ storeDirectory, namespace, runId });
    await persistence.saveStore({ storeDirectory, namespace, runId, prefix });
    // Another job's store on this runner that diverged from the cache entry (its logs cannot be read).
    await fs.rm(path.join(storeDirectory, '.local', 'locks'), { recursive: true, force: true });
    const runDirectory = path.join(storeDirectory, namespace, 'runs', runId);
    for (const entry of await fs.readdir(runDirectory, { recursive: true }))
      if (entry.endsWith('.jsonl')) await fs.writeFile(path.join(runDirectory, entry), 'not a record\n');
    await enterJob(emulator, root, { name: 'warn-b', githubRunId: 602 });
    const restored = await persistence.restoreStore({ storeDirectory, namespace, runId, prefix });
    expect(restored.source).toBe('cache');
    expect(restored.warnings.join('\n')).toContain(
      '(set-aside copies are kept 7 days, at most the 3 newest per namespace: copy it elsewhere to keep it)',
    );
  });
});
