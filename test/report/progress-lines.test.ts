// The live lines a person reads in the CLI and in the Action's step log: a retry's wait, the failed
// count a retry takes back, how the session ended, and untrusted text kept to one line.
import { describe, expect, it } from 'vitest';
import { ProgressLines } from '../../src/report/index.ts';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { storedEvent } from '../support/stored-event.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 11, 7, 11, 0, 0) + ms).toISOString();
const graph = (type: string, data: JsonValue, ms = 0): SupervisedRunEvent => ({
  log: 'graph',
  event: storedEvent(type, data, { at: at(ms) }),
});
const runner = (type: string, data: JsonValue): SupervisedRunEvent => ({
  log: 'runner',
  event: storedEvent(type, data),
});
const started = (position: string, ms = 0) =>
  graph(
    'graph:node-attempt-started',
    {
      position,
      nodeId: position.split('/')[1]!,
      identity: { attemptId: `a-${position}`, position, attempt: 1 },
      retrySafe: true,
      kind: 'data',
    },
    ms,
  );
const failed = (position: string, ms: number) =>
  graph(
    'graph:node-failed',
    { position, code: 'EFFECT_FAILED', message: 'exit 75', durationMs: 37, failedAt: at(ms) },
    ms + 1,
  );
const dispatched = (position: string, ms: number, input: JsonValue = {}) =>
  graph('graph:node-dispatched', { dispatches: [{ position, nodeId: position.split('/')[1]!, input }] }, ms);

