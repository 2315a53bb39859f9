// The status checkpoint stores the graph fold's occurrences as columns: a fold encoded, written as
// JSON and decoded is the same fold (every field kind, hostile positions such as "__proto__", in
// dispatch order), a stored checkpoint repeats no per-occurrence key, and a column that does not
// check (a wrong type, a short column, a repeated position) makes the read rebuild from the logs.
import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupervisedRunDefinition } from '../../src/runner/index.ts';
import { decodeGraphFold, encodeGraphFold, storedGraphFoldSchema } from '../../src/runner/status/checkpoint-codec.ts';
import { readCheckpointJson } from '../../src/runner/status/checkpoint.ts';
import { readStatusFrom, statusCheckpointName, writeStatusCheckpoint } from '../../src/runner/status/read.ts';
import { initialGraphFold, setOwnValue, type GraphFold, type Occurrence } from '../../src/runner/status/state.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { JsonValue, NewEvent, RunStorage } from '../../src/store/contract.ts';
import { hostileNonEmpty } from '../fuzz/arbitraries.ts';

const at = '2030-01-01T00:00:00.000Z';

const occurrence = fc.record({
  nodeId: fc.oneof(fc.constantFrom('__proto__', 'constructor'), hostileNonEmpty),
  state: fc.constantFrom('dispatched', 'running', 'completed', 'skipped', 'failed', 'paused' as const),
  dispatchedAt: fc.constant(at),
  attempts: fc.nat(5),
  attemptId: fc.option(fc.string(), { nil: null }),
  attempt: fc.option(fc.nat(5), { nil: null }),
  retrySafe: fc.option(fc.boolean(), { nil: null }),
  startedAt: fc.option(fc.constant(at), { nil: null }),
  timeoutMs: fc.option(fc.nat(), { nil: null }),
  durationMs: fc.option(fc.nat(), { nil: null }),
  code: fc.option(fc.constantFrom('WORKER_ERROR', 'TIMEOUT'), { nil: null }),
  message: fc.option(hostileNonEmpty, { nil: null }),
  reconciled: fc.option(fc.record({ decision: fc.constantFrom('retry', 'accept'), decidedBy: fc.string() }), {
    nil: null,
  }),
  pause: fc.option(
    fc.record({
      eventId: fc.string(),
      reason: fc.string(),
      request: fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as JsonValue),
      pauseKind: fc.option(fc.string(), { nil: null }),
    }),
    { nil: null },
  ),
  changes: fc.option(fc.record({ files: fc.nat(), added: fc.nat(), removed: fc.nat() }), { nil: null }),
  // A gate's answer: most occurrences have none (the key is then absent, as the fold leaves it).
  answered: fc.option(
    fc.record({
      answeredBy: fc.string(),
      at: fc.constant(at),
      values: fc
        .dictionary(fc.string(), fc.jsonValue())
        .map((value) => JSON.parse(JSON.stringify(value)) as Record<string, JsonValue>),
    }),
    { nil: undefined },
  ),
}) as fc.Arbitrary<Occurrence>;

function foldOf(entries: Array<{ position: string; occurrence: Occurrence }>): GraphFold {
  const fold = initialGraphFold();
  for (const { position, occurrence: o } of entries) {
    fold.order.push(position);
    setOwnValue(fold.occurrences, position, o);
  }
  fold.dispatches = entries.length;
  return fold;
}

describe('graph fold columns in the status checkpoint', () => {
  it('decodes what it encoded, through JSON, for every field kind and hostile positions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            position: fc.oneof(fc.constantFrom('__proto__', 'constructor', '0'), hostileNonEmpty),
            occurrence,
          }),
          { selector: (entry) => entry.position, maxLength: 12 },
        ),
        (entries) => {
          const fold = foldOf(entries);
          const stored: unknown = JSON.parse(JSON.stringify(encodeGraphFold(fold)));
          expect(storedGraphFoldSchema().safeParse(stored).success).toBe(true);
          const decoded = decodeGraphFold(stored as ReturnType<typeof encodeGraphFold>);
          expect(decoded?.order).toEqual(fold.order);
          for (const position of fold.order)
            expect(Object.getOwnPropertyDescriptor(decoded!.occurrences, position)?.value).toEqual(
              fold.occurrences[position],
            );
          expect(Object.getPrototypeOf(decoded!.occurrences)).toBe(Object.prototype);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses columns that do not check: a wrong type, a short column, a repeated position', () => {
    const fold = foldOf([
      { position: 'dag/a/1', occurrence: { ...sample(), nodeId: 'a' } },
      { position: 'dag/b/1', occurrence: { ...sample(), nodeId: 'b', code: 'TIMEOUT' } },
    ]);
    const stored = encodeGraphFold(fold);
    const bad = (occurrences: Record<string, unknown>) =>
      storedGraphFoldSchema().safeParse({ ...stored, occurrences: { ...stored.occurrences, ...occurrences } }).success;
    expect(bad({})).toBe(true);
    expect(bad({ nodeId: ['a', 2] })).toBe(false);
    expect(bad({ state: [0, 99] })).toBe(false);
    expect(bad({ attempts: [1] })).toBe(false);
    expect(bad({ code: { x: 'TIMEOUT' } })).toBe(false);
    expect(bad({ changes: { 0: { files: 'many' } } })).toBe(false);
    expect(
      decodeGraphFold({ ...stored, occurrences: { ...stored.occurrences, position: ['dag/a/1', 'dag/a/1'] } }),
    ).toBe(undefined);
  });
});

