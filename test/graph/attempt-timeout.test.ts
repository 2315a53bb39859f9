// A binding's node time limit reaches the durable node-attempt-started record (status reads the
// remaining time from it); a value that is not a positive whole number of ms is not recorded.
import { describe, expect, it } from 'vitest';
import {
  attemptStartedSchema,
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
} from '../../src/graph/index.ts';
import { data, events, never, newRun, ofType, tempStorage } from './helpers.ts';

describe('node-attempt-started records the node timeout', () => {
  it('records timeoutMs when the binding declares a valid one, and nothing otherwise', async () => {
    const storage = await tempStorage();
    const ids = ['ok', 'none', 'zero', 'fraction', 'nan'];
    const graph = createDagGraph({ nodes: Object.fromEntries(ids.map((id) => [id, { needs: [] }])), concurrency: 5 });
    const runId = await newRun(storage, graph);
    const limits: Record<string, number | undefined> = {
      ok: 90_000,
      none: undefined,
      zero: 0,
      fraction: 1.5,
      nan: Number.NaN,
    };
    const nodes = Object.fromEntries(
      ids.map((id) => {
        const binding = data(() => id);
        return [id, limits[id] === undefined ? binding : { ...binding, timeoutMs: limits[id] }];
      }),
    );
    const executor = createGraphExecutor({ storage, runId, graph, session: 1, engines: [], nodes });
    expect(await executor.run(never())).toMatchObject({ kind: 'complete' });
    const started = ofType(await events(storage, runId), T.attemptStarted).map(
      (event) => event.data as Record<string, unknown>,
    );
    const byNode = Object.fromEntries(started.map((entry) => [entry.nodeId, entry]));
    expect(byNode.ok).toMatchObject({ timeoutMs: 90_000 });
    for (const id of ['none', 'zero', 'fraction', 'nan']) expect(byNode[id], id).not.toHaveProperty('timeoutMs');
    for (const entry of started) expect(attemptStartedSchema().safeParse(entry).success).toBe(true);
  });
});
