// `start --no-record-changes` maps onto the runner's recordChanges: false (stored in the run's
// definition, no runner:node-changes records); without it a run records what each attempt changed.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { cli, cliInProcess, nodeBin, repository, useCleanup } from './helpers.ts';

useCleanup();

const graph = `version: 1
nodes:
  write:
    run: [${nodeBin}, -e, "require('fs').writeFileSync('out.txt', 'one\\\\ntwo\\\\n')"]
    retry-safe: true
`;
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms', '--heartbeat', '0'];

describe('start --no-record-changes', () => {
  it("stores recordChanges false and writes no change records; the default records each attempt's files and lines", async () => {
    const repo = await repository({ 'graph.yml': graph });
    const recorded = await cli(['start', '--graph', 'graph.yml', '--run-id', 'with', ...fast], { cwd: repo });
    expect(recorded.code, recorded.stderr).toBe(0);
    await rm(path.join(repo, 'out.txt')); // so the second run changes the workspace too
    const skipped = await cli(
      ['start', '--graph', 'graph.yml', '--run-id', 'without', '--no-record-changes', ...fast],
      { cwd: repo },
    );
    expect(skipped.code, skipped.stderr).toBe(0);

    const storage = await createLocalRunStorage({
      directory: path.join(repo, '.supervised-run'),
      namespace: 'default',
    });
    const changes = async (runId: string) =>
      (await storage.readEvents(runId, 'graph')).events
        .filter((e) => e.type === 'runner:node-changes')
        .map((e) => e.data);
    expect(await storage.readDefinition('with')).toMatchObject({ recordChanges: true });
    expect(await changes('with')).toEqual([
      expect.objectContaining({
        nodeId: 'write',
        added: 2,
        removed: 0,
        files: [expect.objectContaining({ path: 'out.txt', added: 2 })],
      }),
    ]);
    expect(await storage.readDefinition('without')).toMatchObject({ recordChanges: false });
    expect(await changes('without')).toEqual([]);
  }, 60_000);

  it('is a presence flag: a value is refused, and --help lists it', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const refused = await cliInProcess(['start', '--graph', 'graph.yml', '--no-record-changes=false'], repo);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--no-record-changes takes no value');
    const help = await cliInProcess(['start', '--help'], repo);
    expect(help.stdout).toContain('--no-record-changes');
  });
});
