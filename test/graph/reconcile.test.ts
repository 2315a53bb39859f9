// Reconcile decisions on a reconcile-attempt pause (DESIGN.md section 5) and resume refusals.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  GraphError,
  graphEventTypes as T,
  type GraphExecutor,
} from '../../src/graph/index.ts';
import type { RunStorage } from '../../src/store/index.ts';
import { crashedWhileARan, data, events, never, newRun, ofType, tempStorage } from './helpers.ts';

const graph = () => createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });

/** A run left with `dag/a/1` paused for reconcile; returns a fresh executor and a call counter. */
async function reconcilePause(storage: RunStorage) {
  const g = graph();
  const runId = await crashedWhileARan(storage, g);
  const calls = { a: 0 };
  const executor = createGraphExecutor({
    storage,
    runId,
    graph: g,
    engines: [],
    session: 2,
    nodes: { a: data(() => ((calls.a += 1), 'a-ran')), b: data((input) => input) },
  });
  await executor.run(never());
  const paused = await executor.resume('dag/a/1', never());
  if (paused.kind !== 'pause') throw new Error('expected a reconcile pause');
  const attemptId = ofType(await events(storage, runId), T.attemptStarted)[0]!.data.identity.attemptId as string;
  return { runId, executor, calls, pause: paused.pauses[0]!, attemptId };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof GraphError ? error.code : `not a GraphError: ${String(error)}`),
  );
}

