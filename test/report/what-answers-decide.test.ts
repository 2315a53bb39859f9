// What a person is told beside the commands when they cannot do what they seem to: a gate left open
// in a run that will fail whatever the answer (a required node failed, the dispatch limit stopped
// it), a review loop whose rounds ran out (the run is final: raise rounds in a new run), and a run
// still running, whose answer commands are refused until it pauses.
import { describe, expect, it } from 'vitest';
import {
  attentionOf,
  parseSummaryContext,
  planPauses,
  renderRunSummary,
  renderRunSummaryText,
} from '../../src/report/index.ts';
import type { RunReport } from '../../src/report/index.ts';
import type { ReviewLoopView } from '../../src/report/reviews.ts';
import { emptyUsageTotals } from '../../src/engine/usage.ts';
import { actionContext, node, report } from './fixtures.ts';

const gatePause = {
  position: 'dag/gate/1',
  nodeId: 'gate',
  eventId: 'ev-3',
  reason: 'asks: Go?',
  request: {
    kind: 'gate',
    question: 'Go?',
    fields: [{ name: 'ok', type: 'boolean', required: true }],
  } as never,
};

const graphNodes = (optionalBad = false): NonNullable<RunReport['graphNodes']> => [
  { id: 'bad', needs: [], optional: optionalBad },
  { id: 'gate', needs: [], optional: false },
  { id: 'ship', needs: ['gate'], optional: false },
  { id: 'notify', needs: ['gate', 'bad', 'ship'], optional: false, finally: true },
];

/** The probe's run: bad failed for good while the gate waits; notify (finally) needs the gate. */
function pausedAtGate(
  bad: Parameters<typeof node>[0][] = [
    { position: 'dag/bad/1', nodeId: 'bad', state: 'failed', code: 'EFFECT_FAILED', message: 'exited with code 3' },
  ],
  extra: Partial<RunReport> = {},
): RunReport {
  return report(
    {
      runId: 'r1',
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: ['dag/gate/1'] },
      pauses: [gatePause],
      positions: ['dag/gate/1'],
      nodes: [...bad.map(node), node({ position: 'dag/gate/1', nodeId: 'gate', state: 'paused', durationMs: null })],
    },
    { graphNodes: graphNodes(), ...extra },
  );
}

const endsFailed =
  'The run will end failed (DAG_NODE_FAILED) whatever the answer: required node "bad" failed (EFFECT_FAILED), so no other node starts; answering only lets the finally nodes run and the run end. Answering gate still decides what finally node notify is told (it needs gate).';

describe('a gate open in a run that can no longer complete', () => {
  it('says the run ends failed whatever the answer, why, and what the answer still decides', () => {
    const text = renderRunSummaryText(pausedAtGate(), {});
    // Said once: the line of what waits leaves the why to the sentence under it.
    expect(text).toContain(`What to do next\n---------------\n\n1 question waits for your answer.\n\n${endsFailed}`);
    expect(text.split('whatever the answer')).toHaveLength(2);
    // Still answerable: the commands stay.
    expect(text).toContain(`--answer '{"ok":true}'`);
    const markdown = renderRunSummary(pausedAtGate(), actionContext);
    expect(markdown).toContain('required node "bad" failed (EFFECT&#95;FAILED), so no other node starts');
    const attention = attentionOf(pausedAtGate(), actionContext, 'See the job summary.');
    expect(attention?.title).toBe(
      'Run r1 paused: 1 question waits for your answer; it will end failed whatever the answer (required node "bad" failed)',
    );
    expect(attention?.lines).toContain(
      '  Answering gate still decides what finally node notify is told (it needs gate).',
    );
    // The log block under the title says why once too: in its sentences, not in its first line.
    expect(attention?.lines[0]).toBe('Run r1 paused; 1 question waits for your answer:');
    expect(attention?.lines.join('\n').split('whatever the answer')).toHaveLength(2);
  });

  it('names the dispatch limit when the run was stopped by it', () => {
    const stopped = pausedAtGate([], {
      dispatchStop: { code: 'BUDGET_STOP', message: 'limit of 3', maxDispatches: 3 },
    });
    expect(renderRunSummaryText(stopped, {})).toContain(
      'The run will end failed (BUDGET_STOP) whatever the answer: its dispatch limit of 3 was reached, so no other node starts;',
    );
  });

  it('claims nothing for an optional failure, a failure retried since, or a graph it cannot read', () => {
    const context = parseSummaryContext({});
    expect(planPauses(pausedAtGate(), context).endsFailed?.code).toBe('DAG_NODE_FAILED');
    const optional = pausedAtGate(undefined, { graphNodes: graphNodes(true) });
    const retried = pausedAtGate([
      { position: 'dag/bad/1', nodeId: 'bad', state: 'failed', code: 'EFFECT_FAILED' },
      { position: 'dag/bad/2', nodeId: 'bad', state: 'completed' },
    ]);
    const unknown = { ...pausedAtGate(), graphNodes: undefined };
    for (const run of [optional, retried, unknown]) {
      expect(planPauses(run, context).endsFailed).toBeUndefined();
      expect(renderRunSummaryText(run, {})).toContain('1 question waits for your answer.');
    }
  });
});

