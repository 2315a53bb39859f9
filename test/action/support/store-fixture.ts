// A real run store to persist: definition, both event logs, a content-addressed artifact,
// a checkpoint, and the machine-local process lock that must never travel with it.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createLocalRunStorage, type RunStorage } from '../../../src/store/index.ts';

export interface StoreFixture {
  storage: RunStorage;
  runDirectory: string;
}

export async function createStoreFixture(input: {
  storeDirectory: string;
  namespace: string;
  runId: string;
  definitionRunId?: string;
  events?: number;
}): Promise<StoreFixture> {
  const storage = await createLocalRunStorage({ directory: input.storeDirectory, namespace: input.namespace });
  await storage.writeDefinition(input.runId, {
    runId: input.definitionRunId ?? input.runId,
    graphDefinition: { form: 'dag', version: 1, value: {} },
  });
  await appendEvents(storage, input.runId, input.events ?? 3);
  await storage
    .artifacts(input.runId)
    .put(`output of ${input.runId}\n`, { mediaType: 'text/plain', purpose: 'test', contentMode: 'exact' });
  await storage.writeCheckpoint(input.runId, 'status', { phase: 'running' });
  const lock = await storage.acquireProcessLock(input.runId);
  // eslint-disable-next-line @typescript-eslint/no-meaningless-void-operator -- see the note
  void lock; // left held on purpose: the lock file must stay machine-local
  return { storage, runDirectory: storage.runDirectory(input.runId) };
}

export async function appendEvents(storage: RunStorage, runId: string, count: number): Promise<void> {
  for (const log of ['graph', 'runner'] as const) {
    const handle = await storage.openEventLog(runId, log);
    await handle.append(
      Array.from({ length: count }, (_, index) => ({ type: `${log}:test`, session: 1, data: { index } })),
    );
    await handle.close();
  }
}

/** Relative path -> sha256 of every file below `root` (symlinks reported as such). */
export async function snapshotTree(root: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (directory: string) => {
    for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      const relative = path.relative(root, full);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isSymbolicLink()) result[relative] = `symlink:${await fs.readlink(full)}`;
      else
        result[relative] = createHash('sha256')
          .update(await fs.readFile(full))
          .digest('hex');
    }
  };
  await walk(root);
  return result;
}
