// A worker never outlives its watchdog: its IPC channel has no other writer, so the worker learns of
// the watchdog's death (SIGKILL included) at once, stops its node commands (owner marker) and exits
// before any node runs unsupervised.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, grandchildPid, waitUntil, type Fixture } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let f: Fixture | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  await f?.cleanup();
  f = undefined;
});

/** Running (a zombie waiting for its new parent to reap it has exited). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/**
 * Starts the watchdog in its own process; resolves with it, its exit and its worker's pid once the
 * worker is spawned. `dieAtWorkerStarted`: the watchdog kills itself (SIGKILL) right then.
 */
async function watchdogWithWorker(
  fx: Fixture,
  options: { dieAtWorkerStarted?: boolean } = {},
): Promise<{ watchdog: ChildProcess; exited: Promise<void>; workerPid: number }> {
  const file = path.join(fx.temp, 'options.json');
  await writeFile(file, JSON.stringify(fx.options));
  const args = [path.join(here, 'fixtures', 'watchdog-events.ts'), file];
  if (options.dieAtWorkerStarted === true) args.push('die-at-worker-started');
  const watchdog = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  child = watchdog;
  const exited = new Promise<void>((resolve) => watchdog.once('exit', () => resolve()));
  const workerPid = await new Promise<number>((resolve, reject) => {
    let out = '';
    watchdog.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /worker (\d+)\n/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    // 'close', not 'exit': it comes after the last output, which may be the line this waits for.
    watchdog.once('close', () => reject(new Error(`the watchdog exited before its worker started:\n${out}`)));
  });
  return { watchdog, exited, workerPid };
}

/**
 * How long the worker entry takes to load here and now (it exits at once on empty parameters): on an
 * idle runner ~0.1-0.3 s; on a loaded test machine several times that. The worker can act on its
 * watchdog's death only once it runs at all, so "within a second" is measured from there.
 */
async function workerLoadMs(): Promise<number> {
  const entry = path.join(here, '..', '..', 'src', 'declarative', 'worker-entry.ts');
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const probe = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', entry], { stdio: 'ignore' });
    probe.once('exit', () => resolve());
  });
  return Date.now() - started;
}

describe('the worker and its watchdog', () => {
  it('SIGKILL of the watchdog right after it spawned the worker: the worker is gone within a second and no node ran', async () => {
    f = await fixture({ work: { retrySafe: false } });
    const loadMs = await workerLoadMs();
    const { watchdog, exited, workerPid } = await watchdogWithWorker(f, { dieAtWorkerStarted: true });
    await exited;
    const killedAt = Date.now();
    expect(watchdog.signalCode).toBe('SIGKILL');
    await waitUntil('the worker to exit', async () => !alive(workerPid), 5000);
    const goneMs = Date.now() - killedAt;
    expect(goneMs, `worker load time here: ${loadMs} ms`).toBeLessThan(loadMs + 1000);
    expect(existsSync(path.join(f.control, 'started-work-1'))).toBe(false);
    expect(await f.effects()).toEqual([]);
  });

  it('a watchdog killed while a node runs: the worker stops the node’s detached processes and exits', async () => {
    f = await fixture({ work: { retrySafe: true, detach: true, block: true } });
    const { watchdog, workerPid } = await watchdogWithWorker(f);
    const grandchild = await grandchildPid(f);
    expect(alive(grandchild)).toBe(true);
    watchdog.kill('SIGKILL');
    await waitUntil(
      'the worker and its detached grandchild to exit',
      async () => !alive(workerPid) && !alive(grandchild),
      5000,
    );
  });
});
