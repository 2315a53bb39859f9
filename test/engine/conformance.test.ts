import { describe, expect, it, vi } from 'vitest';
import { EngineError, type Engine } from '../../src/engine/contract.ts';
import { assertEngineConformance, checkEngineConformance, MockEngine } from '../../src/engine/testing/index.ts';

describe('conformance kit', () => {
  it('passes MockEngine on success, every error kind, abort and pre-abort', async () => {
    const outcomes = await assertEngineConformance([
      {
        name: 'success',
        engine: () => new MockEngine({ steps: [{ text: 'OK', usage: { inputTokens: 1, outputTokens: 1 } }] }),
        expect: { success: true },
      },
      {
        name: 'auth',
        engine: () => new MockEngine({ steps: [{ kind: 'error', error: 'auth' }] }),
        expect: { error: 'auth' },
      },
      {
        name: 'rate',
        engine: () => new MockEngine({ steps: [{ kind: 'error', error: 'rate-limit', retryAfterMs: 5 }] }),
        expect: { error: 'rate-limit' },
      },
      {
        name: 'abort',
        engine: () => new MockEngine({ steps: [{ kind: 'hang' }] }),
        expect: { abort: { afterMs: 10, withinMs: 500 } },
      },
      { name: 'pre-aborted', engine: () => new MockEngine(), expect: { preAborted: {} } },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true, true]);
  });

  it('reports an engine that ignores the abort, rejects with a plain Error, or leaks a secret', async () => {
    const ignoresAbort: Engine = {
      identity: { provider: 'x', model: 'm', adapter: 'x' },
      run: () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                text: '',
                usage: { measured: false, cost: { kind: 'unknown' }, billing: 'unknown' },
                reported: { provider: 'x', model: 'm', adapter: 'x' },
              }),
            300,
          ),
        ),
    };
    const plainError: Engine = { identity: ignoresAbort.identity, run: () => Promise.reject(new Error('boom')) };
    const leaky: Engine = {
      identity: ignoresAbort.identity,
      run: () =>
        Promise.reject(
          new EngineError('bad key sk-secret-123', {
            kind: 'auth',
            usage: { measured: false, cost: { kind: 'unknown' }, billing: 'api' },
          }),
        ),
    };
    const outcomes = await checkEngineConformance([
      { name: 'ignores abort', engine: () => ignoresAbort, expect: { abort: { afterMs: 5, withinMs: 100 } } },
      { name: 'plain error', engine: () => plainError, expect: { error: 'auth' } },
      { name: 'leaky', engine: () => leaky, expect: { error: 'auth' }, secrets: ['sk-secret-123'] },
    ]);
    expect(outcomes[0]?.problems.join()).toMatch(/expected an abort, resolved/);
    expect(outcomes[1]?.problems.join()).toMatch(/not an EngineError/);
    expect(outcomes[2]?.problems.join()).toMatch(/contain a secret value/);
    expect(outcomes[2]?.problems.join()).toMatch(/failed: true/);
    const hangs: Engine = { identity: ignoresAbort.identity, run: () => new Promise(() => {}) };
    const [stuck] = await checkEngineConformance([
      { name: 'hangs', engine: () => hangs, expect: { abort: { afterMs: 1, withinMs: 10 } } },
    ]);
    expect(stuck?.problems).toEqual(['did not settle within 1011 ms']);
    await expect(
      assertEngineConformance([{ name: 'plain', engine: () => plainError, expect: { success: true } }]),
    ).rejects.toThrow(/plain:/);
  });

  it('reports a result that does not validate or an unmeasured receipt with tokens', async () => {
    const identity = { provider: 'x', model: 'm', adapter: 'x' };
    const bad: Engine = { identity, run: async () => ({ text: 1 }) as never };
    const lying: Engine = {
      identity,
      run: async () => ({
        text: '',
        usage: { measured: false, inputTokens: 0, outputTokens: 0, cost: { kind: 'unknown' }, billing: 'api' },
        reported: identity,
      }),
    };
    // A count of one side passed off as a measured call (the other side would read as zero).
    const half: Engine = {
      identity,
      run: async () => ({
        text: '',
        usage: { measured: true, inputTokens: 1000, cost: { kind: 'unknown' }, billing: 'api' },
        reported: identity,
      }),
    };
    const outcomes = await checkEngineConformance([
      { name: 'bad', engine: () => bad, expect: { success: true } },
      { name: 'lying', engine: () => lying, expect: { success: true } },
      { name: 'half', engine: () => half, expect: { success: true } },
    ]);
    expect(outcomes[2]?.problems).toEqual(['a measured receipt lacks input or output tokens']);
    expect(outcomes[0]?.problems.join()).toMatch(/engineResultSchema/);
    expect(outcomes[1]?.problems.join()).toMatch(/unmeasured receipt carries token counts of both sides/);
  });

  it('reports an engine whose run throws instead of rejecting, and leaves no deadline pending', async () => {
    const throwing: Engine = {
      identity: { provider: 'x', model: 'm', adapter: 'x' },
      run: () => {
        throw new Error('not a promise');
      },
    };
    vi.useFakeTimers();
    try {
      const [outcome] = await checkEngineConformance([
        { name: 'throws', engine: () => throwing, expect: { success: true }, timeoutMs: 60_000 },
      ]);
      expect(outcome!.ok).toBe(false);
      expect(outcome!.problems.join('; ')).toContain('case threw: Error: not a promise');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