describe('progress lines', () => {
  it("says a retry's wait from its failure, with the time it may start, and takes back the failed count", () => {
    const lines = new ProgressLines();
    const said = [
      dispatched('dag/flaky/1', 0),
      started('dag/flaky/1'),
      failed('dag/flaky/1', 40),
      dispatched('dag/flaky/2', 45, { notBefore: at(1040) }),
    ].map((event) => lines.describe(event));
    expect(said[0]).toBeUndefined(); // a dispatch that starts at once says nothing before its running line
    expect(said[1]).toMatch(/^ {2}dag\/flaky\/1 +running$/);
    expect(said[2]).toMatch(/^ {2}dag\/flaky\/1 +failed +37 ms +EFFECT_FAILED: exit 75$/);
    expect(said[3]).toMatch(/^ {2}dag\/flaky\/2 +waiting +retry in 1\.0 s \(not before (2026-12-07 )?11:00:01 UTC\)$/);
    expect(lines.counts).toEqual({ completed: 0, running: 0, failed: 0, paused: 0 });
    // A dispatch recorded past its time (after a restart) waits for nothing: no line.
    expect(lines.describe(dispatched('dag/flaky/3', 5000, { notBefore: at(4000) }))).toBeUndefined();
  });

  it('says when max-dispatches stops the run: nothing new starts, the finally nodes run once, then it fails', () => {
    const lines = new ProgressLines();
    const stop = { maxDispatches: 2, dispatched: 2, code: 'BUDGET_STOP', message: 'max dispatches (2) reached' };
    expect(lines.describe(graph('graph:dispatch-limit-reached', stop))).toBe(
      '  max-dispatches (2) reached: no new node starts; the finally nodes run once, then the run fails BUDGET_STOP',
    );
  });

  it('counts a failure that is not retried, and a pause until it is resumed', () => {
    const lines = new ProgressLines();
    for (const event of [
      started('dag/a/1'),
      failed('dag/a/1', 10),
      started('dag/b/1'),
      graph('graph:node-paused', {
        position: 'dag/b/1',
        pauseKind: 'policy',
        reason: 'waits for an answer',
        request: {},
      }),
    ])
      lines.describe(event);
    expect(lines.counts).toEqual({ completed: 0, running: 0, failed: 1, paused: 1 });
    expect(
      lines.describe(
        graph('graph:node-resumed', { position: 'dag/b/1', answer: { values: { ok: true }, answeredBy: 'octocat' } }),
      ),
    ).toMatch(/^ {2}dag\/b\/1 +resumed +answered by octocat$/);
    expect(lines.counts.paused).toBe(0);
  });

  it("says what a paused position waits for in words, not the executor's pause kind", () => {
    const paused = (pauseKind: string, reason: string, request: JsonValue = {}) =>
      new ProgressLines().describe(graph('graph:node-paused', { position: 'dag/g/1', pauseKind, reason, request }));
    const gate = { kind: 'gate', question: 'Ship release 1.4?', fields: { ok: { type: 'boolean', required: true } } };
    expect(paused('policy', 'asks: Ship release 1.4?', gate)).toMatch(
      /^ {2}dag\/g\/1 +paused +waits for an answer: Ship release 1\.4\?$/,
    );
    expect(paused('policy', 'held for review')).toMatch(/paused +waits to be resumed: held for review$/);
    expect(paused('reconcile-attempt', 'its outcome is uncertain')).toMatch(
      /paused +waits for your decision: its outcome is uncertain$/,
    );
    expect(paused('budget', 'run budget reached ($0.04 of $0.04)')).toMatch(
      /paused +run budget reached \(\$0\.04 of \$0\.04\)$/,
    );
    expect(paused('engine', 'rate plan exhausted')).toMatch(/paused +the engine asked to wait: rate plan exhausted$/);
    for (const kind of ['policy', 'reconcile-attempt', 'budget', 'engine'])
      expect(paused(kind, 'r', kind === 'policy' ? gate : {})).not.toContain(`${kind}:`);
  });

  it("says how the session ended only when asked (the Action's log; the CLI prints its own outcome)", () => {
    const ends: Array<[string, JsonValue, string]> = [
      ['runner:completed', { cleanupVerified: true }, 'run completed'],
      ['runner:paused', { code: 'INTERRUPTED', reason: 'interrupted', positions: [] }, 'run paused: INTERRUPTED'],
      [
        'runner:paused',
        {
          positions: ['dag/a/1'],
          pauses: [{ position: 'dag/a/1', nodeId: 'a', eventId: 'e', reason: 'r', request: {} }],
        },
        'run paused (waiting on dag/a/1)',
      ],
      ['runner:interrupted', { signal: 'SIGINT', positions: [] }, 'run interrupted by SIGINT'],
      ['runner:stopped', { reason: 'cancelled by octocat' }, 'run stopped: cancelled by octocat'],
      ['runner:timeout', { elapsedMs: 61_000, timeoutMs: 60_000 }, 'run timed out: 1 min 1 s of its 1 min 0 s limit'],
      [
        'runner:failed',
        { code: 'DAG_NODE_FAILED', message: 'node a failed' },
        'run failed: DAG_NODE_FAILED: node a failed',
      ],
    ];
    for (const [type, data, line] of ends) {
      expect(new ProgressLines({ settlements: true }).describe(runner(type, data))).toBe(line);
      expect(new ProgressLines().describe(runner(type, data))).toBeUndefined();
    }
  });

  it('keeps untrusted text on one line with its control characters shown, and cut', () => {
    const lines = new ProgressLines({ settlements: true });
    const line = lines.describe(
      graph('graph:node-failed', {
        position: 'dag/a/1',
        code: 'EFFECT_FAILED',
        message: `first\n::error::second\r\u001b[31m${'x'.repeat(500)}`,
        durationMs: 5,
      }),
    )!;
    expect(line.split('\n')).toHaveLength(1);
    expect(line).not.toMatch(/[\r\u001b]/);
    expect(line).toContain('first ::error::second');
    expect(line.endsWith('…')).toBe(true);
    const failedRun = lines.describe(runner('runner:failed', { code: 'X', message: 'a\nb' }))!;
    expect(failedRun).toBe('run failed: X: a b');
  });
  it("says tokens as the run's usage does: unknown when no call reported any, lower bounds when some did not", () => {
    const identity = { provider: 'mock', model: 'm', adapter: 'mock' };
    const call = (position: string, callId: string) =>
      graph('runner:engine-started', {
        position,
        attemptId: `a-${position}`,
        callId,
        lane: 'm',
        target: { provider: 'mock', model: 'm' },
        identity,
      });
    const ended = (callId: string, usage: JsonValue) =>
      graph('runner:engine-completed', { callId, usage, reported: identity });
    const unmeasured = { measured: false, cost: { kind: 'unknown' }, billing: 'unknown' };
    const measured = {
      measured: true,
      inputTokens: 1200,
      outputTokens: 30,
      cost: { kind: 'unknown' },
      billing: 'unknown',
    };
    const completed = (position: string) =>
      graph('graph:node-completed', { position, attemptId: `a-${position}`, durationMs: 3 });
    const lines = new ProgressLines();
    for (const event of [call('dag/a/1', 'c1'), ended('c1', unmeasured)]) lines.describe(event);
    // A mock call that completed without usage figures: not "0 in / 0 out".
    expect(lines.describe(completed('dag/a/1'))).toMatch(/^ {2}dag\/a\/1 +completed +3 ms +tokens unknown$/);
    for (const event of [call('dag/b/1', 'c2'), ended('c2', measured), call('dag/b/1', 'c3'), ended('c3', unmeasured)])
      lines.describe(event);
    expect(lines.describe(completed('dag/b/1'))).toMatch(/tokens ≥ 1,200 in \/ ≥ 30 out \(\+1 unmeasured\)$/);
  });
});
