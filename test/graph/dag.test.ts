// The built-in DAG form: definition validation, positions, retries, optional and required
// failures, concurrency, and the form module handed to host modules.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  dagPosition,
  GraphError,
  graphEventTypes as T,
  graphForms,
  parseDagPosition,
  type GraphEvent,
} from '../../src/graph/index.ts';
import { data, deferred, events, never, newRun, ofType, tempStorage } from './helpers.ts';

function invalid(definition: unknown): string {
  try {
    createDagGraph(definition);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphError);
    expect((error as GraphError).code).toBe('INVALID_GRAPH');
    return (error as GraphError).message;
  }
  throw new Error('expected INVALID_GRAPH');
}

describe('DAG definition', () => {
  it('refuses unknown needs, cycles, self-needs and bad fields, naming the path', () => {
    expect(invalid({ nodes: { test: { needs: [] }, review: { needs: ['tset'] } } })).toContain(
      'nodes.review.needs[0]: unknown node "tset"',
    );
    expect(invalid({ nodes: { a: { needs: ['b'] }, b: { needs: ['c'] }, c: { needs: ['a'] } } })).toContain(
      'cycle a -> b -> c -> a',
    );
    expect(invalid({ nodes: { a: { needs: ['a'] } } })).toContain('nodes.a.needs[0]: node "a" cannot need itself');
    expect(invalid({ nodes: { a: { needs: [], retries: -1 } } })).toContain('nodes.a.retries');
    expect(invalid({ nodes: { 'a/b': { needs: [] } } })).toContain('node IDs use');
    expect(invalid({ nodes: { a: { needs: [] } }, concurrency: 0 })).toContain('concurrency');
    expect(invalid({ nodes: { a: { needs: [], extra: 1 } } })).toContain('nodes.a');
    expect(invalid({ nodes: {} })).toContain('at least one node');
    expect(invalid(JSON.parse('{"nodes":{"__proto__":{"needs":[]},"b":{"needs":["__proto__"]}}}'))).toContain(
      'nodes.__proto__: "__proto__" is reserved',
    );
  });

  it('positions are dag/<nodeId>/<n>', () => {
    expect(dagPosition('build', 3)).toBe('dag/build/3');
    expect(parseDagPosition('dag/build/3')).toEqual({ nodeId: 'build', n: 3 });
    expect(parseDagPosition('dag/build/0')).toBeUndefined();
    expect(parseDagPosition('other/x/1')).toBeUndefined();
  });

  it('the form module builds graphs and run-spec definitions (forms.dag)', () => {
    const value = { nodes: { a: { needs: [] } }, concurrency: 2 };
    expect(graphForms.dag.definition(value)).toEqual({ form: 'dag', version: 1, value });
    expect(graphForms.dag.create(value).parsed.concurrency).toBe(2);
    expect(() => graphForms.dag.parse({ nodes: 1 })).toThrow(GraphError);
  });
});

