// A review loop through the BUILT action (dist/index.js as main and post) over the Actions
// emulator, across two jobs: the writer's round 2 is killed with its worker (not retry-safe), so
// job 1 ends paused for reconcile after recording the send-back; job 2, on a fresh checkout, resumes
// that position with a decision and the loop finishes round 2. Nothing completed runs twice.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStep, e2eWorld, quick } from './support/e2e-world.ts';

const world = e2eWorld('review', 8100);
const { origin, newJob, runJob } = world;

describe('a review loop through the built action', () => {
  it('pauses mid-round in one job and finishes the round in a later job, repeating nothing completed', async () => {
    // Marks live outside the workspaces: each job has a fresh checkout.
    const runs = path.join(world.root, 'runs.log');
    const crashed = path.join(world.root, 'crashed');
    const mark = (name: string) =>
      `const fs = require('fs'); fs.appendFileSync(${JSON.stringify(runs)}, '${name} r' + process.env.SUPERVISED_REVIEW_ROUND + '\\n');`;
    const writer =
      mark('write') +
      ` if (process.env.SUPERVISED_REVIEW_ROUND === '2' && !fs.existsSync(${JSON.stringify(crashed)})) {` +
      ` fs.writeFileSync(${JSON.stringify(crashed)}, 'x'); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000) }`;
    const reviewer =
      mark('check') + ` if (process.env.SUPERVISED_REVIEW_ROUND === '1') { console.log('too short'); process.exit(3) }`;
    const node = JSON.stringify(process.execPath);
    const repo = await origin('review', {
      'graph.yml': `version: 1
nodes:
  write: { run: [${node}, -e, ${JSON.stringify(writer)}] }
  check:
    needs: [write]
    run: [${node}, -e, ${JSON.stringify(reviewer)}]
    review: { sends-back-to: write, rounds: 3, revise-exit-code: 3 }
`,
    });
    const runId = 'e2e-review';
    const first = await runJob(await newJob('review-1', repo), { 'run-id': runId, graph: 'graph.yml', ...quick });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs, describeStep(first.main)).toMatchObject({ result: 'pause', 'needs-decision': 'true' });
    expect(first.main.stdout).toContain('-f position=dag/write/2 -f decision=retry');
    expect(first.main.summary).toContain('Review loops (1 loop, 2 rounds)');

    const second = await runJob(await newJob('review-2', repo), {
      'run-id': runId,
      position: 'dag/write/2',
      decision: 'retry',
      ...quick,
    });
    expect(second.main.exitCode, describeStep(second.main)).toBe(0);
    expect(second.main.outputs).toMatchObject({ result: 'complete' });
    expect(second.main.summary).toContain('check → write: passed in round 2 of 3');
    expect((await readFile(runs, 'utf8')).trim().split('\n')).toEqual([
      'write r1',
      'check r1',
      'write r2',
      'write r2',
      'check r2',
    ]);
  });
});