function sample(): Occurrence {
  return {
    nodeId: 'x',
    state: 'completed',
    dispatchedAt: at,
    attempts: 1,
    attemptId: 'a1',
    attempt: 1,
    retrySafe: true,
    startedAt: at,
    timeoutMs: null,
    durationMs: 3,
    code: null,
    message: null,
    reconciled: null,
    pause: null,
    changes: null,
  };
}

describe('a stored status checkpoint', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const definition: SupervisedRunDefinition = {
    schemaVersion: 1,
    kind: 'supervised-run',
    runId: 'run-1',
    namespace: 'test',
    createdAt: at,
    graphDefinition: { form: 'dag', version: 1, value: { nodes: {} } },
    plan: { schemaVersion: 1, lanes: {} },
    resolvedInputs: {},
    host: { kind: 'builtin', name: 'x' },
    limits: {},
    restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
    teardownGraceMs: 5000,
    heartbeatMs: 0,
  };

  async function store(): Promise<RunStorage> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runner-status-codec-'));
    const storage = await createLocalRunStorage({ directory: dir, namespace: 'test' });
    await storage.writeDefinition('run-1', definition);
    const graph = await storage.openEventLog('run-1', 'graph');
    const events: NewEvent[] = [];
    for (let i = 0; i < 40; i += 1) {
      const position = `dag/n${i}/1`;
      events.push({
        type: 'graph:node-dispatched',
        session: 1,
        data: { dispatches: [{ position, nodeId: `n${i}`, input: null }] },
      });
      events.push(
        i % 2 === 0
          ? { type: 'graph:node-completed', session: 1, data: { position, attemptId: 'x', output: i, durationMs: 1 } }
          : {
              type: 'graph:node-failed',
              session: 1,
              data: { position, attemptId: 'x', code: 'WORKER_ERROR', message: `n${i} failed`, durationMs: 2 },
            },
      );
    }
    await graph.append(events);
    await graph.close();
    return storage;
  }

  interface Inner {
    graph: { fold: { occurrences: Record<string, unknown> } };
  }
  async function inner(storage: RunStorage): Promise<Inner> {
    return (await readCheckpointJson(storage, 'run-1', statusCheckpointName))!.json as Inner;
  }

  it('holds columns, not one object per occurrence, and reads back to the full fold', async () => {
    const storage = await store();
    await writeStatusCheckpoint(storage, 'run-1');
    const { graph } = await inner(storage);
    expect(graph.fold.occurrences.position).toHaveLength(40);
    expect(Object.keys(graph.fold.occurrences.code as object)).toHaveLength(20); // only the failed ones
    expect(JSON.stringify(await inner(storage)).match(/nodeId/g)).toHaveLength(1);
    const full = await readStatusFrom(storage, 'run-1', { useCheckpoint: false, writeCheckpoint: false });
    expect(full.nodes.filter((node) => node.state === 'failed')).toHaveLength(20);
    expect(await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).toEqual(full);
  });

  it('is rebuilt from the logs when a column does not check', async () => {
    const storage = await store();
    await writeStatusCheckpoint(storage, 'run-1');
    const checkpoint = await inner(storage);
    const full = await readStatusFrom(storage, 'run-1', { useCheckpoint: false, writeCheckpoint: false });
    const columns = checkpoint.graph.fold.occurrences;
    // Each change alone would list other nodes, or none: the read must not take it.
    for (const change of [
      { state: (columns.state as number[]).map(() => 9) },
      { nodeId: ['only one'] },
      { position: (columns.position as string[]).map(() => 'dag/n0/1') },
    ]) {
      const fold = { ...checkpoint.graph.fold, occurrences: { ...columns, ...change } };
      await storage.writeCheckpoint('run-1', statusCheckpointName, {
        schemaVersion: 1,
        checkpoint: JSON.stringify({ ...checkpoint, graph: { ...checkpoint.graph, fold } }),
      });
      expect(await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).toEqual(full);
    }
    // The untampered checkpoint is taken (a lying but well-formed one would be: it is a display cache).
    const fewer = {
      ...columns,
      position: (columns.position as string[]).map((p, i) => (i === 0 ? 'dag/renamed/1' : p)),
    };
    await storage.writeCheckpoint('run-1', statusCheckpointName, {
      schemaVersion: 1,
      checkpoint: JSON.stringify({
        ...checkpoint,
        graph: { ...checkpoint.graph, fold: { ...checkpoint.graph.fold, occurrences: fewer } },
      }),
    });
    expect((await readStatusFrom(storage, 'run-1', { writeCheckpoint: false })).nodes[0]?.position).toBe(
      'dag/renamed/1',
    );
  });
});
