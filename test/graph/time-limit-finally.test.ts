// The run's time limit and finally nodes, through the real executor and store: the worker that ran
// the nodes is gone (stopped at the limit); the runner's cleanup worker runs the executor with
// `timeLimit`, which records graph:time-limit-reached once (naming the positions it stopped), runs
// each finally node once, told the run failed with TIMEOUT, and fails TIMEOUT. Nothing stopped is
// resumed or run again; a crash during the cleanup goes on from the record.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
  type DataNodeBinding,
  type DagGraph,
} from '../../src/graph/index.ts';
import type { JsonValue, RunStorage } from '../../src/store/index.ts';
import { crashingLog, data, deferred, events, hang, never, newRun, ofType, tempStorage } from './helpers.ts';

const limit = { timeoutMs: 1000, elapsedMs: 1000, message: 'the run used its elapsed-time budget (1000 of 1000 ms)' };

function graphOf(): DagGraph {
  return createDagGraph({
    concurrency: 2,
    nodes: {
      a: { needs: [] },
      side: { needs: [] },
      b: { needs: ['a'] },
      notify: { needs: ['a', 'b', 'side'], finally: true, readsOutcomes: true },
      report: { needs: ['notify'], finally: true },
    },
  });
}

type Told = { run?: JsonValue; outcomes?: JsonValue };

/** A run whose worker was stopped (its log dies) while `a` and `side` ran. */
async function stoppedWhileRunning(storage: RunStorage, graph: DagGraph): Promise<string> {
  const runId = await newRun(storage, graph);
  const log = await crashingLog(storage, runId);
  const started = { a: deferred(), side: deferred() };
  void createGraphExecutor({
    storage,
    runId,
    graph,
    engines: [],
    session: 1,
    log,
    nodes: {
      a: data(() => (started.a.resolve(), hang())),
      side: data(() => (started.side.resolve(), hang())),
      b: data(() => 'b'),
      notify: data(() => 'n'),
      report: data(() => 'r'),
    },
  }).run(never());
  await Promise.all([started.a.promise, started.side.promise]);
  await log.kill();
  return runId;
}

function cleanupNodes(told: Record<string, Told[]>, runs: Record<string, number>, notify?: DataNodeBinding) {
  const node = (id: string) =>
    data((input) => {
      runs[id] = (runs[id] ?? 0) + 1;
      (told[id] ??= []).push({ run: (input as Told).run ?? null, outcomes: (input as Told).outcomes ?? null });
      return id;
    });
  return { a: node('a'), side: node('side'), b: node('b'), notify: notify ?? node('notify'), report: node('report') };
}

describe('finally nodes after the time limit', () => {
  it('runs each finally node once, told failed with TIMEOUT; stopped nodes read failed and never run again', async () => {
    const storage = await tempStorage();
    const graph = graphOf();
    const runId = await stoppedWhileRunning(storage, graph);
    const told: Record<string, Told[]> = {};
    const runs: Record<string, number> = {};
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 2,
      timeLimit: limit,
      nodes: cleanupNodes(told, runs),
    }).run(never());
    expect(result).toEqual({ kind: 'fail', code: 'TIMEOUT', message: limit.message });
    expect(runs).toEqual({ notify: 1, report: 1 });
    expect(told.notify).toEqual([
      { run: { outcome: 'failed', code: 'TIMEOUT' }, outcomes: { a: 'failed', b: 'blocked', side: 'failed' } },
    ]);
    expect(told.report![0]!.run).toEqual({ outcome: 'failed', code: 'TIMEOUT' });
    const list = await events(storage, runId);
    expect(ofType(list, T.timeLimitReached).map((e) => e.data)).toEqual([
      { ...limit, stopped: ['dag/a/1', 'dag/side/1'], code: 'TIMEOUT' },
    ]);
    // The stopped positions stay as they were left: started, without an outcome.
    expect(ofType(list, T.nodeCompleted).map((e) => e.data.position)).toEqual(['dag/notify/1', 'dag/report/1']);
    expect(ofType(list, T.nodeFailed)).toHaveLength(0);

    // Run again (a later cleanup worker): nothing is recorded or run twice.
    const again = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 3,
      timeLimit: limit,
      nodes: cleanupNodes(told, runs),
    }).run(never());
    expect(again).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    expect(runs).toEqual({ notify: 1, report: 1 });
    expect(await events(storage, runId)).toHaveLength(list.length);
  });

  it('a crash during the cleanup goes on from the record: a retry-safe finally node runs again at its position', async () => {
    const storage = await tempStorage();
    const graph = graphOf();
    const runId = await stoppedWhileRunning(storage, graph);
    const log = await crashingLog(storage, runId);
    const notifying = deferred();
    void createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 2,
      log,
      timeLimit: limit,
      nodes: cleanupNodes(
        {},
        {},
        data(() => (notifying.resolve(), hang()), { retrySafe: true }),
      ),
    }).run(never());
    await notifying.promise;
    await log.kill();

    const told: Record<string, Told[]> = {};
    const runs: Record<string, number> = {};
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 3,
      timeLimit: limit,
      nodes: cleanupNodes(told, runs),
    });
    const waiting = await executor.run(never());
    // Only the finally node in flight at the crash is left to resume, not the stopped ones.
    expect(waiting).toEqual({ kind: 'waiting', positions: ['dag/notify/1'] });
    expect(await executor.resume('dag/notify/1', never())).toMatchObject({ kind: 'fail', code: 'TIMEOUT' });
    expect(runs).toEqual({ notify: 1, report: 1 });
    const list = await events(storage, runId);
    expect(ofType(list, T.timeLimitReached)).toHaveLength(1);
    const positions = ofType(list, T.nodeDispatched).flatMap((e) => e.data.dispatches.map((d: any) => d.position));
    expect(positions).toEqual(['dag/a/1', 'dag/side/1', 'dag/notify/1', 'dag/report/1']);
  });

  it('a stopped position is not resumable', async () => {
    const storage = await tempStorage();
    const graph = graphOf();
    const runId = await stoppedWhileRunning(storage, graph);
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 2,
      timeLimit: limit,
      nodes: cleanupNodes({}, {}),
    });
    await executor.run(never());
    await expect(executor.resume('dag/a/1', never())).rejects.toMatchObject({
      code: 'RESUME_POSITION',
      message: expect.stringContaining("was stopped at the run's time limit"),
    });
  });
});
