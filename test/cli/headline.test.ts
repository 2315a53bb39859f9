// The line that ends a run counts nodes, not positions: a node retried twice is one node that ran
// at three positions (dag/flaky/1..3), as `status` lists them.
import { describe, expect, it } from 'vitest';
import { cli, nodeBin, repository, useCleanup } from './helpers.ts';

useCleanup();

// Exits 75 (retried) on its first two runs, then succeeds; a second node runs once.
const flaky = `const fs = require('fs'); const n = fs.existsSync('count') ? Number(fs.readFileSync('count', 'utf8')) : 0; fs.writeFileSync('count', String(n + 1)); process.exit(n < 2 ? 75 : 0)`;
const graph = `version: 1
nodes:
  flaky:
    run: [${nodeBin}, -e, ${JSON.stringify(flaky)}]
    retry-safe: true
    retries: { limit: 3, backoff: 1ms, on: [75] }
  after:
    needs: [flaky]
    run: [${nodeBin}, -e, "0"]
`;

describe('the run headline', () => {
  it('names one node retried at three positions as one node', async () => {
    const repo = await repository({ 'graph.yml': graph, '.gitignore': 'count\n' });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'h-1', '--heartbeat', '0'], { cwd: repo });
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toMatch(/Run h-1 completed in .*: 2 nodes, 4 positions, no engine calls/);
    const status = await cli(['status', '--run-id', 'h-1'], { cwd: repo });
    expect(status.stdout).toMatch(/Run h-1 completed in .*: 2 nodes, 4 positions, no engine calls/);
  });
});
