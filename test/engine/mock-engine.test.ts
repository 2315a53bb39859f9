import { describe, expect, it } from 'vitest';
import { EngineError, engineResultSchema, type UsageReceipt } from '../../src/engine/contract.ts';
import { summarizeUsage } from '../../src/engine/usage.ts';
import { MockEngine } from '../../src/engine/testing/index.ts';

const run = (engine: MockEngine, prompt = 'p', signal = new AbortController().signal, timeoutMs?: number) =>
  engine.run({ prompt, attemptId: 'a1', ...(timeoutMs === undefined ? {} : { timeoutMs }) }, signal);

describe('MockEngine', () => {
  it('answers its steps in order, counts calls and keeps the prompts', async () => {
    const engine = new MockEngine({
      steps: [{ text: 'one', usage: { inputTokens: 3, outputTokens: 1, costUsd: 0.5 } }, { structured: { ok: true } }],
    });
    const first = await run(engine, 'first');
    const second = await run(engine, 'second');
    expect(first.text).toBe('one');
    expect(first.usage).toEqual({
      measured: true,
      inputTokens: 3,
      outputTokens: 1,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      cost: { kind: 'reported', usd: 0.5 },
      billing: 'unknown',
      model: 'mock-model',
    });
    expect(second.structured).toEqual({ ok: true });
    expect(second.text).toBe('{"ok":true}');
    expect(engineResultSchema().parse(second)).toEqual(second);
    expect(engine.calls).toBe(2);
    expect(engine.prompts).toEqual(['first', 'second']);
  });

  it('reports no tokens (not zero) when a step gives no usage', async () => {
    const result = await run(new MockEngine({ steps: [{ text: 'x' }] }));
    expect(result.usage).toEqual({
      measured: false,
      cost: { kind: 'unknown' },
      billing: 'unknown',
      model: 'mock-model',
    });
  });

  it('estimates cost from a price table when the step reports tokens but no figure', async () => {
    const engine = new MockEngine({
      identity: { model: 'm-20250101' },
      prices: { m: { inputPerMTokUsd: 1, outputPerMTokUsd: 2 } },
      steps: [{ usage: { inputTokens: 1_000_000, outputTokens: 1_000_000 } }],
    });
    expect((await run(engine)).usage.cost).toEqual({ kind: 'estimated', usd: 3, entry: 'm' });
  });

  it('throws an EngineError of the scripted kind with a failed receipt', async () => {
    const engine = new MockEngine({
      steps: [{ kind: 'error', error: 'auth', usage: { inputTokens: 5, outputTokens: 1 } }],
    });
    const error = await run(engine).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'auth', deadLane: true });
    expect((error as EngineError).usage).toMatchObject({ measured: true, inputTokens: 5, failed: true });
  });

  it('a scripted refusal without usage used nothing (known zero); another failure is unmeasured', async () => {
    const engine = new MockEngine({
      steps: [
        { kind: 'error', error: 'auth' },
        { kind: 'error', error: 'rate-limit' },
        { kind: 'error', error: 'timeout' },
        { kind: 'error', error: 'auth', usage: 'unmeasured' },
      ],
    });
    const usages: unknown[] = [];
    for (let i = 0; i < 4; i += 1) usages.push(((await run(engine).catch((e: unknown) => e)) as EngineError).usage);
    const zero = { measured: true, inputTokens: 0, outputTokens: 0, cost: { kind: 'reported', usd: 0 }, failed: true };
    expect(usages[0]).toMatchObject(zero);
    expect(usages[1]).toMatchObject(zero);
    expect(usages[2]).toEqual({
      measured: false,
      cost: { kind: 'unknown' },
      billing: 'unknown',
      model: 'mock-model',
      failed: true,
    });
    expect(usages[3]).toMatchObject({ measured: false, failed: true });
  });

  it('a step declaring the whole call (input and output) has known cache counts: 0 unless declared', async () => {
    const engine = new MockEngine({
      steps: [
        { usage: { inputTokens: 120, outputTokens: 40 } },
        { usage: { inputTokens: 120, outputTokens: 40, cacheReadTokens: 900 } },
        { usage: { inputTokens: 120 } },
        { kind: 'error', error: 'auth' },
      ],
    });
    const receipts: UsageReceipt[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await run(engine).catch((error: unknown) => error as EngineError);
      receipts.push(outcome.usage!);
    }
    expect(receipts[0]).toMatchObject({ measured: true, cacheReadTokens: 0, cacheWriteTokens: 0 });
    expect(receipts[1]).toMatchObject({ measured: true, cacheReadTokens: 900, cacheWriteTokens: 0 });
    // One side alone stands for an engine that reported only that: a lower bound, cache unknown.
    expect(receipts[2]).toEqual({
      measured: false,
      inputTokens: 120,
      cost: { kind: 'unknown' },
      billing: 'unknown',
      model: 'mock-model',
    });
    // A refusal sent nothing: no cache was read or written either.
    expect(receipts[3]).toMatchObject({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });
    const totals = summarizeUsage(receipts.map((receipt) => ({ kind: 'receipt' as const, receipt })));
    expect(totals).toMatchObject({
      state: 'partial',
      cacheReadTokens: 900,
      cacheReadUnknownCalls: 1,
      cacheWriteUnknownCalls: 1,
    });
    const whole = summarizeUsage([0, 1, 3].map((i) => ({ kind: 'receipt' as const, receipt: receipts[i]! })));
    expect(whole).toMatchObject({ state: 'reported', cacheReadUnknownCalls: 0, cacheWriteUnknownCalls: 0 });
  });

  it("answers by the request's callIndex when the caller counts the calls", async () => {
    const engine = new MockEngine({ steps: [{ text: 'first' }, { text: 'second' }, { text: 'third' }] });
    const answer = async (callIndex: number) =>
      (await engine.run({ prompt: 'p', attemptId: 'a', callIndex }, new AbortController().signal)).text;
    expect(await answer(1)).toBe('second');
    expect(await answer(5)).toBe('third');
    expect(await answer(0)).toBe('first');
  });

  it('rejects with aborted when the signal fires during a delay', async () => {
    const controller = new AbortController();
    const pending = run(new MockEngine({ steps: [{ text: 'late', delayMs: 60_000 }] }), 'p', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', usage: { failed: true, measured: false } });
  });

  it('rejects with aborted at once for an already-aborted signal and still counts the call', async () => {
    const engine = new MockEngine();
    await expect(run(engine, 'p', AbortSignal.abort())).rejects.toMatchObject({ kind: 'aborted' });
    expect(engine.calls).toBe(1);
  });

  it('honours the request time bound on a hang', async () => {
    await expect(run(new MockEngine({ steps: [{ kind: 'hang' }] }), 'p', undefined, 20)).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('repeats the last step by default, or fails with protocol when told to', async () => {
    const repeating = new MockEngine({ steps: [{ text: 'again' }] });
    await run(repeating);
    expect((await run(repeating)).text).toBe('again');
    const strict = new MockEngine({ steps: [{ text: 'once' }], whenExhausted: 'error' });
    await run(strict);
    await expect(run(strict)).rejects.toMatchObject({ kind: 'protocol' });
  });

  it('computes steps from the request with respond, and reports a different model when scripted', async () => {
    const engine = new MockEngine({
      respond: (request, index) => ({ text: `${index}:${request.prompt}`, reported: { model: 'other' } }),
    });
    const result = await run(engine, 'hello');
    expect(result.text).toBe('0:hello');
    expect(result.reported.model).toBe('other');
    expect(result.usage.model).toBe('other');
    expect(engine.identity.model).toBe('mock-model');
  });
});

describe('MockEngine step values', () => {
  it('accepts parts and structured values declared apart from the step, and refuses non-JSON', async () => {
    const parts = [
      { type: 'text', text: 'hello' },
      { type: 'tool_use', name: 'grep' },
    ];
    const result = await run(new MockEngine({ steps: [{ text: 'hi', parts }] }));
    expect(result.parts).toEqual(parts);
    await expect(run(new MockEngine({ steps: [{ structured: { when: new Date() } }] }))).rejects.toThrow(
      /step\.structured must be JSON/,
    );
  });
});
