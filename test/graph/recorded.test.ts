// executor.recorded(position): a position as the graph log records it, from the executor's own read
// of the log, which the following resume continues instead of reading the log again (the worker
// asks it before resuming a pause). Real store, a real crash of the first session's log.
import { describe, expect, it } from 'vitest';
import { createDagGraph, createGraphExecutor, GraphError } from '../../src/graph/index.ts';
import type { RunStorage } from '../../src/store/index.ts';
import { crashedWhileARan, data, deferred, events, never, newRun, tempStorage } from './helpers.ts';

const graph = () => createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });

/** `of`, noting which reads of the graph log start from the beginning (whole) and which from a cursor. */
function noteReads(of: RunStorage): { storage: RunStorage; whole: number; continued: number } {
  const counts = { storage: of, whole: 0, continued: 0 };
  counts.storage = Object.create(of, {
    readEvents: {
      value: (...args: Parameters<RunStorage['readEvents']>) => {
        if (args[1] === 'graph') {
          if (args[2] === undefined) counts.whole += 1;
          else counts.continued += 1;
        }
        return of.readEvents(...args);
      },
    },
  }) as RunStorage;
  return counts;
}

/** A fresh executor (the next process) of the run, node `a` answering `a` unless told otherwise. */
function executorOf(
  storage: RunStorage,
  runId: string,
  g: ReturnType<typeof graph>,
  session: number,
  a: Parameters<typeof data>[0] = () => 'a',
) {
  return createGraphExecutor({
    storage,
    runId,
    graph: g,
    engines: [],
    session,
    nodes: { a: data(a), b: data((input) => input) },
  });
}

/** A run whose `dag/a/1` crashed in flight and was then paused for reconcile by a second session. */
async function pausedRun(storage: RunStorage) {
  const g = graph();
  const runId = await crashedWhileARan(storage, g);
  const second = executorOf(storage, runId, g, 2);
  await second.run(never());
  const paused = await second.resume('dag/a/1', never());
  if (paused.kind !== 'pause') throw new Error('expected a reconcile pause');
  return { runId, g, pauseEventId: paused.pauses[0]!.eventId };
}

describe('executor.recorded', () => {
  it('says a paused position is paused and by which record, reading the log once for it and the resume that follows', async () => {
    const storage = await tempStorage();
    const { runId, g, pauseEventId } = await pausedRun(storage);
    const reads = noteReads(storage);
    const executor = executorOf(reads.storage, runId, g, 3, () => 'a-again');
    const before = (await events(storage, runId)).length;
    expect(await executor.recorded('dag/a/1')).toEqual({ status: 'paused', pauseEventId });
    expect(await executor.recorded('dag/b/1')).toBeUndefined(); // never dispatched
    // Asking wrote nothing, and read the log from the start once.
    expect((await events(storage, runId)).length).toBe(before);
    expect(reads.whole).toBe(1);
    const result = await executor.resume(
      'dag/a/1',
      never(),
      { decision: 'retry', decidedBy: 'alice' },
      { pauseEventId },
    );
    expect(result).toMatchObject({ kind: 'complete' });
    // The resume read only what followed the executor's own read.
    expect(reads.whole).toBe(1);
    expect(await executor.recorded('dag/a/1')).toEqual({ status: 'completed', pauseEventId: null });
    expect(await executor.recorded('dag/b/1')).toEqual({ status: 'completed', pauseEventId: null });
  });

  it('says a position left in flight is open; asking while a run goes on is refused with PROTOCOL', async () => {
    const storage = await tempStorage();
    const g = graph();
    const runId = await crashedWhileARan(storage, g);
    expect(await executorOf(storage, runId, g, 2).recorded('dag/a/1')).toEqual({ status: 'open', pauseEventId: null });

    const started = deferred();
    const release = deferred();
    const other = await newRun(storage, g);
    const executor = executorOf(storage, other, g, 1, async () => (started.resolve(), await release.promise, 'a'));
    const running = executor.run(never());
    await started.promise;
    const refused = await executor.recorded('dag/a/1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphError);
    expect(refused).toMatchObject({ code: 'PROTOCOL' });
    release.resolve();
    expect(await running).toMatchObject({ kind: 'complete' });
  });
});
