import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  createGraphRun,
  GraphError,
  graphEventTypes as T,
  type Graph,
  type GraphDecision,
} from '../../src/graph/index.ts';
import { digestJson } from '../../src/store/index.ts';
import { countingLog, data, eventTypes, events, never, newRun, ofType, specFor, tempStorage } from './helpers.ts';

const chain = (n: number) =>
  createDagGraph({
    nodes: Object.fromEntries(Array.from({ length: n }, (_, i) => [`n${i}`, { needs: i === 0 ? [] : [`n${i - 1}`] }])),
  });

/** A graph whose decisions are scripted per call, for protocol errors. */
function scripted(decide: (state: number) => GraphDecision, requiresMemory = false): Graph<number> {
  return {
    form: 'scripted',
    version: 1,
    definition: { scripted: true },
    requiresMemory,
    initial: () => 0,
    fold: (state, event) => (event.type === T.nodeCompleted ? state + 1 : state),
    decide,
  };
}

async function expectGraphError(promise: Promise<unknown>, code: string): Promise<GraphError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphError);
  expect((error as GraphError).code).toBe(code);
  return error as GraphError;
}

describe('graph executor: how a dispatch runs', () => {
  it('runs a DAG to completion, feeding each node its inputs and needs, output by node id', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    const runId = await newRun(storage, graph, undefined, { topic: 'x' });
    const seen: unknown[] = [];
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      engines: [],
      nodes: {
        a: data((input) => (seen.push(input), 'A')),
        b: data((input) => (seen.push(input), 'B')),
      },
    });
    const result = await executor.run(never());
    expect(result).toEqual({ kind: 'complete', output: { a: 'A', b: 'B' } });
    expect(seen).toEqual([
      { inputs: { topic: 'x' }, needs: {} },
      { inputs: { topic: 'x' }, needs: { a: 'A' } },
    ]);
    expect(await eventTypes(storage, runId)).toEqual([
      T.runStarted,
      T.nodeDispatched,
      T.attemptStarted,
      T.nodeCompleted,
      T.nodeDispatched,
      T.attemptStarted,
      T.nodeCompleted,
    ]);
    const list = await events(storage, runId);
    const started = ofType(list, T.attemptStarted)[0]!.data;
    expect(started).toMatchObject({
      position: 'dag/a/1',
      nodeId: 'a',
      retrySafe: false,
      kind: 'data',
      identity: { position: 'dag/a/1', attempt: 1 },
    });
    expect(started.identity.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ofType(list, T.nodeCompleted)[0]!.data).toMatchObject({
      position: 'dag/a/1',
      attemptId: started.identity.attemptId,
      output: 'A',
    });
    expect(list.every((e) => e.session === 1)).toBe(true);
  });

  it('records run-started with the digest of the stored definition', async () => {
    const storage = await tempStorage();
    const graph = chain(1);
    const runId = await newRun(storage, graph);
    const [started] = await events(storage, runId);
    expect(started!.type).toBe(T.runStarted);
    expect(started!.data).toEqual({
      definitionDigest: digestJson(await storage.readDefinition(runId)),
      form: 'dag',
      formVersion: 1,
    });
  });

  it('group commit: a sequential node costs one append (outcome + next decision + its start in one batch)', async () => {
    const storage = await tempStorage();
    const graph = chain(20);
    const runId = await newRun(storage, graph);
    const log = countingLog(await storage.openEventLog(runId, 'graph'));
    const order: string[] = [];
    const nodes = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`n${i}`, data(() => (order.push(`n${i}`), i))]),
    );
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1, log }).run(
      never(),
    );
    await log.close();
    expect(result.kind).toBe('complete');
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}`));
    // First decision (1) + one batch per completed node (20): the last holds only the completion.
    expect(log.appends).toBe(21);
    const list = await events(storage, runId);
    // Each batch closes with a node's start record (or the final completion).
    const closing = list.filter((e) => e.batchRemaining === 0).map((e) => e.type);
    expect(closing.slice(1, -1).every((t) => t === T.attemptStarted)).toBe(true);
    // The decision batched with a completion is the one made after folding that completion.
    const n1Dispatch = list.findIndex(
      (e) => e.type === T.nodeDispatched && (e.data as any).dispatches[0].position === 'dag/n1/1',
    );
    expect(list[n1Dispatch - 1]!.type).toBe(T.nodeCompleted);
    expect((list[n1Dispatch - 1]!.data as any).position).toBe('dag/n0/1');
    expect((list[n1Dispatch]!.data as any).dispatches[0].input).toEqual({ inputs: {}, needs: { n0: 0 } });
  });

  it('reads a richer definition loosely: only the graph fields are required', async () => {
    const storage = await tempStorage();
    const graph = chain(1);
    const runId = 'runner-style';
    await storage.writeDefinition(runId, {
      ...specFor(graph),
      schemaVersion: 7,
      runner: { limits: { restarts: 3 } },
    } as never);
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { n0: data(() => 1) },
      engines: [],
      session: 1,
    }).run(never());
    expect(result).toEqual({ kind: 'complete', output: { n0: 1 } });
    // The executor appends run-started itself when the definition was written by someone else.
    expect((await eventTypes(storage, runId))[0]).toBe(T.runStarted);
  });

  it('passes the memory object to data nodes and requires it when the graph declares so', async () => {
    const storage = await tempStorage();
    const graph = scripted(
      (n) =>
        n === 0
          ? { kind: 'dispatch', dispatches: [{ position: 'p1', nodeId: 'x', input: null }] }
          : { kind: 'complete', output: n },
      true,
    );
    const runId = await newRun(storage, graph);
    const memory = { notes: [] as string[] };
    expect(() => createGraphExecutor({ storage, runId, graph, nodes: {}, engines: [], session: 1 })).toThrow(
      expect.objectContaining({ code: 'MISSING_MEMORY' }),
    );
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      memory,
      engines: [],
      session: 1,
      nodes: { x: data((_input, ctx) => ((ctx.memory as typeof memory).notes.push('seen'), 'ok')) },
    });
    expect(await executor.run(never())).toEqual({ kind: 'complete', output: 1 });
    expect(memory.notes).toEqual(['seen']);
  });
});

describe('graph executor: refusals', () => {
  it('STORED_GRAPH_MISMATCH when the supplied graph differs from the stored definition', async () => {
    const storage = await tempStorage();
    const runId = await newRun(storage, chain(2));
    const other = chain(3);
    await expectGraphError(
      createGraphExecutor({ storage, runId, graph: other, nodes: {}, engines: [], session: 1 }).run(never()),
      'STORED_GRAPH_MISMATCH',
    );
    const error = await expectGraphError(
      createGraphExecutor({
        storage,
        runId,
        graph: scripted(() => ({ kind: 'complete', output: null })),
        nodes: {},
        engines: [],
        session: 1,
      }).run(never()),
      'STORED_GRAPH_MISMATCH',
    );
    expect(error.message).toContain('"dag"');
  });

  it('MISSING_NODE_BINDING when the graph dispatches a node with no binding; nothing is recorded', async () => {
    const storage = await tempStorage();
    const graph = chain(1);
    const runId = await newRun(storage, graph);
    await expectGraphError(
      createGraphExecutor({ storage, runId, graph, nodes: {}, engines: [], session: 1 }).run(never()),
      'MISSING_NODE_BINDING',
    );
    expect(await eventTypes(storage, runId)).toEqual([T.runStarted]);
  });

  it('MISSING_ENGINE_BINDING for a plan target without an engine and for a lane not in the plan', async () => {
    const storage = await tempStorage();
    const graph = chain(1);
    const plan = { schemaVersion: 1 as const, lanes: { critic: [{ provider: 'p', model: 'm' }] } };
    const runId = await newRun(storage, graph, plan);
    await expectGraphError(
      createGraphExecutor({ storage, runId, graph, nodes: { n0: data(() => 1) }, engines: [], session: 1 }).run(
        never(),
      ),
      'MISSING_ENGINE_BINDING',
    );
    const runId2 = await newRun(storage, graph);
    const engineNode = { kind: 'engine' as const, lane: 'nowhere', prompt: () => 'hi' };
    await expectGraphError(
      createGraphExecutor({ storage, runId: runId2, graph, nodes: { n0: engineNode }, engines: [], session: 1 }).run(
        never(),
      ),
      'MISSING_ENGINE_BINDING',
    );
  });

  it('DUPLICATE_POSITION when a decision repeats a recorded position', async () => {
    const storage = await tempStorage();
    const graph = scripted((n) => ({
      kind: 'dispatch',
      dispatches: n < 2 ? [{ position: 'same', nodeId: 'x', input: n }] : [],
    }));
    const runId = await newRun(storage, graph);
    const error = await expectGraphError(
      createGraphExecutor({ storage, runId, graph, nodes: { x: data(() => 'ok') }, engines: [], session: 1 }).run(
        never(),
      ),
      'DUPLICATE_POSITION',
    );
    expect(error.position).toBe('same');
    expect(ofType(await events(storage, runId), T.nodeDispatched)).toHaveLength(1);
  });

  it('DUPLICATE_POSITION for the same position twice in one decision', async () => {
    const storage = await tempStorage();
    const graph = scripted(() => ({
      kind: 'dispatch',
      dispatches: [
        { position: 'p', nodeId: 'x', input: 1 },
        { position: 'p', nodeId: 'x', input: 2 },
      ],
    }));
    const runId = await newRun(storage, graph);
    await expectGraphError(
      createGraphExecutor({ storage, runId, graph, nodes: { x: data(() => 'ok') }, engines: [], session: 1 }).run(
        never(),
      ),
      'DUPLICATE_POSITION',
    );
  });

  it('EMPTY_DECISION when the graph dispatches nothing and nothing is in flight', async () => {
    const storage = await tempStorage();
    const graph = scripted(() => ({ kind: 'dispatch', dispatches: [] }));
    const runId = await newRun(storage, graph);
    await expectGraphError(
      createGraphExecutor({ storage, runId, graph, nodes: {}, engines: [], session: 1 }).run(never()),
      'EMPTY_DECISION',
    );
  });

  it('an empty decision is valid while an attempt is in flight', async () => {
    const storage = await tempStorage();
    // Dispatches p1 only when nothing was dispatched; returns [] while p1 runs, then completes.
    let dispatched = false;
    const graph: Graph<{ done: boolean }> = {
      form: 'one',
      version: 1,
      definition: {},
      initial: () => ({ done: false }),
      fold: (s, e) => {
        if (e.type === T.nodeDispatched) dispatched = true;
        return e.type === T.nodeCompleted ? { done: true } : s;
      },
      decide: (s) =>
        s.done
          ? { kind: 'complete', output: 'done' }
          : { kind: 'dispatch', dispatches: dispatched ? [] : [{ position: 'p1', nodeId: 'x', input: null }] },
    };
    const runId = await newRun(storage, graph);
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { x: data(async () => 'ok') },
      engines: [],
      session: 1,
    }).run(never());
    expect(result).toEqual({ kind: 'complete', output: 'done' });
  });

  it('PROTOCOL when a graph returns a malformed decision', async () => {
    const storage = await tempStorage();
    const graph = scripted(() => ({ kind: 'dispatch', dispatches: [{ position: '', nodeId: 'x' }] }) as never);
    const runId = await newRun(storage, graph);
    const error = await expectGraphError(
      createGraphExecutor({ storage, runId, graph, nodes: {}, engines: [], session: 1 }).run(never()),
      'PROTOCOL',
    );
    expect(error.message).toContain('decision.dispatches[0]');
  });

  it('BUDGET_STOP before recording a decision that would exceed maxDispatches', async () => {
    const storage = await tempStorage();
    const graph = chain(5);
    const runId = await newRun(storage, graph);
    const nodes = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`n${i}`, data(() => i)]));
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      nodes,
      engines: [],
      session: 1,
      maxDispatches: 3,
    }).run(never());
    expect(result).toMatchObject({
      kind: 'fail',
      code: 'BUDGET_STOP',
      // In the words of the Action's input and the CLI's flag, which a person set.
      message:
        "the next decision would pass the run's limit of 3 node dispatches (max-dispatches); 3 dispatched so far",
    });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeDispatched)).toHaveLength(3);
    expect(ofType(list, T.nodeCompleted)).toHaveLength(3);
  });

  it('INVALID_SPEC for a run with no definition, and createGraphRun refuses a malformed spec', async () => {
    const storage = await tempStorage();
    const graph = chain(1);
    await expectGraphError(
      createGraphExecutor({ storage, runId: 'absent', graph, nodes: {}, engines: [], session: 1 }).run(never()),
      'INVALID_SPEC',
    );
    const error = await expectGraphError(
      createGraphRun(
        storage,
        'bad',
        { ...specFor(graph), plan: { schemaVersion: 1, lanes: { x: [] } } },
        { session: 1 },
      ),
      'INVALID_SPEC',
    );
    expect(error.message).toContain('plan.lanes.x');
  });
});
