import { join } from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { CodexCliEngine } from '../../src/engine/engines/codex-cli.ts';
import { shippedPrices } from '../../src/engine/prices.ts';
import { assertEngineConformance } from '../../src/engine/testing/index.ts';
import { fakeEnv, isAlive, never, readRecord, rejection, request, tempDir } from './helpers.ts';

const engine = (
  scenario: string,
  extraEnv: Record<string, string> = {},
  config: ConstructorParameters<typeof CodexCliEngine>[0] = { model: 'gpt-5-codex' },
) => new CodexCliEngine(config, { env: fakeEnv(scenario, extraEnv), prices: shippedPrices });

describe('CodexCliEngine', () => {
  it('runs codex exec --json with the prompt on stdin and takes the last agent message', async () => {
    const file = join(tempDir(), 'record.json');
    const result = await engine(
      'success',
      { FAKE_RECORD: file },
      { model: 'gpt-5-codex', args: ['--skip-git-repo-check'] },
    ).run(request('Fix the test.'), never());
    const seen = readRecord(file);
    expect(seen.argv).toEqual(['exec', '--json', '--model', 'gpt-5-codex', '--skip-git-repo-check', '-']);
    expect(seen.stdin).toBe('Fix the test.');
    expect(result.text).toBe('Repo contains docs.');
    expect(result.parts).toEqual([{ threadId: '0199a213-81c0-7800-8aa1-bbab2a035a53', turns: 1 }]);
    // Cached tokens are inside OpenAI's input_tokens; the receipt keeps them apart and prices both.
    expect(result.usage).toMatchObject({ measured: true, inputTokens: 315, cacheReadTokens: 24448, outputTokens: 122 });
    const usd = (315 * 1.25 + 24448 * 0.125 + 122 * 10) / 1e6;
    expect(result.usage.cost.kind).toBe('estimated');
    expect(result.usage.cost.kind === 'estimated' && result.usage.cost.usd).toBeCloseTo(usd, 12);
    expect(result.usage.billing).toBe('subscription');
  });

  it('bills api with CODEX_API_KEY, unknown with only OPENAI_API_KEY, subscription with neither', async () => {
    expect((await engine('success', { CODEX_API_KEY: 'ck-1234' }).run(request(), never())).usage.billing).toBe('api');
    expect((await engine('success', { OPENAI_API_KEY: 'sk-1234' }).run(request(), never())).usage.billing).toBe(
      'unknown',
    );
  });

  it('leaves cost unknown when no model is configured or the model has no price', async () => {
    const noModel = await engine('success', {}, {}).run(request(), never());
    expect(noModel.usage).toMatchObject({ measured: true, cost: { kind: 'unknown' } });
    expect(noModel.usage.model).toBeUndefined();
    const unpriced = await engine('success', {}, { model: 'gpt-5.6' }).run(request(), never());
    expect(unpriced.usage.cost).toEqual({ kind: 'unknown' });
  });

  it('succeeds after a retried stream error that codex recovered from', async () => {
    const result = await engine('retried-stream').run(request(), never());
    expect(result.text).toBe('Done after a retry.');
  });

  it.each([
    ['auth', 'auth'],
    ['quota', 'billing'],
    ['unknown-model', 'model-unavailable'],
    ['rate-limit', 'rate-limit'],
  ] as const)('classifies %s as %s, naming its model and billing on the failed receipt', async (scenario, kind) => {
    const error = (await rejection(engine(scenario).run(request(), never()))) as EngineError;
    expect(error).toBeInstanceOf(EngineError);
    expect(error.kind).toBe(kind);
    // Refused before the model produced any item or usage: the API billed nothing (known zero).
    expect(error.usage).toMatchObject({
      measured: true,
      inputTokens: 0,
      outputTokens: 0,
      cost: { kind: 'reported', usd: 0 },
      failed: true,
      model: 'gpt-5-codex',
      billing: 'subscription',
    });
  });

  it('keeps the tokens reported before a stalled call was killed at its time bound', async () => {
    const error = (await rejection(
      engine('usage-then-hang', {}, { model: 'gpt-5-codex', timeoutMs: 400 }).run(request(), never()),
    )) as EngineError;
    expect(error.kind).toBe('timeout');
    expect(error.usage).toMatchObject({
      measured: true,
      inputTokens: 400,
      cacheReadTokens: 100,
      outputTokens: 50,
      failed: true,
    });
  });

  it('leaves a side codex did not report unknown, and does not price half a call', async () => {
    const result = await engine('input-only').run(request(), never());
    expect(result.usage).toEqual({
      measured: false,
      inputTokens: 1000000,
      cacheReadTokens: 0,
      cost: { kind: 'unknown' },
      billing: 'subscription',
      model: 'gpt-5-codex',
    });
  });

  it("does not count a resumed thread's total as the call's usage: it holds the thread's earlier calls", async () => {
    const thread = '0199a213-81c0-7800-8aa1-bbab2a035a53';
    const dir = tempDir();
    const file = join(dir, 'record.json');
    const result = await engine(
      'resumed',
      { FAKE_RECORD: file },
      { model: 'gpt-5-codex', args: ['resume', thread] },
    ).run(request('Go on.'), never());
    const argv = readRecord(file).argv;
    rmSync(dir, { recursive: true, force: true });
    expect(argv).toEqual(['exec', '--json', '--model', 'gpt-5-codex', 'resume', thread, '-']);
    expect(result.text).toBe('Resumed and done.');
    // 50,126 in / 180 out is the thread's running total (its first call's 24,763 / 122 included).
    expect(result.usage).toEqual({
      measured: false,
      cost: { kind: 'unknown' },
      billing: 'subscription',
      model: 'gpt-5-codex',
    });
    // The total codex reported stays visible with the thread, not as this call's usage.
    expect(result.parts).toEqual([
      {
        threadId: thread,
        turns: 1,
        resumed: true,
        threadTokens: { inputTokens: 590, outputTokens: 180, cacheReadTokens: 49536 },
      },
    ]);
    // A resumed call that fails keeps no thread total on its failed receipt either.
    const error = (await rejection(
      engine('usage-then-hang', {}, { model: 'gpt-5-codex', args: ['resume', '--last'], timeoutMs: 400 }).run(
        request(),
        never(),
      ),
    )) as EngineError;
    expect(error.kind).toBe('timeout');
    expect(error.usage).toEqual({
      measured: false,
      cost: { kind: 'unknown' },
      billing: 'subscription',
      model: 'gpt-5-codex',
      failed: true,
    });
  });

  it('reads the all-zero usage codex prints when it never got a token count as unknown', async () => {
    const result = await engine('default-usage').run(request(), never());
    expect(result.text).toBe('Not counted.');
    expect(result.usage).toEqual({
      measured: false,
      cost: { kind: 'unknown' },
      billing: 'subscription',
      model: 'gpt-5-codex',
    });
  });

  it('keeps the latest state of each streamed item: repeated item.updated output passes, kept output is bounded', async () => {
    // About 12 MB printed in all; the latest state of the item is about 48 KB (kept while the next
    // line about it is read: twice that at most).
    const result = await engine('chatty', {}, { model: 'gpt-5-codex', maxOutputBytes: 128 * 1024 }).run(
      request(),
      never(),
    );
    expect(result.text).toBe('All tests pass.');
    expect(result.usage).toMatchObject({ measured: true, inputTokens: 2000, outputTokens: 300 });
    // What is kept still has its bound: distinct items are all kept.
    const error = (await rejection(
      engine('many-items', {}, { model: 'gpt-5-codex', maxOutputBytes: 64 * 1024 }).run(request(), never()),
    )) as EngineError;
    expect(error.kind).toBe('other');
    expect(error.message).toMatch(/output passed maxOutputBytes \(65536\)/);
  });

  it('quotes the end of stderr when codex exits non-zero without an error event', async () => {
    const error = (await rejection(engine('exit-silent').run(request(), never()))) as EngineError;
    expect(error.kind).toBe('other');
    expect(error.message).toBe(
      'codex-cli: exited 1 without an error event; stderr ends with:\nError: sandbox setup failed: landlock is not supported',
    );
    expect(error.usage).toMatchObject({ measured: false, failed: true });
  });

  it('names the signal of a killed codex, kind other, whatever its messages said', async () => {
    const error = (await rejection(engine('killed').run(request(), never()))) as EngineError;
    expect(error.kind).toBe('other');
    expect(error.message).toBe('codex-cli: was killed by SIGKILL; nothing on stderr');
  });

  it('cleans up a helper that escaped into its own session', async () => {
    const pidFile = join(tempDir(), 'pid');
    await engine('escape', { FAKE_PIDFILE: pidFile }).run(request(), never());
    expect(isAlive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('passes the engine conformance kit', async () => {
    await assertEngineConformance([
      { name: 'success', engine: () => engine('success'), expect: { success: true } },
      { name: 'auth', engine: () => engine('auth'), expect: { error: 'auth' } },
      {
        name: 'missing',
        engine: () => engine('success', {}, { executable: 'no-such-codex' }),
        expect: { error: 'missing-cli' },
      },
      { name: 'abort', engine: () => engine('hang'), expect: { abort: { afterMs: 200, withinMs: 3000 } } },
      { name: 'pre-aborted', engine: () => engine('success'), expect: { preAborted: {} } },
    ]);
  });
});
