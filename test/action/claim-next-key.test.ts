// A claim key that holds nobody — a claim its job gave up (it ran nothing and could not delete the
// entry), or a key a claim cut short left reserved — does not leave the session unclaimed: the next
// job claims it under the session's next claim key, so a second workflow run that comes meanwhile is
// refused RUN_CLAIMED. The BUILT action, real processes, over the emulator.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtActionJob, useBuiltActionWorld } from './support/built-job.ts';
import { describeStep, lines, quick } from './support/e2e-world.ts';
import { startStep } from './support/runner-emulation.ts';

const world = useBuiltActionWorld('action-claim-next-key-');

const job = (name: string, githubRunId: number, graph: string, inputs: Record<string, string>) =>
  builtActionJob(world.root, world.emulator, {
    name,
    githubRunId,
    files: { 'graph.yml': graph },
    inputs,
    env: { GITHUB_JOB: 'drive' },
  });

/** One node that appends `mark` to `effects`, then (with `fifo`) waits until the test writes to it. */
const graphOf = (effects: string, mark: string, fifo?: string) => {
  const code = `const fs = require('fs'); fs.appendFileSync(${JSON.stringify(effects)}, ${JSON.stringify(`${mark}\n`)});${fifo === undefined ? '' : ` fs.readFileSync(${JSON.stringify(fifo)});`}`;
  return `version: 1\nnodes:\n  only: { run: ${JSON.stringify([process.execPath, '-e', code])}, retry-safe: true }\n`;
};

describe('a session whose first claim key holds nobody', () => {
  it('after a claim given up, the next job claims the next key, and a concurrent job of a third workflow run is refused RUN_CLAIMED', async () => {
    const runId = 'next-key-given-up';
    const effects = path.join(world.root, `${runId}.effects`);
    const fifo = path.join(world.root, `${runId}.fifo`);
    execFileSync('mkfifo', [fifo]);
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', ...quick };
    const claimKey = `supervised-run/default/${runId}@claim/1`;

    // A job that claims session 1, runs nothing (no graph file) and may not delete its claim: it gives it up.
    const first = await job(`${runId}-1`, 9911, graphOf(effects, 'first'), { ...inputs, graph: 'missing.yml' });
    world.emulator.denyApiWrites(true);
    try {
      const main = await (await startStep(first.step('main'))).done;
      expect(main.stdout, describeStep(main)).toContain(`claimed session 1 of run ${runId} (cache entry ${claimKey})`);
    } finally {
      world.emulator.denyApiWrites(false);
    }
    const entries = (await world.emulator.cacheEntries()).map((entry) => entry.key);
    expect(entries).toContain(claimKey);
    expect(entries.some((key) => key.startsWith(`supervised-run/default/${runId}@claim-given-up/1/`))).toBe(true);

    // Both jobs are set up first (a job's setup empties the shared RUNNER_TEMP); the third, on another
    // runner while the second runs, keeps its store apart.
    const second = await job(`${runId}-2`, 9912, graphOf(effects, 'second', fifo), inputs);
    const third = await job(`${runId}-3`, 9913, graphOf(effects, 'third'), {
      ...inputs,
      'storage-path': path.join(world.root, 'third-runner-store'),
    });
    // The next job (another workflow run) goes past the given-up claim and holds the next key while it runs.
    const running = await startStep(second.step('main'));
    try {
      // Past its claim either way (without a claim, the test fails below rather than waits here).
      await running.printed(new RegExp(`claimed session 1 of run ${runId} \\(|going on without a claim`));

      // The job of a third workflow run meanwhile: refused, it runs nothing.
      const refused = await (await startStep(third.step('main'))).done;
      expect(refused.stdout, describeStep(refused)).toContain(
        `RUN_CLAIMED: session 1 of run ${runId} is claimed by workflow run 9912 attempt 1 (job drive`,
      );
      expect(refused.exitCode).not.toBe(0);
    } finally {
      await fs.writeFile(fifo, 'go');
    }
    const driven = await running.done;
    expect(driven.stdout, describeStep(driven)).toContain(
      `claimed session 1 of run ${runId} (cache entry ${claimKey}.2)`,
    );
    expect(driven.stdout).toContain('which ran nothing and gave the claim up');
    expect(driven.stdout).not.toContain('going on without a claim');
    expect(driven.outputs, describeStep(driven)).toMatchObject({ result: 'complete' });
    expect(await lines(effects)).toEqual(['second']);
    expect(
      (await world.emulator.cacheEntries()).filter((entry) => entry.key === `${claimKey}.2` && entry.finalized),
    ).toHaveLength(1);
  });
});
