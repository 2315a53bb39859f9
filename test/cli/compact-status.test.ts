// The one-line status of `status --watch` off a terminal: positions a run left in flight are counted
// as what stopped them once it has ended, not as running.
import { describe, expect, it } from 'vitest';
import { compactStatus } from '../../src/cli/output/status-text.ts';
import type { SupervisedRunStatus } from '../../src/runner/index.ts';
import { node, status } from '../report/fixtures.ts';

const withNodes = (phase: SupervisedRunStatus['phase']) =>
  status({
    phase,
    nodes: [
      node({ position: 'dag/a/1', nodeId: 'a' }),
      node({ position: 'dag/b/1', nodeId: 'b', state: 'running' }),
      node({ position: 'dag/c/1', nodeId: 'c', state: 'dispatched' }),
    ],
  });

describe('compactStatus', () => {
  it('counts running and dispatched positions as such while the run is live', () => {
    expect(compactStatus(withNodes('running'))).toBe('running: 1 running, 1 dispatched, 1 completed');
  });

  it('counts them as timed out, stopped or interrupted once the run has ended so', () => {
    expect(compactStatus(withNodes('timeout'))).toBe('timeout: 2 timed out, 1 completed');
    expect(compactStatus(withNodes('stopped'))).toBe('stopped: 2 stopped, 1 completed');
    expect(compactStatus(withNodes('interrupted'))).toBe('interrupted: 2 interrupted, 1 completed');
  });
});
