// A library caller cancels a run it drives itself (the watchdog is this process): the run is
// stopped and recorded as cancelled, and the caller goes on (a SIGTERM to its own pid would end it).
import { afterEach, describe, expect, it } from 'vitest';
import { cancelSupervisedRun, startSupervisedRun } from '../../src/index.ts';
import { fixture, types, type Fixture } from '../runner/helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

describe('cancelSupervisedRun from the process that drives the run', () => {
  it('stops the run, records who cancelled and why, and leaves the caller running', async () => {
    f = await fixture({ work: { block: true, retrySafe: false } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-work-1');
    const cancelled = await cancelSupervisedRun({
      storage: f.storage,
      runId: f.runId,
      reason: 'no longer needed',
      by: 'tester',
    });
    expect(cancelled).toMatchObject({ outcome: 'stopped', from: 'running', signalled: process.pid });
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'STOPPED' });
    expect(types(await f.events('runner')).slice(-2)).toEqual(['runner:stopped', 'runner:cancelled']);
    expect(await f.status()).toMatchObject({
      phase: 'stopped',
      cancelled: { reason: 'no longer needed', by: 'tester' },
      cleanupVerified: true,
    });
  }, 60_000);
});
