// Reopening a failed run (graph:run-reopened) runs its finally nodes again: they report the run's
// outcome, which the reopen changes. They run at new positions after the retried nodes have settled,
// told the reopened run's outcome; completed nodes that are not finally nodes never run again.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/store/index.ts';
import { createDagGraph, createGraphExecutor, graphEventTypes as T, type GraphEvent } from '../../src/graph/index.ts';
import { data, events, formSpec, never, newRun, ofType, tempStorage } from './helpers.ts';

const definition = {
  nodes: {
    build: { needs: [] },
    deploy: { needs: ['build'] },
    lint: { needs: [] },
    notify: { needs: [], finally: true },
    report: { needs: ['notify'], finally: true },
  },
  concurrency: 2,
};

const reopenedBy = (nodes: string[], session: number): GraphEvent => ({
  type: T.runReopened,
  session,
  data: { nodes, by: 'tester', reason: 'flaky' },
});

describe('DAG: a reopened run runs its finally nodes again', () => {
  it('through the executor: after the retried nodes, at new positions, told "completed"; completed nodes stay done', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph(definition);
    const runId = await newRun(storage, graph);
    const ran: string[] = [];
    const outcomes: JsonValue[] = [];
    let buildWorks = false;
    const outcomeOf = (input: JsonValue) => (input as { run: { outcome: JsonValue } }).run.outcome;
    const nodes = {
      build: data(() => {
        ran.push('build');
        if (!buildWorks) throw new Error('broken');
        return 'built';
      }),
      deploy: data(() => (ran.push('deploy'), 'deployed')),
      lint: data(() => (ran.push('lint'), 'clean')),
      notify: data((input) => (ran.push('notify'), outcomes.push(outcomeOf(input)), 'notified')),
      report: data((input) => (ran.push('report'), outcomeOf(input))),
    };
    const first = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1 }).run(never());
    expect(first).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(ran).toEqual(['build', 'lint', 'notify', 'report']);
    expect(outcomes).toEqual(['failed']);

    // The reopen (what retryFailed records while no worker runs), then the next session.
    const log = await storage.openEventLog(runId, 'graph');
    await log.append([reopenedBy(['build'], 2)]);
    await log.close();
    buildWorks = true;
    ran.length = 0;
    const second = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 2 }).run(never());
    expect(second).toEqual({
      kind: 'complete',
      output: { build: 'built', deploy: 'deployed', lint: 'clean', notify: 'notified', report: 'completed' },
    });
    // lint completed in the failed run and does not run again; the finally nodes run last.
    expect(ran).toEqual(['build', 'deploy', 'notify', 'report']);
    expect(outcomes).toEqual(['failed', 'completed']);
    const positions = ofType(await events(storage, runId), T.nodeDispatched).flatMap((e) =>
      e.data.dispatches.map((d: { position: string }) => d.position),
    );
    expect(positions).toEqual([
      'dag/build/1',
      'dag/lint/1',
      'dag/notify/1',
      'dag/report/1',
      'dag/build/2',
      'dag/deploy/1',
      'dag/notify/2',
      'dag/report/2',
    ]);
  });

  it('folds the same reopen twice (a crash before the session record, a second retry) without a second run', () => {
    const graph = createDagGraph(definition);
    let state = graph.initial(formSpec());
    const apply = (type: string, data: Record<string, unknown>) =>
      (state = graph.fold(state, { type, session: 1, data: data as never }));
    const run = (position: string, nodeId: string, ok: boolean) => {
      apply(T.nodeDispatched, { dispatches: [{ position, nodeId, input: null }] });
      if (ok) apply(T.nodeCompleted, { position, output: nodeId, durationMs: 1 });
      else apply(T.nodeFailed, { position, code: 'EFFECT_FAILED', message: 'x', durationMs: 1 });
    };
    run('dag/build/1', 'build', false);
    run('dag/lint/1', 'lint', true);
    run('dag/notify/1', 'notify', true);
    run('dag/report/1', 'report', true);
    expect(graph.decide(state)).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    state = graph.fold(state, reopenedBy(['build'], 2));
    state = graph.fold(state, reopenedBy(['build'], 3));
    expect(graph.decide(state)).toMatchObject({ kind: 'dispatch', dispatches: [{ position: 'dag/build/2' }] });
    run('dag/build/2', 'build', true);
    run('dag/deploy/1', 'deploy', true);
    // report needs notify: notify's earlier completion no longer counts.
    expect(graph.decide(state)).toEqual({
      kind: 'dispatch',
      dispatches: [
        { position: 'dag/notify/2', nodeId: 'notify', input: { inputs: {}, needs: {}, run: { outcome: 'completed' } } },
      ],
    });
    run('dag/notify/2', 'notify', true);
    expect(graph.decide(state)).toMatchObject({ kind: 'dispatch', dispatches: [{ position: 'dag/report/2' }] });
    run('dag/report/2', 'report', true);
    expect(graph.decide(state)).toMatchObject({ kind: 'complete' });
  });

  it('a reopen that names no failed node changes nothing (the finally nodes stay settled)', () => {
    const graph = createDagGraph(definition);
    let state = graph.initial(formSpec());
    for (const [position, nodeId] of [
      ['dag/build/1', 'build'],
      ['dag/deploy/1', 'deploy'],
      ['dag/lint/1', 'lint'],
      ['dag/notify/1', 'notify'],
      ['dag/report/1', 'report'],
    ] as const) {
      state = graph.fold(state, { type: T.nodeDispatched, session: 1, data: { dispatches: [{ position, nodeId }] } });
      state = graph.fold(state, { type: T.nodeCompleted, session: 1, data: { position, output: 1, durationMs: 1 } });
    }
    state = graph.fold(state, reopenedBy(['build', 'unknown'], 2));
    expect(graph.decide(state)).toMatchObject({ kind: 'complete' });
  });
});
