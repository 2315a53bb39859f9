// A review loop's send-back waits while a pause is open (a gate in another lane, by design): status
// and the summary say what it waits for, where a person looks: the reviewer's row, "What to do
// next", the loop's heading and a status line. On a real run, then on recorded states.
import { describe, expect, it } from 'vitest';
import { statusLines } from '../../src/cli/output/status-text.ts';
import { emptyUsageTotals } from '../../src/engine/usage.ts';
import { parseSummaryContext, planPauses, renderRunSummaryText, type RunReport } from '../../src/report/index.ts';
import type { PauseEntry } from '../../src/report/pauses.ts';
import type { ReviewLoopView } from '../../src/report/reviews.ts';
import { cliInProcess, nodeBin, repository, useCleanup } from '../cli/helpers.ts';
import { node, report } from './fixtures.ts';

useCleanup();

const fast = ['--quiet', '--heartbeat', '0', '--initial-backoff', '20ms', '--max-backoff', '50ms'];

describe('a send-back held by a gate in another lane (a real run)', () => {
  it('status and the summary say the send-back waits for the gate; answering it lets the loop go on', async () => {
    const repo = await repository({
      'graph.yml': `version: 1
concurrency: 2
nodes:
  fix:
    run: [${nodeBin}, -e, "setTimeout(() => {}, 200)"]
    retry-safe: true
  check:
    needs: [fix]
    run: [${nodeBin}, -e, "console.log('the title is missing'); process.exit(1)"]
    retry-safe: true
    review: { sends-back-to: fix, rounds: 2, revise-exit-code: 1 }
  approve:
    ask:
      question: Ship?
      fields:
        ok: { type: boolean, required: true }
`,
    });
    const started = await cliInProcess(['start', '--graph', 'graph.yml', '--run-id', 'h1', ...fast], repo);
    expect(started.code, started.stderr).toBe(3);
    const waits = 'sending fix back for round 2 waits until the gate dag/approve/1 is answered';
    const status = await cliInProcess(['status', '--run-id', 'h1'], repo);
    expect(status.stdout).toContain(`\n  review      check asked for changes in round 1 of 2 (1 finding); ${waits}\n`);
    const summary = (await cliInProcess(['summary', '--run-id', 'h1'], repo)).stdout;
    const next = summary.slice(summary.indexOf('What to do next'), summary.indexOf('Answer dag/approve/1'));
    expect(next).toContain(`Review check asked for changes in round 1 of 2 (1 finding); ${waits}.`);
    expect(summary).toMatch(new RegExp(`\\n  check +🔁 asked for changes: ${waits} +1 `));
    expect(summary).toContain(`check: round 1 of 2 asked for changes; ${waits}`);
    // What it said: once the gate is answered, check sends fix back.
    const answered = await cliInProcess(
      ['resume', '--run-id', 'h1', '--position', 'dag/approve/1', '--answer', '{"ok":true}'],
      repo,
    );
    expect(answered.stdout, answered.stderr).toContain('check sent fix back (round 2 of 2)');
  }, 60_000);
});

const loop = (round: number, limit: number): ReviewLoopView => ({
  reviewer: 'check',
  target: round > 1 ? 'draft' : undefined,
  limit: round > 1 ? limit : undefined,
  exhausted: undefined,
  ...(round > 1 ? { sentBack: { round, nodes: ['draft', 'check'] } } : {}),
  rounds: Array.from({ length: round }, (_, i) => ({
    round: i + 1,
    verdict: 'revise' as const,
    findings: 2,
    changes: { files: 0, added: 0, removed: 0, recorded: false },
    usage: emptyUsageTotals(),
    positions: [`dag/draft/${i + 1}`, `dag/check/${i + 1}`],
  })),
});

function heldBy(pause: PauseEntry, reviewLoop: ReviewLoopView): RunReport {
  const round = reviewLoop.rounds.length;
  return report(
    {
      runId: 'h2',
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: [pause.position] },
      pauses: [pause],
      positions: [pause.position],
      nodes: [
        node({ position: `dag/draft/${round}`, nodeId: 'draft' }),
        node({ position: `dag/check/${round}`, nodeId: 'check' }),
        node({ position: pause.position, nodeId: pause.nodeId, state: 'paused', durationMs: null }),
      ],
    },
    {
      graphNodes: [
        { id: 'draft', needs: [], optional: false },
        { id: 'check', needs: ['draft'], optional: false, review: { sendsBackTo: 'draft', rounds: 3 } },
        { id: pause.nodeId, needs: [], optional: false },
      ],
      reviewLoops: [reviewLoop],
    },
  );
}

const reconcile: PauseEntry = {
  position: 'dag/publish/1',
  nodeId: 'publish',
  eventId: 'e1',
  reason: 'uncertain',
  request: { kind: 'reconcile-attempt', attemptId: 'dag/publish/1#1' },
};

const statusOf = (run: RunReport) =>
  statusLines(
    { report: run, plan: planPauses(run, parseSummaryContext({})) },
    { directory: '/tmp/store', namespace: 'default', isDefault: true, flags: [] },
  );

describe('what a held send-back waits for', () => {
  it('names a reconcile request by what answers it, and the target from the graph in round 1', () => {
    const run = heldBy(reconcile, loop(1, 3));
    expect(statusOf(run)).toContain(
      '  review      check asked for changes in round 1 of 3 (2 findings); sending draft back for round 2 waits until dag/publish/1 is reconciled',
    );
    expect(renderRunSummaryText(run, {})).toContain('check: round 1 of 3 asked for changes; sending draft back');
  });

  it('in the last round, says the loop ends (rounds ran out) once the pause is answered', () => {
    const run = heldBy(reconcile, loop(3, 3));
    expect(renderRunSummaryText(run, {})).toContain(
      'Review check asked for changes in its last round (3 of 3, 2 findings); its loop ends (rounds ran out) once dag/publish/1 is reconciled.',
    );
  });

  it('says nothing once the send-back is recorded, or when nothing holds it', () => {
    const sent = heldBy(reconcile, { ...loop(2, 3), rounds: loop(2, 3).rounds.slice(0, 1) });
    expect(renderRunSummaryText(sent, {})).not.toContain('waits until');
    const completed = report(
      { runId: 'h3', nodes: [node({ position: 'dag/check/1', nodeId: 'check' })] },
      { reviewLoops: [loop(1, 3)] },
    );
    expect(renderRunSummaryText(completed, {})).not.toContain('waits until');
    expect(statusOf(completed).join('\n')).not.toContain('waits until');
    // After a required failure the DAG form sends nothing back: the run ends failed instead.
    const failed = heldBy(reconcile, loop(1, 3));
    failed.graphNodes!.push({ id: 'lint', needs: [], optional: false });
    failed.status.nodes.push(node({ position: 'dag/lint/1', nodeId: 'lint', state: 'failed', code: 'EFFECT_FAILED' }));
    expect(renderRunSummaryText(failed, {})).toContain('whatever the answer');
    expect(renderRunSummaryText(failed, {})).not.toContain('waits until');
    expect(statusOf(failed).join('\n')).not.toContain('waits until');
  });
});
