// What waits is listed in the order a person acts on it, the same in the summary, `status` and the
// Action's log block: a takeover (or a workspace to put back) first, then reconcile requests, gates,
// budget pauses, policy pauses and last the continue of an interrupted run; within a kind, in the
// order the run recorded them. The first command (resume-command) is the first one so listed.
import { describe, expect, it } from 'vitest';
import { statusLines } from '../../src/cli/output/status-text.ts';
import {
  attentionOf,
  parseSummaryContext,
  planPauses,
  renderRunSummaryText,
  runOutputs,
  type RunReport,
} from '../../src/report/index.ts';
import type { PauseEntry } from '../../src/report/pauses.ts';
import { actionContext, node, report } from './fixtures.ts';

const place = { directory: '/tmp/store', namespace: 'default', isDefault: true, flags: [] };

const gate = (id: string): PauseEntry => ({
  position: `dag/${id}/1`,
  nodeId: id,
  eventId: `e-${id}`,
  reason: 'asks',
  request: { kind: 'gate', question: `Ship ${id}?`, fields: [{ name: 'ok', type: 'boolean', required: true }] },
});
const budget: PauseEntry = {
  position: 'dag/polish/1',
  nodeId: 'polish',
  eventId: 'e-polish',
  reason: 'run budget reached',
  request: { kind: 'budget', spent: { usd: 0.05, tokens: 0 }, limit: { usd: 0.04 } },
};
const policy: PauseEntry = {
  position: 'dag/wait/1',
  nodeId: 'wait',
  eventId: 'e-wait',
  reason: 'the host says later',
  request: { kind: 'policy' },
};
const reconcile: PauseEntry = {
  position: 'dag/publish/1',
  nodeId: 'publish',
  eventId: 'e-publish',
  reason: 'uncertain',
  request: { kind: 'reconcile-attempt', attemptId: 'dag/publish/1#1' },
};

/** Recorded in the worst order: budget, policy, a gate, the reconcile request, another gate. */
function paused(
  pauses: PauseEntry[] = [budget, policy, gate('approve'), reconcile, gate('docs')],
  overrides: Parameters<typeof report>[0] = {},
): RunReport {
  const positions = pauses.map((pause) => pause.position);
  return report({
    runId: 'o-1',
    phase: 'paused',
    result: { kind: 'pause', code: null, reason: null, positions },
    pauses,
    positions,
    nodes: pauses.map((pause) =>
      node({ position: pause.position, nodeId: pause.nodeId, state: 'paused', durationMs: null }),
    ),
    ...overrides,
  });
}

/** Where each marker first appears in `text`, in the order given: they must come in that order. */
function expectInOrder(text: string, markers: readonly string[]): void {
  const at = markers.map((marker) => text.indexOf(marker));
  expect(
    at.every((index) => index >= 0),
    `missing: ${markers.filter((_, i) => at[i]! < 0).join(', ')}`,
  ).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

const status = (run: RunReport) =>
  statusLines({ report: run, plan: planPauses(run, parseSummaryContext({})) }, place).join('\n');

describe('the order of what waits', () => {
  it('is reconcile requests, gates, budget pauses, policy pauses, each as recorded, in summary, status and log', () => {
    const run = paused();
    expectInOrder(renderRunSummaryText(run, {}), [
      'Did the work of dag/publish/1 happen?',
      'Answer dag/approve/1: Ship approve?',
      'Answer dag/docs/1: Ship docs?',
      'Raise the run budget to resume dag/polish/1',
      'Resume dag/wait/1 once the policy allows it',
    ]);
    expectInOrder(status(run), [
      'dag/publish/1: did this uncertain work happen?',
      'dag/approve/1 asks: Ship approve?',
      'dag/docs/1 asks: Ship docs?',
      'dag/polish/1: run budget reached',
      'dag/wait/1: the host says later',
    ]);
    expectInOrder(attentionOf(run, actionContext, '')!.lines.join('\n'), [
      'dag/publish/1 (node publish)',
      'dag/approve/1 (node approve)',
      'dag/docs/1 (node docs)',
      'dag/polish/1 (node polish)',
      'dag/wait/1 (node wait)',
    ]);
  });

  it('gives first the command it lists first: the first gate answered yes, not the budget raise recorded before it', () => {
    const run = paused();
    expect(runOutputs(run, {})['resume-command']).toBe(
      `npx supervised-run resume --run-id o-1 --position dag/approve/1 --answer '{"ok":true}'`,
    );
    // With no gate it can answer as is, the budget raise, then the policy's resume.
    expect(runOutputs(paused([policy, budget]), {})['resume-command']).toBe(
      'npx supervised-run resume --run-id o-1 --position dag/polish/1 --raise-budget-usd 0.08',
    );
    expect(runOutputs(paused([policy, reconcile]), {})['resume-command']).toBe(
      'npx supervised-run resume --run-id o-1 --position dag/wait/1',
    );
  });

  it('puts continuing an interrupted run last: answering a pause continues it too', () => {
    const run = paused([budget, gate('approve')], {
      phase: 'interrupted',
      result: {
        kind: 'pause',
        code: 'INTERRUPTED',
        reason: 'interrupted',
        positions: ['dag/build/1', 'dag/polish/1', 'dag/approve/1'],
      },
    });
    expectInOrder(renderRunSummaryText(run, {}), [
      'Answer dag/approve/1',
      'Raise the run budget to resume dag/polish/1',
      'Continue the run',
    ]);
    expectInOrder(status(run), ['dag/approve/1 asks', 'dag/polish/1: run budget reached', 'the run (INTERRUPTED)']);
  });

  it('puts the run first when no other resume works before it: a workspace to put back, a takeover', () => {
    const drift = paused([reconcile, gate('approve')], {
      result: {
        kind: 'pause',
        code: 'WORKSPACE_DRIFT',
        reason: 'the workspace differs',
        positions: ['dag/publish/1', 'dag/approve/1'],
      },
    });
    expectInOrder(renderRunSummaryText(drift, {}), [
      'Continue the run',
      'Did the work of dag/publish/1 happen?',
      'Answer dag/approve/1',
    ]);
    expectInOrder(status(drift), [
      'the run (WORKSPACE_DRIFT',
      'dag/publish/1: did this uncertain work happen?',
      'dag/approve/1 asks',
    ]);
    expect(runOutputs(drift, {})['resume-command']).toBe('npx supervised-run resume --run-id o-1');
    // An orphan with a reconcile request left open: the decision is refused until the run is taken over.
    const orphaned = paused([reconcile], { phase: 'orphaned', result: null });
    expectInOrder(renderRunSummaryText(orphaned, {}), [
      'The run lost its watchdog and waits to be taken over; 1 attempt needs your decision.',
      'Take over the run',
      'Did the work of dag/publish/1 happen?',
    ]);
    expectInOrder(status(orphaned), ['--takeover', 'dag/publish/1: did this uncertain work happen?']);
  });
});
