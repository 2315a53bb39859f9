// The seed's "Resume after a process stops": the four boundaries of the recovery table, two
// nodes in flight, the saved retrySafe winning, and a real worker process killed mid-node.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
  uncertainReason,
  type DataNodeBinding,
  type Graph,
  type GraphResult,
  type NodeBinding,
} from '../../src/graph/index.ts';
import { createLocalRunStorage, type RunStorage } from '../../src/store/index.ts';
import {
  crashingLog,
  data,
  deferred,
  eventTypes,
  events,
  hang,
  never,
  newRun,
  ofType,
  tempStorage,
} from './helpers.ts';

const single = () => createDagGraph({ nodes: { a: { needs: [] } } });

/** Starts a run whose node `a` hangs after it starts, then kills the "process". */
async function crashDuringNode(
  storage: RunStorage,
  graph: Graph<any>,
  binding: Partial<DataNodeBinding>,
  extra: Record<string, NodeBinding> = {},
) {
  const runId = await newRun(storage, graph);
  const log = await crashingLog(storage, runId);
  const started = deferred();
  const nodes = { a: { kind: 'data' as const, ...binding, run: () => (started.resolve(), hang()) }, ...extra };
  void createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1, log }).run(never());
  await started.promise;
  await log.kill();
  return runId;
}

