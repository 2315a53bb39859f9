// A watchdog in another process: SIGTERM interrupts it (a resumable pause); SIGKILL orphans the
// run, which status reports and only an explicit, recorded takeover continues.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun } from '../../src/runner/index.ts';
import { fixture, types, waitUntil, type Fixture } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let f: Fixture | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  await f?.cleanup();
  f = undefined;
});

async function spawnWatchdog(
  fx: Fixture,
): Promise<{ process: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const file = path.join(fx.temp, 'options.json');
  await writeFile(file, JSON.stringify(fx.options));
  const proc = spawn(process.execPath, [path.join(here, 'fixtures', 'watchdog.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  // 'close', not 'exit': stdout may still hold the result when the process has exited.
  const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
  return { process: proc, output: () => out, exited };
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string };
  }
  throw new Error('expected a rejection');
}

/** Resolves once the process is gone (an orphaned worker stops on its own). */
async function workerGone(pid: number): Promise<void> {
  await waitUntil('the orphaned worker to exit', async () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });
}

describe('a watchdog in another process', () => {
  it('SIGTERM to the watchdog (handleSignals) interrupts the run as a resumable pause', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const watchdog = await spawnWatchdog(f);
    child = watchdog.process;
    await f.waitForFile('started-work-1');
    watchdog.process.kill('SIGTERM');
    expect(await watchdog.exited).toBe(0);
    const result = JSON.parse(watchdog.output().split('\n')[1]!) as Record<string, unknown>;
    expect(result).toMatchObject({
      kind: 'pause',
      code: 'INTERRUPTED',
      positions: ['dag/work/1'],
      reason: 'interrupted by SIGTERM',
    });
    const interrupted = (await f.events('runner')).at(-1)!;
    expect(interrupted).toMatchObject({
      type: 'runner:interrupted',
      data: { signal: 'SIGTERM', cleanupVerified: true },
    });
    expect((await f.status()).phase).toBe('interrupted');
  });

  it('a worker whose watchdog died records nothing more: the node it stops is not recorded as failed, and a takeover runs it again', async () => {
    f = await fixture({ work: { childBlock: true, retrySafe: true } });
    const watchdog = await spawnWatchdog(f);
    child = watchdog.process;
    await f.waitForFile('child-work-1');
    const workerPid = (await f.status()).worker!.pid!;
    const before = types(await f.events('graph'));
    watchdog.process.kill('SIGKILL');
    await watchdog.exited;
    // The worker stops the node's child (SIGTERM from its sweep) and exits; the node's run then
    // fails, but nothing is written after the loss: the attempt stays open, as after a crash.
    await workerGone(workerPid);
    expect(types(await f.events('graph'))).toEqual(before);
    expect(before.at(-1)).toBe('graph:node-attempt-started');
    expect(await f.status()).toMatchObject({ phase: 'orphaned', nodes: [{ nodeId: 'work', state: 'running' }] });
    await f.open('work');
    const handle = await resumeSupervisedRun({
      storage: f.storage,
      runId: f.runId,
      runRoot: f.repo,
      restart: { initialBackoffMs: 20, maxBackoffMs: 50 },
      teardownGraceMs: 300,
      takeover: { reason: 'the job was cancelled', by: 'ops@example' },
    });
    expect(await handle.done).toMatchObject({ kind: 'complete', output: { work: { attempt: 2 } } });
  });

  it('reports a run whose watchdog died as orphaned; only an explicit takeover continues it, and it is recorded', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const watchdog = await spawnWatchdog(f);
    child = watchdog.process;
    await f.waitForFile('started-work-1');
    const running = await f.status();
    expect(running.phase).toBe('running');
    const workerPid = running.worker!.pid!;
    watchdog.process.kill('SIGKILL');
    await watchdog.exited;
    // The worker notices its watchdog is gone and stops rather than run unsupervised.
    await workerGone(workerPid);
    const orphaned = await f.status();
    expect(orphaned).toMatchObject({
      phase: 'orphaned',
      watchdog: { alive: false, holder: { pid: watchdog.process.pid } },
      cleanupVerified: null,
    });
    const again = await f.status();
    expect(again.elapsedMs).toBe(orphaned.elapsedMs); // the clock stops at the last recorded activity

    const options = {
      storage: f.storage,
      runId: f.runId,
      runRoot: f.repo,
      restart: { initialBackoffMs: 20, maxBackoffMs: 50 },
      teardownGraceMs: 300,
    };
    // Refused, saying what continues it: its holder is provably gone.
    expect(await rejection(resumeSupervisedRun(options))).toMatchObject({
      code: 'PROCESS_LOCKED',
      message: expect.stringMatching(
        /; that process is gone \(its watchdog died\): continue the run with an explicit takeover, which is recorded$/,
      ),
    });
    await f.open('work');
    const handle = await resumeSupervisedRun({
      ...options,
      takeover: { reason: 'CI job was cancelled', by: 'ops@example' },
    });
    expect(await handle.done).toMatchObject({ kind: 'complete', output: { work: { attempt: 2 } } });
    const runner = await f.events('runner');
    const adopted = runner.find((e) => e.type === 'runner:adopted')!;
    expect(adopted).toMatchObject({
      session: 2,
      data: {
        from: 'orphaned',
        takeover: {
          reason: 'CI job was cancelled',
          by: 'ops@example',
          previousHolder: { pid: watchdog.process.pid },
          brokeLease: true,
        },
      },
    });
    expect(types(runner).slice(-3)).toEqual(['runner:worker-started', 'runner:worker-exited', 'runner:completed']);
    expect(await f.effects()).toEqual(['start work 1', 'start work 2', 'done work']);
  });
});
