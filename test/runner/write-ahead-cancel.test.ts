// A worker that ends while the write-ahead save before a non-retry-safe node is in flight (the save
// hangs as long as the test wants: fixtures/watchdog-write-ahead.ts). A cancel (SIGINT to the
// watchdog process) is recorded INTERRUPTED without waiting for that save; the node's code was never
// let start, so the watchdog records that (a WRITE_AHEAD pause, resumed at once) and the next worker
// runs the node, instead of asking a person whether uncertain work happened. An attempt whose code
// was let start stays uncertain work (a reconcile request).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSupervisedRun, type SupervisedRunResult } from '../../src/runner/index.ts';
import type { StoredEvent } from '../../src/store/contract.ts';
import { fixture, types, waitUntil, type Fixture } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let f: Fixture | undefined;
let watchdog: ChildProcess | undefined;

afterEach(async () => {
  if (watchdog !== undefined && watchdog.exitCode === null && watchdog.signalCode === null) watchdog.kill('SIGKILL');
  watchdog = undefined;
  await f?.cleanup();
  f = undefined;
});

interface Watchdog {
  child: ChildProcess;
  /** The printed result once the process exits. */
  done: Promise<SupervisedRunResult>;
}

async function startWatchdog(fx: Fixture): Promise<Watchdog> {
  const file = path.join(fx.temp, 'options.json');
  await writeFile(file, JSON.stringify(fx.options));
  const child = spawn(process.execPath, [path.join(here, 'fixtures', 'watchdog-write-ahead.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  watchdog = child;
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const done = new Promise<SupervisedRunResult>((resolve, reject) =>
    child.once('close', (code, signal) => {
      const line = out.split('\n').find((text) => text !== '' && text !== 'started');
      if (line === undefined) reject(new Error(`the watchdog printed no result (exit ${code}, ${signal})`));
      else resolve(JSON.parse(line) as SupervisedRunResult);
    }),
  );
  done.catch(() => undefined);
  return { child, done };
}

/** The save request the watchdog made (n-th save), once it is in flight. */
async function saveRequest(
  fx: Fixture,
  n: number,
): Promise<{ reason: string; attempts: Array<Record<string, string>> }> {
  await fx.waitForFile(`save-${n}`);
  return JSON.parse(await readFile(path.join(fx.control, `save-${n}`), 'utf8')) as {
    reason: string;
    attempts: Array<Record<string, string>>;
  };
}

const finishSave = (fx: Fixture, n: number) => writeFile(path.join(fx.control, `saved-${n}`), '');

const resumeOptions = (fx: Fixture) => ({
  storage: fx.storage,
  runId: fx.runId,
  runRoot: fx.repo,
  restart: { initialBackoffMs: 20, maxBackoffMs: 100 },
  teardownGraceMs: 300,
});

/** The graph records about one position after its attempt `attemptId` started. */
function afterStart(graph: StoredEvent[], position: string, attemptId: string): StoredEvent[] {
  const data = (event: StoredEvent) => event.data as { position?: string; identity?: { attemptId?: string } };
  const start = graph.findIndex(
    (event) => event.type === 'graph:node-attempt-started' && data(event).identity?.attemptId === attemptId,
  );
  expect(start).toBeGreaterThan(-1);
  return graph.slice(start + 1).filter((event) => data(event).position === position);
}

const reconcileRequests = (graph: StoredEvent[]) =>
  graph.filter(
    (event) =>
      event.type === 'graph:node-paused' && (event.data as { pauseKind?: string }).pauseKind === 'reconcile-attempt',
  );

describe('a worker that ends while the write-ahead save is in flight', () => {
  it('SIGINT during the save: INTERRUPTED is recorded while the save still runs; the node never started and continuing runs it', async () => {
    f = await fixture({ prep: { retrySafe: true }, publish: { needs: ['prep'] } });
    const running = await startWatchdog(f);
    const request = await saveRequest(f, 1);
    expect(request).toMatchObject({ reason: 'unsafe-attempt', attempts: [{ position: 'dag/publish/1' }] });
    const attemptId = request.attempts[0]!.attemptId!;

    running.child.kill('SIGINT');
    // Save 1 still hangs: the interrupt does not wait for it.
    const fx = f;
    await waitUntil('runner:interrupted', async () => types(await fx.events('runner')).includes('runner:interrupted'));
    expect((await f.status()).phase).toBe('interrupted');
    const [paused, resumed, ...rest] = afterStart(await f.events('graph'), 'dag/publish/1', attemptId);
    expect(paused).toMatchObject({
      type: 'graph:node-paused',
      data: {
        position: 'dag/publish/1',
        attemptId,
        pauseKind: 'policy',
        request: { kind: 'write-ahead', code: 'WRITE_AHEAD' },
      },
    });
    expect((paused!.data as { reason: string }).reason).toMatch(
      /^WRITE_AHEAD: the worker was stopped for the interrupt while the store was being saved off the machine, before this non-retry-safe node's code was let start: its code never ran/,
    );
    expect(resumed).toMatchObject({
      type: 'graph:node-resumed',
      data: { position: 'dag/publish/1', pauseEventId: paused!.id },
    });
    expect(rest).toEqual([]);

    // The save finishes after all: the node is not let start by it.
    await finishSave(f, 1);
    expect(await running.done).toMatchObject({ kind: 'pause', code: 'INTERRUPTED', reason: 'interrupted by SIGINT' });
    expect(await f.effects()).toEqual(['start prep 1', 'done prep']);

    const continued = await resumeSupervisedRun(resumeOptions(f));
    expect(await continued.done).toMatchObject({ kind: 'complete' });
    expect(await f.effects()).toEqual(['start prep 1', 'done prep', 'start publish 2', 'done publish']);
    expect(reconcileRequests(await f.events('graph'))).toEqual([]);
  });

  it('an attempt released to run before the cancel stays uncertain; the one still waiting for its save runs again', async () => {
    f = await fixture(
      { tag: { block: true }, prep: { retrySafe: true, block: true }, publish: { needs: ['prep'] } },
      { concurrency: 3 },
    );
    const running = await startWatchdog(f);
    expect(await saveRequest(f, 1)).toMatchObject({ attempts: [{ position: 'dag/tag/1' }] });
    await finishSave(f, 1);
    await f.waitForFile('started-tag-1');
    await f.open('prep');
    const second = await saveRequest(f, 2);
    expect(second).toMatchObject({ attempts: [{ position: 'dag/publish/1' }] });

    running.child.kill('SIGINT');
    const fx = f;
    await waitUntil('runner:interrupted', async () => types(await fx.events('runner')).includes('runner:interrupted'));
    await finishSave(f, 2);
    expect(await running.done).toMatchObject({ kind: 'pause', code: 'INTERRUPTED' });

    const continued = await resumeSupervisedRun(resumeOptions(f));
    const result = await continued.done;
    // tag's code ran (it may have had its effect): a person decides. publish's never did: it ran now.
    expect(result).toMatchObject({ kind: 'pause', positions: ['dag/tag/1'] });
    const requests = reconcileRequests(await f.events('graph'));
    expect(requests.map((event) => (event.data as { position: string }).position)).toEqual(['dag/tag/1']);
    const effects = await f.effects();
    expect(effects.slice(0, 2).sort()).toEqual(['start prep 1', 'start tag 1']); // started together: either order
    expect(effects.slice(2)).toEqual(['done prep', 'start publish 2', 'done publish']);
  });

  it('killed (as GitHub kills a cancelled step 10 s in) while the save still runs: the run is INTERRUPTED, not orphaned, and continues without a takeover', async () => {
    f = await fixture({ publish: {} });
    const running = await startWatchdog(f);
    await saveRequest(f, 1);
    running.child.kill('SIGINT');
    const fx = f;
    await waitUntil('runner:interrupted', async () => types(await fx.events('runner')).includes('runner:interrupted'));
    running.child.kill('SIGKILL');
    await expect(running.done).rejects.toThrow(/printed no result/);
    expect(await f.status()).toMatchObject({ phase: 'interrupted' });

    const continued = await resumeSupervisedRun(resumeOptions(f));
    expect(await continued.done).toMatchObject({ kind: 'complete' });
    expect(await f.effects()).toEqual(['start publish 2', 'done publish']);
    const runner = await f.events('runner');
    expect(runner.find((event) => event.type === 'runner:adopted')).toMatchObject({ data: { from: 'interrupted' } });
  });
});
