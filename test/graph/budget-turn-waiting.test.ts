// A call that waits for its turn under a hard budget is recorded before it waits
// (runner:budget-turn-waiting: its position, attempt, lane and the positions it waits after), so
// status and the live lines can say so; its turn is its engine-started record that follows.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import {
  budgetTurnWaitingType,
  createDagGraph,
  createGraphExecutor,
  engineEventTypes as E,
  graphEventTypes as T,
  type EngineNodeBinding,
} from '../../src/graph/index.ts';
import type { EventLog, NewEvent } from '../../src/store/index.ts';
import { deferred, events, newRun, never, ofType, tempStorage } from './helpers.ts';

const target = { provider: 'mock', model: 'm' };
const lanes = { schemaVersion: 1 as const, lanes: { l: [target] } };
const usage = { inputTokens: 1, outputTokens: 1, costUsd: 0.01 };
const node = (prompt: EngineNodeBinding['prompt']): EngineNodeBinding => ({
  kind: 'engine',
  lane: 'l',
  retrySafe: true,
  prompt,
});

/** The graph log, telling when a batch with a record of `type` is durable. */
function watchedLog(log: EventLog, type: string) {
  const appended = deferred();
  const wrapped: EventLog = {
    name: log.name,
    cursor: () => log.cursor(),
    append: async (records: readonly NewEvent[]) => {
      const result = await log.append(records);
      if (records.some((record) => record.type === type)) appended.resolve();
      return result;
    },
    close: () => log.close(),
  };
  return { log: wrapped, appended: appended.promise };
}

describe('a call waiting for its budget turn', () => {
  it('is recorded before it waits, naming whom it waits after; its call starts when the turn comes', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: [] } }, concurrency: 2 });
    const runId = await newRun(storage, graph, lanes);
    const aCalled = deferred();
    const aAnswer = deferred();
    const engine = new MockEngine({
      identity: target,
      respond: async (request) => {
        if (request.prompt !== 'a') return { text: 'b', usage };
        aCalled.resolve();
        await aAnswer.promise;
        return { text: 'a', usage };
      },
    });
    const watched = watchedLog(await storage.openEventLog(runId, 'graph'), budgetTurnWaitingType);
    const running = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      log: watched.log,
      budget: { usd: 5 },
      engines: [{ target, engine }],
      nodes: {
        a: node(() => 'a'),
        // b asks for its call once a's is in flight: it must wait for a's turn to end.
        b: node(async () => {
          await aCalled.promise;
          return 'b';
        }),
      },
    }).run(never());
    await watched.appended;
    expect(engine.calls).toBe(1);
    aAnswer.resolve();
    expect(await running).toMatchObject({ kind: 'complete' });
    const list = await events(storage, runId);
    const bAttempt = ofType(list, T.attemptStarted).find((e) => e.data.position === 'dag/b/1')!;
    const waits = ofType(list, budgetTurnWaitingType);
    // a's call did not wait: only b's is recorded.
    expect(waits.map((e) => e.data)).toEqual([
      { position: 'dag/b/1', attemptId: bAttempt.data.identity.attemptId, lane: 'l', after: ['dag/a/1'] },
    ]);
    // The wait comes before b's call, and b's call after a's ended (its turn).
    const index = (type: string, position: string) =>
      list.findIndex((e) => e.type === type && (e.data as { position?: string }).position === position);
    expect(list.indexOf(waits[0]!)).toBeLessThan(index(E.started, 'dag/b/1'));
    expect(engine.calls).toBe(2);
  });
});

describe('calls taking budget turns, as the log has them', () => {
  it("has each call's end before the start of the call that took the turn after it", async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: [] }, c: { needs: [] } }, concurrency: 3 });
    const runId = await newRun(storage, graph, lanes);
    const watched = watchedLog(await storage.openEventLog(runId, 'graph'), budgetTurnWaitingType);
    let first = true;
    const engine = new MockEngine({
      identity: target,
      respond: async () => {
        // The first call ends only once another waits for its turn: a turn is passed on.
        if (first) await watched.appended;
        first = false;
        return { text: 'ok', usage };
      },
    });
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      log: watched.log,
      budget: { usd: 5 },
      engines: [{ target, engine }],
      nodes: { a: node(() => 'a'), b: node(() => 'b'), c: node(() => 'c') },
    }).run(never());
    expect(result).toMatchObject({ kind: 'complete' });
    const list = await events(storage, runId);
    expect(ofType(list, budgetTurnWaitingType).length).toBeGreaterThan(0);
    // Calls in the order the log has them: each one's start, then its end, never two in flight.
    const calls = list.flatMap((event) => {
      const data = event.data as { callId?: string };
      if (event.type === E.started) return [`start ${data.callId}`];
      if (event.type === E.completed || event.type === E.failed) return [`end ${data.callId}`];
      return [];
    });
    const callIds = ofType(list, E.started).map((event) => (event.data as { callId: string }).callId);
    expect(calls).toEqual(callIds.flatMap((callId) => [`start ${callId}`, `end ${callId}`]));
  });
});
