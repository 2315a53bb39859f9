// maxDispatches and finally nodes: when the next decision would pass the limit, the executor
// records graph:dispatch-limit-reached and the DAG form runs its finally nodes (each once, told the
// run failed with BUDGET_STOP) after what is in flight settles, then fails BUDGET_STOP. A form that
// does not settle after a stop ends at once, as before; a restart during the cleanup finishes it.
import { describe, expect, it } from 'vitest';
import type { EventLog, JsonValue, NewEvent } from '../../src/store/index.ts';
import {
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
  type DataNodeBinding,
} from '../../src/graph/index.ts';
import { crashingLog, data, deferred, events, hang, never, newRun, ofType, tempStorage } from './helpers.ts';

type Input = { run?: JsonValue };
const runOf = (input: JsonValue): JsonValue | undefined => (input as Input).run;

/** A data node that remembers the run outcome it was told. */
function told(into: JsonValue[], fail = false): DataNodeBinding {
  return data((input) => {
    into.push(runOf(input) ?? null);
    if (fail) throw new Error('cleanup failed');
    return 'told';
  });
}

describe('max-dispatches with finally nodes', () => {
  it('runs each finally node once, told the run failed (BUDGET_STOP), then fails BUDGET_STOP', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: {
        a: { needs: [] },
        b: { needs: ['a'] },
        c: { needs: ['b'] },
        notify: { needs: [], finally: true },
        cleanup: { needs: ['notify'], finally: true, retries: 2 },
      },
    });
    const runId = await newRun(storage, graph);
    const notified: JsonValue[] = [];
    const cleaned: JsonValue[] = [];
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      engines: [],
      maxDispatches: 2,
      nodes: {
        a: data(() => 'a'),
        b: data(() => 'b'),
        c: data(() => 'c'),
        notify: told(notified),
        cleanup: told(cleaned, true),
      },
    }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    if (result.kind !== 'fail') throw new Error('expected a failure');
    expect(result.message).toContain('limit of 2 node dispatches (max-dispatches); 2 dispatched so far');
    const list = await events(storage, runId);
    const positions = ofType(list, T.nodeDispatched).flatMap((e) => e.data.dispatches.map((d: any) => d.position));
    // c never ran; the cleanup's failure is final after the stop (it runs once).
    expect(positions).toEqual(['dag/a/1', 'dag/b/1', 'dag/notify/1', 'dag/cleanup/1']);
    expect(notified).toEqual([{ outcome: 'failed', code: 'BUDGET_STOP' }]);
    expect(cleaned).toEqual([{ outcome: 'failed', code: 'BUDGET_STOP' }]);
    const stop = ofType(list, T.dispatchLimitReached);
    expect(stop.map((e) => e.data)).toEqual([
      { maxDispatches: 2, dispatched: 2, code: 'BUDGET_STOP', message: result.message },
    ]);
    // Recorded before the first dispatch past the limit.
    const notifyDispatch = ofType(list, T.nodeDispatched)[2]!;
    expect(stop[0]!.seq).toBeLessThan(notifyDispatch.seq);
  });

  it('waits for the nodes in flight at the stop before the finally nodes start', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: {
        slow: { needs: [] },
        y: { needs: [] },
        z: { needs: ['y'] },
        notify: { needs: ['slow'], finally: true },
      },
      concurrency: 2,
    });
    const runId = await newRun(storage, graph);
    const stopped = deferred();
    const log = watchingLog(await storage.openEventLog(runId, 'graph'), T.dispatchLimitReached, stopped.resolve);
    const notified: JsonValue[] = [];
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      engines: [],
      log,
      maxDispatches: 2,
      nodes: {
        // Still running when y's completion brings the stop (z would pass the limit).
        slow: data(async () => {
          await stopped.promise;
          return 'slow';
        }),
        y: data(() => 'y'),
        z: data(() => 'z'),
        notify: data((input) => {
          notified.push(input);
          return 'told';
        }),
      },
    }).run(never());
    await log.close();
    expect(result).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    const list = await events(storage, runId);
    const slowDone = ofType(list, T.nodeCompleted).find((e) => e.data.position === 'dag/slow/1')!;
    const notifyDispatch = ofType(list, T.nodeDispatched).find((e) => e.data.dispatches[0].nodeId === 'notify')!;
    expect(ofType(list, T.dispatchLimitReached)[0]!.seq).toBeLessThan(slowDone.seq);
    expect(notifyDispatch.seq).toBeGreaterThan(slowDone.seq);
    expect(notified).toEqual([
      { inputs: {}, needs: { slow: 'slow' }, run: { outcome: 'failed', code: 'BUDGET_STOP' } },
    ]);
  });

  it('a restart during the cleanup finishes it and the run still fails BUDGET_STOP', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: { a: { needs: [] }, b: { needs: ['a'] }, notify: { needs: [], finally: true } },
    });
    const runId = await newRun(storage, graph);
    const log = await crashingLog(storage, runId);
    const notifyStarted = deferred();
    const nodes = (notify: DataNodeBinding) => ({ a: data(() => 'a'), b: data(() => 'b'), notify });
    const first = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      engines: [],
      log,
      maxDispatches: 1,
      nodes: nodes(data(() => (notifyStarted.resolve(), hang()), { retrySafe: true })),
    }).run(never());
    await Promise.race([
      notifyStarted.promise,
      first.then((result) => {
        throw new Error(`the run ended without starting its finally node: ${JSON.stringify(result)}`);
      }),
    ]);
    await log.kill();
    const next = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 2,
      engines: [],
      maxDispatches: 1,
      nodes: nodes(data(() => 'told', { retrySafe: true })),
    });
    expect(await next.run(never())).toEqual({ kind: 'waiting', positions: ['dag/notify/1'] });
    expect(await next.resume('dag/notify/1', never())).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeCompleted).map((e) => e.data.position)).toEqual(['dag/a/1', 'dag/notify/1']);
    expect(ofType(list, T.dispatchLimitReached)).toHaveLength(1);
  });

  it('a form that does not settle after a stop ends BUDGET_STOP at once: no stop record, no finally node', async () => {
    const storage = await tempStorage();
    const dag = createDagGraph({
      nodes: { a: { needs: [] }, b: { needs: ['a'] }, notify: { needs: [], finally: true } },
    });
    const graph = { ...dag, settlesAfterStop: false };
    const runId = await newRun(storage, graph);
    const notified: JsonValue[] = [];
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      engines: [],
      maxDispatches: 1,
      nodes: { a: data(() => 'a'), b: data(() => 'b'), notify: told(notified) },
    }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    expect(notified).toEqual([]);
    expect(ofType(await events(storage, runId), T.dispatchLimitReached)).toEqual([]);
  });
});

/** A log that calls `seen` once a record of `type` is durable. */
function watchingLog(log: EventLog, type: string, seen: () => void): EventLog {
  return {
    name: log.name,
    cursor: () => log.cursor(),
    append: async (records: readonly NewEvent[]) => {
      const stored = await log.append(records);
      if (records.some((r) => r.type === type)) seen();
      return stored;
    },
    close: () => log.close(),
  };
}
