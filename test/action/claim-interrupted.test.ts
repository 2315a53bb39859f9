// A job stopped after its restore but before its run started, as the runner stops a cancelled step
// (SIGINT, SIGTERM, then a kill): while its session claim is in flight (the emulator holds the
// claim's finalize, so the claim lands after the step is gone), or right after the claim (its graph
// file is a FIFO nobody writes, so the start never gets its graph). The BUILT action, real
// processes. Its post step gives the claim back and says in the job summary what happened; the next
// job of another workflow run then drives the session without takeover.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedProcesses } from '../support/processes.ts';
import { waitUntil } from '../support/wait.ts';
import { decodeReferences } from '../report/markdown.ts';
import { builtActionJob, cancelStep as cancelBuiltStep, useBuiltActionWorld } from './support/built-job.ts';
import { describeStep, lines, quick } from './support/e2e-world.ts';
import { startStep, type RunningStep, type StepOptions } from './support/runner-emulation.ts';

const world = useBuiltActionWorld('action-claim-interrupted-');

const job = (name: string, githubRunId: number, graph: string, inputs: Record<string, string>) =>
  builtActionJob(world.root, world.emulator, {
    name,
    githubRunId,
    files: { 'graph.yml': graph },
    inputs,
    env: { GITHUB_JOB: 'drive' },
  });

/** The runner's cancel of a step stuck before its run: it is killed having written no summary. */
async function cancelStep(step: RunningStep) {
  const killed = await cancelBuiltStep(step);
  expect(killed.summary).toBe('');
  return killed;
}

/**
 * The post step, its summary's character references decoded (the summary escapes `(`, `_`, ...) and
 * the zero-width spaces it puts after an `@` (so a key's `@claim` mentions nobody) taken out.
 */
async function postStep(options: StepOptions) {
  const post = await (await startStep(options)).done;
  return { ...post, summary: decodeReferences(post.summary).replaceAll('\u200b', '') };
}

const effectGraph = (effects: string) =>
  `version: 1\nnodes:\n  only: { run: ${JSON.stringify([process.execPath, '-e', `require('fs').appendFileSync(${JSON.stringify(effects)}, 'only\\n')`])}, retry-safe: true }\n`;

/** The next job, of another workflow run and without takeover: it claims the session and runs the graph. */
async function nextJobDrives(runId: string, githubRunId: number, graph: string, inputs: Record<string, string>) {
  const next = await job(`${runId}-next`, githubRunId, graph, inputs);
  const main = await (await startStep(next.step('main'))).done;
  expect(main.stdout, describeStep(main)).not.toContain('RUN_CLAIMED');
  expect(main.stdout).toContain(`claimed session 1 of run ${runId}`);
  expect(main.outputs, describeStep(main)).toMatchObject({ result: 'complete' });
}

