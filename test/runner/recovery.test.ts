// Crash recovery with real SIGKILLs of the worker: retry-safe nodes run again, unsafe ones pause
// for reconciliation, nothing completed runs twice, and every limit ends the run as the seed says.
import { appendFileSync } from 'node:fs';
import { readFile, appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSameProcessAlive, readProcessIdentity } from '../../src/engine/command/index.ts';
import { resumeSupervisedRun, startSupervisedRun } from '../../src/runner/index.ts';
import { defaultLeaseDirectory } from '../../src/runner/watchdog/workspace.ts';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { fixture, grandchildPid, killWorker, types, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

const resumeOptions = (fx: Fixture) => ({
  storage: fx.storage,
  runId: fx.runId,
  runRoot: fx.repo,
  restart: { initialBackoffMs: 20, maxBackoffMs: 100 },
  teardownGraceMs: 300,
});

describe('crash recovery', () => {
  it('runs a retry-safe node again after a SIGKILL mid-node and never repeats a completed one', async () => {
    f = await fixture({ first: { retrySafe: false }, second: { needs: ['first'], block: true, retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-second-1');
    await killWorker(f);
    await f.open('second');
    const result = await handle.done;
    expect(result).toEqual({
      kind: 'complete',
      output: { first: { id: 'first', attempt: 1 }, second: { id: 'second', attempt: 2 } },
    });
    expect(await f.effects()).toEqual([
      'start first 1',
      'done first',
      'start second 1',
      'start second 2',
      'done second',
    ]);
    const runner = types(await f.events('runner'));
    expect(runner).toEqual([
      'runner:session-started',
      'runner:worker-launching',
      'runner:worker-started',
      'runner:worker-crashed',
      'runner:restart-anchor',
      'runner:backoff',
      'runner:worker-launching',
      'runner:worker-started',
      'runner:worker-exited',
      'runner:completed',
    ]);
    const status = await f.status();
    expect(status).toMatchObject({ phase: 'completed', restartCount: 1, cleanupVerified: true });
  });

  it('pauses a non-retry-safe node for reconciliation; an explicit decision, its output near the store’s event limit, completes the run without repeating it', async () => {
    f = await fixture({ first: {}, charge: { needs: ['first'], block: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-charge-1');
    await killWorker(f);
    const paused = await handle.done;
    expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/charge/1'] });
    if (paused.kind !== 'pause') throw new Error('expected a pause');
    expect(paused.code).toBeUndefined();
    expect(paused.pauses[0]).toMatchObject({
      position: 'dag/charge/1',
      nodeId: 'charge',
      request: { kind: 'reconcile-attempt' },
    });
    expect((await f.status()).phase).toBe('paused');
    expect(types(await f.events('runner')).slice(-2)).toEqual(['runner:pause-anchor', 'runner:paused']);

    // 240 KB: more than half the store's event limit, which the input check once held it to.
    const receipt = 'r'.repeat(240_000);
    const resumed = await resumeSupervisedRun({
      ...resumeOptions(f),
      position: 'dag/charge/1',
      decision: { decision: 'complete', output: { charged: true, by: 'hand', receipt }, decidedBy: 'ops@example' },
    });
    const result = await resumed.done;
    expect(result).toEqual({
      kind: 'complete',
      output: { first: { id: 'first', attempt: 1 }, charge: { charged: true, by: 'hand', receipt } },
    });
    expect(await f.effects()).toEqual(['start first 1', 'done first', 'start charge 1']);
    const graph = await f.events('graph');
    expect(graph.find((e) => e.type === 'graph:node-reconciled')?.data).toMatchObject({
      decision: 'complete',
      decidedBy: 'ops@example',
    });
    const sessions = new Set((await f.events('runner')).map((e) => e.session));
    expect([...sessions]).toEqual([1, 2]);
    expect((await f.status()).session).toBe(2);
  });

  it('a reconcile decision "retry" offers the uncertain work again; completed nodes still run once', async () => {
    f = await fixture({ first: {}, charge: { needs: ['first'], block: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-charge-1');
    await killWorker(f);
    expect((await handle.done).kind).toBe('pause');
    await f.open('charge');
    const resumed = await resumeSupervisedRun({
      ...resumeOptions(f),
      position: 'dag/charge/1',
      decision: { decision: 'retry', decidedBy: 'ops' },
    });
    expect(await resumed.done).toMatchObject({ kind: 'complete', output: { charge: { id: 'charge', attempt: 2 } } });
    expect(await f.effects()).toEqual([
      'start first 1',
      'done first',
      'start charge 1',
      'start charge 2',
      'done charge',
    ]);
  });

  it('stops a detached (setsid) grandchild of the killed worker before the restart snapshot', async () => {
    f = await fixture({ spawner: { detach: true, block: true, retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-spawner-1');
    const grandchild = await grandchildPid(f);
    const identity = await readProcessIdentity(grandchild);
    if (process.platform === 'linux') expect(identity).toBeDefined();
    await rm(path.join(f.control, 'grandchild.pid'));
    await killWorker(f);
    await f.waitForFile('started-spawner-2');
    const runner = await f.events('runner');
    const crashed = runner.find((e) => e.type === 'runner:worker-crashed')!.data as {
      cleanup: { verified: boolean; stopped: Array<{ pid: number }> };
    };
    expect(crashed.cleanup.verified).toBe(true);
    if (process.platform === 'linux') {
      expect(crashed.cleanup.stopped.map((p) => p.pid)).toContain(grandchild);
      expect(await isSameProcessAlive(identity!)).toBe(false);
    }
    expect(types(runner).indexOf('runner:restart-anchor')).toBeGreaterThan(
      types(runner).indexOf('runner:worker-crashed'),
    );
    await f.open('spawner');
    expect((await handle.done).kind).toBe('complete');
    const second = Number(await readFile(path.join(f.control, 'grandchild.pid'), 'utf8'));
    const secondIdentity = await readProcessIdentity(second);
    // The second worker exited normally: its grandchild was swept by the owner marker at exit.
    expect(secondIdentity === undefined || !(await isSameProcessAlive(secondIdentity))).toBe(true);
  });

  it('pauses with WORKSPACE_DRIFT when the workspace changes during restart backoff; continuing after the edit is undone completes', async () => {
    f = await fixture(
      { work: { block: true, retrySafe: true } },
      { restart: { maxRestarts: 2, initialBackoffMs: 300, maxBackoffMs: 300 } },
    );
    const readme = path.join(f.repo, 'README.md');
    // Edited synchronously when the backoff record is appended: during backoff however loaded the machine is.
    const handle = await startSupervisedRun({
      ...f.options,
      onEvent: (e) => e.event.type === 'runner:backoff' && appendFileSync(readme, 'edited during backoff\n'),
    });
    await f.waitForFile('started-work-1');
    await killWorker(f);
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'pause', code: 'WORKSPACE_DRIFT', positions: ['dag/work/1'] });
    if (result.kind !== 'pause') throw new Error('expected a pause');
    expect(result.reason).toContain('README.md');
    expect(await f.effects()).toEqual(['start work 1']);
    const runner = await f.events('runner');
    const restartAnchor = runner.find((e) => e.type === 'runner:restart-anchor')!.data as {
      anchor: { digest: string };
      fingerprint: string;
      head: string | null;
    };
    const pauseAnchor = runner.find((e) => e.type === 'runner:pause-anchor')!.data as {
      anchor: { digest: string };
      source: string;
    };
    // The pause names the restart's snapshot, and says which workspace state it holds.
    expect(restartAnchor.head).toMatch(/^[0-9a-f]{40}$/);
    expect(pauseAnchor).toEqual({
      source: 'restart-anchor',
      anchor: restartAnchor.anchor,
      fingerprint: restartAnchor.fingerprint,
      head: restartAnchor.head,
    });

    f.git('checkout', '--', 'README.md');
    await f.open('work');
    const resumed = await resumeSupervisedRun(resumeOptions(f));
    expect(await resumed.done).toMatchObject({ kind: 'complete', output: { work: { attempt: 2 } } });
    expect(types(await f.events('runner'))).toContain('runner:adopted');
  });

  it('pauses with WORKSPACE_LEASE when another holder takes the workspace during backoff; continuing later completes', async () => {
    f = await fixture(
      { work: { block: true, retrySafe: true } },
      { restart: { maxRestarts: 2, initialBackoffMs: 3000, maxBackoffMs: 3000 } },
    );
    const other = createGitWorkspaceProvider({ root: f.repo, leaseDirectory: defaultLeaseDirectory() });
    // Taken as soon as the backoff record is appended (the lease was released just before it).
    let foreign: ReturnType<typeof other.acquireLease> | undefined;
    const handle = await startSupervisedRun({
      ...f.options,
      onEvent: (e) =>
        void (
          e.event.type === 'runner:backoff' &&
          (foreign = other.acquireLease({ runId: 'someone-else', pid: process.pid }))
        ),
    });
    await f.waitForFile('started-work-1');
    await killWorker(f);
    let result;
    try {
      result = await handle.done;
    } finally {
      await (await foreign)?.release();
    }
    expect(result).toMatchObject({ kind: 'pause', code: 'WORKSPACE_LEASE', positions: ['dag/work/1'] });
    expect((await f.status()).phase).toBe('paused');
    await f.open('work');
    const resumed = await resumeSupervisedRun(resumeOptions(f));
    expect(await resumed.done).toMatchObject({ kind: 'complete', output: { work: { attempt: 2 } } });
  });

  it('fails with HOST_MODULE_CHANGED when a replacement worker finds the host module edited', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-work-1');
    await appendFile(path.join(f.repo, 'host.mjs'), '\n// edited\n');
    await killWorker(f);
    const result = await handle.done;
    expect(result).toMatchObject({ kind: 'fail', code: 'HOST_MODULE_CHANGED' });
    expect((await f.status()).phase).toBe('failed');
  });

  it('stops a worker that floods its output with OUTPUT_LIMIT and does not restart it', async () => {
    f = await fixture({ loud: { flood: 2_000_000, block: true, retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'OUTPUT_LIMIT' });
    const status = await f.status();
    expect(status).toMatchObject({ phase: 'failed', restartCount: 0, cleanupVerified: true });
    const runner = types(await f.events('runner'));
    expect(runner.filter((t) => t === 'runner:worker-launching')).toHaveLength(1);
    expect(runner).not.toContain('runner:backoff');
  });

  it('fails with WORKER_ERROR when the worker process cannot be started, and does not try again', async () => {
    f = await fixture({ only: { retrySafe: true } });
    // The worker is `process.execPath` running its entry: a Node binary that is not there is a real
    // spawn failure (ENOENT), as a runner whose tool cache lost its Node would see.
    const execPath = process.execPath;
    process.execPath = path.join(f.repo, 'no-such-node');
    let result;
    try {
      const handle = await startSupervisedRun(f.options);
      result = await handle.done;
    } finally {
      process.execPath = execPath;
    }
    expect(result).toMatchObject({ kind: 'fail', code: 'WORKER_ERROR' });
    expect((result as { message: string }).message).toMatch(/^the worker could not be started: ENOENT: /);
    expect(await f.effects()).toEqual([]);
    expect(await f.status()).toMatchObject({ phase: 'failed', restartCount: 0, cleanupVerified: true });
    const runner = types(await f.events('runner'));
    expect(runner.filter((t) => t === 'runner:worker-launching')).toHaveLength(1);
    expect(runner).not.toContain('runner:backoff');
  });

  it('ends with RESTART_EXHAUSTED once restart.maxRestarts replacements have crashed', async () => {
    f = await fixture(
      { crash: { killWorker: true, retrySafe: true } },
      { restart: { maxRestarts: 1, initialBackoffMs: 10, maxBackoffMs: 10 } },
    );
    const handle = await startSupervisedRun(f.options);
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'RESTART_EXHAUSTED' });
    expect(await f.effects()).toEqual(['start crash 1', 'start crash 2']);
    expect(await f.status()).toMatchObject({ phase: 'failed', restartCount: 1 });
  });

  it('stops at limits.maxDispatches with BUDGET_STOP', async () => {
    f = await fixture({ a: {}, b: { needs: ['a'] }, c: { needs: ['b'] } }, { limits: { maxDispatches: 2 } });
    const handle = await startSupervisedRun(f.options);
    expect(await handle.done).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    expect(await f.effects()).toEqual(['start a 1', 'done a', 'start b 1', 'done b']);
    expect((await f.status()).dispatches).toBe(2);
  });
});
