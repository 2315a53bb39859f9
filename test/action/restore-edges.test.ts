// What a job does with the edges of a restore, through runJob / runPostJob over the emulator:
// a cancel that lands while the job restores saves and claims nothing (main and post), and a store that holds
// a definition and no record (its job was killed right after writing it) is started afresh, and a
// from-run that brings back no store never starts the run afresh.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { stateNames } from '../../src/action/job/state-names.ts';
import { inProcessWorld, storeRunDirectory } from './support/in-process-jobs.ts';
import { recordingIO } from './support/recording-io.ts';

const node = JSON.stringify(process.execPath);
const world = inProcessWorld('restore-edges');

const effectNode = (effects: string, name: string, extra = '') =>
  `{ run: [${node}, -e, ${JSON.stringify(`require('fs').appendFileSync(${JSON.stringify(effects)}, '${name}\\n')`)}]${extra} }`;
const lines = async (file: string) =>
  (await fs.readFile(file, 'utf8').catch(() => '')).split('\n').filter((line) => line !== '');

/** A job's IO and cancellation that cancel the moment the job logs a line starting with `prefix`. */
function cancelledOn(prefix: string, reason: string) {
  const cancellation = new Cancellation();
  const io = recordingIO();
  const record = io.info.bind(io);
  io.info = (message) => {
    record(message);
    if (message.startsWith(prefix)) cancellation.cancel(reason);
  };
  return { io, cancellation };
}

