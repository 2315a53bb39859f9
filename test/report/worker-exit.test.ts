// A runner:worker-crashed record in words: a crash says so; a worker stopped on a request says why.
import { describe, expect, it } from 'vitest';
import { describeBackoff, describeWorkerExit } from '../../src/report/index.ts';

describe('describeWorkerExit', () => {
  it('calls an exit without a stop request a crash, with its exit code or signal', () => {
    expect(describeWorkerExit({ exitCode: 1, signal: null })).toBe('the worker crashed (exit 1)');
    expect(describeWorkerExit({ exitCode: null, signal: 'SIGKILL' })).toBe('the worker crashed (SIGKILL)');
    expect(describeWorkerExit(null)).toBe('the worker crashed (no exit status)');
  });

  it.each([
    ['interrupt', 'the worker was stopped for the interrupt (SIGTERM)'],
    ['stop', 'the worker was stopped because the run is being stopped (SIGTERM)'],
    ['timeout', "the worker was stopped because the run's time ran out (SIGTERM)"],
    ['output-limit', 'the worker was stopped after it printed past its output limit (SIGTERM)'],
    ['memory-limit', 'the worker was stopped after it used more memory than allowed (SIGTERM)'],
    ['prelaunch-unused', 'the worker was stopped: prelaunch-unused (SIGTERM)'],
    ['toString', 'the worker was stopped: toString (SIGTERM)'],
  ])('says why a worker stopped for %s was stopped', (stopReason, words) => {
    expect(describeWorkerExit({ exitCode: null, signal: 'SIGTERM', stopReason })).toBe(words);
  });
});

describe('describeBackoff', () => {
  it('says which restart comes and when, and ? for what the record lacks', () => {
    expect(describeBackoff({ restart: 1, delayMs: 100 })).toBe('restart 1 in 100 ms');
    expect(describeBackoff({ restart: 3, delayMs: 4000 })).toBe('restart 3 in 4.0 s');
    expect(describeBackoff({})).toBe('restart ? in ?');
  });
});
