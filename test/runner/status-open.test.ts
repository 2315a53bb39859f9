// The open status read (nodes: 'open') lists the unsettled positions and the latest 10, counts every
// one, and from its own checkpoint folds only the events after it. Whatever the checkpoint, it lists
// and counts exactly what the open projection of a full verified fold does.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { isSupervisedRunError, readSupervisedRunStatus, type SupervisedRunDefinition } from '../../src/runner/index.ts';
import {
  coldSetHas,
  coldSetWith,
  decodeColdSet,
  emptyColdSet,
  encodeColdSet,
  positionHash,
} from '../../src/runner/status/cold-set.ts';
import { foldOpenRun } from '../../src/runner/status/fold-open.ts';
import { openCheckpointName } from '../../src/runner/status/open-checkpoint.ts';
import { readStatusFrom, writeStatusCheckpoint } from '../../src/runner/status/read.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import type { NewEvent, RunStorage } from '../../src/store/contract.ts';

const definition: SupervisedRunDefinition = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'run-1',
  namespace: 'test',
  createdAt: '2030-01-01T00:00:00.000Z',
  graphDefinition: { form: 'dag', version: 1, value: { nodes: {} } },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs: {},
  host: { kind: 'builtin', name: 'x' },
  limits: {},
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 },
  teardownGraceMs: 5000,
  heartbeatMs: 0,
};

const position = (n: number) => `dag/n${n}/1`;
const dispatched = (n: number): NewEvent => ({
  type: 'graph:node-dispatched',
  session: 1,
  data: { dispatches: [{ position: position(n), nodeId: `n${n}`, input: null }] },
});
const started = (n: number): NewEvent => ({
  type: 'graph:node-attempt-started',
  session: 1,
  data: {
    position: position(n),
    nodeId: `n${n}`,
    identity: { attemptId: `a${n}`, position: position(n), attempt: 1 },
    retrySafe: true,
    kind: 'data',
  },
});
const completed = (n: number): NewEvent => ({
  type: 'graph:node-completed',
  session: 1,
  data: { position: position(n), attemptId: `a${n}`, output: n, durationMs: 1 },
});
const skipped = (n: number): NewEvent => ({
  type: 'graph:node-completed',
  session: 1,
  data: { position: position(n), output: null, durationMs: 0, skipped: { reason: 'when: false' } },
});
const failed = (n: number): NewEvent => ({
  type: 'graph:node-failed',
  session: 1,
  data: { position: position(n), attemptId: `a${n}`, code: 'NODE_ERROR', message: 'boom', durationMs: 1 },
});
const paused = (n: number): NewEvent => ({
  type: 'graph:node-paused',
  session: 1,
  data: { position: position(n), pauseKind: 'policy', reason: 'ask', request: { question: 'ship?' } },
});

interface Envelope {
  schemaVersion: 1;
  checkpoint: string;
}
interface OpenInner {
  schemaVersion: number;
  graph: { window: string; fold: { occurrences: { position: string[] } } };
  leftOut: { completed: number; skipped: number };
}

