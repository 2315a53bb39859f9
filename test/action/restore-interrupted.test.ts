// A job stopped while it restores the store, as the runner stops a cancelled step (SIGINT, SIGTERM,
// then a kill), while the emulator holds the download of the run's cache entry: the BUILT action
// (dist/index.js, real processes). Its post step says in the job summary that the restore was
// interrupted and what to do; on a self-hosted runner, a directory an earlier job left (set aside
// for the restore) is put back in place, so the next job still weighs it against the cache instead
// of losing the records it holds beyond the newest entry.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedProcesses } from '../support/processes.ts';
import { waitUntil } from '../support/wait.ts';
import { builtActionJob, cancelStep, useBuiltActionWorld } from './support/built-job.ts';
import { describeStep, lines, quick } from './support/e2e-world.ts';
import { startStep } from './support/runner-emulation.ts';

const world = useBuiltActionWorld('action-restore-interrupted-');

const job = (name: string, githubRunId: number, graph: string, inputs: Record<string, string>) =>
  builtActionJob(world.root, world.emulator, {
    name,
    githubRunId,
    files: { 'graph.yml': graph, 'tools/effect.cjs': effectScript },
    inputs,
  });

/** Appends its effect to a log outside every workspace; `hang-once` then hangs the first time it runs. */
const effectScript = `const fs = require('fs');
const [file, effect, action] = process.argv.slice(2);
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\\n') : [];
fs.appendFileSync(file, effect + '\\n');
if (action === 'hang-once' && !before.includes(effect)) setTimeout(() => {}, 60000);
`;

const effect = (effects: string, name: string, action?: string) =>
  JSON.stringify([process.execPath, 'tools/effect.cjs', effects, name, ...(action === undefined ? [] : [action])]);

