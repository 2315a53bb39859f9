// The worker of a job's run loads while the job claims its session (run-restored.ts), not after:
// with the claim held at the cache service, the run's worker process already exists, and the
// session launches that same process. The runner's own prelaunch (a start or resume starts one when
// given none) would start only after the claim, so it cannot pass for this.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inProcessWorld, storeRunDirectory } from './support/in-process-jobs.ts';
import type { Job } from './support/jobs.ts';
import { markedChildren } from '../support/processes.ts';

const node = JSON.stringify(process.execPath);
const world = inProcessWorld('claim-prelaunch');

/** The pids of the run's worker processes under this process, once there is one (the claim is held meanwhile). */
async function workerDuringClaim(runId: string): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  let found = markedChildren(runId);
  while (found.length === 0 && Date.now() < deadline) {
    // Each look reads /proc whole: a short pause leaves the cores to the job it waits on.
    await new Promise((resolve) => setTimeout(resolve, 10));
    found = markedChildren(runId);
  }
  return found;
}

/** The pid each session's first worker-started record names. */
async function startedWorkers(job: Job, runId: string): Promise<Map<number, number>> {
  const text = await fs.readFile(path.join(storeRunDirectory(job.workspace, runId), 'runner.events.jsonl'), 'utf8');
  const started = new Map<number, number>();
  for (const line of text.split('\n').filter((entry) => entry !== '')) {
    const event = JSON.parse(line) as { type: string; session: number; data: { pid?: number } };
    if (event.type === 'runner:worker-started' && !started.has(event.session))
      started.set(event.session, event.data.pid!);
  }
  return started;
}

/** Runs a job step with its claim of `session` held until the run's worker exists; that worker's pid. */
async function stepWithHeldClaim(
  job: Job,
  runId: string,
  graph: string,
  session: number,
  inputs: Record<string, string> = {},
) {
  const hold = world.emulator.holdNextCacheCreate();
  const stepping = world.jobs.step(job, runId, graph, { inputs });
  // The job's first cache write is its claim of the session.
  expect(await hold.reached).toBe(`supervised-run/default/${runId}@claim/${session}`);
  const during = await workerDuringClaim(runId);
  hold.release();
  return { step: await stepping, during };
}

const pauseGraph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n`;

describe('the worker loads during the claim', () => {
  it('a new run: while the claim waits on the cache service its worker runs, and the session launches that process', async () => {
    const runId = 'claim-prelaunch-start';
    const graph = `version: 1\nnodes:\n  a: { run: [${node}, -e, "console.log('a')"], retry-safe: true }\n`;
    const job = await world.jobs.enter('claim-prelaunch-start', 1201);
    const { step, during } = await stepWithHeldClaim(job, runId, graph, 1);
    expect(step.io.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
    expect(during).toHaveLength(1);
    expect((await startedWorkers(job, runId)).get(1)).toBe(during[0]);
    expect(markedChildren(runId)).toEqual([]);
  });

  it('a resumed run: while the claim waits on the cache service its worker runs, and the session launches that process', async () => {
    const runId = 'claim-prelaunch';
    const job1 = await world.jobs.enter('claim-prelaunch-1', 1101);
    const first = await world.jobs.step(job1, runId, pauseGraph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });

    const job2 = await world.jobs.enter('claim-prelaunch-2', 1102);
    const { step, during } = await stepWithHeldClaim(job2, runId, pauseGraph, 2, {
      position: 'dag/publish/1',
      decision: 'complete',
    });
    expect(step.io.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
    expect(during).toHaveLength(1);
    expect((await startedWorkers(job2, runId)).get(2)).toBe(during[0]);
    expect(markedChildren(runId)).toEqual([]);
  });
});
