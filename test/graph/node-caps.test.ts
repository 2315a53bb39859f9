// Per-node caps in the library: an engine binding's maxTokensTotal counts only that node's calls,
// across its retried positions; reached, the node pauses with a node-scoped budget request; a
// resume raising it records runner:node-cap-raised and the node goes on; bad caps are refused.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import {
  createDagGraph,
  createGraphExecutor,
  nodeCapRaisedType,
  type EngineNodeBinding,
} from '../../src/graph/index.ts';
import { events, never, newRun, ofType, tempStorage } from './helpers.ts';

const target = { provider: 'mock', model: 'm' };
const usage = { inputTokens: 60, outputTokens: 40, costUsd: 0.01 };
const node = (extra: Partial<EngineNodeBinding> = {}): EngineNodeBinding => ({
  kind: 'engine',
  lane: 'l',
  retrySafe: true,
  prompt: () => 'go',
  ...extra,
});

async function setup(nodes: Record<string, EngineNodeBinding>, engine: MockEngine) {
  const storage = await tempStorage();
  const graph = createDagGraph({
    nodes: { first: { needs: [] }, capped: { needs: ['first'], retries: 3 } },
  });
  const runId = await newRun(storage, graph, { schemaVersion: 1, lanes: { l: [target] } });
  const executor = createGraphExecutor({
    storage,
    runId,
    graph,
    nodes,
    engines: [{ target, engine }],
    session: 1,
  });
  return { storage, runId, executor };
}

describe('per-node caps (library)', () => {
  it("counts the node's own calls across retries, pauses at the cap, and goes on after a raise", async () => {
    const engine = new MockEngine({
      identity: target,
      steps: [
        { text: 'ok', usage },
        { kind: 'error', error: 'transport', usage },
        { kind: 'error', error: 'transport', usage },
        { text: 'done', usage },
      ],
    });
    const { storage, runId, executor } = await setup({ first: node(), capped: node({ maxTokensTotal: 200 }) }, engine);
    const paused = await executor.run(never());
    // first's 100 tokens are not the capped node's: it ran two calls (200 tokens) before pausing.
    expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/capped/3'] });
    if (paused.kind !== 'pause') throw new Error('expected a pause');
    expect(paused.pauses[0]!.request).toEqual({
      kind: 'budget',
      scope: 'node',
      nodeId: 'capped',
      spent: { usd: 0.02, tokens: 200 },
      limit: { tokens: 200 },
      soft: false,
      next: { position: 'dag/capped/3', lane: 'l' },
      unknownCalls: [],
    });
    expect(engine.requests).toHaveLength(3);
    const done = await executor.resume('dag/capped/3', never(), undefined, {
      raiseBudget: { tokens: 1000, raisedBy: 'ana' },
    });
    expect(done).toMatchObject({ kind: 'complete' });
    expect(engine.requests).toHaveLength(4);
    expect(ofType(await events(storage, runId), nodeCapRaisedType).map((e) => e.data)).toEqual([
      { nodeId: 'capped', tokens: 1000, raisedBy: 'ana', pauseEventId: paused.pauses[0]!.eventId },
    ]);
  });

  it('refuses a cap that is not a positive number, naming the node and field', async () => {
    const engine = new MockEngine({ identity: target, steps: [{ text: 'ok', usage }] });
    for (const [binding, text] of [
      [{ maxCostUsd: 0 }, 'node "capped": maxCostUsd must be a positive number of dollars (got 0)'],
      [{ maxTokensTotal: 1.5 }, 'node "capped": maxTokensTotal must be a positive whole number of tokens (got 1.5)'],
    ] as const) {
      const { executor } = await setup({ first: node(), capped: node(binding) }, engine);
      await expect(executor.run(never())).rejects.toMatchObject({ code: 'INVALID_OPTIONS', message: text });
    }
    expect(engine.requests).toHaveLength(0);
  });
});