/** `storage`, counting its reads of a graph log from the start. */
function countingReadsFromStart(storage: RunStorage): { storage: RunStorage; fromStart: () => number } {
  let count = 0;
  const counted = new Proxy(storage, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'readEvents') {
        return (...args: Parameters<RunStorage['readEvents']>) => {
          if (args[1] === 'graph' && args[2] === undefined) count += 1;
          return target.readEvents(...args);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { storage: counted, fromStart: () => count };
}

describe('resume after a process stops', () => {
  it('no start record: a fresh executor returns waiting; resume runs the attempt without node-resumed', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    // The prefix a process leaves when it dies after recording the decision.
    const log = await storage.openEventLog(runId, 'graph');
    await log.append([
      {
        type: T.nodeDispatched,
        session: 1,
        data: { dispatches: [{ position: 'dag/a/1', nodeId: 'a', input: { inputs: {}, needs: {} } }] },
      },
    ]);
    await log.close();

    let calls = 0;
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data(() => ++calls) },
      engines: [],
      session: 2,
    });
    expect(await executor.run(never())).toEqual({ kind: 'waiting', positions: ['dag/a/1'] });
    expect(calls).toBe(0);
    expect(await executor.resume('dag/a/1', never())).toEqual({ kind: 'complete', output: { a: 1 } });
    const types = await eventTypes(storage, runId);
    expect(types).not.toContain(T.nodeResumed);
    expect(types.filter((t) => t === T.nodeDispatched)).toHaveLength(1);
    expect(types.slice(-2)).toEqual([T.attemptStarted, T.nodeCompleted]);
  });

  it('no start record (policy still deciding when the process died): resume runs the attempt', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    const log = await crashingLog(storage, runId);
    const deciding = deferred();
    const policy = () => (deciding.resolve(), hang());
    void createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: { kind: 'data', policy, run: async () => 'never' } },
      engines: [],
      session: 1,
      log,
    }).run(never());
    await deciding.promise;
    await log.kill();
    expect((await eventTypes(storage, runId)).slice(-1)).toEqual([T.nodeDispatched]);

    const fresh = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: { kind: 'data', policy: async () => ({ decision: 'allow' }), run: async () => 'ran' } },
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/a/1'] });
    expect(await fresh.resume('dag/a/1', never())).toEqual({ kind: 'complete', output: { a: 'ran' } });
    expect(await eventTypes(storage, runId)).not.toContain(T.nodeResumed);
  });

  it('retry-safe start record: resume records node-resumed and runs the same position again', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await crashDuringNode(storage, graph, { retrySafe: true });
    const firstAttempt = ofType(await events(storage, runId), T.attemptStarted)[0]!.data.identity.attemptId;

    const fresh = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data((_i, ctx) => `attempt ${ctx.attempt}`) },
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/a/1'] });
    expect(await fresh.resume('dag/a/1', never())).toEqual({ kind: 'complete', output: { a: 'attempt 2' } });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeResumed).map((e) => e.data)).toEqual([{ position: 'dag/a/1', attemptId: firstAttempt }]);
    const starts = ofType(list, T.attemptStarted);
    expect(starts.map((e) => e.data.identity.attempt)).toEqual([1, 2]);
    expect(starts.map((e) => e.data.position)).toEqual(['dag/a/1', 'dag/a/1']);
    expect(starts[1]!.session).toBe(2);
  });

  it('not retry-safe: resume records a reconcile-attempt pause and does not call node code', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await crashDuringNode(storage, graph, { retrySafe: false });
    const attemptId = ofType(await events(storage, runId), T.attemptStarted)[0]!.data.identity.attemptId;

    let calls = 0;
    const fresh = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data(() => ++calls) },
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/a/1'] });
    const result = await fresh.resume('dag/a/1', never());
    expect(calls).toBe(0);
    const paused = ofType(await events(storage, runId), T.nodePaused);
    expect(paused).toHaveLength(1);
    expect(paused[0]!.data).toEqual({
      position: 'dag/a/1',
      attemptId,
      pauseKind: 'reconcile-attempt',
      reason: uncertainReason,
      request: { kind: 'reconcile-attempt', attemptId },
    });
    expect(result).toEqual({
      kind: 'pause',
      positions: ['dag/a/1'],
      pauses: [
        {
          position: 'dag/a/1',
          nodeId: 'a',
          eventId: paused[0]!.id,
          reason: uncertainReason,
          request: { kind: 'reconcile-attempt', attemptId },
        },
      ],
    });
    // A later fresh executor reports the same pause without recording anything.
    const before = (await events(storage, runId)).length;
    expect(
      await createGraphExecutor({
        storage,
        runId,
        graph,
        nodes: { a: data(() => ++calls) },
        engines: [],
        session: 3,
      }).run(never()),
    ).toEqual(result);
    expect((await events(storage, runId)).length).toBe(before);
  });

  it('paused node: resume records node-resumed for the exact position and offers the same attempt again', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    const approve = { approved: false };
    const policyCalls: Array<{ attempt: number; resumed: boolean }> = [];
    const binding: DataNodeBinding = {
      kind: 'data',
      policy: async (ctx) => {
        policyCalls.push({ attempt: ctx.attempt, resumed: ctx.resumedFrom !== undefined });
        return approve.approved
          ? { decision: 'allow' }
          : { decision: 'wait', reason: 'needs approval', request: { ask: 'deploy?' } };
      },
      run: async (_input, ctx) => ({ resumedFrom: ctx.resumedFrom?.reason ?? null }),
    };
    const first = await createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: binding },
      engines: [],
      session: 1,
    }).run(never());
    expect(first).toMatchObject({
      kind: 'pause',
      positions: ['dag/a/1'],
      pauses: [{ reason: 'needs approval', request: { ask: 'deploy?' } }],
    });
    const pauseId = first.kind === 'pause' ? first.pauses[0]!.eventId : '';
    expect(ofType(await events(storage, runId), T.nodePaused)[0]!.data).toEqual({
      position: 'dag/a/1',
      pauseKind: 'policy',
      reason: 'needs approval',
      request: { ask: 'deploy?' },
    });

    approve.approved = true;
    const fresh = createGraphExecutor({ storage, runId, graph, nodes: { a: binding }, engines: [], session: 2 });
    expect(await fresh.run(never())).toMatchObject({ kind: 'pause' });
    expect(await fresh.resume('dag/a/1', never())).toEqual({
      kind: 'complete',
      output: { a: { resumedFrom: 'needs approval' } },
    });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeResumed).map((e) => e.data)).toEqual([{ position: 'dag/a/1', pauseEventId: pauseId }]);
    expect(ofType(list, T.nodeDispatched)).toHaveLength(1);
    expect(policyCalls).toEqual([
      { attempt: 1, resumed: false },
      { attempt: 1, resumed: true },
    ]);
  });

  it('two nodes in flight: waiting with both; resume one; waiting again with the sibling', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: { a: { needs: [] }, b: { needs: [] }, c: { needs: ['a', 'b'] } },
      concurrency: 2,
    });
    const runId = await newRun(storage, graph);
    const log = await crashingLog(storage, runId);
    const bothStarted = { a: deferred(), b: deferred() };
    const hanging = (id: 'a' | 'b') => data(() => (bothStarted[id].resolve(), hang()), { retrySafe: true });
    void createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: hanging('a'), b: hanging('b'), c: data(() => 'c') },
      engines: [],
      session: 1,
      log,
    }).run(never());
    await Promise.all([bothStarted.a.promise, bothStarted.b.promise]);
    await log.kill();

    const nodes = { a: data(() => 'A'), b: data(() => 'B'), c: data((input) => input) };
    const counted = countingReadsFromStart(storage);
    const fresh = createGraphExecutor({ storage: counted.storage, runId, graph, nodes, engines: [], session: 2 });
    const first = await fresh.run(never());
    expect(first).toEqual({ kind: 'waiting', positions: ['dag/a/1', 'dag/b/1'] });
    const next = await fresh.resume('dag/a/1', never());
    expect(next).toEqual({ kind: 'waiting', positions: ['dag/b/1'] });
    // Nothing new is dispatched while the sibling is unresolved.
    expect(ofType(await events(storage, runId), T.nodeDispatched)).toHaveLength(1);
    const last = await fresh.resume('dag/b/1', never());
    expect(last).toEqual({
      kind: 'complete',
      output: { a: 'A', b: 'B', c: { inputs: {}, needs: { a: 'A', b: 'B' } } },
    });
    // One read of the graph log from its start served the run and both resumes' rebuild checks.
    expect(counted.fromStart()).toBe(1);
  });

  it('the saved retrySafe wins over a changed live binding (both directions)', async () => {
    const storage = await tempStorage();
    const graph = single();
    // Saved false, live true: still a reconcile pause.
    const unsafeRun = await crashDuringNode(storage, graph, { retrySafe: false });
    let calls = 0;
    const nowSafe = createGraphExecutor({
      storage,
      runId: unsafeRun,
      graph,
      nodes: { a: data(() => ++calls, { retrySafe: true }) },
      engines: [],
      session: 2,
    });
    await nowSafe.run(never());
    expect(await nowSafe.resume('dag/a/1', never())).toMatchObject({ kind: 'pause' });
    expect(calls).toBe(0);
    // Saved true, live false: runs again.
    const safeRun = await crashDuringNode(storage, graph, { retrySafe: true });
    const nowUnsafe = createGraphExecutor({
      storage,
      runId: safeRun,
      graph,
      nodes: { a: data(() => ++calls, { retrySafe: false }) },
      engines: [],
      session: 2,
    });
    await nowUnsafe.run(never());
    expect(await nowUnsafe.resume('dag/a/1', never())).toEqual({ kind: 'complete', output: { a: 1 } });
    // The new start record saves the live binding's value for its own attempt.
    expect(ofType(await events(storage, safeRun), T.attemptStarted).map((e) => e.data.retrySafe)).toEqual([
      true,
      false,
    ]);
  });

  it('a crash with the outcome batch not yet durable leaves the position in flight', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    const runId = await newRun(storage, graph);
    // Append 1: decision + start of a. Append 2 (a's completion + b's decision) never lands.
    const log = await crashingLog(storage, runId, 2, false);
    let aRuns = 0;
    void createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data(() => ++aRuns, { retrySafe: true }), b: data(() => 'b') },
      engines: [],
      session: 1,
      log,
    }).run(never());
    await log.crashed;
    const fresh = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data(() => ++aRuns, { retrySafe: true }), b: data(() => 'b') },
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/a/1'] });
    expect(await fresh.resume('dag/a/1', never())).toEqual({ kind: 'complete', output: { a: 2, b: 'b' } });
  });

  it('a crash right after the outcome batch is durable: a fresh executor carries on with no resume needed', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    const runId = await newRun(storage, graph);
    const log = await crashingLog(storage, runId, 2, true);
    let aRuns = 0;
    const bStarted = deferred();
    void createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data(() => ++aRuns), b: data(() => (bStarted.resolve(), 'b')) },
      engines: [],
      session: 1,
      log,
    }).run(never());
    await log.crashed;
    // b's start record was in the durable batch, so b is in flight (not retry-safe): reconcile.
    const fresh = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { a: data(() => ++aRuns), b: data(() => 'b2') },
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/b/1'] });
    expect(aRuns).toBe(1);
  });
});

