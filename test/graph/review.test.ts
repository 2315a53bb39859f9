// Review loops in the DAG form, through the real executor and store: a revise verdict records a
// send-back and dispatches the loop's path again at new positions (nodes outside it never repeat),
// the target sees the findings, rounds run out both ways, a pause outranks a send-back, and the
// rounds count toward maxDispatches.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  GraphError,
  graphEventTypes as T,
  reviewEventTypes as R,
} from '../../src/graph/index.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { data, events, never, newRun, ofType, tempStorage } from './helpers.ts';

/** setup -> write -> lint -> review, and docs beside (needs write, outside the loop); publish after. */
function loopGraph(review: Record<string, unknown>) {
  return createDagGraph({
    nodes: {
      setup: { needs: [] },
      write: { needs: ['setup'] },
      lint: { needs: ['write'] },
      docs: { needs: ['write'] },
      review: { needs: ['lint'], review },
      publish: { needs: ['review'] },
    },
  });
}

/** Bindings that count runs per node; the reviewer answers from `verdicts` in turn. */
function bindings(verdicts: JsonValue[], seen: JsonValue[] = []) {
  const runs: Record<string, number> = {};
  const count = (id: string) => (runs[id] = (runs[id] ?? 0) + 1);
  const plain = (id: string) => data(() => (count(id), `${id}-${runs[id]}`));
  const nodes = {
    setup: plain('setup'),
    write: data((input) => {
      seen.push((input as { review: JsonValue }).review);
      return `draft-${count('write')}`;
    }),
    lint: plain('lint'),
    docs: plain('docs'),
    review: data(() => verdicts[count('review') - 1] ?? { verdict: 'pass' }),
    publish: plain('publish'),
  };
  return { nodes, runs };
}

const revise = (...findings: JsonValue[]): JsonValue => ({ verdict: 'revise', findings });