describe('a job stopped before its run started', () => {
  it('during its session claim: the post step gives the claim back and says so; the next job of another workflow run drives the session', async () => {
    const runId = 'claim-cut';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = effectGraph(effects);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };
    const claimKey = `supervised-run/default/${runId}@claim/1`;

    const first = await job(`${runId}-1`, 9401, graph, inputs);
    const hold = world.emulator.holdNextCacheFinalize();
    const main = await startStep(first.step('main'));
    expect(await hold.reached).toBe(claimKey);
    const killed = await cancelStep(main);
    // The claim's finalize reaches the service after all: the claim is made, and its job is gone.
    hold.release();
    await hold.handled;
    expect(
      (await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey && entry.finalized),
    ).toHaveLength(1);

    const post = await postStep(first.step('post', killed.state));
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.summary, describeStep(post)).toContain('stopped before the run started');
    expect(post.summary).toContain('while it claimed session 1');
    expect(post.summary).toContain('Nothing ran and nothing was saved');
    expect(post.summary).toContain(`Its claim on session 1 (cache entry ${claimKey}) was given back`);
    expect(post.summary).toContain('Re-run the job');
    expect(post.stdout).not.toContain('saving it now');
    expect((await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey)).toHaveLength(0);
    expect(await lines(effects)).toEqual([]);

    await nextJobDrives(runId, 9402, graph, inputs);
    expect(await lines(effects)).toEqual(['only']);
  });

  it('while the cache still finalizes its claim when the post step looks: the post step records that the job gave the claim up; the claim lands later; the next job of another workflow run goes on', async () => {
    const runId = 'claim-late';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = effectGraph(effects);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };
    const claimKey = `supervised-run/default/${runId}@claim/1`;

    const first = await job(`${runId}-1`, 9701, graph, inputs);
    const hold = world.emulator.holdNextCacheFinalize();
    const main = await startStep(first.step('main'));
    expect(await hold.reached).toBe(claimKey);
    const killed = await cancelStep(main);

    // The post step runs while the service still holds the claim's finalize: nothing is listed yet.
    const post = await postStep(first.step('post', killed.state));
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.summary, describeStep(post)).toContain('while it claimed session 1');
    expect(post.summary).toContain(`No claim entry ${claimKey} is listed`);
    expect(post.summary).toContain(
      `This job recorded that it gave the claim up (cache entry supervised-run/default/${runId}@claim-given-up/1/`,
    );
    expect(post.summary).not.toContain('nothing to give back');

    // Then the finalize lands: the claim names a job that is gone and gave it up.
    hold.release();
    await hold.handled;
    expect(
      (await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey && entry.finalized),
    ).toHaveLength(1);

    const next = await job(`${runId}-next`, 9702, graph, inputs);
    const driven = await (await startStep(next.step('main'))).done;
    expect(driven.stdout, describeStep(driven)).not.toContain('RUN_CLAIMED');
    expect(driven.stdout).toContain('which ran nothing and gave the claim up');
    expect(driven.outputs, describeStep(driven)).toMatchObject({ result: 'complete' });
    expect(await lines(effects)).toEqual(['only']);
  });

  it('after its claim was reserved and never finalized: the post step says the key may stay reserved; the next job of another workflow run claims the next key', async () => {
    const runId = 'claim-reserved';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = effectGraph(effects);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };
    const claimKey = `supervised-run/default/${runId}@claim/1`;

    const first = await job(`${runId}-1`, 9801, graph, inputs);
    const hold = world.emulator.holdNextCacheCreate();
    const main = await startStep(first.step('main'));
    expect(await hold.reached).toBe(claimKey);
    const killed = await cancelStep(main);
    // The reservation reaches the service after the job is gone: nothing is ever uploaded for it.
    hold.release();
    await hold.handled;
    const reserved = async () =>
      (await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey).map((entry) => entry.finalized);
    expect(await reserved()).toEqual([false]);

    const post = await postStep(first.step('post', killed.state));
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.summary, describeStep(post)).toContain(`No claim entry ${claimKey} is listed`);
    expect(post.summary).toContain('may stay reserved without an entry');
    expect(post.summary).toContain('This job recorded that it gave the claim up');
    expect(post.summary).not.toContain('nothing to give back');

    const next = await job(`${runId}-next`, 9802, graph, inputs);
    const driven = await (await startStep(next.step('main'))).done;
    expect(driven.stdout, describeStep(driven)).not.toContain('RUN_CLAIMED');
    expect(driven.stdout).not.toContain('could not be claimed');
    expect(driven.stdout).toContain(`claim entry ${claimKey} of session 1 is held by nobody`);
    expect(driven.stdout).toContain(`claimed session 1 of run ${runId} (cache entry ${claimKey}.2)`);
    expect(driven.outputs, describeStep(driven)).toMatchObject({ result: 'complete' });
    expect(await lines(effects)).toEqual(['only']);
    expect(await reserved()).toEqual([false]);
    expect(
      (await world.emulator.cacheEntries()).filter((entry) => entry.key === `${claimKey}.2` && entry.finalized),
    ).toHaveLength(1);
  });

  it('after its session claim, before the start: the post step gives the claim back, saves nothing and says so; once a run started, a kill leaves the claim', async () => {
    const runId = 'claim-then-cut';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = effectGraph(effects);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };
    const claimKey = `supervised-run/default/${runId}@claim/1`;

    // A graph file that is a FIFO nobody writes: the start waits on reading it, after the claim.
    const first = await job(`${runId}-1`, 9501, graph, inputs);
    await fs.rm(path.join(first.workspace, 'graph.yml'));
    execFileSync('mkfifo', [path.join(first.workspace, 'graph.yml')]);
    const main = await startStep(first.step('main'));
    await main.printed(`claimed session 1 of run ${runId} (cache entry ${claimKey})`);
    const killed = await cancelStep(main);

    const post = await postStep(first.step('post', killed.state));
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.summary, describeStep(post)).toContain('stopped before the run started');
    expect(post.summary).toContain('after it claimed session 1');
    expect(post.summary).toContain('Nothing ran and nothing was saved');
    expect(post.summary).toContain(`Its claim on session 1 (cache entry ${claimKey}) was given back`);
    expect(post.stdout).not.toContain('saving it now');
    const entries = await world.emulator.cacheEntries();
    expect(entries.filter((entry) => entry.key.startsWith(`supervised-run/default/${runId}`))).toHaveLength(0);

    // The next job of another workflow run claims the session without takeover and starts the run;
    // killed while its node runs, its worker may have started: its post step saves the store as
    // before, and its claim stays (the session may have been driven).
    const hanging = `version: 1\nnodes:\n  only: { run: ${JSON.stringify([process.execPath, '-e', `require('fs').appendFileSync(${JSON.stringify(effects)}, 'only\\n'); setTimeout(() => {}, 60000)`])}, retry-safe: true }\n`;
    const second = await job(`${runId}-2`, 9502, hanging, inputs);
    const running = await startStep(second.step('main'));
    await waitUntil('the node to start', async () => (await lines(effects)).includes('only'));
    running.child.kill('SIGINT');
    running.child.kill('SIGTERM');
    running.child.kill('SIGKILL');
    const stopped = await running.done;
    expect(stopped.stdout, describeStep(stopped)).toContain(`claimed session 1 of run ${runId}`);
    await waitUntil('the worker and its node to die with the action', async () => markedProcesses(runId).length === 0);
    const saved = await postStep(second.step('post', stopped.state));
    expect(saved.stdout, describeStep(saved)).toContain('saving it now');
    expect(saved.summary).not.toContain('stopped before the run');
    expect((await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey)).toHaveLength(1);
  });

  it('when the token may not delete caches, the post step records that the job gave its landed claim up; the next job of another workflow run goes on', async () => {
    const runId = 'claim-kept';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = effectGraph(effects);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };
    const claimKey = `supervised-run/default/${runId}@claim/1`;

    const first = await job(`${runId}-1`, 9601, graph, inputs);
    const hold = world.emulator.holdNextCacheFinalize();
    const main = await startStep(first.step('main'));
    await hold.reached;
    const killed = await cancelStep(main);
    hold.release();
    await hold.handled;

    world.emulator.denyApiWrites(true);
    try {
      const post = await postStep(first.step('post', killed.state));
      expect(post.exitCode, describeStep(post)).toBe(0);
      expect(post.summary, describeStep(post)).toContain(
        `Its claim on session 1 (cache entry ${claimKey}) could not be deleted: the token may not delete caches`,
      );
      expect(post.summary).toContain('actions: write');
      expect(post.summary).toContain(
        `This job recorded that it gave the claim up (cache entry supervised-run/default/${runId}@claim-given-up/1/`,
      );
      expect(post.summary).not.toContain('takeover: true');
      expect(post.stdout).toContain('::warning');

      // The claim stays (the token still may not delete it); the next job goes on all the same.
      await nextJobGoesOnPastGivenUpClaim(runId, 9602, graph, inputs);
    } finally {
      world.emulator.denyApiWrites(false);
    }
    expect((await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey)).toHaveLength(1);
    expect(await lines(effects)).toEqual(['only']);
  });

  it('when the main step ran nothing and the token may not delete its claim: it records that it gave the claim up and says so; the next job of another workflow run goes on', async () => {
    const runId = 'claim-kept-main';
    const effects = path.join(world.root, `${runId}.effects`);
    const graph = effectGraph(effects);
    const claimKey = `supervised-run/default/${runId}@claim/1`;
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };

    // No graph file: the job claims its session, then starts nothing.
    const first = await job(`${runId}-1`, 9611, graph, { ...inputs, graph: 'missing.yml' });
    world.emulator.denyApiWrites(true);
    try {
      const main = await (await startStep(first.step('main'))).done;
      expect(main.stdout, describeStep(main)).toContain(`claimed session 1 of run ${runId}`);
      const summary = decodeReferences(main.summary).replaceAll('\u200b', '');
      expect(summary, describeStep(main)).toContain(
        `its session claim (cache entry ${claimKey}) could not be given back: the token may not delete caches`,
      );
      expect(summary).toContain(
        `This job recorded that it gave the claim up (cache entry supervised-run/default/${runId}@claim-given-up/1/`,
      );
      expect(summary).not.toContain('takeover: true');
      const post = await postStep(first.step('post', main.state));
      expect(post.exitCode, describeStep(post)).toBe(0);
      expect(post.summary).toBe('');

      await nextJobGoesOnPastGivenUpClaim(runId, 9612, graph, inputs);
    } finally {
      world.emulator.denyApiWrites(false);
    }
    expect((await world.emulator.cacheEntries()).filter((entry) => entry.key === claimKey)).toHaveLength(1);
    expect(await lines(effects)).toEqual(['only']);
  });
});

/** The next job, of another workflow run and without takeover: it finds the claim given up and runs the graph. */
async function nextJobGoesOnPastGivenUpClaim(
  runId: string,
  githubRunId: number,
  graph: string,
  inputs: Record<string, string>,
) {
  const next = await job(`${runId}-next`, githubRunId, graph, inputs);
  const driven = await (await startStep(next.step('main'))).done;
  expect(driven.stdout, describeStep(driven)).not.toContain('RUN_CLAIMED');
  expect(driven.stdout).toContain('which ran nothing and gave the claim up');
  expect(driven.outputs, describeStep(driven)).toMatchObject({ result: 'complete' });
}
