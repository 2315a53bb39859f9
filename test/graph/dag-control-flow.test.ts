// The DAG form's control flow, pure: skipped completions are green and left out of the output,
// conditional nodes see their needs' outcomes, retry policies (on, backoff -> notBefore), finally nodes.
import { describe, expect, it } from 'vitest';
import { createDagGraph, graphEventTypes as T, type GraphEvent } from '../../src/graph/index.ts';

const spec = {
  graphDefinition: { form: 'dag', version: 1, value: null },
  plan: { schemaVersion: 1 as const, lanes: {} },
  resolvedInputs: {},
};
const dispatched = (position: string, nodeId: string): GraphEvent => ({
  type: T.nodeDispatched,
  session: 1,
  data: { dispatches: [{ position, nodeId, input: null }] },
});
const completed = (position: string, skipped = false): GraphEvent => ({
  type: T.nodeCompleted,
  session: 1,
  data: { position, output: skipped ? null : 'ok', durationMs: 1, ...(skipped ? { skipped: { reason: 'r' } } : {}) },
});
const failed = (position: string, details: Record<string, unknown> = {}): GraphEvent => ({
  type: T.nodeFailed,
  session: 1,
  data: {
    position,
    code: 'EFFECT_FAILED',
    message: 'boom',
    durationMs: 1,
    details: details as never,
    failedAt: '2026-01-01T00:00:00.000Z',
  },
});

function drive(definition: unknown, events: GraphEvent[]) {
  const graph = createDagGraph(definition);
  let state = graph.initial(spec);
  for (const event of events) state = graph.fold(state, event);
  return graph.decide(state);
}

describe('DAG control flow', () => {
  it('a skipped node is green for its dependents and left out of the output', () => {
    const definition = { nodes: { a: { needs: [] }, b: { needs: ['a'] } } };
    const next = drive(definition, [dispatched('dag/a/1', 'a'), completed('dag/a/1', true)]);
    expect(next).toMatchObject({
      kind: 'dispatch',
      dispatches: [{ position: 'dag/b/1', input: { needs: { a: null } } }],
    });
    const done = drive(definition, [
      dispatched('dag/a/1', 'a'),
      completed('dag/a/1', true),
      dispatched('dag/b/1', 'b'),
      completed('dag/b/1'),
    ]);
    expect(done).toEqual({ kind: 'complete', output: { b: 'ok' } });
  });

  it('a conditional node runs after a failed optional need and sees the outcomes; others are blocked', () => {
    const definition = {
      nodes: {
        lint: { needs: [], optional: true },
        fix: { needs: ['lint'], conditional: true },
        after: { needs: ['lint'] },
      },
    };
    const next = drive(definition, [dispatched('dag/lint/1', 'lint'), failed('dag/lint/1')]);
    expect(next).toEqual({
      kind: 'dispatch',
      dispatches: [
        {
          position: 'dag/fix/1',
          nodeId: 'fix',
          input: { inputs: {}, needs: { lint: null }, outcomes: { lint: 'failed' } },
        },
      ],
    });
  });

  it('retries only the failures on lists, after a doubling backoff capped at max-backoff', () => {
    const definition = {
      nodes: { a: { needs: [], retries: 5, retry: { backoffMs: 1000, maxBackoffMs: 3000, on: { exitCodes: [75] } } } },
    };
    const first = drive(definition, [dispatched('dag/a/1', 'a'), failed('dag/a/1', { exitCode: 75 })]);
    expect(first).toMatchObject({
      dispatches: [{ position: 'dag/a/2', input: { notBefore: '2026-01-01T00:00:01.000Z' } }],
    });
    const third = drive(definition, [
      dispatched('dag/a/1', 'a'),
      failed('dag/a/1', { exitCode: 75 }),
      dispatched('dag/a/2', 'a'),
      failed('dag/a/2', { exitCode: 75 }),
      dispatched('dag/a/3', 'a'),
      failed('dag/a/3', { exitCode: 75 }),
    ]);
    expect(third).toMatchObject({
      dispatches: [{ position: 'dag/a/4', input: { notBefore: '2026-01-01T00:00:03.000Z' } }],
    });
    const final = drive(definition, [dispatched('dag/a/1', 'a'), failed('dag/a/1', { exitCode: 1 })]);
    expect(final).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
  });

  it('finally nodes wait for the others, then run with the outcome; the required failure still fails the run', () => {
    const definition = {
      nodes: { a: { needs: [] }, b: { needs: [] }, z: { needs: ['a'], finally: true } },
      concurrency: 2,
    };
    const waiting = drive(definition, [dispatched('dag/a/1', 'a'), dispatched('dag/b/1', 'b'), failed('dag/a/1')]);
    expect(waiting).toEqual({ kind: 'dispatch', dispatches: [] }); // b is still in flight
    const events = [dispatched('dag/a/1', 'a'), dispatched('dag/b/1', 'b'), failed('dag/a/1'), completed('dag/b/1')];
    expect(drive(definition, events)).toEqual({
      kind: 'dispatch',
      dispatches: [
        { position: 'dag/z/1', nodeId: 'z', input: { inputs: {}, needs: { a: null }, run: { outcome: 'failed' } } },
      ],
    });
    expect(drive(definition, [...events, dispatched('dag/z/1', 'z'), completed('dag/z/1')])).toMatchObject({
      kind: 'fail',
      message: expect.stringContaining('required node "a" failed'),
    });
    expect(() => createDagGraph({ nodes: { a: { needs: ['z'] }, z: { needs: [], finally: true } } })).toThrow(
      'nodes.a.needs[0]: "z" is a finally node; only finally nodes can need it',
    );
  });
});
