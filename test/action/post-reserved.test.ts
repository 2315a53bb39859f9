// The BUILT action's main step (dist/index.js, a real process) is killed while the cache service
// holds its save's reservation; released, the service keeps the key reserved for a step that is gone
// (as GitHub's does). The post step saves the store again: under that key it is refused, so it saves
// under the next follow-up key and says why, and the next job restores the finished run from there.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedProcesses } from '../support/processes.ts';
import { waitUntil } from '../support/wait.ts';
import { builtActionJob, useBuiltActionWorld } from './support/built-job.ts';
import { describeStep, quick } from './support/e2e-world.ts';
import { startStep } from './support/runner-emulation.ts';

const world = useBuiltActionWorld('action-post-reserved-');

describe('the post step after a main step killed mid-save', () => {
  it('saves under the next follow-up key when the first is left reserved, says so, and the next job restores it', async () => {
    const runId = 'post-reserved';
    const go = path.join(world.root, 'go');
    // The node finishes once the test has set its hold on the save's reservation (after the claim's).
    const waits = JSON.stringify([
      process.execPath,
      '-e',
      `const t = setInterval(() => { if (require('fs').existsSync(${JSON.stringify(go)})) clearInterval(t); }, 20)`,
    ]);
    const graph = `version: 1\nnodes:\n  waits: { run: ${waits}, retry-safe: true }\n`;
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'write-ahead': 'off', ...quick };
    const job = (name: string, githubRunId: number) =>
      builtActionJob(world.root, world.emulator, { name, githubRunId, files: { 'graph.yml': graph }, inputs });

    const job1 = await job('job1', 8201);
    const main = await startStep(job1.step('main'));
    await main.printed(/dag\/waits\/1 +running/);
    const hold = world.emulator.holdNextCacheCreate();
    await fs.writeFile(go, '');
    const key = `supervised-run/default/${runId}/8201-1`;
    expect(await hold.reached).toBe(key);
    main.child.kill('SIGKILL'); // killed mid-save, after the service got the reservation request
    const killed = await main.done;
    expect(killed.signal).toBe('SIGKILL');
    hold.release();
    await hold.handled;
    expect((await world.emulator.cacheEntries()).find((entry) => entry.key === key)).toMatchObject({
      finalized: false,
    });
    await waitUntil('the worker to die with the action', async () => markedProcesses(runId).length === 0);

    const saved = await (await startStep(job1.step('post', killed.state))).done;
    expect(saved.exitCode, describeStep(saved)).toBe(0);
    expect(saved.stdout).toContain(
      `the cache did not take ${key} and does not list it: a save cut short (a job killed mid-upload) probably left it reserved; the store was saved under ${key}.2 instead`,
    );
    expect(saved.stdout).toContain(`saved the store to the cache under ${key}.2`);

    const job2 = await job('job2', 8202);
    const next = await (await startStep(job2.step('main'))).done;
    expect(next.exitCode, describeStep(next)).toBe(0);
    expect(next.stdout).toContain(`restored the store from cache entry ${key}.2`);
    expect(next.outputs).toMatchObject({ phase: 'completed' });
  });
});
