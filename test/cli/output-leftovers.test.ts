// A command node's $SUPERVISED_OUTPUT directory (in the temp directory) outlives a worker killed
// mid-command; the next worker removes it before its first command, so a resumed run leaves none
// behind. Runs dist/cli.js with its own TMPDIR, so only this run's directories are counted.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { cli, nodeBin, repository, spawnCli, tempDir, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

const outputDirs = async (dir: string): Promise<string[]> =>
  (await readdir(dir)).filter((name) => name.startsWith('supervised-output-'));

// Publishes an output, then, the first time (no marker yet), leaves the marker and waits to be killed.
const command = `const fs = require('fs'); fs.appendFileSync(process.env.SUPERVISED_OUTPUT, 'answer=42\\n'); if (!fs.existsSync(process.argv[1])) { fs.writeFileSync(process.argv[1], ''); setInterval(() => {}, 1000); }`;

describe('a worker killed mid-command', () => {
  it('leaves its outputs directory only until the resumed run’s worker starts a command', async () => {
    const control = await tempDir('cli-control-');
    const temp = await tempDir('cli-tmpdir-');
    const marker = path.join(control, 'started');
    const repo = await repository({
      'graph.yml': `version: 1\nnodes:\n  publish:\n    run: [${nodeBin}, -e, ${JSON.stringify(command)}, ${JSON.stringify(marker)}]\n    retry-safe: true\n`,
    });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const env = { TMPDIR: temp };
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'k-1', '--teardown-grace', '500ms'], {
      cwd: repo,
      env,
    });
    const worker = await waitUntil('the command running', async () => {
      const status = await readSupervisedRunStatus({ storage, runId: 'k-1' }).catch(() => undefined);
      return existsSync(marker) && status?.worker?.pid != null ? status.worker.pid : undefined;
    });
    // A cancelled job on a self-hosted runner: watchdog and worker killed at once, nothing tidies up.
    process.kill(worker, 'SIGKILL');
    run.child.kill('SIGKILL');
    await run.done;
    expect(await outputDirs(temp)).toHaveLength(1);

    const resumed = await cli(
      ['resume', '--run-id', 'k-1', '--takeover', '--reason', 'runner lost', '--by', 'tester'],
      {
        cwd: repo,
        env,
      },
    );
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('Run k-1 completed');
    expect(await outputDirs(temp)).toEqual([]);
  });
});
