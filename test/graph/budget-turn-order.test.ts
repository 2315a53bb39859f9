// The log reads in the order things happened under budget turns: a call records that it waits
// after another only once what it names is in the log (the holder's engine-started record, or the
// waiting record of a call ahead of it in line), and a call whose turn came while it was about to
// record its wait records none. Nobody waiting: no extra append.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import {
  budgetTurnWaitingType,
  createDagGraph,
  createGraphExecutor,
  engineEventTypes as E,
  type EngineNodeBinding,
} from '../../src/graph/index.ts';
import type { StoredEvent } from '../../src/store/index.ts';
import { BudgetTurns } from '../../src/graph/executor/budget-turns.ts';
import { countingLog, deferred, events, newRun, never, ofType, tempStorage } from './helpers.ts';

const target = { provider: 'mock', model: 'm' };
const lanes = { schemaVersion: 1 as const, lanes: { l: [target] } };
const usage = { inputTokens: 1, outputTokens: 1, costUsd: 0.01 };
const node: EngineNodeBinding = { kind: 'engine', lane: 'l', retrySafe: true, prompt: () => 'p' };

/**
 * Each wait that names a call not in the log yet (neither started nor waiting), or one whose call
 * has already ended (the waiter would have had its turn by then).
 */
function outOfOrderWaits(list: StoredEvent[]): string[] {
  const positionOf = new Map<string, string>();
  /** Per position: 'waiting', 'started' or 'ended'. */
  const stage = new Map<string, string>();
  const wrong: string[] = [];
  for (const event of list) {
    const data = event.data as { position?: string; after?: string[]; callId?: string };
    if (event.type === budgetTurnWaitingType) {
      for (const position of data.after ?? []) {
        const at = stage.get(position);
        if (at === undefined || at === 'ended')
          wrong.push(`${data.position} after ${position} (${at ?? 'not in the log'})`);
      }
      stage.set(data.position!, 'waiting');
    }
    if (event.type === E.started) {
      positionOf.set(data.callId!, data.position!);
      stage.set(data.position!, 'started');
    }
    if (event.type === E.completed || event.type === E.failed) stage.set(positionOf.get(data.callId!)!, 'ended');
  }
  return wrong;
}

async function runTogether(count: number, engine: MockEngine, budget: { usd: number; soft?: boolean } = { usd: 50 }) {
  const storage = await tempStorage();
  const names = Array.from({ length: count }, (_, index) => `n${index}`);
  const graph = createDagGraph({
    nodes: Object.fromEntries(names.map((name) => [name, { needs: [] }])),
    concurrency: count,
  });
  const runId = await newRun(storage, graph, lanes);
  const log = countingLog(await storage.openEventLog(runId, 'graph'));
  const result = await createGraphExecutor({
    storage,
    runId,
    graph,
    session: 1,
    log,
    budget,
    engines: [{ target, engine }],
    nodes: Object.fromEntries(names.map((name) => [name, node])),
  }).run(never());
  return { result, list: await events(storage, runId), appends: log.appends };
}

describe('budget-turn waits in the log', () => {
  it('come after the start of the call they wait on and before its end (calls asked for at once)', async () => {
    const engine = new MockEngine({ identity: target, respond: async () => ({ text: 'ok', usage }) });
    const { result, list } = await runTogether(4, engine);
    expect(result).toMatchObject({ kind: 'complete' });
    const waits = ofType(list, budgetTurnWaitingType);
    expect(waits.length).toBeGreaterThan(0);
    expect(outOfOrderWaits(list)).toEqual([]);
    // Each wait is recorded before its own call starts.
    for (const wait of waits) {
      const start = list.findIndex(
        (e) => e.type === E.started && (e.data as { position: string }).position === wait.data.position,
      );
      expect(list.indexOf(wait)).toBeLessThan(start);
    }
  });

  it('cost no extra append when nobody waits', async () => {
    const engine = new MockEngine({ identity: target, respond: async () => ({ text: 'ok', usage }) });
    const hard = await runTogether(1, engine);
    const soft = await runTogether(1, engine, { usd: 50, soft: true });
    expect(hard.result).toMatchObject({ kind: 'complete' });
    expect(soft.result).toMatchObject({ kind: 'complete' });
    expect(ofType(hard.list, budgetTurnWaitingType)).toEqual([]);
    // A hard budget appends a call's end before its turn passes: that one append, no more.
    expect(hard.appends).toBe(soft.appends + 1);
  });
});

describe('the turn line', () => {
  const free = () => new AbortController().signal;

  it("has a waiter record its wait only once the holder's start is durable, and before the holder's end", async () => {
    const turns = new BudgetTurns();
    const log: string[] = [];
    const holder = await turns.take(['run'], free(), { position: 'a' });
    const waiting = turns.take(['run'], free(), {
      position: 'b',
      onWait: async (after) => {
        log.push(`b waits after ${after.join(', ')}`);
      },
    });
    // Whatever b would do before a's start is durable happens by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    log.push('a started');
    holder.started();
    await holder.waitsRecorded();
    log.push('a ended');
    holder.release();
    (await waiting).release();
    expect(log).toEqual(['a started', 'b waits after a', 'a ended']);
  });

  it('has a waiter name one ahead of it in line only once that one has recorded its wait', async () => {
    const turns = new BudgetTurns();
    const log: string[] = [];
    const holder = await turns.take(['run'], free(), { position: 'a' });
    const bCalled = deferred();
    const bRecorded = deferred();
    const b = turns.take(['run'], free(), {
      position: 'b',
      onWait: async (after) => {
        log.push(`b waits after ${after.join(', ')}`);
        bCalled.resolve();
        await bRecorded.promise;
      },
    });
    const cCalled = deferred();
    const c = turns.take(['run'], free(), {
      position: 'c',
      onWait: async (after) => {
        log.push(`c waits after ${after.join(', ')}`);
        cCalled.resolve();
      },
    });
    holder.started();
    await bCalled.promise;
    log.push('b recorded');
    bRecorded.resolve();
    await cCalled.promise;
    expect(log).toEqual(['b waits after a', 'b recorded', 'c waits after a, b']);
    holder.release();
    (await b).release();
    (await c).release();
  });

  it('records no wait for a call whose turn came first (the holder gave it back without starting)', async () => {
    const turns = new BudgetTurns();
    const log: string[] = [];
    const holder = await turns.take(['run'], free(), { position: 'a' });
    const waiting = turns.take(['run'], free(), {
      position: 'b',
      onWait: async (after) => {
        log.push(`b waits after ${after.join(', ')}`);
      },
    });
    // a paused before its call (the budget was reached): its turn passes, no engine-started record.
    holder.release();
    (await waiting).release();
    expect(log).toEqual([]);
  });
});
