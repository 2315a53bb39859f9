// Engine nodes: lane routing, dead-lane fallback and skipping, ENGINE_UNAVAILABLE, failures that
// must not move to a fallback, engine call records with usage, response parts as artifacts.
import { describe, expect, it } from 'vitest';
import { MockEngine, type MockStep } from '../../src/engine/testing/index.ts';
import {
  createDagGraph,
  createGraphExecutor,
  engineEventTypes as E,
  graphEventTypes as T,
  partsPurpose,
  type EngineBinding,
  type EngineNodeBinding,
  type GraphPlan,
} from '../../src/graph/index.ts';
import { artifactRefSchema, type RunStorage } from '../../src/store/index.ts';
import { data, events, never, newRun, ofType, tempStorage } from './helpers.ts';

const primary = { provider: 'anthropic', model: 'claude-sonnet-4-5' };
const fallback = { provider: 'openai', model: 'gpt-5' };
const third = { provider: 'mock', model: 'spare' };

function engine(target: { provider: string; model: string }, steps: MockStep[], adapter = 'mock'): MockEngine {
  return new MockEngine({ identity: { ...target, adapter, adapterVersion: '1.0.0' }, steps });
}

const critic = (extra: Partial<EngineNodeBinding> = {}): EngineNodeBinding => ({
  kind: 'engine',
  lane: 'critic',
  prompt: (input, ctx) => `review ${ctx.position}: ${JSON.stringify(input)}`,
  ...extra,
});

/** A chain of `n` critic nodes (c0 -> c1 -> ...), each on the critic lane. */
async function criticRun(
  storage: RunStorage,
  n: number,
  lanes: GraphPlan['lanes'],
  engines: EngineBinding[],
  options: { retries?: number; binding?: Partial<EngineNodeBinding> } = {},
) {
  const graph = createDagGraph({
    nodes: Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `c${i}`,
        { needs: i === 0 ? [] : [`c${i - 1}`], ...(options.retries ? { retries: options.retries } : {}) },
      ]),
    ),
  });
  const runId = await newRun(storage, graph, { schemaVersion: 1, lanes });
  const nodes = Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, critic(options.binding)]));
  const result = await createGraphExecutor({ storage, runId, graph, nodes, engines, session: 1 }).run(never());
  return { runId, result, list: await events(storage, runId) };
}

