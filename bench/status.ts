// Status reads at 1k / 10k / 100k events of a synthetic run (three records per sequential data
// node), without a checkpoint (the full verified fold) and with one written before the last event
// (the read folds the events after it), listing every node or (nodes: 'open') the unsettled and the
// latest from the open read's own checkpoint. Prints figures; asserts nothing.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readStatusFrom } from '../src/runner/status/read.ts';
import { createLocalRunStorage, type NewEvent, type RunStorage } from '../src/store/index.ts';
import { median } from './median.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

const syntheticDefinition = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'status',
  namespace: 'bench',
  createdAt: new Date().toISOString(),
  graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs: {},
  host: { kind: 'builtin', name: 'bench' },
  limits: {},
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30000 },
  teardownGraceMs: 5000,
  heartbeatMs: 60000,
};

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function statusReads(root: string, counts = [1_000, 10_000, 100_000]): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const count of counts) {
    const storage: RunStorage = await createLocalRunStorage({
      directory: path.join(root, `status-${count}`),
      namespace: 'bench',
    });
    await storage.writeDefinition('status', syntheticDefinition);
    const log = await storage.openEventLog('status', 'graph');
    // Three records per node, as a sequential data node writes them (dispatched, started, completed).
    for (let written = 0; written < count;) {
      const batch: NewEvent[] = [];
      while (batch.length < 3000 && written + batch.length < count) {
        const n = Math.floor((written + batch.length) / 3);
        const position = `dag/n${n}/1`;
        const kind = (written + batch.length) % 3;
        batch.push(
          kind === 0
            ? {
                type: 'graph:node-dispatched',
                session: 1,
                data: { dispatches: [{ position, nodeId: `n${n}`, input: null }] },
              }
            : kind === 1
              ? {
                  type: 'graph:node-attempt-started',
                  session: 1,
                  data: {
                    position,
                    nodeId: `n${n}`,
                    identity: { attemptId: `a${n}`, position, attempt: 1 },
                    retrySafe: true,
                    kind: 'data',
                  },
                }
              : {
                  type: 'graph:node-completed',
                  session: 1,
                  data: { position, attemptId: `a${n}`, output: { n }, durationMs: 1 },
                },
        );
      }
      await log.append(batch);
      written += batch.length;
    }
    const without = await timed(() =>
      readStatusFrom(storage, 'status', { useCheckpoint: false, writeCheckpoint: false }),
    );
    await readStatusFrom(storage, 'status'); // writes the checkpoint
    await readStatusFrom(storage, 'status', { nodes: 'open' }); // writes the open read's checkpoint
    await log.append([{ type: 'runner:heartbeat', session: 1, data: { launchId: 'bench' } }]);
    await log.close();
    // Medians of 15 reads: one read is a few ms, well inside a loaded machine's noise. Each after 5
    // unmeasured ones, so that no size is measured with colder code than another (the 1k reads,
    // the first of the process, would otherwise be, which flattered the 100k figure's ratio to them).
    const read = (nodes: 'all' | 'open') => readStatusFrom(storage, 'status', { nodes, writeCheckpoint: false });
    const measured = async (nodes: 'all' | 'open') => {
      const reads: number[] = [];
      for (let i = 0; i < 20; i += 1) reads.push(await timed(() => read(nodes)));
      return median(reads.slice(5));
    };
    const withCheckpoint = await measured('all');
    const open = await measured('open');
    figures[`status${count / 1000}kNoCheckpointMs`] = round2(without);
    figures[`status${count / 1000}kCheckpointMs`] = round2(withCheckpoint);
    figures[`status${count / 1000}kOpenMs`] = round2(open);
  }
  return figures;
}

if (import.meta.main) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-status-'));
  try {
    console.log(await statusReads(root));
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