describe('DAG decisions (pure)', () => {
  const spec = {
    graphDefinition: { form: 'dag', version: 1, value: null },
    plan: { schemaVersion: 1 as const, lanes: {} },
    resolvedInputs: { k: 1 },
  };
  const dispatched = (position: string, nodeId: string): GraphEvent => ({
    type: T.nodeDispatched,
    session: 1,
    data: { dispatches: [{ position, nodeId, input: null }] },
  });
  const completed = (position: string, output: unknown): GraphEvent => ({
    type: T.nodeCompleted,
    session: 1,
    data: { position, output: output as never, durationMs: 1 },
  });
  const failed = (position: string): GraphEvent => ({
    type: T.nodeFailed,
    session: 1,
    data: { position, code: 'EFFECT_FAILED', message: 'boom', durationMs: 1 },
  });

  it('dispatches ready nodes in node-ID order up to the concurrency limit', () => {
    const graph = createDagGraph({
      nodes: { c: { needs: [] }, a: { needs: [] }, b: { needs: [] }, d: { needs: ['a'] } },
      concurrency: 2,
    });
    let state = graph.initial(spec);
    const first = graph.decide(state);
    expect(first).toEqual({
      kind: 'dispatch',
      dispatches: [
        { position: 'dag/a/1', nodeId: 'a', input: { inputs: { k: 1 }, needs: {} } },
        { position: 'dag/b/1', nodeId: 'b', input: { inputs: { k: 1 }, needs: {} } },
      ],
    });
    state = graph.fold(state, {
      type: T.nodeDispatched,
      session: 1,
      data: {
        dispatches: [
          { position: 'dag/a/1', nodeId: 'a', input: null },
          { position: 'dag/b/1', nodeId: 'b', input: null },
        ],
      },
    });
    expect(graph.decide(state)).toEqual({ kind: 'dispatch', dispatches: [] });
    state = graph.fold(state, completed('dag/a/1', 'A'));
    // One slot is free (b still runs): c comes before d in node-ID order.
    expect(graph.decide(state)).toEqual({
      kind: 'dispatch',
      dispatches: [{ position: 'dag/c/1', nodeId: 'c', input: { inputs: { k: 1 }, needs: {} } }],
    });
    state = graph.fold(state, dispatched('dag/c/1', 'c'));
    state = graph.fold(state, completed('dag/b/1', 'B'));
    expect(graph.decide(state)).toEqual({
      kind: 'dispatch',
      dispatches: [{ position: 'dag/d/1', nodeId: 'd', input: { inputs: { k: 1 }, needs: { a: 'A' } } }],
    });
  });

  it('retries a failed node at a new position up to its cap, then fails the run with DAG_NODE_FAILED', () => {
    const graph = createDagGraph({ nodes: { a: { needs: [], retries: 1 } } });
    let state = graph.initial(spec);
    state = graph.fold(state, dispatched('dag/a/1', 'a'));
    state = graph.fold(state, failed('dag/a/1'));
    expect(graph.decide(state)).toMatchObject({ kind: 'dispatch', dispatches: [{ position: 'dag/a/2' }] });
    state = graph.fold(state, dispatched('dag/a/2', 'a'));
    state = graph.fold(state, failed('dag/a/2'));
    expect(graph.decide(state)).toEqual({
      kind: 'fail',
      code: 'DAG_NODE_FAILED',
      message: 'required node "a" failed after 2 attempts: EFFECT_FAILED: boom',
    });
  });

  it('a failed optional node skips its dependents (transitively) and the run completes without them', () => {
    const graph = createDagGraph({
      nodes: {
        lint: { needs: [], optional: true },
        fix: { needs: ['lint'] },
        report: { needs: ['fix'] },
        test: { needs: [] },
      },
      concurrency: 4,
    });
    let state = graph.initial(spec);
    state = graph.fold(state, {
      type: T.nodeDispatched,
      session: 1,
      data: {
        dispatches: [
          { position: 'dag/lint/1', nodeId: 'lint', input: null },
          { position: 'dag/test/1', nodeId: 'test', input: null },
        ],
      },
    });
    state = graph.fold(state, failed('dag/lint/1'));
    state = graph.fold(state, completed('dag/test/1', 'green'));
    expect(graph.decide(state)).toEqual({ kind: 'complete', output: { test: 'green' } });
  });

  it('graph:run-reopened: failed nodes get a fresh set of retries at new positions, their skipped dependents become eligible', () => {
    const graph = createDagGraph({
      nodes: { lint: { needs: [], optional: true }, fix: { needs: ['lint'] }, build: { needs: [], retries: 1 } },
      concurrency: 3,
    });
    let state = graph.initial(spec);
    for (const [position, nodeId] of [
      ['dag/build/1', 'build'],
      ['dag/lint/1', 'lint'],
    ] as const)
      state = graph.fold(state, dispatched(position, nodeId));
    state = graph.fold(state, failed('dag/lint/1'));
    state = graph.fold(state, failed('dag/build/1'));
    state = graph.fold(state, dispatched('dag/build/2', 'build'));
    state = graph.fold(state, failed('dag/build/2'));
    expect(graph.decide(state)).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const reopened: GraphEvent = {
      type: T.runReopened,
      session: 2,
      data: { nodes: ['build', 'lint', 'unknown'], by: 'tester', reason: 'flaky' },
    };
    state = graph.fold(state, reopened);
    expect(graph.decide(state)).toMatchObject({
      kind: 'dispatch',
      dispatches: [{ position: 'dag/build/3' }, { position: 'dag/lint/2' }],
    });
    state = graph.fold(state, {
      type: T.nodeDispatched,
      session: 2,
      data: {
        dispatches: [
          { position: 'dag/build/3', nodeId: 'build', input: null },
          { position: 'dag/lint/2', nodeId: 'lint', input: null },
        ],
      },
    });
    // The retry cap counts afresh: one more failure of build is retried, not fatal.
    state = graph.fold(state, failed('dag/build/3'));
    state = graph.fold(state, completed('dag/lint/2', 'clean'));
    expect(graph.decide(state)).toMatchObject({
      kind: 'dispatch',
      dispatches: [{ position: 'dag/build/4' }, { position: 'dag/fix/1' }],
    });
  });

  it('ignores positions it did not dispatch', () => {
    const graph = createDagGraph({ nodes: { a: { needs: [] } } });
    const state = graph.fold(graph.initial(spec), completed('dag/a/1', 'stray'));
    expect(graph.decide(state)).toMatchObject({ kind: 'dispatch', dispatches: [{ position: 'dag/a/1' }] });
  });
});

describe('DAG through the executor', () => {
  it('never has more than `concurrency` nodes running at once', async () => {
    const storage = await tempStorage();
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const graph = createDagGraph({ nodes: Object.fromEntries(ids.map((id) => [id, { needs: [] }])), concurrency: 3 });
    const runId = await newRun(storage, graph);
    let running = 0;
    let peak = 0;
    const gate = deferred();
    const nodes = Object.fromEntries(
      ids.map((id) => [
        id,
        data(async () => {
          running += 1;
          peak = Math.max(peak, running);
          if (running === 3) gate.resolve();
          await gate.promise;
          running -= 1;
          return id;
        }),
      ]),
    );
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 }).run(never());
    expect(result).toEqual({ kind: 'complete', output: Object.fromEntries(ids.map((id) => [id, id])) });
    expect(peak).toBe(3);
    // The first decision holds three dispatches in one record.
    expect(ofType(await events(storage, runId), T.nodeDispatched)[0]!.data.dispatches).toHaveLength(3);
  });

  it('a required node failing while a sibling runs: the sibling settles, then the run fails DAG_NODE_FAILED', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({
      nodes: { slow: { needs: [] }, bad: { needs: [] }, later: { needs: ['slow'] } },
      concurrency: 2,
    });
    const runId = await newRun(storage, graph);
    const badDone = deferred();
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 1,
      nodes: {
        slow: data(async () => (await badDone.promise, 'slow')),
        bad: data(() => {
          setImmediate(() => badDone.resolve());
          throw new Error('nope');
        }),
        later: data(() => 'later'),
      },
    }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const list = await events(storage, runId);
    expect(ofType(list, T.nodeCompleted).map((e) => e.data.position)).toEqual(['dag/slow/1']);
    expect(
      ofType(list, T.nodeDispatched).flatMap((e) => e.data.dispatches.map((d: { position: string }) => d.position)),
    ).not.toContain('dag/later/1');
  });
});