describe('engine nodes', () => {
  it('runs the effective target with the prompt built from the dispatch input and records the call with usage', async () => {
    const storage = await tempStorage();
    const main = engine(primary, [{ structured: { verdict: 'ok' }, usage: { inputTokens: 1000, outputTokens: 100 } }]);
    const { runId, result, list } = await criticRun(storage, 1, { critic: [primary] }, [
      { target: primary, engine: main },
    ]);
    expect(result).toEqual({ kind: 'complete', output: { c0: { verdict: 'ok' } } });
    expect(main.prompts).toEqual(['review dag/c0/1: {"inputs":{},"needs":{}}']);
    const attemptId = ofType(list, T.attemptStarted)[0]!.data.identity.attemptId;
    expect(main.requests[0]!.attemptId).toBe(attemptId);
    expect(ofType(list, T.attemptStarted)[0]!.data.lane).toEqual({ name: 'critic', target: primary });
    const started = ofType(list, E.started)[0]!.data;
    expect(started).toMatchObject({
      position: 'dag/c0/1',
      attemptId,
      lane: 'critic',
      target: primary,
      identity: { ...primary, adapter: 'mock', adapterVersion: '1.0.0' },
    });
    const completed = ofType(list, E.completed)[0]!.data;
    expect(completed.callId).toBe(started.callId);
    // The engine gave no figure: the executor estimates from the shipped price table.
    expect(completed.usage).toMatchObject({
      measured: true,
      inputTokens: 1000,
      outputTokens: 100,
      cost: { kind: 'estimated', usd: 0.0045, entry: 'claude-sonnet-4-5' },
    });
    expect(list.map((e) => e.type).slice(-2)).toEqual([E.completed, T.nodeCompleted]);
    expect(runId).toBeTruthy();
  });

  it('parse() shapes the output; text is the default when there is no structured value', async () => {
    const storage = await tempStorage();
    const a = await criticRun(storage, 1, { critic: [primary] }, [
      { target: primary, engine: engine(primary, [{ text: 'looks fine' }]) },
    ]);
    expect(a.result).toEqual({ kind: 'complete', output: { c0: 'looks fine' } });
    const b = await criticRun(
      storage,
      1,
      { critic: [primary] },
      [{ target: primary, engine: engine(primary, [{ text: 'looks fine' }]) }],
      {
        binding: { parse: (r) => ({ length: r.text.length }) },
      },
    );
    expect(b.result).toEqual({ kind: 'complete', output: { c0: { length: 10 } } });
  });

  it('dead-lane fallback: one live fallback, both identities recorded, later dispatches skip the dead one', async () => {
    const storage = await tempStorage();
    const dead = engine(primary, [{ kind: 'error', error: 'auth', message: 'Invalid API key' }]);
    const live = engine(fallback, [
      { text: 'fallback answer', usage: { inputTokens: 10, outputTokens: 5, costUsd: 0.01 } },
    ]);
    const { result, list } = await criticRun(storage, 3, { critic: [primary, fallback] }, [
      { target: primary, engine: dead },
      { target: fallback, engine: live },
    ]);
    expect(result).toMatchObject({
      kind: 'complete',
      output: { c0: 'fallback answer', c1: 'fallback answer', c2: 'fallback answer' },
    });
    expect(dead.calls).toBe(1);
    expect(live.calls).toBe(3);
    const laneDead = ofType(list, T.laneDead);
    expect(laneDead).toHaveLength(1);
    expect(laneDead[0]!.data).toMatchObject({
      position: 'dag/c0/1',
      lane: 'critic',
      kind: 'auth',
      selected: { ...primary, adapter: 'mock' },
      reported: { ...primary, adapter: 'mock' },
    });
    // The failed call, the dead-lane record and the fallback's start go to the store together.
    const types = list.map((e) => e.type);
    const at = types.indexOf(T.laneDead);
    expect(types.slice(at - 2, at + 2)).toEqual([E.started, E.failed, T.laneDead, E.started]);
    expect(list[at]!.batchRemaining).toBe(1);
    expect(ofType(list, E.failed)[0]!.data).toMatchObject({
      kind: 'auth',
      message: 'Invalid API key',
      // A scripted auth refusal used nothing: a known zero, so a hard budget need not pause on it.
      usage: { failed: true, measured: true, inputTokens: 0, outputTokens: 0, cost: { kind: 'reported', usd: 0 } },
    });
    // Later starts name the fallback as the lane's target.
    expect(ofType(list, T.attemptStarted).map((e) => e.data.lane.target)).toEqual([primary, fallback, fallback]);
    expect(ofType(list, E.completed)[0]!.data.usage.cost).toEqual({ kind: 'reported', usd: 0.01 });
  });

  it('only the target that failed is dead: the identity the engine reported (a healthy fallback) keeps serving', async () => {
    const storage = await tempStorage();
    // A CLI lane on a model alias fails billing and reports the full model name, which is the
    // identity of the lane's fallback (an API engine with its own key): that one is not dead.
    const alias = { provider: 'anthropic', model: 'sonnet' };
    const full = { provider: 'anthropic', model: 'claude-sonnet-4-5-20250929' };
    const reporting: MockEngine = new MockEngine({
      identity: { ...alias, adapter: 'claude-cli' },
      steps: [{ kind: 'error', error: 'billing', message: 'Credit balance is too low' }],
    });
    const originalRun = reporting.run.bind(reporting);
    reporting.run = async (request, signal) => {
      try {
        return await originalRun(request, signal);
      } catch (error) {
        Object.defineProperty(error, 'reported', { value: { ...full, adapter: 'claude-cli' } });
        throw error;
      }
    };
    const api = engine(full, [{ text: 'api answer' }], 'anthropic');
    const spare = engine(third, [{ text: 'spare answer' }]);
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] }, c: { needs: ['b'] } } });
    const runId = await newRun(storage, graph, {
      schemaVersion: 1,
      lanes: { reviewer: [alias, full], other: [third, fallback] },
    });
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      nodes: {
        a: { kind: 'engine', lane: 'reviewer', prompt: () => 'a' },
        b: { kind: 'engine', lane: 'reviewer', prompt: () => 'b' },
        c: { kind: 'engine', lane: 'other', prompt: () => 'c' },
      },
      engines: [
        { target: alias, engine: reporting },
        { target: full, engine: api },
        { target: third, engine: spare },
        { target: fallback, engine: engine(fallback, [{ text: 'never' }]) },
      ],
    }).run(never());
    expect(result).toEqual({ kind: 'complete', output: { a: 'api answer', b: 'api answer', c: 'spare answer' } });
    expect([reporting.calls, api.calls, spare.calls]).toEqual([1, 2, 1]);
    const list = await events(storage, runId);
    const laneDead = ofType(list, T.laneDead)[0]!.data;
    // Both identities stay recorded as facts; the plan target that failed is named as such.
    expect(laneDead.target).toEqual(alias);
    expect(laneDead.selected).toMatchObject(alias);
    expect(laneDead.reported).toMatchObject(full);
    expect(ofType(list, T.attemptStarted).map((e) => e.data.lane.target)).toEqual([alias, full, third]);
  });

  it('ENGINE_UNAVAILABLE when every declared target is dead: no engine runs, a normal node failure', async () => {
    const storage = await tempStorage();
    const a = engine(primary, [{ kind: 'error', error: 'auth' }]);
    const b = engine(fallback, [{ kind: 'error', error: 'missing-cli' }]);
    const { result, list } = await criticRun(
      storage,
      1,
      { critic: [primary, fallback] },
      [
        { target: primary, engine: a },
        { target: fallback, engine: b },
      ],
      { retries: 1 },
    );
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const failures = ofType(list, T.nodeFailed).map((e) => [e.data.position, e.data.code]);
    expect(failures).toEqual([
      ['dag/c0/1', 'ENGINE_UNAVAILABLE'],
      ['dag/c0/2', 'ENGINE_UNAVAILABLE'],
    ]);
    // The retry found every target dead and ran nothing.
    expect(a.calls + b.calls).toBe(2);
    expect(ofType(list, E.started)).toHaveLength(2);
    expect(ofType(list, T.attemptStarted)[1]!.data.lane).toEqual({ name: 'critic', target: null });
  });

  it('tries at most one fallback per attempt; the next attempt goes on down the plan order', async () => {
    const storage = await tempStorage();
    const a = engine(primary, [{ kind: 'error', error: 'auth' }]);
    const b = engine(fallback, [{ kind: 'error', error: 'invalid-config' }]);
    const c = engine(third, [{ text: 'third time' }]);
    const { result } = await criticRun(
      storage,
      1,
      { critic: [primary, fallback, third] },
      [
        { target: primary, engine: a },
        { target: fallback, engine: b },
        { target: third, engine: c },
      ],
      { retries: 1 },
    );
    expect(result).toEqual({ kind: 'complete', output: { c0: 'third time' } });
    expect([a.calls, b.calls, c.calls]).toEqual([1, 1, 1]);
  });

  for (const [kind, code] of [
    ['rate-limit', 'EFFECT_FAILED'],
    ['timeout', 'EFFECT_FAILED'],
    ['denied', 'DENIED'],
  ] as const) {
    it(`${kind} does not run elsewhere: node-failed ${code}`, async () => {
      const storage = await tempStorage();
      const a = engine(primary, [{ kind: 'error', error: kind, retryAfterMs: 2000 }]);
      const b = engine(fallback, [{ text: 'should not run' }]);
      const { list } = await criticRun(storage, 1, { critic: [primary, fallback] }, [
        { target: primary, engine: a },
        { target: fallback, engine: b },
      ]);
      expect(b.calls).toBe(0);
      expect(ofType(list, T.laneDead)).toHaveLength(0);
      expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({ code, details: { kind, retryAfterMs: 2000 } });
    });
  }

  it('an engine policy pause pauses the node (no fallback) with the engine details as the request', async () => {
    const storage = await tempStorage();
    const a = engine(primary, [
      { kind: 'error', error: 'policy-pause', message: 'tool use needs approval', details: { tool: 'Bash' } },
    ]);
    const b = engine(fallback, [{ text: 'no' }]);
    const { result, list } = await criticRun(storage, 1, { critic: [primary, fallback] }, [
      { target: primary, engine: a },
      { target: fallback, engine: b },
    ]);
    expect(b.calls).toBe(0);
    expect(result).toMatchObject({
      kind: 'pause',
      pauses: [{ reason: 'tool use needs approval', request: { tool: 'Bash' } }],
    });
    expect(ofType(list, T.nodePaused)[0]!.data).toMatchObject({ pauseKind: 'engine' });
  });

  it('response parts are stored as a runner-engine-parts artifact referenced by engine-completed', async () => {
    const storage = await tempStorage();
    const parts = [
      { type: 'text', text: 'hello' },
      { type: 'tool_use', name: 'grep' },
    ];
    const { runId, list } = await criticRun(storage, 1, { critic: [primary] }, [
      { target: primary, engine: engine(primary, [{ text: 'hi', parts }]) },
    ]);
    const ref = artifactRefSchema().parse(ofType(list, E.completed)[0]!.data.partsArtifact);
    expect(ref.purpose).toBe(partsPurpose);
    expect(JSON.parse((await storage.artifacts(runId).get(ref)).toString('utf8'))).toEqual(parts);
  });

  it('refused parts (known secret) fail the node EFFECT_FAILED and the call is not claimed measured', async () => {
    const storage = await tempStorage({ knownSecrets: ['sk-live-123456'] });
    const { list } = await criticRun(storage, 1, { critic: [primary] }, [
      {
        target: primary,
        engine: engine(primary, [
          { text: 'ok', parts: [{ leaked: 'token sk-live-123456' }], usage: { inputTokens: 5, outputTokens: 5 } },
        ]),
      },
    ]);
    expect(ofType(list, E.completed)).toHaveLength(0);
    const failedCall = ofType(list, E.failed)[0]!.data;
    expect(failedCall).toMatchObject({ code: 'KNOWN_SECRET' });
    expect(failedCall.usage).toBeUndefined();
    expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({
      code: 'EFFECT_FAILED',
      details: { storageCode: 'KNOWN_SECRET' },
    });
  });

  it('an engine failure that quotes a known secret behind an encoding is recorded redacted; the node fails, not the run', async () => {
    const secret = 'sk-live-123456';
    const encoded = Buffer.from(`app:${secret}`).toString('base64');
    const storage = await tempStorage({ knownSecrets: [secret] });
    const { result, list } = await criticRun(storage, 1, { critic: [primary] }, [
      {
        target: primary,
        engine: engine(primary, [{ kind: 'error', error: 'other', message: `auth ${encoded} rejected` }]),
      },
    ]);
    expect(result.kind).toBe('fail');
    expect(ofType(list, E.failed)[0]!.data.message).toBe('auth *** rejected');
    expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({ code: 'EFFECT_FAILED', message: 'auth *** rejected' });
    expect(JSON.stringify(list)).not.toContain(encoded);
  });

  it('a data node calls an engine on a lane through ctx.callEngine with the same routing and records', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId = await newRun(storage, graph, { schemaVersion: 1, lanes: { critic: [primary, fallback] } });
    const dead = engine(primary, [{ kind: 'error', error: 'auth' }]);
    const live = engine(fallback, [{ text: 'from data node' }]);
    const result = await createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      engines: [
        { target: primary, engine: dead },
        { target: fallback, engine: live },
      ],
      nodes: { a: data(async (_input, ctx) => (await ctx.callEngine('critic', 'hello')).text) },
    }).run(never());
    expect(result).toEqual({ kind: 'complete', output: { a: 'from data node' } });
    const list = await events(storage, runId);
    expect(ofType(list, T.laneDead)).toHaveLength(1);
    expect(ofType(list, E.started).map((e) => e.data.target)).toEqual([primary, fallback]);
  });

  it('aborting during an engine call records the call failed (aborted) and the node ABORTED, with no fallback', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { c0: { needs: [] } } });
    const runId = await newRun(storage, graph, { schemaVersion: 1, lanes: { critic: [primary, fallback] } });
    const hanging = engine(primary, [{ kind: 'hang' }]);
    const spare = engine(fallback, [{ text: 'no' }]);
    const controller = new AbortController();
    const running = createGraphExecutor({
      storage,
      runId,
      graph,
      session: 1,
      nodes: { c0: critic() },
      engines: [
        { target: primary, engine: hanging },
        { target: fallback, engine: spare },
      ],
    }).run(controller.signal);
    while (hanging.calls === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect(await running).toMatchObject({ kind: 'fail', code: 'ABORTED' });
    const list = await events(storage, runId);
    expect(ofType(list, E.failed)[0]!.data).toMatchObject({ kind: 'aborted' });
    expect(ofType(list, T.nodeFailed)[0]!.data).toMatchObject({ code: 'ABORTED', details: { kind: 'aborted' } });
    expect(spare.calls).toBe(0);
  });
});
