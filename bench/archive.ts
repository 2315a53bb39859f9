// Store size: bytes per event and the cached archive of a 10k-event run (its run directory as
// tar + gzip, the way @actions/cache packs a path when zstd is unavailable). The records are what
// a sequential data node writes (dispatched, attempt-started, completed), through the real store.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalRunStorage, type NewEvent } from '../src/store/index.ts';

export const archiveEvents = 10_000;

export function nodeRecords(n: number): NewEvent[] {
  const position = `dag/n${n}/1`;
  const attemptId = `0b3f${String(n).padStart(4, '0')}-6a7e-4c55-9d1e-3c1f5e8a2b7d`;
  return [
    {
      type: 'graph:node-dispatched',
      session: 1,
      data: {
        dispatches: [
          { position, nodeId: `n${n}`, input: { inputs: {}, needs: { [`n${n - 1}`]: { id: `n${n - 1}` } } } },
        ],
      },
    },
    {
      type: 'graph:node-attempt-started',
      session: 1,
      data: { position, nodeId: `n${n}`, identity: { attemptId, position, attempt: 1 }, retrySafe: true, kind: 'data' },
    },
    { type: 'graph:node-completed', session: 1, data: { position, attemptId, output: { id: `n${n}` }, durationMs: 1 } },
  ];
}

async function sizeOf(directory: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(directory, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

export async function benchArchive(): Promise<{
  bytesPerEvent: number;
  storeBytes: number;
  archiveBytes: number;
  events: number;
}> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-archive-'));
  try {
    const storage = await createLocalRunStorage({ directory: path.join(root, 'store'), namespace: 'bench' });
    await storage.writeDefinition('archive', { schemaVersion: 1, note: 'bench' });
    const log = await storage.openEventLog('archive', 'graph');
    // One batch per node, as the executor groups a node's records.
    for (let n = 0; n < archiveEvents / 3; n += 1) await log.append(nodeRecords(n));
    await log.close();
    const events = (await storage.readEvents('archive', 'graph')).events.length;
    const logBytes = (await fs.stat(path.join(storage.runDirectory('archive'), 'graph.events.jsonl'))).size;
    const storeBytes = await sizeOf(storage.runDirectory('archive'));
    const archive = path.join(root, 'cache.tgz');
    execFileSync('tar', ['-czf', archive, '-C', path.dirname(storage.runDirectory('archive')), 'archive']);
    return {
      bytesPerEvent: Math.round(logBytes / events),
      storeBytes,
      archiveBytes: (await fs.stat(archive)).size,
      events,
    };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchArchive());
