// History: bounded, cursor-paged projection of both logs, over real runs (worker processes, git).
import { afterEach, describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import {
  encodeHistoryCursor,
  readSupervisedRunHistory,
  type HistoryEntry,
  type HistoryPage,
} from '../../src/runner/status/history.ts';
import { fixture, waitUntil, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

const key = (entry: Pick<HistoryEntry, 'log' | 'seq'>) => `${entry.log}:${entry.seq}`;

async function allStored(fx: Fixture): Promise<string[]> {
  const [graph, runner] = await Promise.all([fx.events('graph'), fx.events('runner')]);
  return [
    ...graph.map((e) => key({ log: 'graph', seq: e.seq })),
    ...runner.map((e) => key({ log: 'runner', seq: e.seq })),
  ].sort();
}

/** Every log's entries appear in seq order with no gap. */
function expectInLogOrder(entries: readonly HistoryEntry[]): void {
  for (const log of ['graph', 'runner'] as const) {
    const seqs = entries.filter((e) => e.log === log).map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i));
  }
}

describe('run history', () => {
  it('pages a settled run in small pages without gaps or duplicates, metadata only', async () => {
    f = await fixture({
      a: { retrySafe: true },
      b: { needs: ['a'], retrySafe: true },
      c: { needs: ['a'], retrySafe: true },
    });
    const handle = await startSupervisedRun(f.options);
    expect((await handle.done).kind).toBe('complete');

    const entries: HistoryEntry[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const page: HistoryPage = await readSupervisedRunHistory({
        storage: f.storage,
        runId: f.runId,
        limit: 4,
        ...(after === undefined ? {} : { after }),
      });
      pages += 1;
      expect(page.entries.length).toBeLessThanOrEqual(4);
      entries.push(...page.entries);
      after = page.cursor;
      expect(page.settled).toBe(true);
      if (!page.hasMore) break;
    }
    expect(pages).toBeGreaterThan(3);
    expect(entries.map(key).sort()).toEqual(await allStored(f));
    expectInLogOrder(entries);
    // Merged by time.
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    expect(entries.every((e) => e.payload === undefined && e.payloadPreview === undefined)).toBe(true);

    const completed = entries.filter((e) => e.type === 'graph:node-completed');
    expect(completed.map((e) => e.position).sort()).toEqual(['dag/a/1', 'dag/b/1', 'dag/c/1']);
    expect(completed.every((e) => typeof e.durationMs === 'number' && e.session === 1)).toBe(true);
    const started = entries.find((e) => e.type === 'graph:node-attempt-started');
    expect(started).toMatchObject({
      nodeId: expect.any(String),
      attempt: 1,
      position: expect.stringMatching(/^dag\//),
    });

    // Drained: the cursor polls an empty page.
    const empty = await readSupervisedRunHistory({ storage: f.storage, runId: f.runId, after });
    expect(empty).toMatchObject({ entries: [], hasMore: false, settled: true, cursor: after });
  });

  it('lets a poller follow a live run: every record exactly once, in each log order', async () => {
    f = await fixture(
      { first: { block: true, retrySafe: true }, second: { needs: ['first'], block: true, retrySafe: true } },
      { heartbeatMs: 20 },
    );
    const handle = await startSupervisedRun(f.options);
    const seen: HistoryEntry[] = [];
    let after: string | undefined;
    const poll = async () => {
      const page = await readSupervisedRunHistory({
        storage: f!.storage,
        runId: f!.runId,
        limit: 3,
        ...(after === undefined ? {} : { after }),
      });
      seen.push(...page.entries);
      after = page.cursor;
      return page;
    };
    await f.waitForFile('started-first-1');
    for (let i = 0; i < 5; i += 1) await poll(); // heartbeats keep arriving while we page
    expect((await poll()).settled).toBe(false);
    await f.open('first');
    await f.waitForFile('started-second-1');
    await poll();
    await f.open('second');
    await waitUntil('the run settled and was read to the end', async () => {
      const page = await poll();
      return page.settled && !page.hasMore;
    });
    expect((await handle.done).kind).toBe('complete');
    await poll();
    expect(seen.map(key).sort()).toEqual(await allStored(f));
    expect(new Set(seen.map(key)).size).toBe(seen.length);
    expectInLogOrder(seen);
  });

  it('includes payloads only when asked, cut to a preview above the cap', async () => {
    f = await fixture({ a: { retrySafe: true } });
    const handle = await startSupervisedRun(f.options);
    await handle.done;
    const full = await readSupervisedRunHistory({
      storage: f.storage,
      runId: f.runId,
      limit: 1000,
      payloadBytes: 256 * 1024,
    });
    const dispatched = full.entries.find((e) => e.type === 'graph:node-dispatched');
    expect(dispatched?.payload).toMatchObject({ dispatches: [{ position: 'dag/a/1', nodeId: 'a' }] });
    const capped = await readSupervisedRunHistory({
      storage: f.storage,
      runId: f.runId,
      limit: 1000,
      payloadBytes: 16,
    });
    const launching = capped.entries.find((e) => e.type === 'runner:worker-launching');
    expect(launching?.payload).toBeUndefined();
    expect(launching?.payloadPreview?.text).toHaveLength(16);
    expect(launching?.payloadPreview?.bytes).toBeGreaterThan(16);
  });

  it('refuses a cursor that is not one, or that points past this run', async () => {
    f = await fixture({ a: { retrySafe: true } });
    await (
      await startSupervisedRun(f.options)
    ).done;
    await expect(
      readSupervisedRunHistory({ storage: f.storage, runId: f.runId, after: 'not-a-cursor' }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTIONS', message: expect.stringContaining('options.after') });
    const ahead = encodeHistoryCursor({
      v: 1,
      r: 10_000,
      g: { s: 0, at: { offset: 0, nextSeq: 0, head: '0'.repeat(64) } },
    });
    await expect(readSupervisedRunHistory({ storage: f.storage, runId: f.runId, after: ahead })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    await expect(readSupervisedRunHistory({ storage: f.storage, runId: f.runId, limit: 0 })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('options.limit'),
    });
    await expect(readSupervisedRunHistory({ storage: f.storage, runId: 'missing' })).rejects.toMatchObject({
      code: 'RUN_STORAGE',
    });
  });
});
