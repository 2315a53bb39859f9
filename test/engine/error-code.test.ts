// EngineError carries a `code`, as every other layer's error does (DESIGN.md section 9): derived from
// its kind, so a caller branches on one field across layers, and the kind a record stored still maps
// to the same code. Bad options share the code the other layers give them (INVALID_OPTIONS).
import { describe, expect, it } from 'vitest';
import {
  EngineError,
  engineErrorCodeOf,
  engineErrorCodes,
  isEngineError,
  mergePrices,
  shippedPrices,
} from '../../src/index.ts';
import { engineErrorKinds } from '../../src/engine/index.ts';
import { MockEngine } from '../../src/engine/testing/index.ts';
import { createDagGraph, createGraphExecutor, engineEventTypes, graphEventTypes } from '../../src/graph/index.ts';
import { engineFailedSchema, laneDeadSchema } from '../../src/graph/events.ts';
import { events, never, newRun, ofType, tempStorage } from '../graph/helpers.ts';

describe('EngineError code', () => {
  it('gives every kind one stable code, distinct from the other kinds', () => {
    const codes = engineErrorKinds.map((kind) => new EngineError('x', { kind }).code);
    expect(codes).toEqual([...engineErrorCodes]);
    expect(new Set(codes).size).toBe(engineErrorKinds.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(new EngineError('limited', { kind: 'rate-limit' }).code).toBe('ENGINE_RATE_LIMIT');
    expect(new EngineError('no key', { kind: 'auth' }).code).toBe('ENGINE_AUTH');
    // The kind stays, as before.
    expect(new EngineError('no key', { kind: 'auth' })).toMatchObject({ kind: 'auth', deadLane: true });
  });

  it('refuses bad options with INVALID_OPTIONS, as the workspace, graph and runner layers do', () => {
    let refused: unknown;
    try {
      mergePrices(shippedPrices, { 'some-model': { inputPerMTokUsd: -1 } });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(EngineError);
    expect(refused).toMatchObject({ code: 'INVALID_OPTIONS', kind: 'invalid-config' });
    expect(isEngineError(refused, 'INVALID_OPTIONS')).toBe(true);
    expect(isEngineError(refused, 'ENGINE_AUTH')).toBe(false);
    expect(isEngineError(new Error('plain'))).toBe(false);
  });

  it('a failed call rejects with the code of its kind', async () => {
    const engine = new MockEngine({
      steps: [{ kind: 'error', error: 'billing', message: 'Credit balance is too low' }],
    });
    const error = await engine.run({ prompt: 'go', attemptId: 'a-1' }, never()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'EngineError', kind: 'billing', code: 'ENGINE_BILLING' });
  });

  it('records stored with a kind (as before) read as they did and map to the same code', async () => {
    const storage = await tempStorage();
    const target = { provider: 'mock', model: 'm' };
    const graph = createDagGraph({ nodes: { ask: { needs: [] } } });
    const runId = await newRun(storage, graph, { schemaVersion: 1, lanes: { l: [target] } });
    const engine = new MockEngine({ identity: target, steps: [{ kind: 'error', error: 'auth', message: 'bad key' }] });
    const executor = createGraphExecutor({
      storage,
      runId,
      graph,
      nodes: { ask: { kind: 'engine', lane: 'l', retrySafe: true, prompt: () => 'go' } },
      engines: [{ target, engine }],
      session: 1,
    });
    await executor.run(never());
    const stored = await events(storage, runId);
    const failed = engineFailedSchema().parse(ofType(stored, engineEventTypes.failed)[0]?.data);
    const dead = laneDeadSchema().parse(ofType(stored, graphEventTypes.laneDead)[0]?.data);
    // The records keep the kind only (their format is unchanged); the code follows from it.
    expect(failed).not.toHaveProperty('code');
    expect(engineErrorCodeOf(failed.kind)).toBe('ENGINE_AUTH');
    expect(engineErrorCodeOf(dead.kind)).toBe('ENGINE_AUTH');
  });
});
