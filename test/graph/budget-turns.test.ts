// Run budgets in the executor: under a hard budget a call waits while another counted call is in
// flight (and an abort ends the wait: the call never starts); a call that measured only one side of
// its tokens cannot be counted, so a hard token budget pauses before the next call and names it.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/engine/testing/index.ts';
import type { Engine } from '../../src/engine/contract.ts';
import {
  createDagGraph,
  createGraphExecutor,
  engineEventTypes as E,
  graphEventTypes as T,
  type EngineNodeBinding,
} from '../../src/graph/index.ts';
import { deferred, events, never, newRun, ofType, tempStorage } from './helpers.ts';

const target = { provider: 'mock', model: 'm' };
const lanes = { schemaVersion: 1 as const, lanes: { l: [target] } };
const node = (prompt: EngineNodeBinding['prompt']): EngineNodeBinding => ({
  kind: 'engine',
  lane: 'l',
  retrySafe: true,
  prompt,
});

describe('engine calls under a hard run budget', () => {
  it('wait for the call in flight; an abort while waiting fails the node ABORTED and its call never starts', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: [] } }, concurrency: 2 });
    const runId = await newRun(storage, graph, lanes);
    const aCalled = deferred();
    const bPrompted = deferred();
    const engine = new MockEngine({
      identity: target,
      respond: () => {
        aCalled.resolve();
        return { kind: 'hang' };
      },
    });
    const controller = new AbortController();
    const running = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      budget: { tokens: 1000 },
      engines: [{ target, engine }],
      nodes: {
        a: node(() => 'a'),
        // b asks for its call once a's is running.
        b: node(async () => {
          await aCalled.promise;
          bPrompted.resolve();
          return 'b';
        }),
      },
    }).run(controller.signal);
    await bPrompted.promise;
    // From b's prompt to its wait for the turn is synchronous work after the prompt resolves: one
    // turn of the event loop has it waiting.
    await new Promise((resolve) => setImmediate(resolve));
    expect(engine.calls).toBe(1);
    controller.abort();
    expect(await running).toMatchObject({ kind: 'fail', code: 'ABORTED' });
    expect(engine.calls).toBe(1);
    const list = await events(storage, runId);
    expect(ofType(list, E.started).map((e) => e.data.position)).toEqual(['dag/a/1']);
    const failed = Object.fromEntries(ofType(list, T.nodeFailed).map((e) => [e.data.position, e.data]));
    expect(failed['dag/b/1']).toMatchObject({ code: 'ABORTED' });
    expect(failed['dag/b/1']!.message).toContain('waited for its turn under the budget');
    expect(failed['dag/a/1']).toMatchObject({ code: 'ABORTED' });
  });

  it('a call that measured only its input tokens is of unknown usage: the next call pauses and names it', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    const runId = await newRun(storage, graph, lanes);
    const mock = new MockEngine({
      identity: target,
      steps: [{ text: 'ok', usage: { inputTokens: 900, outputTokens: 1 } }],
    });
    // A receipt that claims to be measured with one side missing (as earlier receipts were stored).
    const halfMeasured: Engine = {
      identity: mock.identity,
      run: async (request, signal) => {
        const result = await mock.run(request, signal);
        const { outputTokens: _dropped, ...usage } = result.usage;
        return { ...result, usage: { ...usage, measured: true } };
      },
    };
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      budget: { tokens: 1000 },
      engines: [{ target, engine: halfMeasured }],
      nodes: { a: node(() => 'a'), b: node(() => 'b') },
    }).run(never());
    expect(result).toMatchObject({ kind: 'pause', positions: ['dag/b/1'] });
    if (result.kind !== 'pause') throw new Error('expected a pause');
    const callId = ofType(await events(storage, runId), E.started)[0]!.data.callId;
    expect(result.pauses[0]!.reason).toContain('run budget cannot be checked');
    expect(result.pauses[0]!.request).toMatchObject({
      kind: 'budget',
      spent: { tokens: 0 },
      unknownCalls: [{ callId, position: 'dag/a/1' }],
    });
    expect(mock.calls).toBe(1);
  });
});
