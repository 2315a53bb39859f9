// A job whose token may not write caches (the cache answers every save `cache write denied:`, as for a
// read-only trigger or a token with no write permission): its session claim is refused under two keys,
// so it knows the cache refuses its writes. Its store save, refused too, is not tried again under a
// follow-up key (the client would only log a second refusal): it says once that the store went only
// to the artifact. The BUILT action, the unmodified cache client, the emulator.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeReferences } from '../report/markdown.ts';
import { builtActionJob, useBuiltActionWorld } from './support/built-job.ts';
import { describeStep, quick } from './support/e2e-world.ts';
import { startStep } from './support/runner-emulation.ts';

const world = useBuiltActionWorld('action-save-writes-refused-');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a job whose cache writes are refused', () => {
  it('tries its store key once, no follow-up key, and says once that the store was saved only as the artifact', async () => {
    const runId = 'writes-refused';
    const effects = path.join(world.root, `${runId}.effects`);
    const code = `require('fs').appendFileSync(${JSON.stringify(effects)}, 'only\\n')`;
    const graph = `version: 1\nnodes:\n  only: { run: ${JSON.stringify([process.execPath, '-e', code])}, retry-safe: true }\n`;
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'github-token': 'ghs_test', 'write-ahead': 'off', ...quick };
    const key = `supervised-run/default/${runId}/9951-1`;
    const artifact = `supervised-run+default+${runId}+1`;

    const job = await builtActionJob(world.root, world.emulator, {
      name: runId,
      githubRunId: 9951,
      files: { 'graph.yml': graph },
      inputs,
    });
    world.emulator.denySaves(true);
    world.emulator.denyApiWrites(true);
    let main;
    try {
      main = await (await startStep(job.step('main'))).done;
    } finally {
      world.emulator.denySaves(false);
      world.emulator.denyApiWrites(false);
    }
    expect(main.exitCode, describeStep(main)).toBe(0);
    expect(main.outputs).toMatchObject({ result: 'complete' });
    // The claim: refused under its first two keys, then a warning that the session could not be claimed.
    expect(main.stdout).toContain(`session 1 of run ${runId} could not be claimed`);
    // The store: its key tried once, no follow-up key.
    const refusals = main.stdout.split('\n').filter((line) => line.includes('Failed to save'));
    expect(refusals.filter((line) => new RegExp(`key ${escape(key)}\\.`).test(line))).toHaveLength(1);
    expect(refusals.filter((line) => line.includes(`${key}.2`))).toEqual([]);
    const said = `the store was saved only as artifact ${artifact}, not to the cache: the cache client returned -1 for ${key}`;
    expect(main.stdout.split('\n').filter((line) => line.includes(said))).toHaveLength(1);
    expect(main.stdout).not.toContain('the store was NOT saved to the cache');
    // The summary starts each warning with a capital letter.
    expect(decodeReferences(main.summary)).toContain(said.slice(1));
    expect(main.outputs['artifact-name']).toBe(artifact);
    expect((await world.emulator.cacheEntries()).filter((entry) => entry.key.startsWith(key))).toEqual([]);
  });
});
