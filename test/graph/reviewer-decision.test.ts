// The executor's own resume (the library, called directly) refuses a reconcile decision that
// completes a review loop's reviewer without a verdict its loop reads, before recording anything,
// as the runner and the CLI do: accepted, the run would only fail later (REVIEW_VERDICT).
import { describe, expect, it } from 'vitest';
import { createDagGraph, createGraphExecutor, GraphError, type GraphExecutor } from '../../src/graph/index.ts';
import type { JsonValue, RunStorage } from '../../src/store/index.ts';
import { crashingLog, data, deferred, events, hang, never, newRun, tempStorage } from './helpers.ts';

const graph = () =>
  createDagGraph({
    nodes: {
      draft: { needs: [] },
      review: { needs: ['draft'], review: { sendsBackTo: 'draft', rounds: 2 } },
    },
  });

/** A run whose process died while its reviewer ran: the next session pauses it for reconcile. */
async function reviewerPaused(
  storage: RunStorage,
): Promise<{ runId: string; executor: GraphExecutor; runs: number[] }> {
  const g = graph();
  const runId = await newRun(storage, g);
  const log = await crashingLog(storage, runId);
  const started = deferred();
  void createGraphExecutor({
    storage,
    runId,
    graph: g,
    engines: [],
    session: 1,
    log,
    nodes: { draft: data(() => 'draft'), review: data(() => (started.resolve(), hang())) },
  }).run(never());
  await started.promise;
  await log.kill();
  const runs = [0];
  const executor = createGraphExecutor({
    storage,
    runId,
    graph: g,
    engines: [],
    session: 2,
    nodes: { draft: data(() => 'draft'), review: data(() => ((runs[0]! += 1), { verdict: 'pass' })) },
  });
  await executor.run(never());
  const paused = await executor.resume('dag/review/1', never());
  expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/review/1'] });
  return { runId, executor, runs };
}

async function refusal(promise: Promise<unknown>): Promise<GraphError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof GraphError)) throw new Error(`expected a GraphError, got ${String(error)}`);
  return error;
}

describe("a reconcile decision completing a review loop's reviewer", () => {
  it.each<[string, JsonValue | undefined]>([
    ['no output', undefined],
    ['an output without a verdict', { published: true }],
    ['an unknown verdict', { verdict: 'maybe' }],
  ])('is refused RESUME_DECISION with %s, before anything is recorded', async (_case, output) => {
    const storage = await tempStorage();
    const { runId, executor, runs } = await reviewerPaused(storage);
    const before = (await events(storage, runId)).length;
    const error = await refusal(
      executor.resume('dag/review/1', never(), {
        decision: 'complete',
        decidedBy: 'alice',
        ...(output === undefined ? {} : { output }),
      }),
    );
    expect(error.code).toBe('RESUME_DECISION');
    expect(error.position).toBe('dag/review/1');
    expect(error.message).toContain('is the reviewer of a review loop');
    expect(error.message).toContain('{"verdict":"pass"} or {"verdict":"revise","findings":[...]}');
    expect(error.message).toContain('to send it back to draft');
    expect(await events(storage, runId)).toHaveLength(before);
    expect(runs[0]).toBe(0);

    // The same pause still takes a decision with a verdict.
    const done = await executor.resume('dag/review/1', never(), {
      decision: 'complete',
      decidedBy: 'alice',
      output: { verdict: 'pass' },
    });
    expect(done).toMatchObject({ kind: 'complete', output: { draft: 'draft', review: { verdict: 'pass' } } });
  });

  it('with a revise verdict sends the work back, as the reviewer would have', async () => {
    const storage = await tempStorage();
    const { executor, runs } = await reviewerPaused(storage);
    const done = await executor.resume('dag/review/1', never(), {
      decision: 'complete',
      decidedBy: 'alice',
      output: { verdict: 'revise', findings: ['shorter'] },
    });
    expect(done).toMatchObject({ kind: 'complete', output: { review: { verdict: 'pass' } } });
    expect(runs[0]).toBe(1);
  });
});
