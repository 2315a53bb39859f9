// The cancel intent file of a restored store is untrusted: a watchdog that receives SIGTERM reads it,
// so anything but a small regular file is no intent, and reading it neither blocks nor fills memory.
import { spawnSync } from 'node:child_process';
import { constants, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunStorage, type RunStorage } from '../../src/store/index.ts';
import { intentPath, readCancelIntent } from '../../src/runner/lifecycle/cancel-intent.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function storeWithRun(): Promise<RunStorage> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'cancel-intent-'));
  cleanups.push(() => fs.rm(directory, { recursive: true, force: true }));
  const storage = await createLocalRunStorage({ directory, namespace: 'ns' });
  await storage.writeDefinition('r', { runId: 'r' });
  return storage;
}

const intent = { schemaVersion: 1, intentId: 'i', runId: 'r', reason: 'why', by: 'me', requestedAt: 'now' };

describe('reading the cancel intent file', () => {
  it('reads an intent as a cancel writes it', async () => {
    const storage = await storeWithRun();
    await fs.writeFile(intentPath(storage, 'r'), `${JSON.stringify(intent)}\n`);
    expect(await readCancelIntent(storage, 'r')).toEqual(intent);
  });

  it('takes a FIFO for no intent at once, instead of waiting for a writer', async () => {
    const storage = await storeWithRun();
    const fifo = intentPath(storage, 'r');
    const made = spawnSync('mkfifo', [fifo]);
    expect(made.status).toBe(0);
    // Without the fix the read waits in open() for a writer: this lets it go once the test is over.
    cleanups.push(async () =>
      (await fs.open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined))?.close(),
    );
    expect(await readCancelIntent(storage, 'r')).toBeUndefined();
  }, 10_000);

  it('takes a 4 GiB file that starts with an intent for no intent', async () => {
    const storage = await storeWithRun();
    await fs.writeFile(intentPath(storage, 'r'), `${JSON.stringify(intent)}\n`);
    await fs.truncate(intentPath(storage, 'r'), 4 * 1024 ** 3);
    expect(await readCancelIntent(storage, 'r')).toBeUndefined();
  });
});
