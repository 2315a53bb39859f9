import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSameProcessAlive,
  readProcessIdentity,
  stopOwnedProcessTree,
  type ProcessIdentity,
} from '../../../src/engine/command/index.ts';
import { TreeObserver } from '../../../src/engine/command/observer.ts';
import { fixture, Leftovers, sameProcess, strip } from './helpers.ts';

const leftovers = new Leftovers();
afterEach(() => leftovers.kill());

/** Starts linger.mjs detached and returns its root identity and a reader of its JSON lines. */
async function startLinger() {
  const child = spawn(process.execPath, [fixture('linger.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  const root = (await readProcessIdentity(child.pid!))!;
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async <T>() => JSON.parse((await lines.next()).value as string) as T;
  const first = await next<{ daemon: ProcessIdentity; intermediate: ProcessIdentity }>();
  const daemon = strip(first.daemon);
  leftovers.add(root, daemon, strip(first.intermediate));
  const release = async () => {
    child.stdin.write('release\n');
    return next<{ reparentedTo: number }>();
  };
  return { root, daemon, release };
}

describe('the observed tree', () => {
  it('keeps a sampled descendant after its parent exits and it leaves the tree, so cleanup stops it', async () => {
    const { root, daemon, release } = await startLinger();
    const observer = new TreeObserver(root, { onMemoryExceeded: () => {} });
    await observer.sample();
    expect(observer.identities().some(sameProcess(daemon))).toBe(true);
    const { reparentedTo } = await release();
    expect(reparentedTo).not.toBe(root.pid);

    const report = await stopOwnedProcessTree({ rootPid: root.pid, observed: observer.identities(), graceMs: 1000 });
    expect(report.verified).toBe(true);
    expect(report.stopped.some(sameProcess(daemon))).toBe(true);
    expect(await isSameProcessAlive(daemon)).toBe(false);
  });

  it('without the sampled identity (and no owner marker) the escaped daemon is out of reach', async () => {
    const { root, daemon, release } = await startLinger();
    await release();
    const report = await stopOwnedProcessTree({ rootPid: root.pid, graceMs: 1000 });
    expect(report.stopped.some(sameProcess(root))).toBe(true);
    expect(report.stopped.some(sameProcess(daemon))).toBe(false);
    expect(await isSameProcessAlive(daemon)).toBe(true);
  });

  it('reports the tree’s memory above the limit', async () => {
    const { root } = await startLinger();
    const seen: number[] = [];
    const observer = new TreeObserver(root, { maxMemoryBytes: 1024, onMemoryExceeded: (rss) => seen.push(rss) });
    await observer.sample();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThan(1024);
    await stopOwnedProcessTree({ rootPid: root.pid, observed: observer.identities(), graceMs: 1000 });
  });
});

describe('when the tree is sampled', () => {
  afterEach(() => vi.useRealTimers());

  /** The delays between the samples the observer schedules (timers faked; each sample is a real /proc scan). */
  async function sampleTimes(options: { firstSampleMs?: number }, count: number): Promise<number[]> {
    vi.useFakeTimers();
    const self = (await readProcessIdentity(process.pid))!;
    const observer = new TreeObserver(self, { onMemoryExceeded: () => {}, ...options });
    const at: number[] = [];
    const sample = observer.sample.bind(observer);
    observer.sample = () => {
      at.push(Date.now());
      return sample();
    };
    const start = Date.now();
    observer.start();
    while (at.length < count) await vi.advanceTimersToNextTimerAsync();
    await observer.stop();
    return at.map((time) => time - start);
  }

  it('first after 15 ms, then each wait 1.5x longer', async () => {
    expect(await sampleTimes({}, 3)).toEqual([15, 15 + 23, 15 + 23 + 35]);
  });

  it('first after firstSampleMs when given (the runner gives its worker the steady 250 ms)', async () => {
    expect(await sampleTimes({ firstSampleMs: 250 }, 3)).toEqual([250, 500, 750]);
  });
});
