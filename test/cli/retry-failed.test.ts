// `retry-failed`: a run that failed because a required node failed is reopened on request; the
// failed node runs again at a new position, the node skipped because of it runs, the completed one
// never runs again, and the reopening is recorded with who asked. Final failures stay final.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, json, nodeBin, repository, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];

describe('retry-failed', () => {
  it('reopens a DAG_NODE_FAILED run: only the failed node and what it blocked run, recorded with who asked', async () => {
    const marks = await tempDir('cli-retry-marks-');
    const effects = path.join(marks, 'effects');
    const fixed = path.join(marks, 'fixed');
    const script = (name: string, failUnlessFixed: boolean) =>
      JSON.stringify(
        `const fs = require('fs'); fs.appendFileSync(${JSON.stringify(effects)}, '${name}\\n');` +
          (failUnlessFixed ? ` if (!fs.existsSync(${JSON.stringify(fixed)})) process.exit(1);` : ''),
      );
    const repo = await repository({
      'graph.yml': `version: 1
nodes:
  build: { run: [${nodeBin}, -e, ${script('build', false)}], retry-safe: true }
  flaky: { needs: [build], run: [${nodeBin}, -e, ${script('flaky', true)}] }
  after: { needs: [flaky], run: [${nodeBin}, -e, ${script('after', false)}] }
`,
    });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'r-1', '--heartbeat', '0', ...fast], {
      cwd: repo,
    });
    expect(started.code, started.stdout + started.stderr).toBe(4);
    expect(started.stdout).toContain('DAG_NODE_FAILED');
    expect(started.stdout).toContain('npx supervised-run retry-failed --run-id r-1');
    expect((await readFile(effects, 'utf8')).split('\n')).toEqual(['build', 'flaky', '']);

    await writeFile(fixed, '');
    const retried = await cli(['retry-failed', '--run-id', 'r-1', '--by', 'tester', '--reason', 'fixed it', ...fast], {
      cwd: repo,
    });
    expect(retried.code, retried.stdout + retried.stderr).toBe(0);
    expect(retried.stdout).toMatch(/Run r-1 completed/);
    // build completed before the failure and never ran again; flaky ran at a new position, then after.
    expect((await readFile(effects, 'utf8')).split('\n')).toEqual(['build', 'flaky', 'flaky', 'after', '']);
    const status = json<{
      status: {
        phase: string;
        dispatches: number;
        reopened: Array<{ by: string; reason: string; code: string; nodes: string[] }>;
        nodes: Array<{ position: string; state: string }>;
      };
    }>(await cli(['status', '--run-id', 'r-1', '--json'], { cwd: repo })).status;
    expect(status.phase).toBe('completed');
    expect(status.reopened).toEqual([
      expect.objectContaining({ by: 'tester', reason: 'fixed it', code: 'DAG_NODE_FAILED', nodes: ['flaky'] }),
    ]);
    expect(status.nodes.map((node) => `${node.position} ${node.state}`)).toEqual([
      'dag/build/1 completed',
      'dag/flaky/1 failed',
      'dag/flaky/2 completed',
      'dag/after/1 completed',
    ]);
    expect(status.dispatches).toBe(4);

    // A completed run has nothing to retry: refused (exit 2), nothing runs.
    const again = await cli(['retry-failed', '--run-id', 'r-1'], { cwd: repo });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('RUN_NOT_RETRYABLE: run r-1 cannot be retried: it completed');
  });

  it('a cancelled (stopped) run stays final: refused with the reason', async () => {
    const repo = await repository({
      'graph.yml': `version: 1\nnodes:\n  publish: { run: [${nodeBin}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n`,
    });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 's-1', '--heartbeat', '0', ...fast], {
      cwd: repo,
    });
    expect(started.code, started.stdout + started.stderr).toBe(3);
    const cancelled = await cli(['cancel', '--run-id', 's-1', '--reason', 'superseded', '--by', 'tester'], {
      cwd: repo,
    });
    expect(cancelled.code, cancelled.stderr).toBe(0);
    const refused = await cli(['retry-failed', '--run-id', 's-1'], { cwd: repo });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      "RUN_NOT_RETRYABLE: run s-1 cannot be retried: it was stopped (cancelled by tester: superseded); a stop is a person's decision and stays final",
    );
    expect(existsSync(path.join(repo, '.supervised-run'))).toBe(true);
  });
});
