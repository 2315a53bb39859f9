// Reports for the browser test where several things are hostile at once: pauses of every kind
// waiting together, and node IDs a host module may choose (markup, newlines, RTL, long tokens).
import type { RunReport } from '../../src/report/index.ts';
import type { PauseEntry } from '../../src/report/pauses.ts';
import { chain, payload } from './browser-fixtures.ts';
import { node, partialUsage, report } from './fixtures.ts';

/** Two gates, a reconcile request and a budget pause at once, with hostile text everywhere. */
export function severalPauses(): RunReport {
  const gate = (id: string, question: string): PauseEntry => ({
    position: `dag/${id}/1`,
    nodeId: id,
    eventId: `e-${id}`,
    reason: `asks: ${question}`,
    request: {
      kind: 'gate',
      question,
      fields: [
        { name: 'choice', type: 'choice', options: ['ship', 'hold'], required: true, description: payload },
        { name: 'note', type: 'string', required: false, default: payload },
      ],
    },
  });
  const pauses: PauseEntry[] = [
    {
      position: 'dag/publish/1',
      nodeId: 'publish',
      eventId: 'e-publish',
      reason: `uncertain: ${payload}`,
      request: { kind: 'reconcile-attempt', attemptId: 'dag/publish/1#1' },
    },
    gate('approve', `Ship ${payload}?`),
    gate('approve-docs', `Publish the docs? ${'مرحبا '.repeat(5)}`),
    {
      position: 'dag/polish/1',
      nodeId: 'polish',
      eventId: 'e-polish',
      reason: `run budget reached: ${payload}`,
      request: { kind: 'budget', spent: { usd: 0.06, tokens: 9150 }, limit: { usd: 0.05, tokens: 9000 } },
    },
  ];
  const positions = pauses.map((pause) => pause.position);
  return report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions },
      pauses,
      positions,
      nodes: [
        node({ position: 'dag/build/1', nodeId: 'build' }),
        ...pauses.map((pause) =>
          node({ position: pause.position, nodeId: pause.nodeId, state: 'paused', durationMs: null }),
        ),
      ],
    },
    { graphNodes: chain(['build', 'publish', 'approve', 'approve-docs', 'polish']) },
  );
}

/** Node IDs a host module may choose: markup, a table break, a newline, RTL text, a very long token. */
export function hostileNodeIds(): RunReport {
  const ids = [
    `${payload}\nsecond line`,
    `<details><summary>x</summary>`,
    `مرحبا \u202ereversed ${'n'.repeat(300)}`,
    `a|b|c \`\`\` ~~~ [x](javascript:alert(1)) @octocat #1`,
  ];
  const [failedId, gateId, rtlId, reconcileId] = ids as [string, string, string, string];
  const at = (id: string) => `dag/${id}/1`;
  return report(
    {
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: null, positions: [at(reconcileId), at(gateId)] },
      pauses: [
        {
          position: at(reconcileId),
          nodeId: reconcileId,
          eventId: 'e-r',
          reason: `uncertain: ${payload}`,
          request: { kind: 'reconcile-attempt', attemptId: `${at(reconcileId)}#1` },
        },
        {
          position: at(gateId),
          nodeId: gateId,
          eventId: 'e-g',
          reason: 'asks: go?',
          request: {
            kind: 'gate',
            question: 'go?',
            fields: [{ name: 'choice', type: 'choice', options: ['yes', 'no'], required: true }],
          },
        },
      ],
      positions: [at(reconcileId), at(gateId)],
      nodes: [
        node({ position: at(failedId), nodeId: failedId, state: 'failed', code: 'EFFECT_FAILED', message: payload }),
        node({ position: at(rtlId), nodeId: rtlId }),
        node({ position: at(reconcileId), nodeId: reconcileId, state: 'paused', durationMs: null }),
        node({ position: at(gateId), nodeId: gateId, state: 'paused', durationMs: null }),
      ],
      usage: [{ nodeId: rtlId, usage: partialUsage() }],
    },
    {
      graphNodes: [
        { id: failedId, needs: [], optional: true },
        { id: rtlId, needs: [], optional: false },
        { id: reconcileId, needs: [rtlId], optional: false },
        { id: gateId, needs: [reconcileId], optional: false },
      ],
      positionEngines: { [at(rtlId)]: [`anthropic/${payload}`] },
    },
  );
}
