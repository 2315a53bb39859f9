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
    expect(said[4]).toMatch(/^ {2}dag\/b\/1 +running +got its budget turn after 6\.0 s$/);
    expect(lines.counts.running).toBe(2);
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
