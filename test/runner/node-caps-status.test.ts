// Node caps in status, folded from the graph log: the declared cap from an engine call's record,
// raises (the highest, who raised last), a resume that only accepted unknown usage changes nothing,
// and a node ID such as "__proto__" stays an ordinary entry.
import { describe, expect, it } from 'vitest';
import { emptyUsageTotals } from '../../src/engine/index.ts';
import { foldNodeCap, nodeCapsStatus } from '../../src/runner/status/node-caps.ts';
import { initialGraphFold, setOwnValue, type Occurrence } from '../../src/runner/status/state.ts';
import type { StoredEvent } from '../../src/store/contract.ts';

const event = (type: string, data: unknown) =>
  ({ type, data, session: 1, at: '2026-12-01T00:00:00.000Z' }) as StoredEvent;
const started = (position: string, cap?: unknown) =>
  event('runner:engine-started', {
    position,
    attemptId: 'a1',
    callId: `c-${position}`,
    lane: 'm',
    target: { provider: 'mock', model: 'm' },
    identity: { provider: 'mock', model: 'm', adapter: 'mock' },
    ...(cap === undefined ? {} : { cap }),
  });

describe('node caps folded for status', () => {
  it('shows the declared cap, the highest raise and who raised it last; spent comes from the node usage', () => {
    const state = initialGraphFold();
    setOwnValue(state.occurrences, 'dag/__proto__/1', { nodeId: '__proto__' } as Occurrence);
    setOwnValue(state.occurrences, 'dag/free/1', { nodeId: 'free' } as Occurrence);
    foldNodeCap(state, started('dag/__proto__/1', { usd: 1, tokens: 100 }));
    foldNodeCap(state, started('dag/free/1'));
    const raise = (data: Record<string, unknown>) =>
      foldNodeCap(state, event('runner:node-cap-raised', { nodeId: '__proto__', ...data }));
    raise({ usd: 3, raisedBy: 'ana' });
    raise({ usd: 2, tokens: 500, raisedBy: 'bo' });
    raise({ raisedBy: 'resume', acknowledged: ['c-x'] });
    const usage = { ...emptyUsageTotals(), inputTokens: 40, outputTokens: 2 };
    usage.cost = { ...usage.cost, reportedUsd: 1.25, estimatedUsd: 0.5, unknownCalls: 1 };
    expect(nodeCapsStatus(state.nodeCaps, [{ nodeId: '__proto__', usage }])).toEqual([
      {
        nodeId: '__proto__',
        limit: { usd: 3, tokens: 500 },
        declared: { usd: 1, tokens: 100 },
        spent: { usd: 1.75, tokens: 42 },
        unknownCalls: 1,
        raisedBy: 'bo',
      },
    ]);
    expect(Object.getPrototypeOf(state.nodeCaps![0])).toBe(Object.prototype);
  });

  it('is empty when no capped node made a call', () => {
    expect(nodeCapsStatus(initialGraphFold().nodeCaps, [])).toEqual([]);
  });
});
