// A self-hosted runner keeps the machine's temp directory (and the leases in it) between jobs: the
// lease of a job that was killed must not block the next run on that machine. Its holder is provably
// dead (same host and boot, that pid gone), so the next run clears it, records whose it was, and runs.
import { spawn } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { defaultLeaseDirectory } from '../../src/runner/watchdog/workspace.ts';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { fixture, types, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

describe('a dead holder’s lease', () => {
  it('is cleared by the next run on the machine, which records runner:lease-cleared naming the holder, and runs', async () => {
    f = await fixture({ work: { retrySafe: true } });
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => holder.once('spawn', resolve));
    const provider = createGitWorkspaceProvider({
      root: await realpath(f.repo),
      leaseDirectory: defaultLeaseDirectory(),
    });
    const left = await provider.acquireLease({ runId: 'killed-job', pid: holder.pid! });
    await new Promise<void>((resolve) => {
      holder.once('exit', () => resolve());
      holder.kill('SIGKILL');
    });

    const handle = await startSupervisedRun(f.options);
    expect((await handle.done).kind).toBe('complete');
    const runner = await f.events('runner');
    expect(types(runner)).toContain('runner:lease-cleared');
    expect(runner.find((event) => event.type === 'runner:lease-cleared')?.data).toMatchObject({
      holder: { runId: 'killed-job', pid: holder.pid, acquiredAt: left.record.acquiredAt },
      reason: expect.stringContaining('provably dead'),
    });
    expect(await provider.readLease()).toBeNull(); // released at the end of the run
  });
});
