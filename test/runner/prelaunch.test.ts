// A worker started ahead of its run (prelaunchSupervisedWorker): the run's first launch adopts it
// when it was started from the same spec, and stops it otherwise; unused, it is stopped; it dies
// with the process that started it; it never touches the store before a launch gives it its
// parameters.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { prelaunchSupervisedWorker, startSupervisedRun, type PrelaunchedWorker } from '../../src/runner/index.ts';
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