describe('open status read', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function store(): Promise<RunStorage> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runner-status-open-'));
    const storage = await createLocalRunStorage({ directory: dir, namespace: 'test' });
    await storage.writeDefinition('run-1', definition);
    const runner = await storage.openEventLog('run-1', 'runner');
    await runner.append([{ type: 'runner:session-started', session: 1, data: {} }]);
    await runner.close();
    return storage;
  }

  async function append(storage: RunStorage, events: NewEvent[]): Promise<void> {
    const graph = await storage.openEventLog('run-1', 'graph');
    for (let at = 0; at < events.length; at += 200) await graph.append(events.slice(at, at + 200));
    await graph.close();
  }

  /** 300 completed, then one each of skipped, failed, paused, running and dispatched. */
  async function mixed(): Promise<RunStorage> {
    const storage = await store();
    const events: NewEvent[] = [];
    for (let n = 0; n < 300; n += 1) events.push(dispatched(n), started(n), completed(n));
    events.push(dispatched(300), skipped(300));
    events.push(dispatched(301), started(301), failed(301));
    events.push(dispatched(302), paused(302));
    events.push(dispatched(303), started(303), dispatched(304));
    await append(storage, events);
    return storage;
  }

  const expectedFromFull = (storage: RunStorage) =>
    readStatusFrom(storage, 'run-1', { nodes: 'open', useCheckpoint: false, writeCheckpoint: false });

  async function openEnvelope(storage: RunStorage): Promise<Envelope> {
    return (await storage.readCheckpoint('run-1', openCheckpointName)) as unknown as Envelope;
  }

  async function openInner(storage: RunStorage): Promise<OpenInner> {
    return JSON.parse((await openEnvelope(storage)).checkpoint) as OpenInner;
  }

  /** The stored cold set: the open checkpoint's attachment. */
  async function openLeftOutSet(storage: RunStorage): Promise<Uint8Array> {
    return (await storage.readCheckpointEntry('run-1', openCheckpointName))!.attachment;
  }

  async function writeOpen(storage: RunStorage, inner: unknown, leftOutSet: Uint8Array): Promise<void> {
    const envelope = { schemaVersion: 1, checkpoint: JSON.stringify(inner) };
    await storage.writeCheckpoint('run-1', openCheckpointName, envelope, leftOutSet);
  }

  it('lists the unsettled positions and the latest 10 in dispatch order, and counts every position by state', async () => {
    const storage = await mixed();
    const status = await readStatusFrom(storage, 'run-1', { nodes: 'open' });
    expect(status.nodesListed).toBe('open');
    // The latest 10 dispatched are n295..n304, which hold every unsettled one here.
    expect(status.nodes.map((node) => node.nodeId)).toEqual(Array.from({ length: 10 }, (_, i) => `n${295 + i}`));
    expect(status.nodeCounts).toEqual({
      total: 305,
      dispatched: 1,
      running: 1,
      completed: 300,
      skipped: 1,
      failed: 1,
      paused: 1,
    });
    const all = await readStatusFrom(storage, 'run-1', { useCheckpoint: false });
    expect(all.nodesListed).toBe('all');
    expect(all.nodes).toHaveLength(305);
    expect(all.nodeCounts).toEqual(status.nodeCounts);
    expect({ ...status, nodes: all.nodes, nodesListed: 'all' }).toEqual(all);
  });

  it('keeps an unsettled position listed however many nodes settle after it', async () => {
    const storage = await store();
    const events: NewEvent[] = [dispatched(0), started(0), failed(0), dispatched(1), paused(1)];
    for (let n = 2; n < 100; n += 1) events.push(dispatched(n), completed(n));
    await append(storage, events);
    const status = await readStatusFrom(storage, 'run-1', { nodes: 'open' });
    expect(status.nodes.map((node) => node.nodeId)).toEqual([
      'n0',
      'n1',
      ...Array.from({ length: 10 }, (_, i) => `n${90 + i}`),
    ]);
    expect(status.pauses.map((pause) => pause.position)).toEqual([position(1)]);
  });

  it('from its checkpoint, folds only the events after it and holds only the listed positions', async () => {
    const storage = await store();
    const events: NewEvent[] = [];
    for (let n = 0; n < 2000; n += 1) events.push(dispatched(n), completed(n));
    await append(storage, events);
    await writeStatusCheckpoint(storage, 'run-1');
    const inner = await openInner(storage);
    expect(inner.graph.fold.occurrences.position).toHaveLength(10);
    expect(inner.leftOut.completed).toBe(1990);
    const leftOutSet = await openLeftOutSet(storage);
    expect(decodeColdSet(leftOutSet)).toHaveLength(1990);
    expect(leftOutSet.byteLength).toBe(1990 * 4); // 4 bytes a position, beside the JSON text
    await append(storage, [dispatched(2000), started(2000)]);
    const { open, rebuilt } = await foldOpenRun(storage, 'run-1');
    expect(rebuilt).toBe(false);
    expect(open.folded).toBe(2); // not the 4000 records before the cursor
    // A lying count with true windows is shown as it is: the read did not re-fold the prefix.
    await writeOpen(storage, { ...inner, leftOut: { ...inner.leftOut, completed: 7 } }, leftOutSet);
    const lying = await readStatusFrom(storage, 'run-1', { nodes: 'open', writeCheckpoint: false });
    expect(lying.nodeCounts?.completed).toBe(17);
    expect(lying.nodes.at(-1)).toMatchObject({ nodeId: 'n2000', state: 'running' });
  });

  it('folds in full when an event names a position it left out: a completed node dispatched again is listed and counted once', async () => {
    const storage = await mixed();
    await writeStatusCheckpoint(storage, 'run-1');
    await append(storage, [dispatched(5), started(5)]);
    const { rebuilt } = await foldOpenRun(storage, 'run-1');
    expect(rebuilt).toBe(true);
    const status = await readStatusFrom(storage, 'run-1', { nodes: 'open' });
    expect(status.nodes[0]).toMatchObject({ nodeId: 'n5', state: 'running' });
    expect(status.nodeCounts).toMatchObject({ total: 305, completed: 299, running: 2 });
    expect(status).toEqual(await expectedFromFull(storage));
    // That read saved a checkpoint that holds n5: the next read continues from it.
    expect((await foldOpenRun(storage, 'run-1')).rebuilt).toBe(false);
  });

  it('rebuilds an open checkpoint that is stale, malformed or of another version', async () => {
    const storage = await mixed();
    await writeStatusCheckpoint(storage, 'run-1');
    const inner = await openInner(storage);
    const leftOutSet = await openLeftOutSet(storage);
    expect(decodeColdSet(leftOutSet)!.length).toBeGreaterThan(1);
    const expected = await expectedFromFull(storage);
    const unsorted = Uint8Array.from(leftOutSet).reverse();
    for (const [bad, set] of [
      [{ ...inner, graph: { ...inner.graph, window: 'f'.repeat(64) } }, leftOutSet],
      [inner, leftOutSet.subarray(0, leftOutSet.byteLength - 1)],
      [inner, unsorted],
      [{ ...inner, leftOut: { ...inner.leftOut, completed: -1 } }, leftOutSet],
      [{ ...inner, schemaVersion: 1 }, leftOutSet],
    ] as const) {
      await writeOpen(storage, bad, set);
      expect((await foldOpenRun(storage, 'run-1')).rebuilt).toBe(true);
      expect(await readStatusFrom(storage, 'run-1', { nodes: 'open', writeCheckpoint: false })).toEqual(expected);
    }
  });

  it('refuses a nodes option it does not know, naming the field and what it accepts', async () => {
    await store();
    const error = await readSupervisedRunStatus({
      storage: { directory: dir!, namespace: 'test' },
      runId: 'run-1',
      nodes: 'some' as 'open',
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isSupervisedRunError(error, 'INVALID_OPTIONS')).toBe(true);
    expect((error as Error).message).toBe(
      'nodes: expected "all" (every position) or "open" (the unsettled and the latest 10), got "some"',
    );
  });

  it('equals the open projection of a full fold whatever the events and wherever the checkpoints fall (property)', async () => {
    const storage = await store();
    const step = fc.oneof(
      fc.constant({ kind: 'new' as const }),
      fc.record({
        kind: fc.constantFrom('start', 'complete', 'skip', 'fail', 'pause', 'redispatch'),
        pick: fc.nat(),
      }),
      fc.constant({ kind: 'checkpoint' as const }),
    );
    const makers = {
      start: started,
      complete: completed,
      skip: skipped,
      fail: failed,
      pause: paused,
      redispatch: dispatched,
    };
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 60 }), async (steps) => {
        round += 1;
        const runId = `prop-${round}`;
        await storage.writeDefinition(runId, { ...definition, runId });
        const graph = await storage.openEventLog(runId, 'graph');
        let count = 0;
        for (const s of steps) {
          if (s.kind === 'checkpoint') {
            await readStatusFrom(storage, runId, { nodes: 'open' }).catch(() => undefined);
            await writeStatusCheckpoint(storage, runId).catch(() => undefined);
          } else if (s.kind === 'new') {
            // Six at a time, most settled at once: enough that the latest 10 leave some out.
            const first = count;
            count += 6;
            await graph.append(
              Array.from({ length: 6 }, (_, i) => [dispatched(first + i), completed(first + i)]).flat(),
            );
          } else if (count > 0) await graph.append([makers[s.kind](s.pick % count)]);
        }
        await graph.close();
        const expected = await readStatusFrom(storage, runId, { nodes: 'open', useCheckpoint: false });
        const open = await readStatusFrom(storage, runId, { nodes: 'open', writeCheckpoint: false });
        expect(open).toEqual(expected);
        const all = await readStatusFrom(storage, runId, { useCheckpoint: false });
        expect(open.nodeCounts).toEqual(all.nodeCounts);
        expect(all.nodeCounts?.total).toBe(all.nodes.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('cold set', () => {
  it('finds exactly the positions added, merged in order, whatever the batches, and round-trips its stored form', () => {
    fc.assert(
      fc.property(
        // A small pool besides arbitrary strings: positions repeat within and across batches.
        fc.array(fc.array(fc.oneof(fc.string(), fc.constantFrom('dag/a/1', 'dag/b/1', 'dag/c/1')), { maxLength: 30 }), {
          maxLength: 5,
        }),
        fc.array(fc.string()),
        (batches, others) => {
          let set = emptyColdSet;
          for (const batch of batches) set = coldSetWith(set, batch);
          expect([...set]).toEqual([...new Set(batches.flat().map(positionHash))].sort((a, b) => a - b));
          expect(decodeColdSet(encodeColdSet(set))).toEqual(set);
          for (const position of batches.flat()) expect(coldSetHas(set, position)).toBe(true);
          const added = new Set(batches.flat().map(positionHash));
          for (const position of others) expect(coldSetHas(set, position)).toBe(added.has(positionHash(position)));
        },
      ),
    );
  });

  it('decodes only whole, ascending entries', () => {
    expect(decodeColdSet(new Uint8Array(0))).toEqual(emptyColdSet);
    const two = encodeColdSet(Uint32Array.from([1, 0x01020304]));
    expect([...two]).toEqual([1, 0, 0, 0, 4, 3, 2, 1]); // little-endian, whatever the machine
    expect(decodeColdSet(two)).toEqual(Uint32Array.from([1, 0x01020304]));
    // At an odd offset of a larger buffer, as in the checkpoint file's bytes.
    const shifted = new Uint8Array(two.byteLength + 1);
    shifted.set(two, 1);
    expect(decodeColdSet(shifted.subarray(1))).toEqual(Uint32Array.from([1, 0x01020304]));
    const reversed = encodeColdSet(Uint32Array.from([2, 1]));
    const repeated = encodeColdSet(Uint32Array.from([2, 2]));
    for (const bad of [two.subarray(0, 7), two.subarray(0, 3), reversed, repeated])
      expect(decodeColdSet(bad), String([...bad])).toBeUndefined();
  });
});
