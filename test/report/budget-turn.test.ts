// What a person reads of a node whose engine call waits for its turn under a hard budget: a live
// line when it starts waiting (after whom) and when its turn comes, and in the summary and the
// status table "waiting for its budget turn" instead of a bare "running" with no call in flight.
import { describe, expect, it } from 'vitest';
import { positionStateText, ProgressLines, renderRunSummary } from '../../src/report/index.ts';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { storedEvent } from '../support/stored-event.ts';
import { actionContext, node, report } from './fixtures.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 11, 7, 11, 0, 0) + ms).toISOString();
const graph = (type: string, data: JsonValue, ms = 0): SupervisedRunEvent => ({
  log: 'graph',
  event: storedEvent(type, data, { at: at(ms) }),
});
const attempt = (position: string) =>
  graph('graph:node-attempt-started', {
    position,
    nodeId: position.split('/')[1]!,
    identity: { attemptId: `a-${position}`, position, attempt: 1 },
    retrySafe: true,
    kind: 'engine',
  });
const call = (position: string, ms: number) =>
  graph(
    'runner:engine-started',
    {
      position,
      attemptId: `a-${position}`,
      callId: `c-${position}`,
      lane: 'l',
      target: { provider: 'mock', model: 'm' },
      identity: { provider: 'mock', model: 'm' },
    },
    ms,
  );
const waiting = (position: string, after: string[], ms: number) =>
  graph('runner:budget-turn-waiting', { position, attemptId: `a-${position}`, lane: 'l', after }, ms);

describe('a node waiting for its budget turn', () => {
  it('has a live line when it starts waiting, after whom, and one when its turn comes', () => {
    const lines = new ProgressLines();
    const said = [
      attempt('dag/a/1'),
      attempt('dag/b/1'),
      call('dag/a/1', 5),
      waiting('dag/b/1', ['dag/a/1'], 10),
      call('dag/b/1', 6010),
    ].map((event) => lines.describe(event));
    expect(said[2]).toBeUndefined(); // a call that did not wait says nothing
    expect(said[3]).toMatch(/^ {2}dag\/b\/1 +waiting +for its budget turn \(after dag\/a\/1\)$/);
    expect(said[4]).toMatch(/^ {2}dag\/b\/1 +running +got its budget turn after 6\.0 s, when dag\/a\/1's call ended$/);
    expect(lines.counts.running).toBe(2);
  });

  it("names whose call it waited to end, even when that node's completion is recorded after the turn", () => {
    // As a run logs it: a's call ends and b's starts before a's node is recorded completed (a's
    // own work after its call); c waited after a and b, so its turn came when b's call ended.
    const lines = new ProgressLines();
    const said = [
      attempt('dag/a/1'),
      attempt('dag/b/1'),
      attempt('dag/c/1'),
      call('dag/a/1', 5),
      waiting('dag/b/1', ['dag/a/1'], 10),
      waiting('dag/c/1', ['dag/a/1', 'dag/b/1'], 12),
      call('dag/b/1', 300),
      graph('graph:node-completed', { position: 'dag/a/1', durationMs: 310 }, 310),
      call('dag/c/1', 600),
    ]
      .map((event) => lines.describe(event))
      .filter((line) => line !== undefined);
    expect(said.slice(5)).toEqual([
      expect.stringMatching(/dag\/b\/1 +running +got its budget turn after 290 ms, when dag\/a\/1's call ended$/),
      expect.stringMatching(/dag\/a\/1 +completed/),
      expect.stringMatching(/dag\/c\/1 +running +got its budget turn after 588 ms, when dag\/b\/1's call ended$/),
    ]);
  });

  it('names no one when none of those it waited after had a call start (they left the line)', () => {
    const lines = new ProgressLines();
    lines.describe(attempt('dag/b/1'));
    lines.describe(waiting('dag/b/1', ['dag/a/1'], 10));
    expect(lines.describe(call('dag/b/1', 20))).toMatch(/got its budget turn after 10 ms$/);
  });

  it('a wait that ends without a call (a budget pause) has no turn line when a later call starts', () => {
    const lines = new ProgressLines();
    lines.describe(attempt('dag/b/1'));
    expect(lines.describe(waiting('dag/b/1', ['dag/a/1', 'dag/c/1'], 10))).toContain(
      'for its budget turn (after dag/a/1, dag/c/1)',
    );
    lines.describe(
      graph('graph:node-paused', { position: 'dag/b/1', pauseKind: 'budget', reason: 'run budget reached' }, 20),
    );
    expect(lines.describe(call('dag/b/1', 30))).toBeUndefined();
  });

  it('shows in the summary and the status table while the run is live, not after it ended', () => {
    const budgetTurn = { since: '2025-01-01T00:00:02.000Z', after: ['dag/a/1'] };
    const nodes = [
      node({ position: 'dag/a/1', nodeId: 'a', state: 'running', durationMs: null }),
      node({ position: 'dag/b/1', nodeId: 'b', state: 'running', durationMs: null, budgetTurn }),
    ];
    const md = renderRunSummary(report({ phase: 'running', result: null, nodes }), actionContext);
    expect(md).toContain('| a | ⏳ running |');
    expect(md).toContain('| b | ⏳ waiting for its budget turn (after a) |');
    expect(positionStateText('running', 'running', budgetTurn)).toBe('waiting for its budget turn (after dag/a/1)');
    // Once the run has ended nothing waits: its end says what became of it.
    expect(positionStateText('running', 'interrupted', budgetTurn)).toBe('interrupted');
  });
});
