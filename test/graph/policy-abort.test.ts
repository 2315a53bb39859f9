// Action policies (allow / wait / deny), aborts, attempt hooks, and node failures.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
  type AttemptOutcome,
} from '../../src/graph/index.ts';
import { data, deferred, eventTypes, events, never, newRun, ofType, tempStorage } from './helpers.ts';

const single = () => createDagGraph({ nodes: { a: { needs: [] } } });

describe('action policy', () => {
  it('deny records node-failed DENIED without starting an attempt; the node never runs', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    let ran = false;
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        a: {
          kind: 'data',
          policy: async () => ({ decision: 'deny', reason: 'writes to main are not allowed' }),
          run: async () => ((ran = true), 1),
        },
      },
    }).run(never());
    expect(ran).toBe(false);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const list = await events(storage, runId);
    expect(list.map((e) => e.type)).toEqual([T.runStarted, T.nodeDispatched, T.nodeFailed]);
    expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({
      position: 'dag/a/1',
      code: 'DENIED',
      message: 'writes to main are not allowed',
    });
  });

  it('wait records node-paused with the reason and request, and no start record', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        a: {
          kind: 'data',
          policy: async () => ({ decision: 'wait', reason: 'budget review', request: { limitUsd: 5 } }),
          run: async () => 1,
        },
      },
    }).run(never());
    expect(result).toMatchObject({
      kind: 'pause',
      positions: ['dag/a/1'],
      pauses: [{ nodeId: 'a', reason: 'budget review', request: { limitUsd: 5 } }],
    });
    expect(await eventTypes(storage, runId)).toEqual([T.runStarted, T.nodeDispatched, T.nodePaused]);
  });

  it('allow runs the node; the policy sees the attempt it gates', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    const seen: unknown[] = [];
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        a: {
          kind: 'data',
          policy: async (ctx) => (
            seen.push({ position: ctx.position, kind: ctx.kind, attempt: ctx.attempt, attemptId: ctx.attemptId }),
            { decision: 'allow' }
          ),
          run: async (_input, ctx) => ctx.attemptId,
        },
      },
    }).run(never());
    const attemptId = ofType(await events(storage, runId), T.attemptStarted)[0]!.data.identity.attemptId;
    expect(result).toEqual({ kind: 'complete', output: { a: attemptId } });
    expect(seen).toEqual([{ position: 'dag/a/1', kind: 'data', attempt: 1, attemptId }]);
  });

  it('a policy that throws or returns nonsense fails the node with EFFECT_FAILED', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: { a: { needs: [], optional: true }, b: { needs: [], optional: true } },
      concurrency: 2,
    });
    const runId = await newRun(storage, graph);
    await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        a: {
          kind: 'data',
          policy: async () => {
            throw new Error('policy store down');
          },
          run: async () => 1,
        },
        b: { kind: 'data', policy: async () => ({ decision: 'maybe' }) as never, run: async () => 1 },
      },
    }).run(never());
    const failed = ofType(await events(storage, runId), T.nodeFailed).map((e) => [
      e.data.position,
      e.data.code,
      e.data.message,
    ]);
    expect(failed).toEqual(
      expect.arrayContaining([
        ['dag/a/1', 'EFFECT_FAILED', 'the action policy threw: policy store down'],
        ['dag/b/1', 'EFFECT_FAILED', expect.stringContaining('invalid decision')],
      ]),
    );
  });
});

describe('abort and node failures', () => {
  it('an aborted attempt records node-failed ABORTED and the run ends ABORTED without further dispatches', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    const runId = await newRun(storage, graph);
    const controller = new AbortController();
    const started = deferred();
    const running = createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        a: data(
          (_input, ctx) =>
            new Promise((_resolve, reject) => {
              ctx.signal.addEventListener('abort', () => reject(new Error('stopped by signal')));
              started.resolve();
            }),
        ),
        b: data(() => 'b'),
      },
    }).run(controller.signal);
    await started.promise;
    controller.abort();
    expect(await running).toMatchObject({ kind: 'fail', code: 'ABORTED' });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({ position: 'dag/a/1', code: 'ABORTED' });
    expect(ofType(list, T.nodeDispatched)).toHaveLength(1);
  });

  it('a signal aborted before run records nothing', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    const controller = new AbortController();
    controller.abort();
    expect(
      await createGraphExecutor({ storage, runId, graph, nodes: { a: data(() => 1) }, engines: [], session: 1 }).run(
        controller.signal,
      ),
    ).toMatchObject({ kind: 'fail', code: 'ABORTED' });
    expect(await eventTypes(storage, runId)).toEqual([T.runStarted]);
  });

  it('node code that throws records EFFECT_FAILED with the message; a retry is a new position', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [], retries: 1 } } });
    const runId = await newRun(storage, graph);
    let calls = 0;
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        a: data(() => {
          calls += 1;
          if (calls === 1) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
          return 'ok';
        }),
      },
    }).run(never());
    expect(result).toEqual({ kind: 'complete', output: { a: 'ok' } });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({
      position: 'dag/a/1',
      code: 'EFFECT_FAILED',
      message: 'disk full',
      details: { name: 'Error', code: 'ENOSPC' },
    });
    expect(ofType(list, T.nodeCompleted)[0]!.data.position).toBe('dag/a/2');
  });

  it('attempt hooks: before runs after the start record is durable; after adds records to the outcome batch', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    const seenAtBefore: string[][] = [];
    const outcomes: AttemptOutcome[] = [];
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: { a: data(() => 'done') },
      attemptHooks: {
        before: async () => {
          seenAtBefore.push(await eventTypes(storage, runId));
        },
        after: async (info, outcome) => {
          outcomes.push(outcome);
          return [
            { type: 'runner:attempt-note', session: 1, data: { position: info.position, attempt: info.attempt } },
          ];
        },
      },
    }).run(never());
    expect(result.kind).toBe('complete');
    expect(seenAtBefore[0]!.at(-1)).toBe(T.attemptStarted);
    expect(outcomes).toEqual([{ kind: 'completed', output: 'done' }]);
    const list = await events(storage, runId);
    const completed = list.findIndex((e) => e.type === T.nodeCompleted);
    expect(list[completed + 1]).toMatchObject({
      type: 'runner:attempt-note',
      data: { position: 'dag/a/1', attempt: 1 },
    });
    // Same batch: the completion does not close it.
    expect(list[completed]!.batchRemaining).toBeGreaterThan(0);
  });

  it('durations come from the clock option', async () => {
    const storage = await tempStorage();
    const graph = single();
    const runId = await newRun(storage, graph);
    let now = Date.parse('2025-01-01T00:00:00Z');
    const clock = () => new Date((now += 250));
    await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      clock,
      nodes: { a: data(() => 'x') },
    }).run(never());
    expect(ofType(await events(storage, runId), T.nodeCompleted)[0]!.data.durationMs).toBe(250);
  });
});
