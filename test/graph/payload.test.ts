// Outputs, inputs and pause requests against the store's limits: artifacts, RESULT_TOO_LARGE,
// known secrets.
import { describe, expect, it } from 'vitest';
import {
  createDagGraph,
  createGraphExecutor,
  graphEventTypes as T,
  inputPurpose,
  outputPurpose,
  type Graph,
  type NodeBinding,
} from '../../src/graph/index.ts';
import { artifactRefSchema } from '../../src/store/index.ts';
import type { RunStorage } from '../../src/store/contract.ts';
import { data, events, never, newRun, ofType, tempStorage } from './helpers.ts';

const big = (bytes: number) => 'x'.repeat(bytes);

/** Session 1 of the run with these node bindings and no engines, to its result. */
const runNodes = (storage: RunStorage, runId: string, graph: Graph<unknown>, nodes: Record<string, NodeBinding>) =>
  createGraphExecutor({ storage, runId, graph, engines: [], session: 1, nodes }).run(never());

describe('record size and content', () => {
  it('an output too large for an event is stored as a graph-node-output artifact and folded back', async () => {
    const storage = await tempStorage({ policy: { maxEventPayloadBytes: 2048 } });
    const graph = createDagGraph({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    const runId = await newRun(storage, graph);
    const large = { text: big(5000) };
    let bSaw: unknown;
    const result = await runNodes(storage, runId, graph, {
      a: data(() => large),
      b: data((input) => ((bSaw = input), 'ok')),
    });
    expect(result).toEqual({ kind: 'complete', output: { a: large, b: 'ok' } });
    expect(bSaw).toEqual({ inputs: {}, needs: { a: large } });
    const list = await events(storage, runId);
    const completed = ofType(list, T.nodeCompleted)[0]!.data;
    expect(completed.output).toBeUndefined();
    const ref = artifactRefSchema().parse(completed.outputArtifact);
    expect(ref.purpose).toBe(outputPurpose);
    // b's input (holding a's output) went to an artifact as well, referenced from the dispatch.
    const secondDispatch = ofType(list, T.nodeDispatched)[1]!.data.dispatches[0];
    expect(artifactRefSchema().parse(secondDispatch.inputArtifact).purpose).toBe(inputPurpose);
    // A fresh executor folds the artifact outputs back (nothing reruns, same result).
    const fresh = createGraphExecutor({
      storage,
      runId,
      graph,
      engines: [],
      session: 2,
      nodes: { a: data(() => 'rerun!'), b: data(() => 'rerun!') },
    });
    expect(await fresh.run(never())).toEqual(result);
  });

  it('RESULT_TOO_LARGE when the output exceeds the artifact limit too', async () => {
    const storage = await tempStorage({ policy: { maxEventPayloadBytes: 1024, maxArtifactBytes: 4096 } });
    const graph = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId = await newRun(storage, graph);
    const result = await runNodes(storage, runId, graph, { a: data(() => big(10_000)) });
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    const failed = ofType(await events(storage, runId), T.nodeFailed)[0]!.data;
    expect(failed).toMatchObject({ position: 'dag/a/1', code: 'RESULT_TOO_LARGE', details: { limit: 1024 } });
    expect(JSON.stringify(failed).length).toBeLessThan(1024);
  });

  it('RESULT_TOO_LARGE when a pause request is too large for the event stream', async () => {
    const storage = await tempStorage({ policy: { maxEventPayloadBytes: 1024 } });
    const graph = createDagGraph({ nodes: { a: { needs: [] } } });
    const runId = await newRun(storage, graph);
    const result = await runNodes(storage, runId, graph, {
      a: {
        kind: 'data',
        policy: async () => ({ decision: 'wait', reason: 'look', request: { diff: big(5000) } }),
        run: async () => 1,
      },
    });
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect(ofType(await events(storage, runId), T.nodeFailed)[0]!.data).toMatchObject({ code: 'RESULT_TOO_LARGE' });
  });

  it('an output holding a known secret is not stored: EFFECT_FAILED; error messages are redacted', async () => {
    const storage = await tempStorage({ knownSecrets: ['hunter2-secret'] });
    const graph = createDagGraph({
      nodes: { a: { needs: [], optional: true }, b: { needs: [], optional: true } },
      concurrency: 2,
    });
    const runId = await newRun(storage, graph);
    const result = await runNodes(storage, runId, graph, {
      a: data(() => ({ token: 'hunter2-secret' })),
      b: data(() => {
        throw new Error('login failed with hunter2-secret');
      }),
    });
    expect(result).toEqual({ kind: 'complete', output: {} });
    const failed = ofType(await events(storage, runId), T.nodeFailed);
    expect(failed.find((e) => e.data.position === 'dag/a/1')!.data).toMatchObject({
      code: 'EFFECT_FAILED',
      details: { reason: 'KNOWN_SECRET' },
    });
    expect(failed.find((e) => e.data.position === 'dag/b/1')!.data.message).toBe('login failed with ***');
  });

  it('a known secret behind an encoding fails the node that outputs it, not the run; messages, details and reasons are redacted', async () => {
    const secret = 'hunter2/secret+x';
    const base64 = Buffer.from(`app:${secret}`).toString('base64');
    const hex = Buffer.from(secret).toString('hex');
    const storage = await tempStorage({ knownSecrets: [secret] });
    const optional = { needs: [], optional: true };
    const graph = createDagGraph({
      nodes: { out: optional, fail: optional, skip: optional, wait: optional, ok: optional },
      concurrency: 1,
    });
    const runId = await newRun(storage, graph);
    const result = await runNodes(storage, runId, graph, {
      out: data(() => ({ header: `Basic ${base64}` })),
      fail: data(() => {
        throw Object.assign(new Error(`login failed with ${hex}`), {
          details: { token: base64, [hex]: 'v', url: `postgres://app:${encodeURIComponent(secret)}@db` },
        });
      }),
      skip: data(() => 'unused', {
        policy: async () => ({ decision: 'skip' as const, reason: `no need, ${base64}` }),
      }),
      wait: data(() => 'unused', {
        policy: async () => ({ decision: 'wait' as const, reason: 'ask', request: { token: base64 } }),
      }),
      ok: data(() => 'fine'),
    });
    // Each node was decided on its own: the run reached the end of what it could run.
    expect(result).toMatchObject({ kind: 'complete', output: { ok: 'fine' } });
    const list = await events(storage, runId);
    const failed = ofType(list, T.nodeFailed);
    const of = (id: string) => failed.find((e) => e.data.position === `dag/${id}/1`)!.data;
    expect(of('out')).toMatchObject({ code: 'EFFECT_FAILED', details: { reason: 'KNOWN_SECRET' } });
    expect(of('wait')).toMatchObject({ code: 'EFFECT_FAILED', details: { reason: 'KNOWN_SECRET' } });
    expect(of('fail').message).toBe('login failed with ***');
    expect(of('fail').details).toEqual({ name: 'Error', token: '***', '***': 'v', url: '***' });
    const skipped = ofType(list, T.nodeCompleted).find((e) => e.data.position === 'dag/skip/1')!.data;
    expect(skipped.skipped).toEqual({ reason: 'no need, ***' });
    const stored = JSON.stringify(list);
    for (const form of [secret, base64, hex, encodeURIComponent(secret)]) expect(stored).not.toContain(form);
  });

  it('failure details too large for a record are cut like messages, else left out with their size; the node fails, not the run', async () => {
    const storage = await tempStorage();
    const optional = { needs: [], optional: true };
    const graph = createDagGraph({ nodes: { long: optional, many: optional, ok: optional }, concurrency: 1 });
    const runId = await newRun(storage, graph);
    const throwing = (details: Record<string, unknown>) =>
      data(() => {
        throw Object.assign(new Error('host error'), { details });
      });
    const many = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, i]));
    const result = await runNodes(storage, runId, graph, {
      long: throwing({ exitCode: 2, blob: big(2_000_000) }),
      many: throwing(many),
      ok: data(() => 'fine'),
    });
    expect(result).toMatchObject({ kind: 'complete', output: { ok: 'fine' } });
    const failed = ofType(await events(storage, runId), T.nodeFailed);
    const of = (id: string) => failed.find((e) => e.data.position === `dag/${id}/1`)!.data;
    expect(of('long').details).toEqual({
      name: 'Error',
      exitCode: 2,
      blob: `${big(2000)}… (${2_000_000 - 2000} more characters)`,
    });
    expect(of('many').details).toEqual({
      omitted: expect.stringMatching(/^the details \(\d+ bytes\) are larger than a record admits \(\d+ bytes\)$/),
    });
  });

  it('an output that is not JSON fails the node; undefined completes as null', async () => {
    const storage = await tempStorage();
    const graph = createDagGraph({ nodes: { a: { needs: [], optional: true }, b: { needs: [] } }, concurrency: 2 });
    const runId = await newRun(storage, graph);
    const result = await runNodes(storage, runId, graph, {
      a: data(() => ({ when: new Date(0) }) as never),
      b: data(() => undefined as never),
    });
    expect(result).toEqual({ kind: 'complete', output: { b: null } });
    expect(ofType(await events(storage, runId), T.nodeFailed)[0]!.data).toMatchObject({
      position: 'dag/a/1',
      code: 'EFFECT_FAILED',
      details: { reason: 'NOT_JSON' },
    });
  });
});
