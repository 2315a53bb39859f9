// `cancel` of a live run: the intent is recorded, the watchdog (a `start` process) is sent SIGTERM
// and stops instead of interrupting, and the run ends settled as stopped, recorded, not resumable.
import { describe, expect, it } from 'vitest';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { cli, json, nodeBin, repository, spawnCli, useCleanup, waitUntil } from './helpers.ts';
import path from 'node:path';

useCleanup();

describe('cancel', () => {
  it('stops a live run for good: exit 4 from start, a settled stopped run, runner:cancelled recorded', async () => {
    const repo = await repository({
      'graph.yml': `version: 1\nnodes:\n  wait: { run: [${nodeBin}, -e, "setInterval(() => {}, 1000)"], retry-safe: true }\n`,
    });
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'c-1', '--teardown-grace', '500ms'], {
      cwd: repo,
    });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    await waitUntil('the node running', async () => {
      const status = await readSupervisedRunStatus({ storage, runId: 'c-1' }).catch(() => undefined);
      return status?.active.some((a) => a.position === 'dag/wait/1' && a.phase === 'running') === true;
    });

    const cancelled = await cli(['cancel', '--run-id', 'c-1', '--reason', 'changed my mind', '--by', 'tester'], {
      cwd: repo,
    });
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toMatch(
      new RegExp(
        `^Run c-1 cancelled: it was running, it is stopped after its watchdog \\(pid ${run.child.pid}\\) was sent SIGTERM\\.$`,
        'm',
      ),
    );

    const started = await run.done;
    expect(started.code).toBe(4);
    expect(started.stdout).toContain('SIGTERM: a cancel is recorded; stopping the run');
    expect(started.stdout).toMatch(/Run c-1 was stopped: STOPPED/);

    const status = json<{
      status: { phase: string; cleanupVerified: boolean; processes: unknown[]; watchdog: { holder: unknown } };
    }>(await cli(['status', '--run-id', 'c-1', '--json'], { cwd: repo })).status;
    expect(status).toMatchObject({
      phase: 'stopped',
      cleanupVerified: true,
      processes: [],
      watchdog: { holder: null },
    });
    // The node it was in the middle of reads stopped, not running: no process runs it any more.
    const text = await cli(['status', '--run-id', 'c-1'], { cwd: repo });
    expect(text.stdout).toMatch(/^ {2}dag\/wait\/1 +stopped +1 /m);

    const history = json<{ entries: Array<{ type: string; payload?: Record<string, unknown> }> }>(
      await cli(['history', '--run-id', 'c-1', '--json', '--limit', '1000', '--payloads'], { cwd: repo }),
    );
    const runner = history.entries.filter(
      (e) =>
        e.type.startsWith('runner:') &&
        !e.type.startsWith('runner:engine') &&
        e.type !== 'runner:heartbeat' &&
        e.type !== 'runner:node-changes',
    );
    expect(runner.slice(-2).map((e) => e.type)).toEqual(['runner:stopped', 'runner:cancelled']);
    expect(runner.at(-1)?.payload).toMatchObject({
      reason: 'changed my mind',
      by: 'tester',
      from: 'running',
      outcome: 'stopped',
      signalled: run.child.pid,
    });

    const resumed = await cli(['resume', '--run-id', 'c-1'], { cwd: repo });
    expect(resumed).toMatchObject({ code: 2, stderr: expect.stringContaining('RUN_NOT_PAUSED') });
    const again = await cli(['cancel', '--run-id', 'c-1', '--reason', 'twice'], { cwd: repo });
    expect(again).toMatchObject({ code: 0, stdout: 'Run c-1 had already ended (stopped); nothing to cancel.\n' });
  });
  it("refuses a --reason or --by holding the value of the run's --env variable or of a --known-secret-env, recording nothing", async () => {
    const repo = await repository({
      'graph.yml':
        'version: 1\nnodes:\n  approve:\n    ask:\n      question: "Ship?"\n      fields: { ok: { type: boolean, required: true } }\n',
    });
    const token = 'tok-cli-4b9e02d7f1';
    const other = 'other-secret-88c1d2';
    const env = { CANCEL_TOKEN: token, OTHER_SECRET: other };
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'c-2', '--env', 'CANCEL_TOKEN'], {
      cwd: repo,
      env,
    });
    expect(started.stdout).toMatch(/paused/);
    const refusals = [
      { args: ['--reason', `pasted ${token}`], flag: '--reason' },
      { args: ['--reason', 'fine', '--by', Buffer.from(token).toString('hex')], flag: '--by' },
      { args: ['--reason', `pasted ${other}`, '--known-secret-env', 'OTHER_SECRET'], flag: '--reason' },
    ];
    for (const { args, flag } of refusals) {
      const refused = await cli(['cancel', '--run-id', 'c-2', ...args], { cwd: repo, env });
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(new RegExp(`^supervised-run cancel: ${flag}: holds a known secret`));
      expect(refused.stderr + refused.stdout).not.toContain(token);
      expect(refused.stderr + refused.stdout).not.toContain(other);
    }
    const status = json<{ status: { phase: string } }>(
      await cli(['status', '--run-id', 'c-2', '--json'], { cwd: repo, env }),
    ).status;
    expect(status.phase).toBe('paused');
    const cancelled = await cli(['cancel', '--run-id', 'c-2', '--reason', 'not needed'], { cwd: repo, env });
    expect(cancelled.code, cancelled.stderr).toBe(0);
  });
});