describe('reconcile decisions', () => {
  it('complete: records node-reconciled and node-completed with the given output; node code does not run', async () => {
    const storage = await tempStorage();
    const { runId, executor, calls, pause, attemptId } = await reconcilePause(storage);
    const result = await executor.resume('dag/a/1', never(), {
      decision: 'complete',
      output: { done: 'by hand' },
      decidedBy: 'alice',
    });
    expect(calls.a).toBe(0);
    expect(result).toEqual({
      kind: 'complete',
      output: { a: { done: 'by hand' }, b: { inputs: {}, needs: { a: { done: 'by hand' } } } },
    });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeReconciled).map((e) => e.data)).toEqual([
      {
        position: 'dag/a/1',
        attemptId,
        pauseEventId: pause.eventId,
        decision: 'complete',
        decidedBy: 'alice',
        output: { done: 'by hand' },
      },
    ]);
    expect(ofType(list, T.nodeCompleted)[0]!.data).toEqual({
      position: 'dag/a/1',
      attemptId,
      output: { done: 'by hand' },
      durationMs: 0,
      reconciled: true,
    });
    expect(ofType(list, T.nodeResumed)).toHaveLength(0);
  });

  it('complete without an output records null', async () => {
    const storage = await tempStorage();
    const { executor } = await reconcilePause(storage);
    expect(await executor.resume('dag/a/1', never(), { decision: 'complete', decidedBy: 'bob' })).toMatchObject({
      kind: 'complete',
      output: { a: null },
    });
  });

  it('fail: records node-reconciled and node-failed RECONCILED_FAILED; the DAG fails', async () => {
    const storage = await tempStorage();
    const { runId, executor, calls, attemptId } = await reconcilePause(storage);
    const result = await executor.resume('dag/a/1', never(), {
      decision: 'fail',
      message: 'it did not happen cleanly',
      decidedBy: 'carol',
    });
    expect(calls.a).toBe(0);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeReconciled)[0]!.data).toMatchObject({
      decision: 'fail',
      decidedBy: 'carol',
      message: 'it did not happen cleanly',
    });
    expect(ofType(list, T.nodeFailed)[0]!.data).toEqual({
      position: 'dag/a/1',
      attemptId,
      code: 'RECONCILED_FAILED',
      message: 'it did not happen cleanly',
      durationMs: 0,
      details: { decidedBy: 'carol' },
    });
  });

  it('retry: records node-reconciled and node-resumed, then runs the node again at the same position', async () => {
    const storage = await tempStorage();
    const { runId, executor, calls, pause } = await reconcilePause(storage);
    const result = await executor.resume('dag/a/1', never(), { decision: 'retry', decidedBy: 'dave' });
    expect(calls.a).toBe(1);
    expect(result).toMatchObject({ kind: 'complete', output: { a: 'a-ran' } });
    const list = await events(storage, runId);
    const types = list.map((e) => e.type);
    const reconciledAt = types.indexOf(T.nodeReconciled);
    expect(types.slice(reconciledAt, reconciledAt + 4)).toEqual([
      T.nodeReconciled,
      T.nodeResumed,
      T.attemptStarted,
      T.nodeCompleted,
    ]);
    expect(ofType(list, T.nodeResumed)[0]!.data).toEqual({ position: 'dag/a/1', pauseEventId: pause.eventId });
    expect(ofType(list, T.attemptStarted).map((e) => e.data.identity.attempt)).toEqual([1, 2, 1]);
  });

  it('no decision on a reconcile pause is the seed behaviour: offer the attempt again', async () => {
    const storage = await tempStorage();
    const { runId, executor, calls } = await reconcilePause(storage);
    expect(await executor.resume('dag/a/1', never())).toMatchObject({ kind: 'complete' });
    expect(calls.a).toBe(1);
    expect(ofType(await events(storage, runId), T.nodeReconciled)).toHaveLength(0);
  });

  it('RESUME_DECISION for a decision on a policy pause or on an in-flight position, and for a malformed decision', async () => {
    const storage = await tempStorage();
    const g = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId = await newRun(storage, g);
    const policy = async () => ({ decision: 'wait' as const, reason: 'approval', request: null });
    const executor: GraphExecutor = createGraphExecutor({
      storage,
      runId,
      graph: g,
      nodes: { a: { kind: 'data', policy, run: async () => 1 } },
      engines: [],
      session: 1,
    });
    expect(await executor.run(never())).toMatchObject({ kind: 'pause' });
    expect(await codeOf(executor.resume('dag/a/1', never(), { decision: 'complete', decidedBy: 'x' }))).toBe(
      'RESUME_DECISION',
    );
    expect(await codeOf(executor.resume('dag/a/1', never(), { decision: 'retry', decidedBy: 'x' }))).toBe(
      'RESUME_DECISION',
    );
    const { executor: reconciling } = await reconcilePause(storage);
    expect(await codeOf(reconciling.resume('dag/a/1', never(), { decision: 'complete' } as never))).toBe(
      'RESUME_DECISION',
    );

    const inflight = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId2 = await newRun(storage, inflight);
    const log = await storage.openEventLog(runId2, 'graph');
    await log.append([
      {
        type: T.nodeDispatched,
        session: 1,
        data: { dispatches: [{ position: 'dag/a/1', nodeId: 'a', input: { inputs: {}, needs: {} } }] },
      },
    ]);
    await log.close();
    const fresh = createGraphExecutor({
      storage,
      runId: runId2,
      graph: inflight,
      nodes: { a: data(() => 1) },
      engines: [],
      session: 2,
    });
    expect(await codeOf(fresh.resume('dag/a/1', never(), { decision: 'complete', decidedBy: 'x' }))).toBe(
      'RESUME_DECISION',
    );
  });

  it('RESUME_POSITION for an unknown or settled position', async () => {
    const storage = await tempStorage();
    const g = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId = await newRun(storage, g);
    const executor = createGraphExecutor({
      storage,
      runId,
      graph: g,
      nodes: { a: data(() => 1) },
      engines: [],
      session: 1,
    });
    expect(await executor.run(never())).toMatchObject({ kind: 'complete' });
    expect(await codeOf(executor.resume('dag/zzz/1', never()))).toBe('RESUME_POSITION');
    expect(await codeOf(executor.resume('dag/a/1', never()))).toBe('RESUME_POSITION');
  });

  it('RESUME_EVENT_MISMATCH when the named pause record is not the current one', async () => {
    const storage = await tempStorage();
    const { executor, pause } = await reconcilePause(storage);
    expect(await codeOf(executor.resume('dag/a/1', never(), undefined, { pauseEventId: 'not-that-one' }))).toBe(
      'RESUME_EVENT_MISMATCH',
    );
    expect(
      await executor.resume(
        'dag/a/1',
        never(),
        { decision: 'complete', decidedBy: 'x' },
        { pauseEventId: pause.eventId },
      ),
    ).toMatchObject({ kind: 'complete' });
  });

  it('RESUME_EVENT_MISMATCH when the graph no longer rebuilds the recorded dispatch input', async () => {
    const storage = await tempStorage();
    const g = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId = await newRun(storage, g);
    const log = await storage.openEventLog(runId, 'graph');
    // A dispatch the graph would never decide from this prefix (different input).
    await log.append([
      {
        type: T.nodeDispatched,
        session: 1,
        data: { dispatches: [{ position: 'dag/a/1', nodeId: 'a', input: { forged: true } }] },
      },
    ]);
    await log.close();
    const fresh = createGraphExecutor({
      storage,
      runId,
      graph: g,
      nodes: { a: data(() => 1) },
      engines: [],
      session: 2,
    });
    expect(await fresh.run(never())).toEqual({ kind: 'waiting', positions: ['dag/a/1'] });
    expect(await codeOf(fresh.resume('dag/a/1', never()))).toBe('RESUME_EVENT_MISMATCH');
  });
});