describe('resume after a real worker process is killed', () => {
  for (const retrySafe of [true, false]) {
    it(`SIGKILL mid-node (retrySafe ${retrySafe}): ${retrySafe ? 'the node runs again' : 'the node pauses for reconcile'}`, async () => {
      const storage = await tempStorage();
      const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
      const runId = await newRun(storage, graph);
      const effects = path.join(storage.directory, 'effects.txt');
      const child = spawn(
        process.execPath,
        [
          path.join(import.meta.dirname, 'fixtures', 'crash-worker.ts'),
          storage.directory,
          runId,
          String(retrySafe),
          effects,
        ],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => resolve(signal)),
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('b-started') && resolve());
        child.once('exit', () => reject(new Error('worker exited before node b started')));
      });
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const fresh = createGraphExecutor({
        storage: await createLocalRunStorage({ directory: storage.directory, namespace: 'ns' }),
        runId,
        graph,
        engines: [],
        session: 2,
        nodes: {
          a: data(() => 'a-again'),
          b: data(async () => (await fs.appendFile(effects, 'b\n'), 'B'), { retrySafe }),
        },
      });
      expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/b/1'] });
      const result: GraphResult = await fresh.resume('dag/b/1', never());
      if (retrySafe) expect(result).toEqual({ kind: 'complete', output: { a: 'A', b: 'B' } });
      else expect(result).toMatchObject({ kind: 'pause', positions: ['dag/b/1'] });
      expect(await fs.readFile(effects, 'utf8')).toBe(retrySafe ? 'a\nb\nb\n' : 'a\nb\n');
    });
  }
});
