// The graph log's cursor, handed from the watchdog to each later worker: the worker opens the log
// for appending from where the watchdog's verified reads reached, instead of verifying it whole
// once more (its executor still reads it whole, verified, before any node runs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun, startSupervisedRun } from '../../src/runner/index.ts';
import { openGraphLog } from '../../src/runner/worker/graph-log.ts';
import type { WorkerParams } from '../../src/runner/worker/params.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { EventCursor, RunStorage } from '../../src/store/contract.ts';
import { appendBatches, tempStore } from '../store/helpers.ts';
import { fixture, killWorker, type Fixture } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
  delete process.env.PARAMS_SPY_FILE;
});

/** `storage` with its openEventLog calls recorded (the `from` each was given). */
function recordingOpens(storage: RunStorage): { storage: RunStorage; opens: Array<EventCursor | undefined> } {
  const opens: Array<EventCursor | undefined> = [];
  const recording = Object.create(storage, {
    openEventLog: {
      value: (...args: Parameters<RunStorage['openEventLog']>) => {
        opens.push(args[2]);
        return storage.openEventLog(...args);
      },
    },
  }) as RunStorage;
  return { storage: recording, opens };
}

describe("the worker's graph log", () => {
  it('opens from the cursor it was handed; one that does not name the log is dropped and the log opened whole', async () => {
    const store = await tempStore();
    await appendBatches(store, 'run-1', [2, 1]);
    const { cursor } = await store.readEvents('run-1', 'graph');

    const handed = recordingOpens(store);
    const log = await openGraphLog(handed.storage, { runId: 'run-1', graphCursor: cursor });
    expect(handed.opens).toEqual([cursor]);
    expect(log.cursor()).toEqual(cursor);
    await log.close();

    const forged = recordingOpens(store);
    const wrong = { ...cursor, head: 'f'.repeat(64) };
    const reopened = await openGraphLog(forged.storage, { runId: 'run-1', graphCursor: wrong });
    expect(forged.opens).toEqual([wrong, undefined]);
    expect(reopened.cursor()).toEqual(cursor);
    const [next] = await reopened.append([{ type: 'next', session: 1, data: null }]);
    await reopened.close();
    expect(next).toMatchObject({ seq: 3, prev: cursor.head });
  });

  it("every later launch is handed where the watchdog's reads of the graph log reached: a crash's replacement and a resume's worker", async () => {
    f = await fixture(
      {
        first: {},
        again: { needs: ['first'], block: true, retrySafe: true },
        charge: { needs: ['again'], block: true },
      },
      {
        workerEntry: path.join(here, 'fixtures', 'params-spy-worker.ts'),
        environmentVariables: ['PARAMS_SPY_FILE'],
        restart: { maxRestarts: 3, initialBackoffMs: 20, maxBackoffMs: 100 },
      },
    );
    const spy = path.join(f.temp, 'params.jsonl');
    process.env.PARAMS_SPY_FILE = spy;
    const launches = async () =>
      (await readFile(spy, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as WorkerParams);
    const storage = await createLocalRunStorage(f.storage);

    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-again-1');
    await killWorker(f); // retry-safe: a replacement runs it again
    await f.waitForFile('started-again-2');
    await f.open('again');
    await f.waitForFile('started-charge-1');
    await killWorker(f); // not retry-safe: a reconcile pause
    expect(await handle.done).toMatchObject({ kind: 'pause', positions: ['dag/charge/1'] });
    const beforeResume = (await storage.readEvents(f.runId, 'graph')).cursor;
    const started = await launches();
    // The start's, the crash's replacement, and the replacement that pauses the unsafe node.
    expect(started).toHaveLength(3);
    expect(started[0]!.graphCursor).toBeUndefined(); // a new run: nothing read yet
    for (const later of started.slice(1)) {
      expect(later.graphCursor).toMatchObject({ offset: expect.any(Number) as number });
      // A cursor of the log: a read from it verifies what follows it.
      await expect(storage.readEvents(f.runId, 'graph', later.graphCursor)).resolves.toBeDefined();
    }

    const resumed = await resumeSupervisedRun({
      storage: f.storage,
      runId: f.runId,
      runRoot: f.repo,
      position: 'dag/charge/1',
      decision: { decision: 'complete', decidedBy: 'ops@example' },
      environmentVariables: ['PARAMS_SPY_FILE'],
      workerEntry: path.join(here, 'fixtures', 'params-spy-worker.ts'),
    });
    expect((await resumed.done).kind).toBe('complete');
    const all = await launches();
    expect(all.length).toBeGreaterThan(started.length);
    // The resume verified the logs whole and wrote no graph record before its launch.
    expect(all[started.length]!.graphCursor).toEqual(beforeResume);
    expect((await storage.readEvents(f.runId, 'graph')).tornTail).toBe(false);
  });
});
