import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { ClaudeCliEngine } from '../../src/engine/engines/claude-cli.ts';
import { shippedPrices } from '../../src/engine/prices.ts';
import { assertEngineConformance } from '../../src/engine/testing/index.ts';
import { fakeEnv, isAlive, never, readRecord, rejection, request, tempDir } from './helpers.ts';

const engine = (
  scenario: string,
  extraEnv: Record<string, string> = {},
  config: ConstructorParameters<typeof ClaudeCliEngine>[0] = {},
) =>
  new ClaudeCliEngine(
    { model: 'claude-sonnet-4-5', ...config },
    { env: fakeEnv(scenario, extraEnv), prices: shippedPrices },
  );

describe('ClaudeCliEngine', () => {
  it('runs claude -p --output-format json with the prompt on stdin and reads the result object', async () => {
    const file = join(tempDir(), 'record.json');
    const result = await engine('success', { FAKE_RECORD: file }, { args: ['--max-turns', '3'] }).run(
      request('Review this.'),
      never(),
    );
    const seen = readRecord(file);
    expect(seen.argv).toEqual(['-p', '--output-format', 'json', '--model', 'claude-sonnet-4-5', '--max-turns', '3']);
    expect(seen.stdin).toBe('Review this.');
    expect(seen.env).toMatchObject({ OBVERSA_ATTEMPT_ID: 'attempt-1', OBVERSA_HEADLESS: '1' });
    expect(seen.env.OBVERSA_RUN_OWNER).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(result.text).toBe('OK');
    // Tokens of every model in modelUsage; the engine's own USD figure; the model doing most of the work.
    expect(result.usage).toEqual({
      measured: true,
      inputTokens: 304,
      outputTokens: 25,
      cacheReadTokens: 5678,
      cacheWriteTokens: 1234,
      cost: { kind: 'reported', usd: 0.0123 },
      billing: 'subscription',
      model: 'claude-sonnet-4-5-20250929',
      models: {
        'claude-sonnet-4-5-20250929': {
          inputTokens: 4,
          outputTokens: 5,
          cacheReadTokens: 5678,
          cacheWriteTokens: 1234,
        },
        'claude-3-5-haiku-20241022': { inputTokens: 300, outputTokens: 20, cacheReadTokens: 0, cacheWriteTokens: 0 },
      },
    });
    expect(result.reported).toMatchObject({
      provider: 'anthropic',
      adapter: 'claude-cli',
      model: 'claude-sonnet-4-5-20250929',
    });
    expect(result.parts).toEqual([
      { sessionId: '4b2c0b0e-6f0a-4c55-9a8e-2f1f9f6a1c33', numTurns: 1, durationMs: 2643 },
    ]);
  });

  it('records api billing when the child gets an API key, auth token, Bedrock or Vertex', async () => {
    for (const name of [
      'ANTHROPIC_API_KEY',
      'ANTHROPIC_AUTH_TOKEN',
      'CLAUDE_CODE_USE_BEDROCK',
      'CLAUDE_CODE_USE_VERTEX',
    ]) {
      const result = await engine('success', { [name]: 'value-1234' }).run(request(), never());
      expect(result.usage.billing, name).toBe('api');
    }
    const viaConfig = await engine('success', {}, { env: { ANTHROPIC_API_KEY: 'from-config' } }).run(
      request(),
      never(),
    );
    expect(viaConfig.usage.billing).toBe('api');
  });

  it('estimates the cost from the price table when the output has tokens but no figure', async () => {
    const result = await engine('partial-usage', {}, { model: 'claude-sonnet-4-5-20250929' }).run(request(), never());
    expect(result.usage).toMatchObject({ measured: true, inputTokens: 1000, outputTokens: 100 });
    expect(result.usage.cost).toEqual({ kind: 'estimated', usd: 0.0045, entry: 'claude-sonnet-4-5' });
  });

  it('leaves a side claude did not report unknown, never zero, and does not price half a call', async () => {
    const result = await engine('input-only').run(request(), never());
    expect(result.usage).toEqual({
      measured: false,
      inputTokens: 1000000,
      cost: { kind: 'unknown' },
      billing: 'subscription',
      model: 'claude-sonnet-4-5-20250929',
    });
  });

  it("takes each model's costUSD as the reported cost when there is no total", async () => {
    const result = await engine('two-models-no-total').run(request(), never());
    expect(result.usage).toMatchObject({
      measured: true,
      inputTokens: 1001000,
      outputTokens: 110000,
      cost: { kind: 'reported', usd: 8.565 },
    });
  });

  it('prices each model at its own rate when there is no figure at all', async () => {
    const result = await engine('two-models-no-cost').run(request(), never());
    // Haiku 4.5: 1M in at $1 + 10k out at $5; Opus 4.1: 1k in at $15 + 100k out at $75.
    const usd = (1_000_000 * 1 + 10_000 * 5 + 1000 * 15 + 100_000 * 75) / 1e6;
    expect(result.usage.cost).toEqual({ kind: 'estimated', usd, entry: 'claude-haiku-4-5, claude-opus-4-1' });
    expect(result.usage.model).toBe('claude-haiku-4-5-20251001');
  });

  it('fails a call that exits non-zero after a success result, keeping its usage', async () => {
    const error = (await rejection(engine('exit1-after-success').run(request(), never()))) as EngineError;
    expect(error.kind).toBe('other');
    expect(error.message).toBe('claude-cli: exited 1 after a success result; nothing on stderr');
    expect(error.usage).toMatchObject({ measured: true, inputTokens: 100, cost: { kind: 'reported', usd: 0.2 } });
  });

  it('names the signal of a killed stream-json call, kind other, never a number in the transcript', async () => {
    const error = (await rejection(
      engine('stream-killed', {}, { args: ['--output-format', 'stream-json', '--verbose'] }).run(request(), never()),
    )) as EngineError;
    expect(error).toMatchObject({ kind: 'other', deadLane: false });
    expect(error.message).toBe('claude-cli: was killed by SIGKILL; nothing on stderr');
  });

  it('reads "Invalid API key" on stderr at exit 1 as auth that used nothing (a known zero)', async () => {
    const error = (await rejection(engine('auth-stderr').run(request(), never()))) as EngineError;
    expect(error).toMatchObject({ kind: 'auth', deadLane: true });
    expect(error.message).toBe('claude-cli: exited 1; stderr ends with:\nInvalid API key · Please run /login');
    expect(error.usage).toMatchObject({
      measured: true,
      inputTokens: 0,
      outputTokens: 0,
      cost: { kind: 'reported', usd: 0 },
      failed: true,
    });
  });

  it('returns structured output when the answer is a JSON block', async () => {
    const result = await engine('json-answer').run(request(), never());
    expect(result.structured).toEqual({ verdict: 'pass', findings: [] });
  });

  it.each([
    ['auth', 'auth', true],
    ['credit', 'billing', true],
    ['unknown-model', 'model-unavailable', true],
    ['bad-option', 'invalid-config', true],
    ['rate-limit', 'rate-limit', false],
    ['max-turns', 'incomplete', false],
  ] as const)('classifies %s as %s (dead lane: %s)', async (scenario, kind, deadLane) => {
    const error = await rejection(engine(scenario).run(request(), never()));
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind, deadLane });
    expect((error as EngineError).usage?.failed).toBe(true);
  });

  it('parses the reset time of a usage limit as retryAfterMs', async () => {
    const error = (await rejection(engine('rate-limit').run(request(), never()))) as EngineError;
    expect(error.retryAfterMs).toBeGreaterThan(100_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(120_000);
  });

  it('keeps the tokens and cost a failed call had reported', async () => {
    const error = (await rejection(engine('max-turns').run(request(), never()))) as EngineError;
    expect(error.usage).toMatchObject({
      measured: true,
      inputTokens: 50,
      outputTokens: 7,
      cost: { kind: 'reported', usd: 0.02 },
      failed: true,
    });
  });

  it('reports a missing executable as missing-cli, with a zero receipt', async () => {
    const error = await rejection(
      engine('success', {}, { executable: 'claude-not-installed-here' }).run(request(), never()),
    );
    expect(error).toMatchObject({ kind: 'missing-cli', deadLane: true });
    expect((error as EngineError).message).toMatch(/claude-not-installed-here/);
    // Nothing started: what it used is known to be nothing.
    expect((error as EngineError).usage).toMatchObject({
      measured: true,
      inputTokens: 0,
      outputTokens: 0,
      cost: { kind: 'reported', usd: 0 },
      failed: true,
    });
  });

  it('never shows the API key in the error message or details', async () => {
    const key = 'sk-ant-api03-very-secret-key-value';
    const error = (await rejection(
      engine('leak-key', { ANTHROPIC_API_KEY: key }).run(request(), never()),
    )) as EngineError;
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain(key);
    expect(JSON.stringify(error.details)).not.toContain(key);
    expect(JSON.stringify(error.details)).toContain('***');
  });

  it('kills a hanging CLI at its time bound', async () => {
    const started = performance.now();
    const error = await rejection(engine('hang', {}, { timeoutMs: 300 }).run(request(), never()));
    expect(error).toMatchObject({ kind: 'timeout', deadLane: false, usage: { measured: false, failed: true } });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('cleans up a helper that escaped into its own session', async () => {
    const pidFile = join(tempDir(), 'pid');
    const result = await engine('escape', { FAKE_PIDFILE: pidFile }).run(request(), never());
    expect(result.text).toBe('OK');
    expect(existsSync(pidFile)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(isAlive(pid)).toBe(false);
  });

  it('passes the engine conformance kit', async () => {
    await assertEngineConformance([
      { name: 'success', engine: () => engine('success'), expect: { success: true } },
      { name: 'auth', engine: () => engine('auth'), expect: { error: 'auth' } },
      {
        name: 'missing',
        engine: () => engine('success', {}, { executable: 'no-such-claude' }),
        expect: { error: 'missing-cli' },
      },
      { name: 'abort', engine: () => engine('hang'), expect: { abort: { afterMs: 200, withinMs: 3000 } } },
      { name: 'pre-aborted', engine: () => engine('success'), expect: { preAborted: {} } },
      {
        name: 'leak',
        engine: () => engine('leak-key', { ANTHROPIC_API_KEY: 'secret-value-999' }),
        expect: { error: 'auth' },
        secrets: ['secret-value-999'],
      },
    ]);
  });
});
