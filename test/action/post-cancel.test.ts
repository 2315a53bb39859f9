// A cancel that reaches the post step while it saves the store of a main step that was killed before
// its own save: the BUILT action's post step (dist/index.js, a real process) gets SIGINT and then
// SIGTERM, as the runner sends them, while the emulator holds its cache save; it says so and
// finishes the save, which the next job restores.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedProcesses } from '../support/processes.ts';
import { waitUntil } from '../support/wait.ts';
import { builtActionJob, useBuiltActionWorld } from './support/built-job.ts';
import { describeStep, lines, quick } from './support/e2e-world.ts';
import { startStep } from './support/runner-emulation.ts';

const world = useBuiltActionWorld('action-post-cancel-');

const job = (name: string, githubRunId: number, graph: string, inputs: Record<string, string>) =>
  builtActionJob(world.root, world.emulator, { name, githubRunId, files: { 'graph.yml': graph }, inputs });

describe('the post step under a cancel', () => {
  it('finishes the save it makes for a killed main step through SIGINT and SIGTERM, saying so; the next job restores it', async () => {
    const runId = 'post-cancel';
    const effects = path.join(world.root, 'effects.log');
    const slow = JSON.stringify([
      process.execPath,
      '-e',
      `require('fs').appendFileSync(${JSON.stringify(effects)}, 'slow\\n'); setTimeout(() => {}, 60000)`,
    ]);
    const graph = `version: 1\nnodes:\n  slow: { run: ${slow}, retry-safe: true }\n`;
    const inputs = { 'run-id': runId, graph: 'graph.yml', ...quick };

    const job1 = await job('job1', 8101, graph, inputs);
    const main = await startStep(job1.step('main'));
    await main.printed(/dag\/slow\/1 +running/);
    await waitUntil('the slow node to start', async () => (await lines(effects)).includes('slow'));
    main.child.kill('SIGKILL'); // killed before its save: the post step saves the store
    const killed = await main.done;
    expect(killed.signal).toBe('SIGKILL');
    await waitUntil('the worker to die with the action', async () => markedProcesses(runId).length === 0);

    const hold = world.emulator.holdNextCacheCreate();
    const post = await startStep(job1.step('post', killed.state));
    const key = `supervised-run/default/${runId}/8101-1`;
    expect(await hold.reached).toBe(key);
    // The runner's cancel, while the save waits on the cache service.
    post.child.kill('SIGINT');
    await post.printed(
      `SIGINT (the job was cancelled): the post step goes on saving the store of run ${runId} (it would be lost otherwise)`,
    );
    post.child.kill('SIGTERM');
    await post.printed(`SIGTERM (the job was cancelled or timed out): the post step goes on saving the store`);
    hold.release();
    const saved = await post.done;
    expect(saved.signal, describeStep(saved)).toBeNull();
    expect(saved.exitCode, describeStep(saved)).toBe(0);
    expect(saved.stdout).toContain(`saved the store to the cache under ${key}`);
    expect((await world.emulator.cacheEntries()).find((entry) => entry.key === key)).toMatchObject({ finalized: true });

    const job2 = await job('job2', 8102, graph, inputs);
    const next = await (await startStep(job2.step('main'))).done;
    expect(next.exitCode, describeStep(next)).toBe(0);
    expect(next.stdout).toContain(`restored the store from cache entry ${key}`);
    expect(next.outputs).toMatchObject({ phase: 'orphaned' });
  });
});
