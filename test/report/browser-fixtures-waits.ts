// A paused run for the browser test where what waits must read in the order a person acts on it:
// recorded as a budget pause, a gate and a reconcile request (listed reconcile, gate, budget); an
// optional node failed, so the node that needs it says it will not run; a review loop whose
// send-back the open pauses hold says so; money in USD throughout. Hostile text in the gate and the failure.
import { emptyUsageTotals } from '../../src/engine/usage.ts';
import type { RunReport } from '../../src/report/index.ts';
import type { PauseEntry } from '../../src/report/pauses.ts';
import { payload } from './browser-fixtures.ts';
import { node, report, reportedUsage } from './fixtures.ts';

const pauses: PauseEntry[] = [
  {
    position: 'dag/polish/1',
    nodeId: 'polish',
    eventId: 'e-polish',
    reason: 'run budget reached',
    request: { kind: 'budget', spent: { usd: 0.05, tokens: 9150 }, limit: { usd: 0.04, tokens: 9000 } },
  },
  {
    position: 'dag/approve/1',
    nodeId: 'approve',
    eventId: 'e-approve',
    reason: 'asks',
    request: {
      kind: 'gate',
      question: `Ship ${payload}?`,
      fields: [{ name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true }],
    },
  },
  {
    position: 'dag/publish/1',
    nodeId: 'publish',
    eventId: 'e-publish',
    reason: `uncertain: ${payload}`,
    request: { kind: 'reconcile-attempt', attemptId: 'dag/publish/1#1' },
  },
];

export function waitsInOrder(): RunReport {
  const positions = pauses.map((pause) => pause.position);
  return report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions },
      pauses,
      positions,
      nodes: [
        node({ position: 'dag/lint/1', nodeId: 'lint', state: 'failed', code: 'EFFECT_FAILED', message: payload }),
        node({ position: 'dag/draft/1', nodeId: 'draft' }),
        node({ position: 'dag/check/1', nodeId: 'check' }),
        ...pauses.map((pause) =>
          node({ position: pause.position, nodeId: pause.nodeId, state: 'paused', durationMs: null }),
        ),
      ],
      usage: [{ nodeId: 'polish', usage: reportedUsage() }],
      budget: { limit: { usd: 0.04, tokens: 9000 }, spent: { usd: 0.05, tokens: 9150 }, unknownCalls: 0 },
    },
    {
      graphNodes: [
        { id: 'lint', needs: [], optional: true },
        { id: 'draft', needs: [], optional: false },
        { id: 'check', needs: ['draft'], optional: false, review: { sendsBackTo: 'draft', rounds: 3 } },
        { id: 'polish', needs: [], optional: false },
        { id: 'approve', needs: [], optional: false },
        { id: 'publish', needs: [], optional: false },
        { id: 'test', needs: ['lint'], optional: false },
        { id: 'release-notes-for-the-next-version-of-the-package', needs: ['approve'], optional: false },
        { id: 'notify', needs: ['approve'], optional: false, finally: true },
      ],
      reviewLoops: [
        {
          reviewer: 'check',
          target: undefined,
          limit: undefined,
          exhausted: undefined,
          rounds: [
            {
              round: 1,
              verdict: 'revise',
              findings: 2,
              changes: { files: 0, added: 0, removed: 0, recorded: false },
              usage: emptyUsageTotals(),
              positions: ['dag/draft/1', 'dag/check/1'],
            },
          ],
        },
      ],
    },
  );
}
