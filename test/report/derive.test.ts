// Facts derived from the logs: usage per position (calls without receipts stay unmeasured),
// refused resumes, dispatch order.
import { describe, expect, it } from 'vitest';
import {
  dispatchOrderFrom,
  inDispatchOrder,
  positionUsageFrom,
  resumeRefusedWarning,
} from '../../src/report/derive.ts';
import { emptyUsageTotals } from '../../src/engine/usage.ts';
import { exhaustedWarnings, type ReviewLoopView, type ReviewRoundView } from '../../src/report/reviews.ts';
import type { JsonValue, StoredEvent } from '../../src/store/contract.ts';
import { receipt } from './fixtures.ts';

let seq = 0;
const event = (type: string, data: JsonValue, session = 1): StoredEvent => ({
  schemaVersion: 1,
  seq: seq++,
  id: `id-${seq}`,
  at: '2025-01-01T00:00:00.000Z',
  type,
  session,
  data,
  batchRemaining: 0,
  prev: '0'.repeat(64),
  hash: '0'.repeat(64),
});
const started = (callId: string, position: string, model = 'm-1') =>
  event('runner:engine-started', {
    position,
    attemptId: `${position}#1`,
    callId,
    lane: 'l',
    target: { provider: 'p', model },
    identity: { provider: 'p', model, adapter: 'mock' },
  });

describe('positionUsageFrom', () => {
  it('counts each call under its position; an open or receipt-less failed call is unmeasured, never zero', () => {
    const usage = positionUsageFrom([
      started('c1', 'dag/a/1'),
      event('runner:engine-completed', {
        callId: 'c1',
        usage: receipt(),
        reported: { provider: 'p', model: 'm-1', adapter: 'mock' },
      }),
      started('c2', 'dag/a/2'),
      event('runner:engine-failed', { callId: 'c2', kind: 'timeout', message: 'boom' }),
      started('c3', 'dag/b/1', 'm-3'),
    ]);
    expect(usage['dag/a/1']).toMatchObject({ state: 'reported', calls: 1, inputTokens: 1200 });
    expect(usage['dag/a/2']).toMatchObject({
      state: 'unknown',
      calls: 1,
      failedCalls: 1,
      unknownCalls: 1,
      cost: { unknownCalls: 1, unknownModels: ['m-1'] },
    });
    expect(usage['dag/b/1']).toMatchObject({
      state: 'unknown',
      calls: 1,
      openCalls: 1,
      cost: { unknownModels: ['m-3'] },
    });
    expect('inputTokens' in (usage['dag/b/1'] as object)).toBe(false);
  });
});

describe('resumeRefusedWarning', () => {
  it('reports a refusal recorded since the latest session started, and not an older one', () => {
    const refused = event('runner:resume-refused', {
      code: 'WORKSPACE_DRIFT',
      reason: 'README.md differs',
      position: 'dag/p/1',
    });
    expect(resumeRefusedWarning([event('runner:paused', {}), refused])).toBe(
      'A resume of position dag/p/1 was refused (WORKSPACE_DRIFT): README.md differs',
    );
    expect(resumeRefusedWarning([refused, event('runner:session-started', {}, 2)])).toBeUndefined();
  });
});

describe('dispatch order', () => {
  it('orders by first dispatch, stable for positions never dispatched', () => {
    const order = dispatchOrderFrom([
      event('graph:node-dispatched', {
        dispatches: [
          { position: 'dag/z/1', nodeId: 'z', input: null },
          { position: 'dag/a/1', nodeId: 'a', input: null },
        ],
      }),
      event('graph:node-dispatched', { dispatches: [{ position: 'dag/m/1', nodeId: 'm', input: null }] }),
    ]);
    const items = ['dag/a/1', 'x', 'dag/m/1', 'dag/z/1', 'y'].map((position) => ({ position }));
    expect(inDispatchOrder(items, order).map((item) => item.position)).toEqual([
      'dag/z/1',
      'dag/a/1',
      'dag/m/1',
      'x',
      'y',
    ]);
  });
});

describe('exhaustedWarnings', () => {
  it('counts rounds and findings in words: one round, one finding, two rounds', () => {
    const round = (n: number, findings: number): ReviewRoundView => ({
      round: n,
      verdict: 'revise',
      findings,
      changes: { files: 0, added: 0, removed: 0, recorded: false },
      usage: emptyUsageTotals(),
      positions: [],
    });
    const loop = (rounds: ReviewRoundView[]): ReviewLoopView => ({
      reviewer: 'check',
      target: 'write',
      limit: rounds.length,
      exhausted: 'pass',
      rounds,
    });
    expect(exhaustedWarnings([loop([round(1, 1)]), loop([round(1, 3), round(2, 0)])])).toEqual([
      'Review "check" still asked for changes after 1 round (1 finding left); it was passed because its loop says when-exhausted: pass.',
      'Review "check" still asked for changes after 2 rounds (0 findings left); it was passed because its loop says when-exhausted: pass.',
    ]);
  });
});
