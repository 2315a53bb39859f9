// The DAG form's retries honour an engine's retry-after, cut to an hour: the retry's dispatch records
// the time it may start (durable, like a backoff), and an abort during that wait starts nothing.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import type { EventLog, NewEvent } from '../../src/store/index.ts';
import { createDagGraph, createGraphExecutor, graphEventTypes as T } from '../../src/graph/index.ts';
import { maxRetryAfterMs } from '../../src/graph/dag/retry.ts';
import { deferred, events, newRun, ofType, tempStorage } from './helpers.ts';

const target = { provider: 'mock', model: 'm' };

describe("retries after an engine's retry-after", () => {
  it('waits the retry-after (at most an hour) even without a backoff, recorded in the retry dispatch', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [], retries: 1 } } });
    const runId = await newRun(storage, graph, { schemaVersion: 1, lanes: { l: [target] } });
    const engine = new MockEngine({
      identity: target,
      steps: [{ kind: 'error', error: 'rate-limit', retryAfterMs: 2 * 60 * 60_000 }, { text: 'never' }],
    });
    const retried = deferred();
    const inner = await storage.openEventLog(runId, 'graph');
    const log: EventLog = {
      name: inner.name,
      cursor: () => inner.cursor(),
      append: async (records: readonly NewEvent[]) => {
        const stored = await inner.append(records);
        if (records.some((r) => r.type === T.nodeDispatched && JSON.stringify(r.data).includes('dag/a/2')))
          retried.resolve();
        return stored;
      },
      close: () => inner.close(),
    };
    const controller = new AbortController();
    const running = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      log,
      engines: [{ target, engine }],
      nodes: { a: { kind: 'engine', lane: 'l', retrySafe: true, prompt: () => 'a' } },
    }).run(controller.signal);
    await retried.promise;
    controller.abort();
    expect(await running).toMatchObject({ kind: 'fail', code: 'ABORTED' });
    await log.close();
    const list = await events(storage, runId);
    const failed = ofType(list, T.nodeFailed);
    expect(failed[0]!.data).toMatchObject({
      position: 'dag/a/1',
      details: { kind: 'rate-limit', retryAfterMs: 7_200_000 },
    });
    const dispatch = ofType(list, T.nodeDispatched).find((e) => e.data.dispatches[0].position === 'dag/a/2')!;
    const notBefore = Date.parse(dispatch.data.dispatches[0].input.notBefore);
    expect(maxRetryAfterMs).toBe(60 * 60_000);
    expect(notBefore - Date.parse(failed[0]!.data.failedAt)).toBe(maxRetryAfterMs);
    // The wait ended by the abort: the retry never started.
    expect(failed[1]!.data).toMatchObject({ position: 'dag/a/2', code: 'ABORTED' });
    expect(ofType(list, T.attemptStarted).map((e) => e.data.position)).toEqual(['dag/a/1']);
    expect(engine.calls).toBe(1);
  });
});
