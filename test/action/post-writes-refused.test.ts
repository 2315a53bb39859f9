// The post step saves with what main learned of the cache: a main step whose session claim was
// refused under two keys nobody holds (the cache refuses this job's writes) leaves that in its state,
// and the post step's save, refused too, tries no follow-up key and says once that the store went only
// to the artifact. In process (runJob, runPostJob), the unmodified cache client, the emulator.
import { describe, expect, it } from 'vitest';
import { stateNames } from '../../src/action/job/state-names.ts';
import { inProcessWorld } from './support/in-process-jobs.ts';
import { recordingIO } from './support/recording-io.ts';

const node = JSON.stringify(process.execPath);
const world = inProcessWorld('post-writes-refused');

const creations = () =>
  world.emulator.requests().filter((request) => request.path.endsWith('.CacheService/CreateCacheEntry')).length;

describe('the post step of a job whose cache writes are refused', () => {
  it('tries its store key once, no follow-up key, and says why the store went only to the artifact', async () => {
    const runId = 'post-refused';
    const job = await world.jobs.enter('post-refused', 1401);
    const graph = `version: 1\nnodes:\n  only: { run: [${node}, -e, "0"], retry-safe: true }\n`;
    world.emulator.denySaves(true);
    try {
      const main = await world.jobs.step(job, runId, graph, { inputs: { 'write-ahead': 'off' } });
      expect(main.io.outputs.result, main.io.summary).toBe('complete');
      expect(main.io.state[stateNames.cacheWritesRefused]).toBeTruthy();

      // As if main had been stopped before its save: the post step saves.
      const io = recordingIO({ ...main.io.state, [stateNames.saved]: '', [stateNames.summary]: '1' });
      const before = creations();
      const { runPostJob } = await import('../../src/action/job/post-job.ts');
      const post = await runPostJob({ env: main.env, cwd: job.workspace, io });
      expect(post).toMatchObject({ saved: true });
      expect(creations() - before).toBe(1);
      const key = `supervised-run/default/${runId}/1401-1`;
      const said = io.log.filter((line) => line.level === 'warning' && line.message.includes('saved only as artifact'));
      expect(said.map((line) => line.message)).toEqual([
        `the store was saved only as artifact supervised-run+default+${runId}+1, not to the cache: the cache client returned -1 for ${key}, as the cache refused this job's session claim under two keys it lists for nobody: the cache refuses this job's writes (see the client's message above), so no follow-up key was tried`,
      ]);
    } finally {
      world.emulator.denySaves(false);
    }
  });
});
