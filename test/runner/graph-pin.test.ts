// The settled runner record pins the graph log (record count and head hash): a store whose graph
// log was truncated or deleted after the run settled is refused, naming what disagrees, instead of
// being folded as a crash-torn tail. A store written before pins existed is read as it is.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSupervisedRunStatus, startSupervisedRun } from '../../src/runner/index.ts';
import { graphPinProblem } from '../../src/runner/status/graph-pin.ts';
import { createLocalRunStorage, type StoredEvent } from '../../src/store/index.ts';
import { fixture, type Fixture } from './helpers.ts';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.cleanup();
  f = undefined;
});

async function completedRun(): Promise<{ f: Fixture; graphFile: string; runnerFile: string }> {
  const made = await fixture({ a: { retrySafe: true }, b: { needs: ['a'] } });
  f = made;
  const handle = await startSupervisedRun(made.options);
  expect((await handle.done).kind).toBe('complete');
  const storage = await createLocalRunStorage(made.storage);
  const directory = storage.runDirectory(made.runId);
  return {
    f: made,
    graphFile: path.join(directory, 'graph.events.jsonl'),
    runnerFile: path.join(directory, 'runner.events.jsonl'),
  };
}

const refusal = (f: Fixture) => readSupervisedRunStatus({ storage: f.storage, runId: f.runId });

describe('the graph-log pin', () => {
  it('is recorded in the settled record: the graph log’s record count and last hash', async () => {
    const { f } = await completedRun();
    const graph = await f.events('graph');
    const settled = (await f.events('runner')).at(-1)!;
    expect(settled.type).toBe('runner:completed');
    expect(settled.data).toMatchObject({ graphLog: { records: graph.length, head: graph.at(-1)!.hash } });
    expect((await refusal(f)).phase).toBe('completed');
  });

  it('refuses a graph log that lost its last records (a whole line, or a torn cut) with RUN_STORAGE naming both counts', async () => {
    const { f, graphFile } = await completedRun();
    const records = (await f.events('graph')).length;
    const text = await fs.readFile(graphFile, 'utf8');
    const lines = text.split('\n').filter((line) => line !== '');
    // Whole records removed (the last batch, and one line more): the file is a valid, shorter chain.
    const kept = lines.slice(0, -2);
    const closed = kept.filter((line) => (JSON.parse(line) as { batchRemaining: number }).batchRemaining === 0);
    const last = kept.lastIndexOf(closed.at(-1)!);
    await fs.writeFile(graphFile, `${kept.slice(0, last + 1).join('\n')}\n`);
    await expect(refusal(f)).rejects.toMatchObject({
      code: 'RUN_STORAGE',
      message: expect.stringContaining(
        `the logs of run ${f.runId} disagree: the runner log's settled record runner:completed (session 1) pins the graph log at ${records} records, but it holds only ${last + 1}: the graph log was truncated or deleted after the run settled`,
      ),
    });
    // A cut inside the last record looks like a crash-torn tail to the log reader: the pin still refuses it.
    await fs.writeFile(graphFile, text.slice(0, text.length - 20));
    await expect(refusal(f)).rejects.toMatchObject({
      code: 'RUN_STORAGE',
      message: expect.stringMatching(new RegExp(`pins the graph log at ${records} records, but it holds only \\d+:`)),
    });
  });

  it('refuses a deleted graph log', async () => {
    const { f, graphFile } = await completedRun();
    await fs.rm(graphFile);
    await expect(refusal(f)).rejects.toMatchObject({
      code: 'RUN_STORAGE',
      message: expect.stringContaining('but it holds none (the graph log is missing or empty)'),
    });
  });

  it('names a graph log of the pinned length whose last record is another one', () => {
    const head = 'a'.repeat(64);
    const problem = graphPinProblem({
      runner: {
        settled: { type: 'runner:paused', at: '', session: 2, data: { graphLog: { records: 3, head } } },
      } as never,
      cursors: { runner: { offset: 0, nextSeq: 0, head }, graph: { offset: 10, nextSeq: 3, head: 'b'.repeat(64) } },
    });
    expect(problem).toMatch(/pins the graph log at 3 records ending in aaaaaaaaaaaa, but its record 3 hashes to bbbb/);
    // More records than pinned: appended after the settle (a reopen, a surviving worker), accepted.
    expect(
      graphPinProblem({
        runner: {
          settled: { type: 'runner:failed', at: '', session: 1, data: { graphLog: { records: 3, head } } },
        } as never,
        cursors: { runner: { offset: 0, nextSeq: 0, head }, graph: { offset: 10, nextSeq: 5, head: 'b'.repeat(64) } },
      }),
    ).toBeUndefined();
  });

  it('accepts a store written before pins (no graphLog in its settled record) as it is', async () => {
    const { f, graphFile, runnerFile } = await completedRun();
    // Rewrite the runner log as an older version wrote it: the same records, the settled one without its pin.
    const runner: StoredEvent[] = await f.events('runner');
    await fs.rm(runnerFile);
    const storage = await createLocalRunStorage(f.storage);
    const log = await storage.openEventLog(f.runId, 'runner');
    for (const event of runner) {
      const data = { ...(event.data as Record<string, unknown>) };
      delete data.graphLog;
      await log.append([{ type: event.type, session: event.session, data: data as never }]);
    }
    await log.close();
    const text = await fs.readFile(graphFile, 'utf8');
    await fs.writeFile(graphFile, text.slice(0, text.length - 20));
    expect((await refusal(f)).phase).toBe('completed');
  });
});
