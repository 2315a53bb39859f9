// Status of a node whose engine call waits for its turn under a hard budget: active and listed as
// waiting (after whom), not as a bare running node with no call. An engine node's timeout (the
// engine's, per call) is whole while it waits and counts from its call's start once its turn
// came; a data node's timeout bounds its attempt, so it counts from the attempt whatever it waits.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import {
  budgetTurnWaitingType,
  createDagGraph,
  createGraphExecutor,
  engineEventTypes as E,
  graphEventTypes as T,
  type DataNodeBinding,
  type EngineNodeBinding,
} from '../../src/graph/index.ts';
import type { EventLog, NewEvent, StoredEvent } from '../../src/store/index.ts';
import { foldGraphEvents } from '../../src/runner/status/fold-graph.ts';
import { activeOccurrences, listedNodes } from '../../src/runner/status/occurrences.ts';
import { initialGraphFold } from '../../src/runner/status/state.ts';
import { deferred, events, newRun, never, tempStorage } from '../graph/helpers.ts';

const target = { provider: 'mock', model: 'm' };
const lanes = { schemaVersion: 1 as const, lanes: { l: [target] } };
const usage = { inputTokens: 1, outputTokens: 1, costUsd: 0.01 };
const timeoutMs = 60_000;
const engineNode = (prompt: EngineNodeBinding['prompt']): EngineNodeBinding => ({
  kind: 'engine',
  lane: 'l',
  retrySafe: true,
  timeoutMs,
  prompt,
});

/** The graph log, telling when the `n`th record of `type` is durable. */
function watchedLog(log: EventLog, type: string) {
  const seen: Array<ReturnType<typeof deferred<void>>> = [];
  const nth = (n: number) => {
    while (seen.length < n) seen.push(deferred());
    return seen[n - 1]!;
  };
  let count = 0;
  const wrapped: EventLog = {
    name: log.name,
    cursor: () => log.cursor(),
    append: async (records: readonly NewEvent[]) => {
      const result = await log.append(records);
      for (const record of records) if (record.type === type) nth((count += 1)).resolve();
      return result;
    },
    close: () => log.close(),
  };
  return { log: wrapped, appended: (n: number) => nth(n).promise };
}

const status = (list: StoredEvent[], now: number) => {
  const fold = foldGraphEvents(initialGraphFold(), list);
  return {
    active: activeOccurrences(fold, 'running', { now, workerAlive: true }, () => null, new Map()),
    nodes: listedNodes(fold, undefined, () => null),
  };
};
const at = (list: StoredEvent[], type: string, position: string) =>
  list.find((e) => e.type === type && (e.data as { position?: string }).position === position)!;

describe('status of a node waiting for its budget turn', () => {
  it('says whom it waits after; an engine node keeps its per-call timeout whole until its call starts', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: [] }, c: { needs: [] } }, concurrency: 3 });
    const runId = await newRun(storage, graph, lanes);
    const called = { a: deferred(), b: deferred(), c: deferred() };
    const answers = { a: deferred(), b: deferred(), c: deferred() };
    const engine = new MockEngine({
      identity: target,
      respond: async (request) => {
        const node = request.prompt as 'a' | 'b' | 'c';
        called[node].resolve();
        await answers[node].promise;
        return { text: node, usage };
      },
    });
    const watched = watchedLog(await storage.openEventLog(runId, 'graph'), budgetTurnWaitingType);
    // b is a data node calling the engine itself: its timeout bounds its whole attempt.
    const b: DataNodeBinding = {
      kind: 'data',
      retrySafe: true,
      timeoutMs,
      run: async (_input, ctx) => {
        await called.a.promise;
        return (await ctx.callEngine('l', 'b')).text;
      },
    };
    const running = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      log: watched.log,
      budget: { usd: 5 },
      engines: [{ target, engine }],
      nodes: {
        a: engineNode(() => 'a'),
        b,
        // c asks for its call once b waits: it waits after a (its call) and b (ahead in line).
        c: engineNode(async () => {
          await watched.appended(1);
          return 'c';
        }),
      },
    }).run(never());
    await watched.appended(2);
    const waiting = await events(storage, runId);
    const attemptOf = (position: string) => at(waiting, T.attemptStarted, position);
    const since = (position: string) => at(waiting, budgetTurnWaitingType, position).at;
    // Long after the attempts started, the waiting calls have not.
    const later = Math.max(...['dag/b/1', 'dag/c/1'].map((p) => Date.parse(attemptOf(p).at))) + 5000;
    const before = status(waiting, later);
    const active = (list: typeof before.active, position: string) => list.find((o) => o.position === position)!;
    expect(active(before.active, 'dag/a/1').budgetTurn).toBeUndefined();
    expect(active(before.active, 'dag/b/1')).toMatchObject({
      budgetTurn: { since: since('dag/b/1'), after: ['dag/a/1'] },
      remainingTimeoutMs: timeoutMs - (later - Date.parse(attemptOf('dag/b/1').at)),
    });
    expect(active(before.active, 'dag/c/1')).toMatchObject({
      phase: 'running',
      budgetTurn: { since: since('dag/c/1'), after: ['dag/a/1', 'dag/b/1'] },
      remainingTimeoutMs: timeoutMs,
    });
    expect(before.nodes.find((o) => o.position === 'dag/c/1')).toMatchObject({
      state: 'running',
      budgetTurn: { since: since('dag/c/1'), after: ['dag/a/1', 'dag/b/1'] },
    });

    // a's call ends, then b's: c gets its turn; its call runs once its engine-started record is durable.
    answers.a.resolve();
    answers.b.resolve();
    await called.c.promise;
    const calling = await events(storage, runId);
    const cCall = at(calling, E.started, 'dag/c/1');
    const after = status(calling, Date.parse(cCall.at) + 1000);
    expect(active(after.active, 'dag/c/1').budgetTurn).toBeUndefined();
    expect(active(after.active, 'dag/c/1').remainingTimeoutMs).toBe(timeoutMs - 1000);
    expect(after.nodes.find((o) => o.position === 'dag/c/1')!.budgetTurn).toBeUndefined();
    answers.c.resolve();
    expect(await running).toMatchObject({ kind: 'complete' });
  });
});