describe('a job stopped during its restore', () => {
  it('its post step writes a summary saying the restore was interrupted, nothing ran, and to re-run', async () => {
    const runId = 'restore-cut';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = `version: 1\nnodes:\n  only: { run: ${effect(effects, 'only')}, retry-safe: true }\n`;
    const inputs = { 'run-id': runId, graph: 'graph.yml', ...quick };
    const job1 = await job(`${runId}-1`, 9101, graph, inputs);
    const first = await (await startStep(job1.step('main'))).done;
    expect(first.outputs, describeStep(first)).toMatchObject({ result: 'complete' });
    const key = first.outputs['cache-key']!;

    const job2 = await job(`${runId}-2`, 9102, graph, inputs);
    const hold = world.emulator.holdNextCacheDownload();
    const main = await startStep(job2.step('main'));
    await hold.reached;
    const killed = await cancelStep(main);
    expect(killed.summary).toBe('');
    hold.release();

    const post = await (await startStep(job2.step('post', killed.state))).done;
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.summary).toContain('The job was stopped while it restored the store');
    expect(post.summary).toContain(`cache entry ${key}`);
    expect(post.summary).toContain('Nothing ran and nothing was saved');
    expect(post.summary).toContain('Re-run the job');
    expect(await lines(effects)).toEqual(['only']);
    expect(
      (await world.emulator.cacheEntries()).filter((entry) => entry.key.startsWith(`supervised-run/default/${runId}/`)),
    ).toHaveLength(1);
  });

  it('on a self-hosted runner, the directory an earlier job left is put back, and the next job takes it over instead of the older cache entry', async () => {
    const runId = 'restore-aside';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = `version: 1
nodes:
  prep: { run: ${effect(effects, 'prep')}, retry-safe: true }
  publish: { needs: [prep], run: ${effect(effects, 'publish')} }
  after: { needs: [publish], run: ${effect(effects, 'after', 'hang-once')}, retry-safe: true }
`;
    const store = path.join(world.root, `${runId}-store`);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'storage-path': store, 'checkpoint-interval': '0', ...quick };
    const runDirectory = path.join(store, 'default', 'runs', runId);

    // Job 1 saves ahead of publish, completes it, and is lost while `after` runs: the directory it
    // leaves holds publish's completion, which no cache entry does.
    const job1 = await job(`${runId}-1`, 9201, graph, inputs);
    const main1 = await startStep(job1.step('main'));
    const writeAhead = `supervised-run/default/${runId}/9201-1.w1`;
    await main1.printed(`write-ahead: saved the store to the cache under ${writeAhead} (before dag/publish/1)`);
    await waitUntil('after to start', async () => (await lines(effects)).includes('after'));
    main1.child.kill('SIGKILL');
    await main1.done;
    await waitUntil('the worker and its node to die with the action', async () => markedProcesses(runId).length === 0);

    // Job 2 sets that directory aside to restore the cache entry, and is cancelled mid-restore.
    const job2 = await job(`${runId}-2`, 9202, graph, { ...inputs, takeover: 'true' });
    const hold = world.emulator.holdNextCacheDownload();
    const main2 = await startStep(job2.step('main'));
    await hold.reached;
    const killed = await cancelStep(main2);
    hold.release();
    const post = await (await startStep(job2.step('post', killed.state))).done;
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.summary).toContain('The job was stopped while it restored the store');
    expect(post.summary).toContain(`The run directory ${runDirectory}, left on this runner by an earlier job`);
    expect(post.summary).toContain('was put back in place');

    // Job 3 finds it in place, holding every record of the write-ahead entry and more: publish stays done.
    const job3 = await job(`${runId}-3`, 9203, graph, { ...inputs, takeover: 'true' });
    const next = await (await startStep(job3.step('main'))).done;
    expect(next.exitCode, describeStep(next)).toBe(0);
    expect(next.stdout).toContain(`it holds every record of cache entry ${writeAhead} and`);
    expect(next.outputs, describeStep(next)).toMatchObject({ result: 'complete' });
    expect(await lines(effects)).toEqual(['prep', 'publish', 'after', 'after']);
  });

  it('on a self-hosted runner that lost the cancelled job without its post step, the next job puts the directory back itself', async () => {
    const runId = 'restore-lost';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = `version: 1
nodes:
  prep: { run: ${effect(effects, 'prep')}, retry-safe: true }
  publish: { needs: [prep], run: ${effect(effects, 'publish')} }
  after: { needs: [publish], run: ${effect(effects, 'after', 'hang-once')}, retry-safe: true }
`;
    const store = path.join(world.root, `${runId}-store`);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'storage-path': store, 'checkpoint-interval': '0', ...quick };

    const job1 = await job(`${runId}-1`, 9301, graph, inputs);
    const main1 = await startStep(job1.step('main'));
    const writeAhead = `supervised-run/default/${runId}/9301-1.w1`;
    await main1.printed(`write-ahead: saved the store to the cache under ${writeAhead} (before dag/publish/1)`);
    await waitUntil('after to start', async () => (await lines(effects)).includes('after'));
    main1.child.kill('SIGKILL');
    await main1.done;
    await waitUntil('the worker and its node to die with the action', async () => markedProcesses(runId).length === 0);

    const job2 = await job(`${runId}-2`, 9302, graph, { ...inputs, takeover: 'true' });
    const hold = world.emulator.holdNextCacheDownload();
    const main2 = await startStep(job2.step('main'));
    await hold.reached;
    main2.child.kill('SIGKILL'); // the runner is lost with it: no post step
    await main2.done;
    hold.release();

    const job3 = await job(`${runId}-3`, 9303, graph, { ...inputs, takeover: 'true' });
    const next = await (await startStep(job3.step('main'))).done;
    expect(next.exitCode, describeStep(next)).toBe(0);
    expect(next.stdout).toContain('was stopped while it restored the store');
    expect(next.stdout).toContain(`it holds every record of cache entry ${writeAhead} and`);
    expect(next.outputs, describeStep(next)).toMatchObject({ result: 'complete' });
    expect(await lines(effects)).toEqual(['prep', 'publish', 'after', 'after']);
  });
});
