// Run budgets from the command line: a graph file with two mock engines that report cost, a
// --budget-usd that the third call would exceed (a pause, exit 3), a lower raise refused
// (RESUME_BUDGET, exit 2), a higher raise by --by completing the run with spent of limit in --json.
import { describe, expect, it } from 'vitest';
import { cli, json, repository, useCleanup } from './helpers.ts';

useCleanup();

const graph = `version: 1
engines:
  cheap: { kind: mock, responses: [{ text: ok, usage: { input-tokens: 10, output-tokens: 5, cost-usd: 0.01 } }] }
  dear:  { kind: mock, model: dear-1, responses: [{ text: ok, usage: { input-tokens: 30, output-tokens: 20, cost-usd: 0.02 } }] }
nodes:
  a: { engine: cheap, prompt: one, retry-safe: true }
  b: { needs: [a], engine: dear, prompt: two, retry-safe: true }
  c: { needs: [b], engine: cheap, prompt: three, retry-safe: true }
`;
const resumeFast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
const fast = [...resumeFast, '--heartbeat', '0'];

describe('budget flags', () => {
  it('pauses a multi-engine run at the budget, refuses a lower raise, and completes after a raise', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'b-1', '--budget-usd', '0.03', ...fast], {
      cwd: repo,
    });
    expect(started.code, started.stderr).toBe(3);
    expect(started.stdout).toContain('run budget reached');
    const status = await cli(['status', '--run-id', 'b-1'], { cwd: repo });
    expect(status.stdout).toContain('\n  budget      0.03 of 0.03 USD\n');
    const lower = await cli(
      [
        'resume',
        '--run-id',
        'b-1',
        '--position',
        'dag/c/1',
        '--raise-budget-usd',
        '0.03',
        '--by',
        'ana',
        ...resumeFast,
      ],
      { cwd: repo },
    );
    expect(lower.code).toBe(2);
    // Named by the flag typed, not the library's option.
    expect(lower.stderr).toContain(
      'RESUME_BUDGET: --raise-budget-usd: 0.03 is not more than the current limit 0.03; a budget only goes up, so nothing was recorded',
    );
    expect(lower.stderr).not.toContain('raiseBudget');
    const raised = await cli(
      ['resume', '--run-id', 'b-1', '--position', 'dag/c/1', '--raise-budget-usd', '0.1', '--by', 'ana', ...resumeFast],
      { cwd: repo },
    );
    expect(raised.code, raised.stderr).toBe(0);
    const summary = await cli(['summary', '--run-id', 'b-1'], { cwd: repo });
    expect(summary.stdout).toContain('Budget: 0.04 USD spent of 0.10');
    const outputs = json<{ outputs: { usage: string } }>(
      await cli(['summary', '--run-id', 'b-1', '--json'], { cwd: repo }),
    ).outputs;
    expect((JSON.parse(outputs.usage) as { budget: unknown }).budget).toEqual({
      limit: { usd: 0.1 },
      spent: { usd: 0.04, tokens: 80 },
      unknownCalls: 0,
    });
  });
});
