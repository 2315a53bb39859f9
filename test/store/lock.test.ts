import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunStorage, readPidStartTime, type RunStorage } from '../../src/store/index.ts';
import { codeOf, tempStore } from './helpers.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'hold-lock.ts');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts a lock child and resolves with it and its first line of output. */
async function lockChild(
  storage: RunStorage,
  runId: string,
): Promise<{ child: ChildProcess; first: string; lines: AsyncIterator<string> }> {
  const child = spawn(process.execPath, [fixture, storage.directory, storage.namespace, runId], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  child.stdout.setEncoding('utf8');
  const lines = (async function* () {
    let buffered = '';
    for await (const chunk of child.stdout) {
      buffered += String(chunk);
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        yield buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
      }
    }
  })();
  const first = await lines.next();
  return { child, first: String(first.value), lines };
}

describe('process lock', () => {
  it('refuses a second acquirer in the same process and names the holder', async () => {
    const storage = await tempStore();
    const lock = await storage.acquireProcessLock('run-1');
    const other = await createLocalRunStorage({ directory: storage.directory, namespace: 'ns' });
    const error = await other.acquireProcessLock('run-1').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'PROCESS_LOCKED',
      runId: 'run-1',
      holder: { token: lock.token, pid: process.pid },
    });
    expect((error as Error).message).toContain(`pid ${process.pid}`);
    expect(await storage.readProcessLock('run-1')).toMatchObject({
      token: lock.token,
      pid: process.pid,
      pidStartTime: await readPidStartTime(process.pid),
    });
    // Scoped by run ID and namespace.
    await (await storage.acquireProcessLock('run-2')).release();
    await (
      await (
        await createLocalRunStorage({ directory: storage.directory, namespace: 'other' })
      ).acquireProcessLock('run-1')
    ).release();
    await lock.release();
    expect(await storage.readProcessLock('run-1')).toBeUndefined();
    await (await other.acquireProcessLock('run-1')).release();
  });

  it('keeps the lock in the machine-local directory, outside the run directory', async () => {
    const storage = await tempStore();
    const lock = await storage.acquireProcessLock('run-1');
    const file = path.join(storage.localDirectory(), 'locks', 'ns', 'run-1.lock');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(path.relative(storage.directory, storage.localDirectory())).toBe('.local');
    expect(path.relative(path.join(storage.directory, 'ns'), storage.runDirectory('run-1'))).toBe(
      path.join('runs', 'run-1'),
    );
    await lock.release();
  });

  it('refuses another process while held, and another process refuses us', async () => {
    const storage = await tempStore();
    const { child, first, lines } = await lockChild(storage, 'run-1');
    expect(first).toMatch(/^locked /);
    const holder = await storage.readProcessLock('run-1');
    expect(holder).toMatchObject({
      token: first.split(' ')[1],
      pid: child.pid,
      pidStartTime: await readPidStartTime(child.pid!),
    });
    expect(await codeOf(storage.acquireProcessLock('run-1'))).toBe('PROCESS_LOCKED');
    child.stdin!.write('release\n');
    expect((await lines.next()).value).toBe('released');
    child.stdin!.end();
    const lock = await storage.acquireProcessLock('run-1');
    const second = await lockChild(storage, 'run-1');
    expect(second.first).toBe('refused PROCESS_LOCKED');
    await lock.release();
  });

  it('still refuses the lock of a dead holder; only its token breaks it', async () => {
    const storage = await tempStore();
    const { child, first } = await lockChild(storage, 'run-1');
    const token = first.split(' ')[1]!;
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await codeOf(storage.acquireProcessLock('run-1'))).toBe('PROCESS_LOCKED');
    expect(await storage.readProcessLock('run-1')).toMatchObject({ pid: child.pid, token });

    const wrong = await storage.breakProcessLock('run-1', 'not-the-token').catch((caught: unknown) => caught);
    expect(wrong).toMatchObject({ code: 'PROCESS_LOCKED' });
    expect(await storage.readProcessLock('run-1')).toMatchObject({ token });

    await storage.breakProcessLock('run-1', token);
    expect(await storage.readProcessLock('run-1')).toBeUndefined();
    await (await storage.acquireProcessLock('run-1')).release();
  });

  it('release by a former holder does not remove the current holder’s lock', async () => {
    const storage = await tempStore();
    const first = await storage.acquireProcessLock('run-1');
    await storage.breakProcessLock('run-1', first.token); // a recorded takeover
    const second = await storage.acquireProcessLock('run-1');
    await first.release();
    expect(await storage.readProcessLock('run-1')).toMatchObject({ token: second.token });
    await second.release();
    await second.release(); // idempotent
    expect(await storage.readProcessLock('run-1')).toBeUndefined();
  });
});
