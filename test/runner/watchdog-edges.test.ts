// The two crash windows the soak found at the edges of a watchdog session, hit exactly: a watchdog
// in its own process signals itself at the edge (no sleeps), then the store and the lock are read.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun, startSupervisedRun } from '../../src/runner/index.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { fixture, types, type Fixture } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let f: Fixture | undefined;

afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

type Edge = 'kill-at-settled' | 'term-at-session-started' | 'term-at-call' | 'kill-at-lock-release';

async function runWatchdog(
  fx: Fixture,
  edge: Edge,
  call: 'start' | 'resume' = 'start',
): Promise<{ code: number | null; signal: NodeJS.Signals | null; printed: Record<string, unknown> | null }> {
  const file = path.join(fx.temp, 'options.json');
  await writeFile(file, JSON.stringify(fx.options));
  const child = spawn(process.execPath, [path.join(here, 'fixtures', 'watchdog-edges.ts'), file, edge, call], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('close', (c, s) => resolve([c, s])),
  );
  const line = out.split('\n').find((text) => text !== '');
  return { code, signal, printed: line === undefined ? null : (JSON.parse(line) as Record<string, unknown>) };
}

async function lockOf(fx: Fixture) {
  const storage = await createLocalRunStorage(fx.storage);
  return storage.readProcessLock(fx.runId);
}

describe('watchdog session edges', () => {
  it('a watchdog killed right after its settled record leaves no process lock on the settled run', async () => {
    f = await fixture({ work: {} });
    const ended = await runWatchdog(f, 'kill-at-settled');
    expect(ended.signal).toBe('SIGKILL');
    expect(ended.printed).toBeNull(); // it died before `done` resolved
    expect(types(await f.events('runner')).at(-1)).toBe('runner:completed');
    expect(await lockOf(f)).toBeUndefined();
    const status = await f.status();
    expect(status.phase).toBe('completed');
    expect(status.watchdog.holder).toBeNull();
  });

  it('a watchdog killed between its settled pause and removing its lock: the next resume clears that lock (recorded), no takeover needed', async () => {
    f = await fixture({ gate: { policy: 'approval' } });
    const ended = await runWatchdog(f, 'kill-at-lock-release');
    expect(ended.signal).toBe('SIGKILL');
    expect(types(await f.events('runner')).at(-1)).toBe('runner:paused');
    const left = await lockOf(f);
    expect(left).toBeDefined();
    const paused = await f.status();
    expect(paused).toMatchObject({ phase: 'paused', watchdog: { alive: false } });

    await f.approve('gate');
    const handle = await resumeSupervisedRun({
      storage: f.storage,
      runId: f.runId,
      runRoot: f.repo,
      position: 'dag/gate/1',
      teardownGraceMs: 300,
    });
    expect((await handle.done).kind).toBe('complete');
    const runner = await f.events('runner');
    const cleared = runner.find((e) => e.type === 'runner:lock-cleared');
    expect(cleared?.data).toEqual({
      holder: { pid: left!.pid, hostname: left!.hostname, acquiredAt: left!.acquiredAt },
      settledSession: 1,
    });
    expect(types(runner)).not.toContain('runner:adopted'); // not a takeover
    expect(await lockOf(f)).toBeUndefined();
  });

  it("a dead lock that is not the settled session's own is not cleared: the resume is refused PROCESS_LOCKED", async () => {
    f = await fixture({ gate: { policy: 'approval' } });
    expect((await (await startSupervisedRun(f.options)).done).kind).toBe('pause');
    // Another process takes the lock of the paused run and dies holding it (not the session that settled).
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(pathToFileURL(path.join(here, '..', '..', 'src', 'store', 'index.ts')).href)}).then(async (m) => { const s = await m.createLocalRunStorage(${JSON.stringify(f.storage)}); await s.acquireProcessLock(${JSON.stringify(f.runId)}); process.stdout.write('locked'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('close', resolve));
    await f.approve('gate');
    await expect(
      resumeSupervisedRun({ storage: f.storage, runId: f.runId, runRoot: f.repo, position: 'dag/gate/1' }),
    ).rejects.toMatchObject({ code: 'PROCESS_LOCKED' });
    expect(types(await f.events('runner'))).not.toContain('runner:lock-cleared');
  });

  it('SIGTERM at session start, before a worker exists, settles the run as INTERRUPTED and releases the lock', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } });
    const ended = await runWatchdog(f, 'term-at-session-started');
    expect(ended.code).toBe(0);
    expect(ended.printed).toMatchObject({ kind: 'pause', code: 'INTERRUPTED', reason: 'interrupted by SIGTERM' });
    const runner = await f.events('runner');
    expect(types(runner)).not.toContain('runner:worker-launching'); // held until the Supervisor, seen before a launch
    expect(runner.at(-1)).toMatchObject({
      type: 'runner:interrupted',
      data: { signal: 'SIGTERM', cleanupVerified: true },
    });
    expect(await lockOf(f)).toBeUndefined();
    expect((await f.status()).phase).toBe('interrupted');
  });

  it('SIGTERM during preflight ends the call with INTERRUPTED and leaves nothing behind', async () => {
    f = await fixture({ work: {} });
    const ended = await runWatchdog(f, 'term-at-call');
    expect(ended.code).toBe(0);
    expect(ended.printed).toEqual({ error: 'INTERRUPTED' });
    const storage = await createLocalRunStorage(f.storage);
    expect(await storage.readDefinition(f.runId)).toBeUndefined();
    expect(await lockOf(f)).toBeUndefined();
    // Nothing left behind: the same run starts afresh and completes.
    const handle = await startSupervisedRun(f.options);
    expect(await handle.done).toMatchObject({ kind: 'complete' });
  });

  describe('continuing an interrupted run', () => {
    async function interruptedRun(): Promise<Fixture> {
      const fx = await fixture({ work: { block: true, retrySafe: true } });
      const handle = await startSupervisedRun(fx.options);
      await fx.waitForFile('started-work-1');
      expect(await handle.interrupt()).toMatchObject({ kind: 'pause', code: 'INTERRUPTED' });
      return fx;
    }

    it('SIGTERM during resume preflight ends the call with INTERRUPTED, writes nothing and leaves no lock', async () => {
      f = await interruptedRun();
      const before = (await f.events('runner')).length;
      const ended = await runWatchdog(f, 'term-at-call', 'resume');
      expect(ended.code).toBe(0);
      expect(ended.printed).toEqual({ error: 'INTERRUPTED' });
      expect((await f.events('runner')).length).toBe(before);
      expect(await lockOf(f)).toBeUndefined();
      expect((await f.status()).phase).toBe('interrupted');
    });

    it('SIGTERM at the resumed session start settles INTERRUPTED again and releases the lock', async () => {
      f = await interruptedRun();
      const ended = await runWatchdog(f, 'term-at-session-started', 'resume');
      expect(ended.code).toBe(0);
      expect(ended.printed).toMatchObject({ kind: 'pause', code: 'INTERRUPTED' });
      expect((await f.events('runner')).at(-1)).toMatchObject({ type: 'runner:interrupted' });
      expect(await lockOf(f)).toBeUndefined();
    });
  });
});
