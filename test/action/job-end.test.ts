// How a job ends, in process over the emulator: a job refused RUN_CLAIMED gives no stale call to
// answer (no annotation, needs-decision false, no commands); "Re-run jobs" is offered only where a
// re-run of this job reopens the failed run; a corrupt cache entry recovered through from-run is
// no fork, and is pruned; and the log's and notes' wording.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inProcessWorld } from './support/in-process-jobs.ts';

const node = JSON.stringify(process.execPath);
const world = inProcessWorld('job-end');

const gateGraph = `version: 1\nnodes:\n  ask: { ask: { question: Go on? } }\n`;
const token = { 'github-token': 'ghs_test' };
const workflow = { GITHUB_WORKFLOW_REF: 'obversa/example/.github/workflows/run.yml@refs/heads/main' };

/** A graph whose `flaky` node fails until `fixed` exists; with `gate`, it runs after an ask node. */
function flakyGraph(fixed: string, gate = false): string {
  const flaky = `{ run: [${node}, -e, ${JSON.stringify(`if (!require('fs').existsSync(${JSON.stringify(fixed)})) process.exit(1)`)}]${gate ? ', needs: [ask]' : ''} }`;
  return `version: 1\nnodes:\n${gate ? '  ask: { ask: { question: Go on? } }\n' : ''}  flaky: ${flaky}\n`;
}

const messages = (io: { log: Array<{ message: string }> }) => io.log.map((line) => line.message);

