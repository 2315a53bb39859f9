// Every node of the graph in the summary, with a state that is true after any ending.
import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../src/report/graph-nodes.ts';
import { graphNodesOf } from '../../src/report/graph-nodes.ts';
import { positionStateText, renderRunSummary, type RunReport } from '../../src/report/index.ts';
import type { NodeOccurrence, SupervisedRunStatus } from '../../src/runner/index.ts';
import { actionContext, node, report } from './fixtures.ts';

const graph: GraphNode[] = [
  { id: 'build', needs: [], optional: false },
  { id: 'lint', needs: [], optional: true },
  { id: 'test', needs: ['build'], optional: false },
  { id: 'docs', needs: ['lint'], optional: false },
  { id: 'deploy', needs: ['test'], optional: false },
];

function stateOf(md: string, nodeId: string): string | undefined {
  return md
    .split('\n')
    .find((line) => line.startsWith(`| ${nodeId} |`))
    ?.split(' | ')[1];
}

function run(status: Partial<SupervisedRunStatus>, nodes: NodeOccurrence[]): RunReport {
  return report({ ...status, nodes }, { graphNodes: graph });
}

describe('node states', () => {
  it('a failed run lists the nodes that never ran: blocked by a failed need (optional or not), not run', () => {
    const md = renderRunSummary(
      run({ phase: 'failed', result: { kind: 'fail', code: 'DAG_NODE_FAILED', message: 'x' } }, [
        node({ position: 'dag/build/1', nodeId: 'build' }),
        node({ position: 'dag/lint/1', nodeId: 'lint', state: 'failed', code: 'EFFECT_FAILED' }),
        node({ position: 'dag/test/1', nodeId: 'test', state: 'failed', code: 'EFFECT_FAILED' }),
      ]),
      actionContext,
    );
    expect(md).toContain('### Nodes (5)');
    // The DAG form blocks what needs a failed node, optional or not (README: "nodes needing it are blocked").
    expect(stateOf(md, 'lint')).toBe('❌ failed (EFFECT&#95;FAILED); optional: its failure did not fail the run');
    expect(stateOf(md, 'docs')).toBe('⛔ blocked: needs lint, which failed');
    expect(stateOf(md, 'deploy')).toBe('⛔ blocked: needs test, which failed');
  });

  it('a position still paused when the run was cancelled, stopped or ran out of time will not be answered', () => {
    const paused = [node({ position: 'dag/build/1', nodeId: 'build', state: 'paused', attempts: 0, durationMs: null })];
    const stateAfter = (overrides: Partial<SupervisedRunStatus>) =>
      stateOf(
        renderRunSummary(
          run({ result: { kind: 'fail', code: 'STOPPED', message: 's' }, ...overrides }, paused),
          actionContext,
        ),
        'build',
      );
    const cancelled = {
      reason: 'no longer needed',
      by: 'ana',
      at: '2025-01-01T00:01:00.000Z',
      requestedAt: '2025-01-01T00:01:00.000Z',
    };
    expect(stateAfter({ phase: 'stopped', cancelled })).toBe('⏹️ not answered: the run was cancelled while it waited');
    expect(stateAfter({ phase: 'stopped' })).toBe('⏹️ not answered: the run was stopped while it waited');
    expect(stateAfter({ phase: 'timeout' })).toBe("⏹️ not answered: the run's time ran out while it waited");
    // A paused run still waits for it.
    expect(stateAfter({ phase: 'paused', result: null })).toBe('⏸️ paused');
    expect(positionStateText('paused', 'stopped')).toBe('not answered');
    expect(positionStateText('paused', 'paused')).toBe('paused');
  });

  it('a finally node is not blocked by the other nodes it needs (it runs whatever their outcome)', () => {
    const md = renderRunSummary(
      report(
        {
          phase: 'stopped',
          result: { kind: 'fail', code: 'STOPPED', message: 's' },
          nodes: [node({ position: 'dag/build/1', nodeId: 'build', state: 'failed', code: 'EFFECT_FAILED' })],
        },
        {
          graphNodes: [
            { id: 'build', needs: [], optional: true },
            { id: 'notify', needs: ['build'], optional: false, finally: true },
          ],
        },
      ),
      actionContext,
    );
    expect(stateOf(md, 'notify')).toBe('➖ not run: finally nodes do not run when a run is stopped');
  });

  it('after an interrupt the node in flight is interrupted and the rest not run yet; after a cancel, stopped', () => {
    const inFlight = [
      node({ position: 'dag/build/1', nodeId: 'build' }),
      node({ position: 'dag/test/1', nodeId: 'test', state: 'running', durationMs: null }),
    ];
    const interrupted = renderRunSummary(
      run(
        { phase: 'interrupted', result: { kind: 'pause', code: 'INTERRUPTED', reason: null, positions: [] } },
        inFlight,
      ),
      actionContext,
    );
    expect(interrupted.split('\n')[0]).toBe('## Supervised run release-1 ⏸️ was interrupted (it can be continued)');
    expect(stateOf(interrupted, 'test')).toBe('⚠️ interrupted (its process was stopped)');
    expect(stateOf(interrupted, 'deploy')).toBe('➖ not run yet');
    const stopped = renderRunSummary(
      run({ phase: 'stopped', result: { kind: 'fail', code: 'STOPPED', message: 'stopped' } }, inFlight),
      actionContext,
    );
    expect(stateOf(stopped, 'test')).toBe('⏹️ stopped');
    expect(stateOf(stopped, 'deploy')).toBe('➖ not run');
    const timedOut = renderRunSummary(
      run({ phase: 'timeout', result: { kind: 'fail', code: 'TIMEOUT', message: 't' } }, inFlight),
      actionContext,
    );
    expect(stateOf(timedOut, 'test')).toBe('⏹️ stopped at the time limit');
  });

  it('a finally node that never ran says why after a stop or a time limit, and is only not run yet after an interrupt', () => {
    const withFinally: GraphNode[] = [
      { id: 'build', needs: [], optional: false },
      { id: 'notify', needs: [], optional: false, finally: true },
    ];
    const stateAfter = (phase: SupervisedRunStatus['phase']) =>
      stateOf(
        renderRunSummary(
          report(
            { phase, nodes: [node({ position: 'dag/build/1', nodeId: 'build', state: 'running' })] },
            { graphNodes: withFinally },
          ),
          actionContext,
        ),
        'notify',
      );
    expect(stateAfter('timeout')).toBe(
      "➖ not run: the run's time (and the finally nodes' grace after it) ran out before it could run",
    );
    expect(stateAfter('stopped')).toBe('➖ not run: finally nodes do not run when a run is stopped');
    expect(stateAfter('interrupted')).toBe('➖ not run yet');
    expect(
      graphNodesOf({
        graphDefinition: { form: 'dag', value: { nodes: { a: { needs: [] }, b: { needs: [], finally: true } } } },
      }),
    ).toEqual([
      { id: 'a', needs: [], optional: false },
      { id: 'b', needs: [], optional: false, finally: true },
    ]);
  });

  it('a live run shows running and waiting nodes', () => {
    const md = renderRunSummary(
      run({ phase: 'running', result: null }, [
        node({ position: 'dag/build/1', nodeId: 'build', state: 'running', durationMs: null }),
      ]),
      actionContext,
    );
    expect(stateOf(md, 'build')).toBe('⏳ running');
    expect(stateOf(md, 'test')).toBe('🕒 waiting');
  });

  it('sums a retried node over its positions and shows its last state', () => {
    const md = renderRunSummary(
      run({ phase: 'completed' }, [
        node({ position: 'dag/build/1', nodeId: 'build', state: 'failed', code: 'EFFECT_FAILED', durationMs: 1000 }),
        node({ position: 'dag/build/2', nodeId: 'build', durationMs: 2000 }),
      ]),
      actionContext,
    );
    expect(md).toContain('| build | ✅ completed | 2 | 3.0 s |');
  });

  it('reads a stored DAG definition in graph order (needs first), whatever the key order', () => {
    const nodes = graphNodesOf({
      graphDefinition: {
        form: 'dag',
        version: 1,
        value: { nodes: { deploy: { needs: ['test'] }, test: { needs: ['build'] }, build: { needs: [] } } },
      },
    });
    expect(nodes?.map((entry) => entry.id)).toEqual(['build', 'test', 'deploy']);
    expect(graphNodesOf({ graphDefinition: { form: 'other', version: 1, value: {} } })).toBeUndefined();
  });

  it('lists finally nodes after every other node, as the store keeps the definition (keys sorted)', () => {
    // Graph files `quick, slow, publish, notify` and `flaky, after, notify`, stored as canonical JSON.
    const idsOf = (nodes: Record<string, { needs: string[]; finally?: boolean }>) =>
      graphNodesOf({ graphDefinition: { form: 'dag', version: 1, value: { nodes } } })?.map((entry) => entry.id);
    expect(
      idsOf({
        notify: { needs: [], finally: true },
        publish: { needs: ['quick', 'slow'] },
        quick: { needs: [] },
        slow: { needs: [] },
      }),
    ).toEqual(['quick', 'slow', 'publish', 'notify']);
    expect(idsOf({ after: { needs: ['flaky'] }, flaky: { needs: [] }, notify: { needs: [], finally: true } })).toEqual([
      'flaky',
      'after',
      'notify',
    ]);
    // A finally node that needs another finally node still comes after it.
    expect(
      idsOf({ a: { needs: [] }, report: { needs: ['tidy'], finally: true }, tidy: { needs: [], finally: true } }),
    ).toEqual(['a', 'tidy', 'report']);
  });

  it('keeps the summary rows in graph order, a retried node in one row', () => {
    const stored = graphNodesOf({
      graphDefinition: {
        form: 'dag',
        version: 1,
        value: { nodes: { after: { needs: ['flaky'] }, flaky: { needs: [] }, notify: { needs: [], finally: true } } },
      },
    });
    const md = renderRunSummary(
      report(
        {
          phase: 'completed',
          nodes: [
            node({ position: 'dag/flaky/1', nodeId: 'flaky', state: 'failed', code: 'EFFECT_FAILED' }),
            node({ position: 'dag/flaky/2', nodeId: 'flaky' }),
            node({ position: 'dag/after/1', nodeId: 'after' }),
            node({ position: 'dag/notify/1', nodeId: 'notify' }),
          ],
        },
        { graphNodes: stored! },
      ),
      actionContext,
    );
    const rows = md.split('\n').filter((line) => /^\| (flaky|after|notify) \|/.test(line));
    expect(rows.map((line) => line.split(' | ')[0])).toEqual(['| flaky', '| after', '| notify']);
    expect(rows[0]).toContain('| flaky | ✅ completed | 2 |');
  });
});
