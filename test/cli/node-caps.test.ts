// Per-node caps from the command line: an engine node's max-cost-usd counted across its retried
// positions pauses the node before its next call (a budget request naming the node), a lower
// raise is refused, a higher one (recorded with --by) lets it finish; unknown usage pauses a
// hard cap and is counted as zero (with a warning) under a soft budget.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { cli, json, repository, useCleanup } from './helpers.ts';

useCleanup();

async function readEvents(repo: string, runId: string) {
  const storage = await createLocalRunStorage({ directory: path.join(repo, '.supervised-run'), namespace: 'default' });
  return (await storage.readEvents(runId, 'graph')).events;
}

const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
const failing = '{ error: transport, usage: { input-tokens: 10, output-tokens: 5, cost-usd: 0.02 } }';
const graph = `version: 1
engines:
  other: { kind: mock, responses: [{ text: ok, usage: { input-tokens: 1, output-tokens: 1, cost-usd: 0.05 } }] }
  flaky: { kind: mock, model: flaky-1, responses: [${failing}, ${failing}, { text: done, usage: { input-tokens: 1, output-tokens: 1, cost-usd: 0.02 } }] }
nodes:
  a: { engine: other, prompt: one, retry-safe: true }
  b: { needs: [a], engine: flaky, prompt: two, retry-safe: true, retries: { limit: 4, backoff: 1ms }, max-cost-usd: 0.04 }
`;

describe('per-node caps', () => {
  it('pauses a node at its cap across its retries, refuses a lower raise, completes after a raise', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'cap-1', ...fast, '--heartbeat', '0'], {
      cwd: repo,
    });
    expect(started.code, started.stderr).toBe(3);
    expect(started.stdout).toContain('node "b" reached its cap');
    const { status } = json<{ status: { pauses: { position: string; request: unknown }[]; nodeCaps: unknown } }>(
      await cli(['status', '--run-id', 'cap-1', '--json'], { cwd: repo }),
    );
    // The text says it too, a line per capped node.
    expect((await cli(['status', '--run-id', 'cap-1'], { cwd: repo })).stdout).toContain(
      '\n  cap         b: 0.04 of 0.04 USD\n',
    );
    // Status shows the node's cap beside the run budget: node, cap, spent, who raised it.
    expect(status.nodeCaps).toEqual([
      {
        nodeId: 'b',
        limit: { usd: 0.04 },
        declared: { usd: 0.04 },
        spent: { usd: 0.04, tokens: 30 },
        unknownCalls: 0,
        raisedBy: null,
      },
    ]);
    expect(status.pauses).toEqual([
      expect.objectContaining({
        position: 'dag/b/3',
        request: expect.objectContaining({
          kind: 'budget',
          scope: 'node',
          nodeId: 'b',
          spent: { usd: 0.04, tokens: 30 },
          limit: { usd: 0.04 },
          next: { position: 'dag/b/3', lane: 'flaky' },
        }),
      }),
    ]);
    const resume = (usd: string) =>
      cli(['resume', '--run-id', 'cap-1', '--position', 'dag/b/3', '--raise-budget-usd', usd, '--by', 'ana', ...fast], {
        cwd: repo,
      });
    const lower = await resume('0.04');
    expect(lower.code).toBe(2);
    expect(lower.stderr).toContain('RESUME_BUDGET');
    const raised = await resume('0.2');
    expect(raised.code, raised.stderr).toBe(0);
    const events = await readEvents(repo, 'cap-1');
    expect(events.find((e) => e.type === 'runner:node-cap-raised')?.data).toMatchObject({
      nodeId: 'b',
      usd: 0.2,
      raisedBy: 'ana',
    });
    // The run budget is untouched by a node raise.
    expect(events.some((e) => e.type === 'runner:budget-raised')).toBe(false);
    // Status and the usage output carry the raised cap and who raised it.
    const after = json<{ status: { nodeCaps: unknown } }>(
      await cli(['status', '--run-id', 'cap-1', '--json'], { cwd: repo }),
    );
    // The resumed worker's mock goes on with its script: its third call gives the answer.
    const raisedCap = {
      nodeId: 'b',
      limit: { usd: 0.2 },
      declared: { usd: 0.04 },
      spent: { usd: 0.06, tokens: 32 },
      unknownCalls: 0,
      raisedBy: 'ana',
    };
    expect(after.status.nodeCaps).toEqual([raisedCap]);
    const summary = json<{ outputs: { usage: string } }>(
      await cli(['summary', '--run-id', 'cap-1', '--json'], { cwd: repo }),
    );
    const usage = JSON.parse(summary.outputs.usage) as { nodeCaps: unknown; budget?: unknown };
    expect(usage.nodeCaps).toEqual([raisedCap]);
    expect(usage.budget).toBeUndefined();
  });

  it('pauses a hard cap when an earlier call of the node has unknown usage; a soft budget counts it as zero', async () => {
    const unknown = `version: 1
engines:
  vague: { kind: mock, model: vague-1, responses: [{ error: transport }, { text: ok, usage: { input-tokens: 1, output-tokens: 1, cost-usd: 0.01 } }] }
nodes:
  b: { engine: vague, prompt: two, retry-safe: true, retries: { limit: 2, backoff: 1ms }, max-cost-usd: 1 }
`;
    const repo = await repository({ 'graph.yml': unknown });
    const hard = await cli(['start', '--graph', 'graph.yml', '--run-id', 'cap-u', ...fast, '--heartbeat', '0'], {
      cwd: repo,
    });
    expect(hard.code, hard.stderr).toBe(3);
    expect(hard.stdout).toContain('node "b" cap cannot be checked');
    const { status } = json<{ status: { pauses: { position: string; request: { unknownCalls: unknown[] } }[] } }>(
      await cli(['status', '--run-id', 'cap-u', '--json'], { cwd: repo }),
    );
    expect(status.pauses.map((p) => p.position)).toEqual(['dag/b/2']);
    expect(status.pauses[0]!.request.unknownCalls).toEqual([{ callId: expect.any(String), position: 'dag/b/1' }]);

    const soft = await cli(
      ['start', '--graph', 'graph.yml', '--run-id', 'cap-s', '--budget-soft', ...fast, '--heartbeat', '0'],
      { cwd: repo },
    );
    expect(soft.code, soft.stderr).toBe(0);
    const warnings = (await readEvents(repo, 'cap-s')).filter((e) => e.type === 'runner:budget-warning');
    expect(warnings.map((e) => (e.data as { message: string }).message)).toEqual([
      expect.stringContaining('node "b" has 1 call of unknown usage, counted as zero'),
    ]);
  });
});
