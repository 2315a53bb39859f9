// A node that can no longer run says so, and why in few words, in the summary's nodes table and in
// `status` (whose table lists positions only): blocked by a failed need while the run can still go
// on, or not started because the paused run ends failed whatever the answer (a required node
// failed, the dispatch limit was reached). Nodes that may still run keep "not run yet": finally
// nodes (they run once the answers are in), and a conditional node, which a failed need never blocks.
import { describe, expect, it } from 'vitest';
import { statusLines } from '../../src/cli/output/status-text.ts';
import { parseSummaryContext, planPauses, renderRunSummary, type RunReport } from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';
import { cells } from './markdown.ts';

const gatePause = {
  position: 'dag/gate/1',
  nodeId: 'gate',
  eventId: 'ev-3',
  reason: 'asks: Go?',
  request: { kind: 'gate', question: 'Go?', fields: [{ name: 'ok', type: 'boolean', required: true }] } as never,
};

type Graph = NonNullable<RunReport['graphNodes']>;
const graph = (optionalLint: boolean): Graph => [
  { id: 'lint', needs: [], optional: optionalLint },
  { id: 'gate', needs: [], optional: false },
  { id: 'test', needs: ['lint'], optional: false },
  { id: 'docs', needs: ['test'], optional: false },
  { id: 'cleanup', needs: ['lint'], optional: false, conditional: true },
  { id: 'ship', needs: ['gate'], optional: false },
  { id: 'notify', needs: ['gate'], optional: false, finally: true },
];

/** lint failed while the gate waits (required or optional lint), or the dispatch limit stopped the run. */
function pausedAtGate(options: { optionalLint?: boolean; stop?: boolean } = {}): RunReport {
  return report(
    {
      runId: 'w1',
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: ['dag/gate/1'] },
      pauses: [gatePause],
      positions: ['dag/gate/1'],
      nodes: [
        node({ position: 'dag/lint/1', nodeId: 'lint', state: 'failed', code: 'EFFECT_FAILED' }),
        node({ position: 'dag/gate/1', nodeId: 'gate', state: 'paused', durationMs: null }),
      ],
    },
    {
      graphNodes: graph(options.optionalLint === true),
      ...(options.stop === true
        ? { dispatchStop: { code: 'BUDGET_STOP', message: 'limit of 2', maxDispatches: 2 } }
        : {}),
    },
  );
}

/** The state cell of each node in the summary's nodes table, by node ID. */
function states(run: RunReport): Record<string, string> {
  const markdown = renderRunSummary(run, actionContext);
  const rows = markdown.slice(markdown.indexOf('### Nodes')).split('\n\n')[1]!.split('\n').slice(2);
  return Object.fromEntries(rows.map((row) => cells(row).slice(0, 2)));
}

const status = (run: RunReport) =>
  statusLines(
    { report: run, plan: planPauses(run, parseSummaryContext({})) },
    { directory: '/tmp/store', namespace: 'default', isDefault: true, flags: [] },
  );

describe('nodes that will not run', () => {
  it('in a paused run that ends failed: each says why; finally nodes may still run', () => {
    expect(states(pausedAtGate())).toMatchObject({
      test: '⛔ will not run: needs lint, which failed',
      docs: '⛔ will not run: needs test, which was blocked because lint failed',
      cleanup: '⛔ will not run: required node lint failed',
      ship: '⛔ will not run: required node lint failed',
      notify: '➖ not run yet',
    });
    expect(status(pausedAtGate())).toEqual(
      expect.arrayContaining([
        "  won't run   test (needs lint, which failed)",
        "  won't run   docs (needs test, which will not run)",
        "  won't run   cleanup, ship (required node lint failed)",
      ]),
    );
  });

  it('in a paused run the dispatch limit stopped: names the limit', () => {
    expect(states(pausedAtGate({ stop: true })).ship).toBe('⛔ will not run: the dispatch limit of 2 was reached');
    expect(status(pausedAtGate({ stop: true }))).toContain(
      "  won't run   cleanup, ship (the dispatch limit of 2 was reached)",
    );
  });

  it('after an optional failure: what needs it will not run, the rest may (a conditional node too)', () => {
    expect(states(pausedAtGate({ optionalLint: true }))).toMatchObject({
      test: '⛔ will not run: needs lint, which failed',
      cleanup: '➖ not run yet',
      ship: '➖ not run yet',
      notify: '➖ not run yet',
    });
    const lines = status(pausedAtGate({ optionalLint: true }));
    expect(lines.filter((line) => line.startsWith("  won't run"))).toEqual([
      "  won't run   test (needs lint, which failed)",
      "  won't run   docs (needs test, which will not run)",
    ]);
  });

  it('says nothing of the kind in a paused run where every node may still run', () => {
    const run = pausedAtGate();
    run.status.nodes = run.status.nodes.filter((occurrence) => occurrence.nodeId !== 'lint');
    expect(Object.values(states(run)).filter((state) => state.includes('will not run'))).toEqual([]);
    expect(status(run).filter((line) => line.startsWith("  won't run"))).toEqual([]);
  });
});
