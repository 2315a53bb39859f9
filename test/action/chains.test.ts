// A job never saves a store whose logs are shorter than the ones it restored: saved, it would be the
// run's newest cache entry and hide the good one. Real jobs in process over the Actions emulator:
// job 1 pauses a run (saved); job 2 restores it and one of its nodes truncates the graph log; its
// save is skipped (main and post), the entry job 1 saved stays the newest, and a later job restoring
// a store shortened that way is refused STORE_RESTORE naming what disagrees.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { stateNames } from '../../src/action/job/persist.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment, type Job } from './support/jobs.ts';
import { recordingIO, type RecordingIO } from './support/recording-io.ts';

const node = JSON.stringify(process.execPath);
let emulator: ActionsEmulator;
let root: string;
let restoreEnvironment: () => void;
let runJob: typeof import('../../src/action/run-job.ts').runJob;
let runPostJob: typeof import('../../src/action/job/post-job.ts').runPostJob;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  emulator = await startActionsEmulator();
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  ({ runJob } = await import('../../src/action/run-job.ts'));
  ({ runPostJob } = await import('../../src/action/job/post-job.ts'));
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'action-chains-')));
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

// A store inside each workspace: the same cache path string (the entry's version) in every job.
const graphLogOf = (workspace: string, runId: string) =>
  path.join(workspace, '.store', 'default', 'runs', runId, 'graph.events.jsonl');

/** Cuts the graph log back to its first closed batch (a valid, shorter chain). */
async function keepFirstBatch(file: string): Promise<number> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
  const end = lines.findIndex((line) => (JSON.parse(line) as { batchRemaining: number }).batchRemaining === 0);
  await fs.writeFile(file, `${lines.slice(0, end + 1).join('\n')}\n`);
  return end + 1;
}

async function enter(name: string, githubRunId: number): Promise<Job> {
  const job = await enterJob(emulator, root, { name, githubRunId });
  execFileSync('git', ['init', '-q', job.workspace]);
  await fs.writeFile(path.join(job.workspace, '.gitignore'), '.store/\n');
  return job;
}

async function step(job: Job, runId: string, graph: string, inputs: Record<string, string> = {}) {
  await fs.writeFile(path.join(job.workspace, 'graph.yml'), graph);
  const io = recordingIO();
  const env: Record<string, string | undefined> = {
    ...process.env,
    'INPUT_RUN-ID': runId,
    INPUT_GRAPH: 'graph.yml',
    'INPUT_RECORD-CHANGES': 'false',
    'INPUT_INITIAL-BACKOFF': '50ms',
    'INPUT_TEARDOWN-GRACE': '500ms',
    INPUT_HEARTBEAT: '0',
    'INPUT_STORAGE-PATH': '.store',
    GITHUB_JOB: 'chains',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const outcome = await runJob({ env, cwd: job.workspace, io, cancellation: new Cancellation() });
  return { io, outcome, env };
}

const entriesOf = async (runId: string, githubRunId: number) =>
  (await emulator.cacheEntries()).filter((entry) =>
    entry.key.startsWith(`supervised-run/default/${runId}/${githubRunId}-`),
  );
const warned = (io: RecordingIO, text: string) =>
  io.log.some((line) => line.level === 'warning' && line.message.includes(text));

describe('a store that lost records is never saved over the one restored', () => {
  it('main skips the save when a node truncated the graph log; the entry restored stays the newest', async () => {
    const runId = 'shortened-main';
    const job1 = await enter('main-1', 801);
    // The second job's store path is known now: its damage node cuts that graph log back.
    const victim = graphLogOf(path.join(root, 'ws-main-2'), runId);
    const cut = `const fs = require('fs'); const f = ${JSON.stringify(victim)}; if (fs.existsSync(f)) { const t = fs.readFileSync(f, 'utf8'); fs.truncateSync(f, t.indexOf('\\n') + 1); }`;
    const graph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n  damage: { needs: [publish], retry-safe: true, run: [${node}, -e, ${JSON.stringify(cut)}] }\n`;
    const first = await step(job1, runId, graph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });
    const goodKey = first.io.outputs['cache-key']!;
    expect(goodKey).toMatch(new RegExp(`^supervised-run/default/${runId}/801-1`));

    const job2 = await enter('main-2', 802);
    const second = await step(job2, runId, graph, { position: 'dag/publish/1', decision: 'complete' });
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
    const saved = await entriesOf(runId, 802);
    expect(saved.filter((entry) => !/\.w\d+$/.test(entry.key))).toEqual([]);
    const job3 = await enter('main-3', 803);
    const third = await step(job3, runId, graph, { mode: 'status' });
    expect(third.io.log.some((line) => line.message === `restored the store from cache entry ${goodKey}`)).toBe(true);
    expect(third.io.failed).toBeUndefined();
  });

  it('post skips the save of a store shortened after main, and such a store restored is refused STORE_RESTORE', async () => {
    const runId = 'shortened-post';
    const graph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n  after: { needs: [publish], run: [${node}, -e, "0"], retry-safe: true }\n`;
    const job1 = await enter('post-1', 811);
    const first = await step(job1, runId, graph);
    const goodKey = first.io.outputs['cache-key']!;
    expect(goodKey).toMatch(new RegExp(`^supervised-run/default/${runId}/811-1`));

    // Job 2's main ran the run on (and saved it); say its save had not happened, and its graph log then lost records.
    const job2 = await enter('post-2', 812);
    const second = await step(job2, runId, graph, { position: 'dag/publish/1', decision: 'complete' });
    expect(second.io.outputs.result).toBe('complete');
    expect(second.io.state[stateNames.restoredChains]).toMatch(/"graph":\{"records":\d+/);
    await keepFirstBatch(graphLogOf(job2.workspace, runId));
    const io = recordingIO({
      [stateNames.pending]: '1',
      [stateNames.restoredKey]: goodKey,
      [stateNames.restoredChains]: second.io.state[stateNames.restoredChains]!,
    });
    const post = await runPostJob({ env: second.env, cwd: job2.workspace, io });
    expect(post.saved).toBe(true); // it tried
    expect(warned(io, `the store of run ${runId} was NOT saved`)).toBe(true);
    expect(warned(io, 'fewer than the')).toBe(true);
    expect((await entriesOf(runId, 812)).map((entry) => entry.key)).toEqual([second.io.outputs['cache-key']]);

    // The same shortened store, saved by hand as if an older version had saved it: the next job refuses it.
    const { saveStore } = await import('../../src/action/persistence/index.ts');
    const forced = await saveStore({
      storeDirectory: '.store',
      namespace: 'default',
      runId,
      prefix: 'supervised-run',
      artifact: false,
    });
    expect(forced.cacheKey).toBeDefined();
    const job3 = await enter('post-3', 813);
    const third = await step(job3, runId, graph, { mode: 'status' });
    expect(third.io.failed).toMatch(
      new RegExp(
        `^STORE_RESTORE: the store of run ${runId} \\(cache entry ${forced.cacheKey}\\) failed verification: RUN_STORAGE: the logs of run ${runId} disagree: the runner log's settled record runner:\\w+ \\(session \\d+\\) pins the graph log at \\d+ records, but it holds only \\d+`,
      ),
    );
  });
});
