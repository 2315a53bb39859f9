// A worker started ahead of its run (prelaunchSupervisedWorker): the run's first launch adopts it
// when it was started from the same spec, and stops it otherwise; unused, it is stopped; it dies
// with the process that started it; it never touches the store before a launch gives it its
// parameters. A resume starts one of its own while it verifies (or takes the caller's), and
// stops it when the resume is refused or fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  prelaunchSupervisedWorker,
  resumeSupervisedRun,
  startSupervisedRun,
  type PrelaunchedWorker,
} from '../../src/runner/index.ts';
import { markedChildren } from '../support/processes.ts';
import { fixture, waitUntil, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
let prelaunched: PrelaunchedWorker | undefined;
afterEach(async () => {
  await prelaunched?.dispose();
  prelaunched = undefined;
  await f?.cleanup();
  f = undefined;
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const startedPid = async (fx: Fixture) =>
  ((await fx.events('runner')).find((e) => e.type === 'runner:worker-started')?.data as { pid: number }).pid;

/** A run paused at its approval node `gated`, and the options that resume it there. */
async function pausedRun(): Promise<{ fx: Fixture; resume: Parameters<typeof resumeSupervisedRun>[0] }> {
  const fx = await fixture({ gated: { policy: 'approval' } });
  expect((await (await startSupervisedRun(fx.options)).done).kind).toBe('pause');
  const resume = {
    storage: fx.storage,
    runId: fx.runId,
    runRoot: fx.repo,
    teardownGraceMs: fx.options.teardownGraceMs!,
    position: 'dag/gated/1',
  };
  return { fx, resume };
}

const launchesOf = async (fx: Fixture, session: number) =>
  (await fx.events('runner'))
    .filter((e) => e.type === 'runner:worker-launching' && e.session === session)
    .map((e) => (e.data as { prelaunched?: boolean }).prelaunched === true);

describe('a prelaunched worker', () => {
  it('is the worker the first launch uses when it was started for the same run, root and environment', async () => {
    f = await fixture({ only: {} });
    prelaunched = await prelaunchSupervisedWorker({
      runId: f.runId,
      runRoot: f.repo,
      teardownGraceMs: f.options.teardownGraceMs!,
    });
    const pid = prelaunched.pid!;
    expect(alive(pid)).toBe(true);
    const handle = await startSupervisedRun({ ...f.options, prelaunched });
    expect(await handle.done).toEqual({ kind: 'complete', output: { only: { id: 'only', attempt: 1 } } });
    expect(await startedPid(f)).toBe(pid);
    const launching = (await f.events('runner')).find((e) => e.type === 'runner:worker-launching')!.data as {
      launchId: string;
      prelaunched?: boolean;
    };
    expect(launching.prelaunched).toBe(true);
    const result = (await f.events('graph')).find((e) => e.type === 'runner:worker-result')!.data as {
      launchId: string;
    };
    expect(result.launchId).toBe(launching.launchId);
  });

  it('is stopped, and a worker of its own started, when the run asks for another environment', async () => {
    f = await fixture({ only: {} });
    process.env.SUPERVISED_RUN_PRELAUNCH_TEST = 'value-1';
    try {
      prelaunched = await prelaunchSupervisedWorker({
        runId: f.runId,
        runRoot: f.repo,
        teardownGraceMs: f.options.teardownGraceMs!,
        environmentVariables: ['SUPERVISED_RUN_PRELAUNCH_TEST'],
      });
      const pid = prelaunched.pid!;
      const handle = await startSupervisedRun({ ...f.options, prelaunched });
      expect((await handle.done).kind).toBe('complete');
      expect(await startedPid(f)).not.toBe(pid);
      const launching = (await f.events('runner')).find((e) => e.type === 'runner:worker-launching')!;
      expect(launching.data).not.toHaveProperty('prelaunched');
      expect(alive(pid)).toBe(false); // stopped before the session ended
    } finally {
      delete process.env.SUPERVISED_RUN_PRELAUNCH_TEST;
    }
  });

  it('is stopped by dispose when no run uses it, and never wrote to the store', async () => {
    f = await fixture({ only: {} });
    prelaunched = await prelaunchSupervisedWorker({ runId: f.runId, runRoot: f.repo });
    const pid = prelaunched.pid!;
    await prelaunched.dispose();
    expect(alive(pid)).toBe(false);
    expect(existsSync(f.storage.directory)).toBe(false);
    await prelaunched.dispose(); // again: nothing to do
  });

  it('ends when the process that started it dies', async () => {
    f = await fixture({ only: {} });
    const script = path.join(f.temp, 'prelaunch.mjs');
    const runner = pathToFileURL(path.resolve('src/runner/index.ts')).href;
    await writeFile(
      script,
      [
        `import { prelaunchSupervisedWorker } from ${JSON.stringify(runner)};`,
        `const p = await prelaunchSupervisedWorker({ runId: 'r', runRoot: ${JSON.stringify(f.repo)} });`,
        'process.stdout.write(`${p.pid}\\n`);',
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
    const parent = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString('utf8').trim())));
      parent.once('exit', (code) => reject(new Error(`the parent exited ${code} before it printed`)));
    });
    expect(alive(pid)).toBe(true);
    parent.kill('SIGKILL');
    await waitUntil('the prelaunched worker to exit', async () => !alive(pid), 20_000);
  });

  it('is started by a resume while it verifies the store and the workspace, and the resumed session launches on it', async () => {
    const { fx, resume } = await pausedRun();
    f = fx;
    await fx.approve('gated');
    const resumed = await resumeSupervisedRun(resume);
    expect((await resumed.done).kind).toBe('complete');
    expect(await launchesOf(fx, 2)).toEqual([true]);
    expect(markedChildren(fx.runId)).toEqual([]);
  });

  it('is stopped by a resume that is refused or fails before its session, whether the resume or its caller started it', async () => {
    const { fx, resume } = await pausedRun();
    f = fx;
    // A run that is not stored: the resume fails before it reads anything more.
    prelaunched = await prelaunchSupervisedWorker({ runId: fx.runId, runRoot: fx.repo, teardownGraceMs: 300 });
    const unused = prelaunched.pid!;
    await expect(resumeSupervisedRun({ ...resume, runId: 'not-stored', prelaunched })).rejects.toMatchObject({
      code: 'RUN_STORAGE',
      message: expect.stringContaining('"not-stored" is not') as unknown,
    });
    expect(alive(unused)).toBe(false);
    // The workspace differs from the pause snapshot: the resume is refused as a pause result.
    await writeFile(path.join(fx.repo, 'stray.txt'), 'made while paused\n');
    prelaunched = await prelaunchSupervisedWorker({ runId: fx.runId, runRoot: fx.repo, teardownGraceMs: 300 });
    const given = prelaunched.pid!;
    const drifted = await (await resumeSupervisedRun({ ...resume, prelaunched })).done;
    expect(drifted).toMatchObject({ kind: 'pause', code: 'WORKSPACE_DRIFT' });
    expect(alive(given)).toBe(false);
    const refusedAgain = await (await resumeSupervisedRun(resume)).done;
    expect(refusedAgain).toMatchObject({ kind: 'pause', code: 'WORKSPACE_DRIFT' });
    expect(markedChildren(fx.runId)).toEqual([]);
    // A position that is not paused: the resume throws before anything is written.
    await expect(resumeSupervisedRun({ ...resume, position: 'dag/nope/1' })).rejects.toMatchObject({
      code: 'RESUME_POSITION',
    });
    expect(markedChildren(fx.runId)).toEqual([]);
    expect(await launchesOf(fx, 2)).toEqual([]);
    // The caller's worker, from the same spec, is the one the resumed session launches.
    await rm(path.join(fx.repo, 'stray.txt'));
    await fx.approve('gated');
    prelaunched = await prelaunchSupervisedWorker({ runId: fx.runId, runRoot: fx.repo, teardownGraceMs: 300 });
    const pid = prelaunched.pid!;
    expect((await (await resumeSupervisedRun({ ...resume, prelaunched })).done).kind).toBe('complete');
    const started = (await fx.events('runner')).findLast((e) => e.type === 'runner:worker-started')!;
    expect((started.data as { pid: number }).pid).toBe(pid);
  });

  it('refuses bad options with INVALID_OPTIONS naming the field', async () => {
    await expect(prelaunchSupervisedWorker({ runId: '', runRoot: '/tmp' })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('options.runId') as unknown,
    });
    f = await fixture({ only: {} });
    await expect(
      startSupervisedRun({ ...f.options, prelaunched: {} as unknown as PrelaunchedWorker }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('options.prelaunched') as unknown,
    });
  });
});
