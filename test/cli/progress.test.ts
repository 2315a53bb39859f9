// Progress lines (position, phase, duration, tokens) and the status line: redrawn in place only on
// a terminal outside CI.
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { Progress } from '../../src/cli/output/progress.ts';
import type { SupervisedRunEvent } from '../../src/runner/index.ts';
import type { JsonValue } from '../../src/store/contract.ts';
import { storedEvent } from '../support/stored-event.ts';

function io(isTTY: boolean, env: Record<string, string> = {}): CliIo & { out: () => string } {
  let text = '';
  return {
    stdout: { isTTY, write: (chunk: string) => (text += chunk) },
    stderr: { write: () => true },
    env,
    cwd: '/',
    out: () => text,
  };
}

const event = (log: 'graph' | 'runner', type: string, data: JsonValue): SupervisedRunEvent => ({
  log,
  event: storedEvent(type, data),
});
const receipt = { measured: true, inputTokens: 1200, outputTokens: 30, cost: { kind: 'unknown' }, billing: 'unknown' };
const identity = { provider: 'mock', model: 'm', adapter: 'mock' };

const events: SupervisedRunEvent[] = [
  event('graph', 'graph:node-attempt-started', {
    position: 'dag/review/1',
    nodeId: 'review',
    identity: { attemptId: 'a', position: 'dag/review/1', attempt: 2 },
    retrySafe: true,
    kind: 'engine',
  }),
  event('graph', 'runner:engine-started', {
    position: 'dag/review/1',
    attemptId: 'a',
    callId: 'c1',
    lane: 'l',
    target: { provider: 'mock', model: 'm' },
    identity,
  }),
  event('graph', 'runner:engine-completed', { callId: 'c1', usage: receipt, reported: identity }),
  event('graph', 'graph:node-completed', { position: 'dag/review/1', attemptId: 'a', durationMs: 1530 }),
  event('graph', 'graph:node-failed', {
    position: 'dag/x/1',
    code: 'EFFECT_FAILED',
    message: 'exit 1\u001b[31m',
    durationMs: 12,
  }),
  event('runner', 'runner:backoff', { restart: 1, delayMs: 1000, until: '' }),
];

describe('progress', () => {
  it('prints one plain line per node event with duration and tokens when not a terminal', () => {
    const out = io(false);
    const progress = new Progress(out);
    for (const e of events) progress.onEvent(e);
    progress.finish();
    expect(out.out().split('\n')).toEqual([
      expect.stringMatching(/^  dag\/review\/1 +running +attempt 2$/),
      expect.stringMatching(/^  dag\/review\/1 +completed +1\.5 s +tokens 1,200 in \/ 30 out$/),
      expect.stringMatching(/^  dag\/x\/1 +failed +12 ms +EFFECT_FAILED: exit 1\uFFFD\[31m$/),
      '  watchdog: restart 1 in 1.0 s',
      '',
    ]);
  });

  it('prints a skipped node with the reason its condition was unmet', () => {
    const out = io(false);
    const progress = new Progress(out);
    progress.onEvent(
      event('graph', 'graph:node-completed', {
        position: 'dag/deploy/1',
        durationMs: 3,
        output: null,
        skipped: { reason: 'when is unmet: passed: lint (it failed)' },
      }),
    );
    progress.finish();
    expect(out.out()).toMatch(/^  dag\/deploy\/1 +skipped +when is unmet: passed: lint \(it failed\)\n$/);
  });

  it('redraws a status line on a terminal, and never in CI', () => {
    const terminal = io(true);
    const progress = new Progress(terminal);
    for (const e of events.slice(0, 4)) progress.onEvent(e);
    progress.finish();
    expect(terminal.out()).toContain('\r\x1b[K  … 0 completed, 1 running');
    expect(terminal.out()).toContain('\r\x1b[K  … 1 completed, 0 running');
    expect(terminal.out().endsWith('\r\x1b[K')).toBe(true); // cleared at the end

    const ci = io(true, { CI: 'true' });
    const quiet = new Progress(ci);
    for (const e of events.slice(0, 4)) quiet.onEvent(e);
    quiet.finish();
    expect(ci.out()).not.toMatch(/[\r\u001b]/);
  });
});
