// The Action's check of a restored store (stored.ts) keeps its verified read when the job may resume
// the run, and the job's rebuild and resume continue that read instead of reading both logs whole
// again. Not kept where no resume can follow (a status job, a completed run): there the fold would
// only cost. Real jobs over the emulator, in this process (so the read's methods can be watched).
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { inProcessWorld, storeRunDirectory } from './support/in-process-jobs.ts';
import type { Job } from './support/jobs.ts';
import { recordingIO } from './support/recording-io.ts';
import { VerifiedStoredRun } from '../../src/runner/status/verified-read.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';

const node = JSON.stringify(process.execPath);
const world = inProcessWorld('verified-read');

/** The restore and verification a job with these inputs makes, on its own (the job's first phase). */
async function restoredBy(job: Job, runId: string, inputs: Record<string, string> = {}) {
  const { prepareJob } = await import('../../src/action/job/prepare.ts');
  const { restoreAndVerify } = await import('../../src/action/job/stored.ts');
  const env: Record<string, string | undefined> = {
    ...process.env,
    'INPUT_RUN-ID': runId,
    'INPUT_STORAGE-PATH': '.store',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return restoreAndVerify(prepareJob(env, job.workspace, recordingIO()));
}

// The node's watchdog is killed while it runs: a reconcile pause at dag/publish/1.
const pauseGraph = `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n`;
const doneGraph = `version: 1\nnodes:\n  only: { run: [${node}, -e, "console.log('only')"], retry-safe: true }\n`;

describe("the restore check's verified read", () => {
  it('is kept for a paused run when the job may resume it, is a read of the restored bytes, and the resume job completes', async () => {
    const runId = 'verified-paused';
    const job1 = await world.jobs.enter('verified-paused-1', 1301);
    const first = await world.jobs.step(job1, runId, pauseGraph);
    expect(first.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });

    const job2 = await world.jobs.enter('verified-paused-2', 1302);
    const auto = await restoredBy(job2, runId);
    expect(auto.report?.status.phase).toBe('paused');
    expect(auto.verified).toBeDefined();
    // Continued on the store as restored, it reads no record: it already verified them all.
    const storage = await createLocalRunStorage({
      directory: path.join(job2.workspace, '.store'),
      namespace: 'default',
    });
    expect(storage.runDirectory(runId)).toBe(storeRunDirectory(job2.workspace, runId));
    expect((await auto.verified!.continueIn(storage, runId))?.folded).toBe(0);
    // A status job never resumes: it keeps none.
    expect((await restoredBy(job2, runId, { mode: 'status' })).verified).toBeUndefined();

    // The resume job itself (in this process): its rebuild and its resume continue the check's read,
    // and nothing reads both logs whole for a verified read again.
    const wholeReads = vi.spyOn(VerifiedStoredRun, 'read');
    const continued = vi.spyOn(VerifiedStoredRun.prototype, 'continueIn');
    try {
      const resumed = await world.jobs.step(job2, runId, pauseGraph, {
        inputs: { position: 'dag/publish/1', decision: 'complete' },
      });
      expect(resumed.io.failed).toBeUndefined();
      expect(resumed.io.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
      expect(wholeReads).not.toHaveBeenCalled();
      expect(continued).toHaveBeenCalledTimes(2);
      const [rebuild, resume] = continued.mock.instances;
      expect(resume).toBe(rebuild);
      // Each continuation found the verified bytes unchanged and went on from them.
      for (const result of continued.mock.results) expect(await result.value).toBeDefined();
    } finally {
      wholeReads.mockRestore();
      continued.mockRestore();
    }
  });

  it('is not kept for a completed run: nothing can resume it', async () => {
    const runId = 'verified-done';
    const job1 = await world.jobs.enter('verified-done-1', 1311);
    expect((await world.jobs.step(job1, runId, doneGraph)).io.outputs).toMatchObject({ result: 'complete' });
    const job2 = await world.jobs.enter('verified-done-2', 1312);
    const stored = await restoredBy(job2, runId);
    expect(stored.report?.status.phase).toBe('completed');
    expect(stored.verified).toBeUndefined();
  });
});
