// The BUILT action on self-hosted runners, whose storage-path survives between jobs: a run directory
// an earlier job left on the machine is used only when it holds every record of the run's newest
// cache entry (then its save is no fork of that entry); an older one gives way to the entry, so a
// run completed elsewhere is not rolled back. Jobs run main (and post) as the runner does, against
// the emulator process; "another machine" is the same storage-path with the first machine's
// directory moved away meanwhile.
import { rename, rm, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedProcesses } from '../support/processes.ts';
import { waitUntil } from '../support/wait.ts';
import { describeStep, e2eWorld, lines, quick } from './support/e2e-world.ts';
import { inputEnv, startStep } from './support/runner-emulation.ts';

const world = e2eWorld('self-hosted', 7100);

/** Appends its effect to a log outside every workspace; then hangs a minute, or kills its worker (a crash mid-node). */
const effectScript = `const fs = require('fs');
const [file, effect, action] = process.argv.slice(2);
fs.appendFileSync(file, effect + '\\n');
if (action === 'hang') setTimeout(() => {}, 60000);
if (action === 'kill-worker') { process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000); }
`;

async function repository(name: string, effects: string, publish: 'hang' | 'kill-worker') {
  const run = (...args: string[]) => JSON.stringify([process.execPath, 'tools/effect.cjs', effects, ...args]);
  return world.origin(name, {
    'tools/effect.cjs': effectScript,
    'graph.yml': `version: 1
nodes:
  prep: { run: ${run('prep')}, retry-safe: true }
  publish: { needs: [prep], run: ${run('publish', publish)} }
  after: { needs: [publish], run: ${run('after')}, retry-safe: true }
`,
  });
}

describe('a self-hosted runner whose store survives between jobs', () => {
  it('a job killed after its write-ahead save leaves a newer store: the next job on the machine takes it over with no fork reported', async () => {
    const runId = 'sh-ahead';
    const effects = path.join(world.root, `${runId}.effects`);
    const repo = await repository(runId, effects, 'hang');
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'storage-path': path.join(world.root, runId), ...quick };

    const job1 = await world.newJob(`${runId}-1`, repo);
    const main = await startStep({
      script: 'main',
      workspace: job1.workspace,
      filesDirectory: world.stepFiles(job1, 'main'),
      env: { ...job1.env, ...inputEnv(inputs) },
    });
    const writeAhead = `supervised-run/default/${runId}/${job1.githubRunId}-1.w1`;
    await main.printed(`write-ahead: saved the store to the cache under ${writeAhead} (before dag/publish/1)`);
    await waitUntil('publish to start', async () => (await lines(effects)).includes('publish'));
    main.child.kill('SIGKILL'); // the runner process is lost with it: no post step
    expect((await main.done).signal).toBe('SIGKILL');
    await waitUntil('the worker and its node to die with the action', async () => markedProcesses(runId).length === 0);

    const job2 = await world.newJob(`${runId}-2`, repo);
    const { main: taken } = await world.runJob(job2, { ...inputs, takeover: 'true' });
    expect(taken.exitCode, describeStep(taken)).toBe(0);
    expect(taken.stdout).toContain(
      `the run directory ${path.join(world.root, runId, 'default', 'runs', runId)} was left on this runner by an earlier job (workflow run ${job1.githubRunId} attempt 1); it holds every record of cache entry ${writeAhead}`,
    );
    expect(taken.stdout).not.toContain('Two jobs drove');
    expect(taken.summary).not.toContain('Two jobs drove');
    expect(taken.outputs).toMatchObject({
      result: 'pause',
      positions: '["dag/publish/1"]',
      'cache-key': `supervised-run/default/${runId}/${job2.githubRunId}-1`,
    });
    expect(await lines(effects)).toEqual(['prep', 'publish']);
  });

  it('a store left on the machine that is older than the newest cache entry gives way to it: a run completed elsewhere stays completed', async () => {
    const runId = 'sh-stale';
    const effects = path.join(world.root, `${runId}.effects`);
    const repo = await repository(runId, effects, 'kill-worker');
    const store = path.join(world.root, runId);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'storage-path': store, ...quick };

    // Machine A: publish crashes mid-node, so the run pauses for a decision about it.
    const job1 = await world.newJob(`${runId}-1`, repo);
    const first = await world.runJob(job1, inputs);
    expect(first.main.outputs, describeStep(first.main)).toMatchObject({
      result: 'pause',
      positions: '["dag/publish/1"]',
    });
    await rename(store, `${store}-machine-a`);

    // Machine B: the decision (it happened) completes the run.
    const job2 = await world.newJob(`${runId}-2`, repo);
    const decided = await world.runJob(job2, { ...inputs, position: 'dag/publish/1', decision: 'complete' });
    expect(decided.main.outputs, describeStep(decided.main)).toMatchObject({ result: 'complete' });
    const newest = decided.main.outputs['cache-key']!;
    expect(await lines(effects)).toEqual(['prep', 'publish', 'after']);

    // Machine A again, its paused store still in place.
    await rm(store, { recursive: true });
    await rename(`${store}-machine-a`, store);
    const job3 = await world.newJob(`${runId}-3`, repo);
    const { main } = await world.runJob(job3, inputs);
    expect(main.exitCode, describeStep(main)).toBe(0);
    expect(main.stdout).toContain(`restored the store from cache entry ${newest}`);
    expect(main.stdout).toContain(
      `was left on this runner by an earlier job (workflow run ${job1.githubRunId} attempt 1); it is older than the run's newest save, cache entry ${newest}`,
    );
    expect(main.outputs).toMatchObject({ result: 'complete', phase: 'completed', 'needs-decision': 'false' });
    expect(main.summary).not.toContain('decision=retry');
    // The older store is kept aside for a person, not deleted.
    const aside = await readdir(path.join(store, '.local', 'set-aside', 'default'));
    expect(aside).toHaveLength(1);
    expect(await lines(effects)).toEqual(['prep', 'publish', 'after']);
  });

  it('a later step of the same job uses the store its earlier step left, as is', async () => {
    const runId = 'sh-steps';
    const effects = path.join(world.root, `${runId}.effects`);
    const repo = await repository(runId, effects, 'kill-worker');
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'storage-path': path.join(world.root, runId), ...quick };
    const job = await world.newJob(`${runId}-1`, repo);
    const first = await world.runJob(job, inputs);
    expect(first.main.outputs, describeStep(first.main)).toMatchObject({ result: 'pause' });
    // The same job's next step (the action used twice in one job): it restores nothing.
    const { main } = await world.runJob(job, { ...inputs, mode: 'status' });
    expect(main.exitCode, describeStep(main)).toBe(0);
    expect(main.stdout).toContain('already exists on this runner, from an earlier step of this job');
    expect(main.stdout).not.toContain('restored the store from');
    expect(main.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });
  });
});