describe('review loops', () => {
  it('sends work back twice, then passes: only the path runs again, with the findings of its round', async () => {
    const storage = await tempStorage();
    const graph = loopGraph({ sendsBackTo: 'write', rounds: 3 });
    const runId = await newRun(storage, graph);
    const seen: JsonValue[] = [];
    const { nodes, runs } = bindings(
      [revise('add a timeout', { message: 'name the unit', file: 'a.yml' }), revise('still no timeout')],
      seen,
    );
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 }).run(never());
    expect(result).toMatchObject({ kind: 'complete', output: { write: 'draft-3', publish: 'publish-1' } });
    expect(runs).toEqual({ setup: 1, write: 3, lint: 3, docs: 1, review: 3, publish: 1 });
    const list = await events(storage, runId);
    const sent = ofType(list, R.sentBack);
    expect(sent.map((e) => e.data)).toEqual([
      {
        reviewer: 'review',
        position: 'dag/review/1',
        target: 'write',
        round: 2,
        limit: 3,
        findings: [
          { id: 'finding-1', message: 'add a timeout' },
          { id: 'finding-2', message: 'name the unit', details: { file: 'a.yml' } },
        ],
        nodes: ['lint', 'review', 'write'],
      },
      expect.objectContaining({
        position: 'dag/review/2',
        round: 3,
        findings: [{ id: 'finding-1', message: 'still no timeout' }],
      }),
    ]);
    // Round 1 has no findings; each later round sees those of the send-back that opened it.
    expect(seen).toEqual([
      { round: 1, limit: 3, reviewer: 'review', findings: [] },
      { round: 2, limit: 3, reviewer: 'review', findings: sent[0]!.data.findings },
      { round: 3, limit: 3, reviewer: 'review', findings: sent[1]!.data.findings },
    ]);
    const positions = ofType(list, T.nodeDispatched).flatMap((e) => e.data.dispatches.map((d: any) => d.position));
    expect(positions).toEqual(expect.arrayContaining(['dag/write/3', 'dag/lint/3', 'dag/review/3']));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('rounds out with when-exhausted fail: the run fails REVIEW_EXHAUSTED and what follows never runs', async () => {
    const storage = await tempStorage();
    const graph = loopGraph({ sendsBackTo: 'write', rounds: 2 });
    const runId = await newRun(storage, graph);
    const { nodes, runs } = bindings([revise('a'), revise('b', 'c')]);
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'REVIEW_EXHAUSTED' });
    expect((result as { message: string }).message).toContain('after 2 of 2 rounds (2 findings)');
    expect(runs.write).toBe(2);
    expect(runs.publish).toBeUndefined();
    const exhausted = ofType(await events(storage, runId), R.exhausted);
    expect(exhausted.map((e) => e.data)).toEqual([
      expect.objectContaining({ reviewer: 'review', round: 2, limit: 2, outcome: 'fail' }),
    ]);
  });

  it('rounds out with when-exhausted pass: the reviewer counts as passed and the run goes on', async () => {
    const storage = await tempStorage();
    const graph = loopGraph({ sendsBackTo: 'write', rounds: 1, whenExhausted: 'pass' });
    const runId = await newRun(storage, graph);
    const { nodes, runs } = bindings([revise('a')]);
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 }).run(never());
    expect(result).toMatchObject({ kind: 'complete' });
    expect(runs).toMatchObject({ write: 1, review: 1, publish: 1 });
    const list = await events(storage, runId);
    expect(ofType(list, R.sentBack)).toHaveLength(0);
    expect(ofType(list, R.exhausted).map((e) => e.data.outcome)).toEqual(['pass']);
  });

  it('a malformed verdict fails the reviewer with a clear message', async () => {
    const storage = await tempStorage();
    const graph = loopGraph({ sendsBackTo: 'write', rounds: 3 });
    const runId = await newRun(storage, graph);
    const { nodes } = bindings([{ verdict: 'maybe' }]);
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect((result as { message: string }).message).toContain('REVIEW_VERDICT: a reviewer must answer with verdict');
  });

  it('rounds count toward maxDispatches', async () => {
    const storage = await tempStorage();
    const graph = loopGraph({ sendsBackTo: 'write', rounds: 5 });
    const runId = await newRun(storage, graph);
    const { nodes } = bindings([revise('a'), revise('b'), revise('c')]);
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      nodes,
      engines: [],
      session: 1,
      maxDispatches: 8,
    }).run(never());
    expect(result).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
  });

  it('a pause in a round outranks the send-back: it is recorded only after the pause is resumed', async () => {
    const storage = await tempStorage();
    // side runs beside the loop and pauses (a policy wait) while the reviewer asks for changes.
    const graph = createDagGraph({
      concurrency: 2,
      nodes: {
        write: { needs: [] },
        review: { needs: ['write'], review: { sendsBackTo: 'write', rounds: 2 } },
        side: { needs: ['write'] },
      },
    });
    const runId = await newRun(storage, graph);
    let waits = 1;
    const nodes = {
      write: data(() => 'draft'),
      review: data((input) =>
        (input as { review: { round: number } }).review.round === 1 ? revise('x') : { verdict: 'pass' },
      ),
      side: {
        ...data(() => 'side'),
        policy: async () =>
          waits-- > 0
            ? { decision: 'wait' as const, reason: 'ask first', request: null }
            : { decision: 'allow' as const },
      },
    };
    const executor = createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 });
    const paused = await executor.run(never());
    expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/side/1'] });
    expect(ofType(await events(storage, runId), R.sentBack)).toHaveLength(0);
    const done = await executor.resume('dag/side/1', never());
    expect(done).toMatchObject({ kind: 'complete' });
    expect(ofType(await events(storage, runId), R.sentBack)).toHaveLength(1);
  });

  it('refuses a target that is not an ancestor, naming the path', () => {
    const refuse = (nodes: Record<string, unknown>) => {
      try {
        createDagGraph({ nodes });
      } catch (error) {
        expect((error as GraphError).code).toBe('INVALID_GRAPH');
        return (error as Error).message;
      }
      throw new Error('expected INVALID_GRAPH');
    };
    expect(
      refuse({ a: { needs: [] }, b: { needs: [] }, r: { needs: ['a'], review: { sendsBackTo: 'b', rounds: 2 } } }),
    ).toBe(
      'nodes.r.review.sendsBackTo: "b" is not one of its needs, direct or indirect; a reviewer sends work back to an ancestor',
    );
    expect(refuse({ r: { needs: [], review: { sendsBackTo: 'zz', rounds: 2 } } })).toContain('unknown node "zz"');
    // Two loops sharing a node would repeat each other's rounds.
    expect(
      refuse({
        a: { needs: [] },
        b: { needs: ['a'] },
        r1: { needs: ['b'], review: { sendsBackTo: 'a', rounds: 2 } },
        r2: { needs: ['b'], review: { sendsBackTo: 'b', rounds: 2 } },
      }),
    ).toBe('nodes.r2.review.sendsBackTo: node "b" is also in the review loop of "r1"; loops must not share nodes');
    expect(
      refuse({ a: { needs: [] }, f: { needs: ['a'], finally: true, review: { sendsBackTo: 'a', rounds: 2 } } }),
    ).toBe('nodes.f.review: a finally node cannot review: it runs after the others');
  });
});
