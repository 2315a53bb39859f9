// createGraphExecutor's bad options are GraphError INVALID_OPTIONS (the code the workspace, runner and
// engine layers give bad options), naming the field and what it accepts: not PROTOCOL, which means a
// graph form or the store broke the executor's contract.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import {
  createDagGraph,
  createGraphExecutor,
  GraphError,
  isGraphError,
  type GraphExecutorOptions,
} from '../../src/graph/index.ts';
import { data, never, newRun, tempStorage } from './helpers.ts';

function thrown(task: () => unknown): unknown {
  try {
    task();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

async function options(): Promise<GraphExecutorOptions<unknown>> {
  const storage = await tempStorage();
  const graph = createDagGraph({ nodes: { only: { needs: [] } } });
  const runId = await newRun(storage, graph);
  return { storage, runId, graph, nodes: { only: data(() => 'done') }, engines: [], session: 1 };
}

describe('createGraphExecutor option errors', () => {
  it('a missing option: INVALID_OPTIONS naming each field and what it accepts', () => {
    const error = thrown(() => createGraphExecutor({} as never));
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS' });
    expect((error as Error).message).toContain('options.storage: expected a RunStorage (createLocalRunStorage)');
    expect((error as Error).message).toContain('options.runId: expected a run ID string');
  });

  it('session and maxDispatches out of range: INVALID_OPTIONS naming the field and the value got', async () => {
    const good = await options();
    for (const [bad, text] of [
      [{ session: 0 }, 'options.session: expected a positive integer (got 0)'],
      [{ session: 1.5 }, 'options.session: expected a positive integer (got 1.5)'],
      [{ session: '1' }, 'options.session: expected a positive integer (got "1")'],
      [{ maxDispatches: -1 }, 'options.maxDispatches: expected a non-negative integer (got -1)'],
    ] as const) {
      const error = thrown(() => createGraphExecutor({ ...good, ...bad } as never));
      expect(isGraphError(error) && error.code).toBe('INVALID_OPTIONS');
      expect((error as Error).message).toBe(`createGraphExecutor: ${text}`);
    }
    // The same options, well formed, make an executor that runs.
    expect(await createGraphExecutor(good).run(never())).toMatchObject({ kind: 'complete' });
  });

  it("an engine node binding's cap that is not a positive number: INVALID_OPTIONS naming the node and field", async () => {
    const storage = await tempStorage();
    const target = { provider: 'mock', model: 'm' };
    const graph = createDagGraph({ nodes: { capped: { needs: [] } } });
    const runId = await newRun(storage, graph, { schemaVersion: 1, lanes: { l: [target] } });
    const engine = new MockEngine({ identity: target, steps: [{ text: 'ok' }] });
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { capped: { kind: 'engine', lane: 'l', retrySafe: true, prompt: () => 'go', maxCostUsd: 0 } },
      engines: [{ target, engine }],
      session: 1,
    });
    await expect(executor.run(never())).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: 'node "capped": maxCostUsd must be a positive number of dollars (got 0)',
    });
    expect(engine.requests).toHaveLength(0);
  });
});