const exhaustedLoop: ReviewLoopView = {
  reviewer: 'check',
  target: 'draft',
  limit: 2,
  exhausted: 'fail',
  rounds: [1, 2].map((round) => ({
    round,
    verdict: 'revise' as const,
    findings: 1,
    changes: { files: 0, added: 0, removed: 0, recorded: false },
    usage: emptyUsageTotals(),
    positions: [`dag/draft/${round}`, `dag/check/${round}`],
  })),
};

describe('a review loop that ran out of rounds', () => {
  it('says in "What to do next" that the run is final and to raise rounds in a new run', () => {
    const failed = report(
      {
        runId: 'r2',
        phase: 'failed',
        result: { kind: 'fail', code: 'REVIEW_EXHAUSTED', message: 'review "check" still asked for changes' },
        nodes: [node({ position: 'dag/check/1', nodeId: 'check' }), node({ position: 'dag/check/2', nodeId: 'check' })],
      },
      { reviewLoops: [exhaustedLoop] },
    );
    const text = renderRunSummaryText(failed, {});
    const next = text.slice(text.indexOf('What to do next'));
    expect(next).toContain(
      'The review "check" (sends back to draft) still asked for changes after 2 of 2 rounds (1 finding left). This run is final: retry-failed refuses a run that failed REVIEW_EXHAUSTED, since the same rounds would give the same verdict. To go on, raise rounds in the review of check (2 now) in the graph, or address the findings in the work itself, and start a new run.',
    );
    expect(text).not.toContain('retry-failed --run-id');
  });
});

describe('a gate in a run that still runs', () => {
  it('says the commands work once the run pauses, not now', () => {
    const running = report({
      runId: 'r3',
      phase: 'running',
      result: null,
      pauses: [gatePause],
      active: [
        {
          nodeId: 'slow',
          position: 'dag/slow/1',
          phase: 'running',
          planPhase: null,
          attemptId: 'a-1',
          attempt: 1,
          retrySafe: true,
          startedAt: '2025-01-01T00:00:00.000Z',
          elapsedMs: 2000,
          remainingTimeoutMs: null,
          usage: emptyUsageTotals(),
        },
      ],
      nodes: [
        node({ position: 'dag/gate/1', nodeId: 'gate', state: 'paused', durationMs: null }),
        node({ position: 'dag/slow/1', nodeId: 'slow', state: 'running', durationMs: null }),
      ],
    });
    expect(renderRunSummaryText(running, {})).toContain(
      'The run is still running (dag/slow/1 in flight): these commands work once it pauses; until then a resume is refused (PROCESS_LOCKED: the process that drives the run holds it). Meanwhile, supervised-run status --watch follows the run and prints what waits once it pauses.',
    );
    expect(renderRunSummary(running, actionContext)).toContain(
      'The run is still running (dag/slow/1 in flight): dispatch these once it has paused;',
    );
  });
});