describe('how a job ends', () => {
  it('a job refused RUN_CLAIMED gives no stale call to answer: no annotation, needs-decision false, no commands', async () => {
    const runId = 'cl-1';
    const job1 = await world.jobs.enter('claimed-1', 1101);
    const first = await world.jobs.step(job1, runId, gateGraph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', 'needs-decision': 'true' });

    // Another workflow run (dispatched at the same time) claimed session 2 first: it is answering the gate.
    const { claimSession } = await import('../../src/action/persistence/index.ts');
    const ref = { storeDirectory: '.store', namespace: 'default', runId, prefix: 'supervised-run' };
    await claimSession({ ...ref, session: 2, holder: { githubRunId: '1102', githubRunAttempt: '1', job: '' } });

    const job3 = await world.jobs.enter('claimed-3', 1103);
    const loser = await world.jobs.step(job3, runId, gateGraph, {
      inputs: { position: 'dag/ask/1', answer: '{}' },
      env: workflow,
    });
    expect(loser.io.failed).toMatch(/^RUN_CLAIMED: session 2 of run cl-1 is claimed by workflow run 1102 attempt 1 /);
    // A claim of a job whose GITHUB_JOB was unset: no "job unknown job".
    expect(loser.io.failed).toContain('(an unnamed job, since ');
    expect(loser.io.failed).not.toContain('unknown job');
    expect(loser.io.outputs).toMatchObject({
      result: 'pause',
      'needs-decision': 'false',
      'resume-command': '',
      gate: '',
      'gate-requests': '[]',
      'reconcile-requests': '[]',
    });
    expect(loser.io.log.some((line) => line.level === 'warning' && line.title !== undefined)).toBe(false);
    expect(messages(loser.io).some((line) => line.includes('waits for'))).toBe(false);
    expect(loser.io.summary).toContain('Another job drives this run now');
    expect(loser.io.summary).not.toContain('answer=');
    expect(loser.io.summary).not.toContain('waits for your answer');
    expect(await world.jobs.entriesOf(runId, 1103)).toEqual([]);
  });

  it('the job that claims is recorded with an empty job name when GITHUB_JOB is unset', async () => {
    const job = await world.jobs.enter('unnamed', 1111);
    const step = await world.jobs.step(job, 'unnamed-1', gateGraph, { env: { GITHUB_JOB: undefined } });
    expect(step.io.outputs.result).toBe('pause');
    const { claimSession } = await import('../../src/action/persistence/index.ts');
    const ref = { storeDirectory: '.store', namespace: 'default', runId: 'unnamed-1', prefix: 'supervised-run' };
    const other = { githubRunId: '1112', githubRunAttempt: '1', job: 'other' };
    const held = await claimSession({ ...ref, session: 1, holder: other });
    expect(held.kind).toBe('held');
    const holder = held.kind === 'held' ? held.holder : undefined;
    expect(holder?.job).toBe('');
  });

  it('offers "Re-run jobs" only where a re-run of this job reopens the failed run', async () => {
    // (a) A job that resumed a position and then failed: a re-run keeps the position and is refused.
    const fixedA = path.join(world.root, 'rerun-a.fixed');
    const graphA = flakyGraph(fixedA, true);
    const started = await world.jobs.step(await world.jobs.enter('rerun-a-1', 1201), 'rr-a', graphA, {
      env: workflow,
    });
    expect(started.io.outputs.result).toBe('pause');
    const positioned = await world.jobs.step(await world.jobs.enter('rerun-a-2', 1202), 'rr-a', graphA, {
      inputs: { position: 'dag/ask/1', answer: '{}' },
      env: workflow,
    });
    expect(positioned.io.outputs).toMatchObject({ result: 'fail', code: 'DAG_NODE_FAILED' });
    expect(positioned.io.outputs['cache-key']).toBe('supervised-run/default/rr-a/1202-1');
    expect(positioned.io.summary).toContain('-f retry-failed=true');
    expect(positioned.io.summary).not.toContain('Re-run jobs');
    const hintA = messages(positioned.io).find((line) => line.startsWith('Run rr-a failed because nodes failed'));
    expect(hintA).toContain('-f retry-failed=true');
    expect(hintA).not.toContain('Re-run jobs');
    // Indeed: its re-run is refused RUN_NOT_PAUSED.
    const rerunA = await world.jobs.step(await world.jobs.enter('rerun-a-2b', 1202, 2), 'rr-a', graphA, {
      inputs: { position: 'dag/ask/1', answer: '{}' },
      env: workflow,
    });
    expect(rerunA.io.failed).toMatch(/^RUN_NOT_PAUSED: /);
    expect(rerunA.io.summary).not.toContain('Re-run jobs');

    // (b) A job that only reported the failed run and saved nothing: a re-run only reports again.
    const fixedB = path.join(world.root, 'rerun-b.fixed');
    const graphB = flakyGraph(fixedB);
    const failed = await world.jobs.step(await world.jobs.enter('rerun-b-1', 1211), 'rr-b', graphB, { env: workflow });
    expect(failed.io.outputs).toMatchObject({ result: 'fail', code: 'DAG_NODE_FAILED' });
    // The job that recorded the failure (no position) may offer it: its re-run reopens the run.
    expect(failed.io.summary).toContain('use **Re-run jobs** on this workflow run, or dispatch:');
    const reported = await world.jobs.step(await world.jobs.enter('rerun-b-2', 1212), 'rr-b', graphB, {
      env: workflow,
    });
    expect(reported.io.outputs).toMatchObject({ result: 'fail', 'cache-key': '' });
    expect(reported.io.summary).toContain('-f retry-failed=true');
    expect(reported.io.summary).not.toContain('Re-run jobs');
    const hintB = messages(reported.io).find((line) => line.startsWith('Run rr-b failed because nodes failed'));
    expect(hintB).not.toContain('Re-run jobs');

    // The re-run of the job that recorded it reopens the run; the note reads without doubled brackets.
    await fs.writeFile(fixedB, '');
    const rerunB = await world.jobs.step(await world.jobs.enter('rerun-b-1b', 1211, 2), 'rr-b', graphB, {
      env: { ...workflow, GITHUB_ACTOR: 'mona' },
    });
    expect(rerunB.io.outputs.result, rerunB.io.failed).toBe('complete');
    expect(messages(rerunB.io)).toContain(
      'The failed run was reopened by mona through Re-run jobs (attempt 2 of workflow run 1211, whose attempt 1 saved the store): its failed nodes run again at new positions.',
    );
  });

  it('a corrupt cache entry recovered through from-run is no fork, and is pruned with the older entries', async () => {
    const runId = 'tb';
    const first = await world.jobs.step(await world.jobs.enter('corrupt-1', 1301), runId, gateGraph);
    expect(first.io.outputs.result).toBe('pause');
    const corrupt = first.io.outputs['cache-key']!;
    expect(corrupt).toBe('supervised-run/default/tb/1301-1');
    await world.emulator.replaceCacheArchive(corrupt, Buffer.from('not an archive'));

    // A status job brings the store back from the artifact: its save is no fork, and the corrupt entry goes.
    const status = await world.jobs.step(await world.jobs.enter('corrupt-2', 1302), runId, gateGraph, {
      inputs: { mode: 'status', 'from-run': '1301', ...token },
    });
    expect(messages(status.io)).toContainEqual(expect.stringMatching(/^restored the store from artifact /));
    expect(status.io.log.filter((line) => line.level === 'error')).toEqual([]);
    expect(status.io.summary).not.toContain('Two jobs drove');
    expect(status.io.outputs['cache-key']).toBe('supervised-run/default/tb/1302-1');
    expect(messages(status.io)).toContain('deleted 1 older cache entry of the run');
    const keys = (await world.emulator.cacheEntries()).map((entry) => entry.key);
    expect(keys).not.toContain(corrupt);
    expect(keys).toContain('supervised-run/default/tb/1302-1');
  });

  it('a job that resumes a store recovered through from-run past a corrupt entry reports no fork', async () => {
    const runId = 'tb2';
    const first = await world.jobs.step(await world.jobs.enter('corrupt-3', 1311), runId, gateGraph);
    const corrupt = first.io.outputs['cache-key']!;
    await world.emulator.replaceCacheArchive(corrupt, Buffer.from('not an archive'));
    const answered = await world.jobs.step(await world.jobs.enter('corrupt-4', 1312), runId, gateGraph, {
      inputs: { position: 'dag/ask/1', answer: '{}', 'from-run': '1311', 'write-ahead': 'off', ...token },
    });
    expect(answered.io.outputs.result, answered.io.failed).toBe('complete');
    expect(answered.io.log.filter((line) => line.level === 'error')).toEqual([]);
    expect(answered.io.summary).not.toContain('Two jobs drove');
  });
});