describe('restore edges', () => {
  it('a cancel that arrives while the job restores: nothing runs, nothing is saved or claimed, post saves nothing', async () => {
    const runId = 'cancel-restore';
    const effects = path.join(world.root, 'cancel-restore.effects');
    const graph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n  after: ${effectNode(effects, 'after', ', needs: [publish], retry-safe: true')}\n`;
    const job1 = await world.jobs.enter('cancel-1', 901);
    const first = await world.jobs.step(job1, runId, graph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });
    const goodKey = first.io.outputs['cache-key']!;
    const artifactsBefore = (await world.emulator.artifacts()).length;

    // The cancel lands the moment the restore reports its entry: before any decision or launch.
    const job2 = await world.jobs.enter('cancel-2', 902);
    const { io, cancellation } = cancelledOn('restored the store from cache entry', 'SIGINT (test: during restore)');
    const second = await world.jobs.step(job2, runId, graph, {
      io,
      cancellation,
      inputs: { position: 'dag/publish/1', decision: 'complete' },
    });
    expect(io.log.map((line) => line.message)).toContain(`restored the store from cache entry ${goodKey}`);
    expect(io.summary).toContain('nothing was run');
    expect(await lines(effects)).toEqual([]);
    expect(await world.jobs.entriesOf(runId, 902)).toEqual([]);
    expect((await world.emulator.artifacts()).length).toBe(artifactsBefore);
    expect(io.state[stateNames.pending] ?? '').toBe('');
    expect(io.state[stateNames.saved] ?? '').toBe('');
    const { runPostJob } = await import('../../src/action/job/post-job.ts');
    const post = await runPostJob({ env: second.env, cwd: job2.workspace, io });
    expect(post).toEqual({ saved: false });
    expect(await world.jobs.entriesOf(runId, 902)).toEqual([]);

    expect(io.log.some((line) => line.message.startsWith('claimed session'))).toBe(false);

    // A cancel just after the claim: the claim is given back, since the job ran nothing.
    const job3 = await world.jobs.enter('cancel-3', 903);
    const { io: io3, cancellation: late } = cancelledOn('claimed session 2', 'SIGINT (test: after the claim)');
    await world.jobs.step(job3, runId, graph, {
      io: io3,
      cancellation: late,
      inputs: { position: 'dag/publish/1', decision: 'complete', 'github-token': 'ghs_in_process' },
    });
    expect(io3.log.map((line) => line.message)).toContain(
      'this job ran nothing: gave its session claim back (deleted cache entry supervised-run/default/cancel-restore@claim/2)',
    );
    expect(await world.jobs.entriesOf(runId, 903)).toEqual([]);

    // The next job (another workflow run) claims the session and resumes the run.
    const job4 = await world.jobs.enter('cancel-4', 904);
    const fourth = await world.jobs.step(job4, runId, graph, {
      inputs: { position: 'dag/publish/1', decision: 'complete' },
    });
    expect(fourth.io.failed).toBeUndefined();
    expect(fourth.io.outputs.result).toBe('complete');
    expect(await lines(effects)).toEqual(['after']);
  });

  it('a claim is given back only where the token may delete caches; once given back, the session can be claimed again', async () => {
    await world.jobs.enter('release-1', 921);
    const { claimSession, releaseClaim } = await import('../../src/action/persistence/index.ts');
    const ref = { storeDirectory: '.store', namespace: 'default', runId: 'released', prefix: 'supervised-run' };
    const holder = { githubRunId: '921', githubRunAttempt: '1', job: 'release' };
    const claimed = await claimSession({ ...ref, session: 1, holder });
    expect(claimed.kind).toBe('claimed');
    const target = {
      apiUrl: process.env.GITHUB_API_URL!,
      repository: process.env.GITHUB_REPOSITORY!,
      token: 'ghs_in_process',
      ref: undefined,
    };
    world.emulator.denyApiWrites(true);
    try {
      expect(await releaseClaim(target, claimed.key)).toEqual({
        kind: 'kept',
        message: 'the token may not delete caches (403; give the job actions: write)',
      });
    } finally {
      world.emulator.denyApiWrites(false);
    }
    const other = { ...holder, githubRunId: '922' };
    expect((await claimSession({ ...ref, session: 1, holder: other })).kind).toBe('held');
    expect(await releaseClaim(target, claimed.key)).toEqual({ kind: 'released' });
    expect(await claimSession({ ...ref, session: 1, holder: other })).toEqual({ kind: 'claimed', key: claimed.key });
  });

  it('a stored run that never started (a definition, no record) is started afresh by the next job', async () => {
    const runId = 'never-started';
    const effects = path.join(world.root, 'never-started.effects');
    const graph = `version: 1\nnodes:\n  only: ${effectNode(effects, 'only')}\n`;
    // Job 1 was killed between writing the definition and the first runner record: what it saved
    // (by its post step) is the run directory with the definition alone.
    const job1 = await world.jobs.enter('never-1', 911);
    const first = await world.jobs.step(job1, runId, graph, { inputs: { persist: 'none' } });
    expect(first.io.outputs.result).toBe('complete');
    expect(await lines(effects)).toEqual(['only']);
    await fs.rm(effects);
    const directory = storeRunDirectory(job1.workspace, runId);
    for (const entry of await fs.readdir(directory))
      if (entry !== 'definition.json') await fs.rm(path.join(directory, entry), { recursive: true, force: true });
    const { saveStore } = await import('../../src/action/persistence/index.ts');
    const saved = await saveStore({
      storeDirectory: '.store',
      namespace: 'default',
      runId,
      prefix: 'supervised-run',
      artifact: false,
    });
    expect(saved.cacheKey).toBeDefined();

    const job2 = await world.jobs.enter('never-2', 912);
    const second = await world.jobs.step(job2, runId, graph);
    expect(second.io.log.map((line) => line.message)).toContain(
      `restored the store from cache entry ${saved.cacheKey}`,
    );
    expect(second.io.failed).toBeUndefined();
    expect(second.io.outputs.result).toBe('complete');
    expect(second.io.summary).toContain('had never started');
    expect(await lines(effects)).toEqual(['only']);
    expect((await world.jobs.entriesOf(runId, 912)).length).toBeGreaterThan(0);
  });

  it('a from-run that brings back no store fails STORE_NOT_FOUND and never starts the run afresh', async () => {
    const runId = 'from-nothing';
    const effects = path.join(world.root, 'from-nothing.effects');
    const graph = `version: 1\nnodes:\n  once: ${effectNode(effects, 'once')}\n  ask: { ask: { question: Go on? }, needs: [once] }\n`;
    const job1 = await world.jobs.enter('from-nothing-1', 921);
    const first = await world.jobs.step(job1, runId, graph);
    expect(first.io.outputs.result, first.io.failed ?? first.io.summary).toBe('pause');
    expect(await lines(effects)).toEqual(['once']);
    await world.emulator.evictCache(`supervised-run/default/${runId}/`);
    // Workflow run 922 only reported the run: it saved no artifact of it. After the eviction the
    // cache misses, and from-run 922 brings nothing back either.
    const job2 = await world.jobs.enter('from-nothing-2', 923);
    const second = await world.jobs.step(job2, runId, graph, {
      inputs: { 'from-run': '922', 'github-token': 'ghs_test' },
    });
    expect(second.io.failed).toMatch(/^STORE_NOT_FOUND: run from-nothing was not found .*so it was not started afresh/);
    expect(await lines(effects)).toEqual(['once']);
    expect(await world.jobs.entriesOf(runId, 923)).toEqual([]);
  });

  it('a job that refuses its inputs does not bring its from-run store to the cache, where it would hide a newer one', async () => {
    const runId = 'from-refused';
    const graph = `version: 1\nnodes:\n  ask: { ask: { question: Go on? } }\n`;
    const job1 = await world.jobs.enter('from-refused-1', 931);
    expect((await world.jobs.step(job1, runId, graph)).io.outputs.result).toBe('pause');
    await world.emulator.evictCache(`supervised-run/default/${runId}/`);
    const fromRun = { 'from-run': '931', 'github-token': 'ghs_test' };
    // A position that is not paused: refused, and nothing of the artifact goes to the cache.
    const job2 = await world.jobs.enter('from-refused-2', 932);
    const refused = await world.jobs.step(job2, runId, graph, { inputs: { ...fromRun, position: 'dag/nope/1' } });
    expect(refused.io.failed).toMatch(/^RESUME_POSITION: input "position": "dag\/nope\/1" is not a recorded pause/);
    // Refused before the claim: a token that cannot delete caches could not give a claim back.
    expect(refused.io.log.some((line) => line.message.includes('claimed session'))).toBe(false);
    expect(await world.jobs.entriesOf(runId, 932)).toEqual([]);
    // The corrected dispatch still restores from from-run (the cache still misses) and answers.
    const job3 = await world.jobs.enter('from-refused-3', 933);
    const answered = await world.jobs.step(job3, runId, graph, {
      inputs: { ...fromRun, position: 'dag/ask/1', answer: '{}' },
    });
    expect(answered.io.log.map((line) => line.message)).toContainEqual(
      expect.stringMatching(/restored the store from artifact/),
    );
    expect(answered.io.outputs.result, answered.io.failed).toBe('complete');
  });

  it("each job's save deletes the run's older entries where the token may, write-ahead or not", async () => {
    const runId = 'prune-off';
    const graph = `version: 1\nnodes:\n  ask: { ask: { question: Go on? } }\n`;
    const off = { 'write-ahead': 'off', 'github-token': 'ghs_test' };
    const job1 = await world.jobs.enter('prune-off-1', 941);
    expect((await world.jobs.step(job1, runId, graph, { inputs: off })).io.outputs.result).toBe('pause');
    const job2 = await world.jobs.enter('prune-off-2', 942);
    const answered = await world.jobs.step(job2, runId, graph, {
      inputs: { ...off, position: 'dag/ask/1', answer: '{}' },
    });
    expect(answered.io.outputs.result, answered.io.failed).toBe('complete');
    const entries = (await world.emulator.cacheEntries()).filter((entry) =>
      entry.key.startsWith(`supervised-run/default/${runId}/`),
    );
    expect(entries.map((entry) => entry.key)).toEqual([`supervised-run/default/${runId}/942-1`]);
  });
});
