// A job never saves a store whose logs are shorter than the ones it restored: saved, it would be the
// run's newest cache entry and hide the good one. Real jobs in process over the Actions emulator:
// job 1 pauses a run (saved); job 2 restores it and one of its nodes truncates the graph log; its
// save is skipped (main and post), the entry job 1 saved stays the newest, and a later job restoring
// a store shortened that way is refused STORE_RESTORE naming what disagrees.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateNames } from '../../src/action/job/state-names.ts';
import { inProcessWorld, storeRunDirectory, warned } from './support/in-process-jobs.ts';
import { recordingIO } from './support/recording-io.ts';

const node = JSON.stringify(process.execPath);
const world = inProcessWorld('chains');

const graphLogOf = (workspace: string, runId: string) =>
  path.join(storeRunDirectory(workspace, runId), 'graph.events.jsonl');

/** Cuts the graph log back to its first closed batch (a valid, shorter chain). */
async function keepFirstBatch(file: string): Promise<number> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
  const end = lines.findIndex((line) => (JSON.parse(line) as { batchRemaining: number }).batchRemaining === 0);
  await fs.writeFile(file, `${lines.slice(0, end + 1).join('\n')}\n`);
  return end + 1;
}

describe('a store that lost records is never saved over the one restored', () => {
  it('main skips the save when a node truncated the graph log; the entry restored stays the newest', async () => {
    const runId = 'shortened-main';
    const job1 = await world.jobs.enter('main-1', 801);
    // The second job's store path is known now: its damage node cuts that graph log back.
    const victim = graphLogOf(path.join(world.root, 'ws-main-2'), runId);
    const cut = `const fs = require('fs'); const f = ${JSON.stringify(victim)}; if (fs.existsSync(f)) { const t = fs.readFileSync(f, 'utf8'); fs.truncateSync(f, t.indexOf('\\n') + 1); }`;
    const graph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n  damage: { needs: [publish], retry-safe: true, run: [${node}, -e, ${JSON.stringify(cut)}] }\n`;
    const first = await world.jobs.step(job1, runId, graph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });
    const goodKey = first.io.outputs['cache-key']!;
    expect(goodKey).toMatch(new RegExp(`^supervised-run/default/${runId}/801-1`));

    const job2 = await world.jobs.enter('main-2', 802);
    const second = await world.jobs.step(job2, runId, graph, {
      inputs: { position: 'dag/publish/1', decision: 'complete' },
    });
    const log2 = second.io.log.map((line) => `${line.level}: ${line.message}`).join('\n');
    expect(log2).toContain(`restored the store from cache entry ${goodKey}`);
    expect(
      warned(
        second.io,
        `the store of run ${runId} was NOT saved (neither to the cache nor as an artifact): its graph log`,
      ),
    ).toBe(true);
    expect(warned(second.io, `cache entry ${goodKey} stays the newest`)).toBe(true);
    expect(second.io.outputs['cache-key'] ?? '').toBe('');
    // Nothing of job 2 after the damage reached the cache: a restore by the run's prefix still yields job 1's store.
    const saved = await world.jobs.entriesOf(runId, 802);
    expect(saved.filter((entry) => !/\.w\d+$/.test(entry.key))).toEqual([]);
    const job3 = await world.jobs.enter('main-3', 803);
    const third = await world.jobs.step(job3, runId, graph, { inputs: { mode: 'status' } });
    expect(third.io.log.some((line) => line.message === `restored the store from cache entry ${goodKey}`)).toBe(true);
    expect(third.io.failed).toBeUndefined();
  });

  it('post skips the save of a store shortened after main, and such a store restored is refused STORE_RESTORE', async () => {
    const runId = 'shortened-post';
    const graph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n  after: { needs: [publish], run: [${node}, -e, "0"], retry-safe: true }\n`;
    const job1 = await world.jobs.enter('post-1', 811);
    const first = await world.jobs.step(job1, runId, graph);
    const goodKey = first.io.outputs['cache-key']!;
    expect(goodKey).toMatch(new RegExp(`^supervised-run/default/${runId}/811-1`));

    // Job 2's main ran the run on (and saved it); say its save had not happened, and its graph log then lost records.
    const job2 = await world.jobs.enter('post-2', 812);
    const second = await world.jobs.step(job2, runId, graph, {
      inputs: { position: 'dag/publish/1', decision: 'complete' },
    });
    expect(second.io.outputs.result).toBe('complete');
    expect(second.io.state[stateNames.restoredChains]).toMatch(/"graph":\{"records":\d+/);
    await keepFirstBatch(graphLogOf(job2.workspace, runId));
    const io = recordingIO({
      [stateNames.pending]: '1',
      [stateNames.restoredKey]: goodKey,
      [stateNames.restoredChains]: second.io.state[stateNames.restoredChains]!,
    });
    const { runPostJob } = await import('../../src/action/job/post-job.ts');
    const post = await runPostJob({ env: second.env, cwd: job2.workspace, io });
    expect(post.saved).toBe(true); // it tried
    expect(warned(io, `the store of run ${runId} was NOT saved`)).toBe(true);
    expect(warned(io, 'fewer than the')).toBe(true);
    expect((await world.jobs.entriesOf(runId, 812)).map((entry) => entry.key)).toEqual([
      second.io.outputs['cache-key'],
    ]);

    // A write-ahead save of it is refused the same way (the job passes its saver that guard).
    const { chainsShortened, parseChainMarks, saveStore, WriteAheadSaver } =
      await import('../../src/action/persistence/index.ts');
    const ref = { storeDirectory: '.store', namespace: 'default', runId };
    const marks = parseChainMarks(second.io.state[stateNames.restoredChains]!)!;
    const saver = new WriteAheadSaver({
      ...ref,
      prefix: 'supervised-run',
      githubRunId: 812,
      githubRunAttempt: 1,
      guard: () => chainsShortened(ref, marks),
    });
    expect(await saver.save()).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^the store was not saved: its graph log holds \d+ records, fewer than the/),
    });
    expect((await world.jobs.entriesOf(runId, 812)).map((entry) => entry.key)).toEqual([
      second.io.outputs['cache-key'],
    ]);

    // The same shortened store, saved by hand as if an older version had saved it: the next job refuses it.
    const forced = await saveStore({
      storeDirectory: '.store',
      namespace: 'default',
      runId,
      prefix: 'supervised-run',
      artifact: false,
    });
    expect(forced.cacheKey).toBeDefined();
    const job3 = await world.jobs.enter('post-3', 813);
    const third = await world.jobs.step(job3, runId, graph, { inputs: { mode: 'status' } });
    expect(third.io.failed).toMatch(
      new RegExp(
        `^STORE_RESTORE: the store of run ${runId} \\(cache entry ${forced.cacheKey}\\) failed verification: RUN_STORAGE: the logs of run ${runId} disagree: the runner log's settled record runner:\\w+ \\(session \\d+\\) pins the graph log at \\d+ records, but it holds only \\d+`,
      ),
    );
  });
});
