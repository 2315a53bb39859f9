import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { AnthropicApiEngine } from '../../src/engine/engines/anthropic-api.ts';
import { shippedPrices } from '../../src/engine/prices.ts';
import { assertEngineConformance } from '../../src/engine/testing/index.ts';
import { startApiServer, type ApiServer } from './api-server.ts';
import { never, rejection, request } from './helpers.ts';

const key = 'sk-ant-api03-test-key-abcdef';
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

const engine = (
  env: Record<string, string> = { ANTHROPIC_API_KEY: key },
  extra: { timeoutMs?: number; apiKeyEnv?: string } = {},
) =>
  new AnthropicApiEngine(
    { model: 'claude-sonnet-4-5', baseUrl: `${server.baseUrl}/`, ...extra },
    { env, prices: shippedPrices },
  );

const message = (fields: Record<string, unknown> = {}) => ({
  id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5-20250929',
  content: [{ type: 'text', text: 'Hello!' }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 2095, output_tokens: 503, cache_creation_input_tokens: 1000, cache_read_input_tokens: 2000 },
  ...fields,
});
const errorBody = (type: string, msg: string) => ({
  type: 'error',
  error: { type, message: msg },
  request_id: 'req_011CSHoEeqs5C35K2UUqR7Fy',
});

/** The receipt of a call that sent nothing: known zero, not unmeasured. */
const unsent = {
  measured: true,
  inputTokens: 0,
  outputTokens: 0,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
  cost: { kind: 'reported', usd: 0 },
  billing: 'api',
  model: 'claude-sonnet-4-5',
  failed: true,
};

describe('AnthropicApiEngine', () => {
  it('posts to /v1/messages with the key and version headers and estimates the cost', async () => {
    server.reply({ status: 200, body: message() });
    const result = await engine().run(request('Hi'), never());
    const seen = server.seen.at(-1);
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(seen?.headers['x-api-key']).toBe(key);
    expect(seen?.headers['anthropic-version']).toBe('2023-06-01');
    expect(seen?.body).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 8192,
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(result.text).toBe('Hello!');
    expect(result.reported).toMatchObject({
      provider: 'anthropic',
      adapter: 'anthropic-api',
      model: 'claude-sonnet-4-5-20250929',
    });
    const usd = (2095 * 3 + 503 * 15 + 1000 * 3.75 + 2000 * 0.3) / 1e6;
    expect(result.usage).toMatchObject({
      measured: true,
      inputTokens: 2095,
      outputTokens: 503,
      cacheWriteTokens: 1000,
      cacheReadTokens: 2000,
      billing: 'api',
      cost: { kind: 'estimated', entry: 'claude-sonnet-4-5' },
    });
    expect(result.usage.cost.kind === 'estimated' && result.usage.cost.usd).toBeCloseTo(usd, 12);
  });

  it.each([
    [401, 'authentication_error', 'invalid x-api-key', 'auth'],
    [403, 'permission_error', 'Your API key does not have permission', 'auth'],
    [404, 'not_found_error', 'model: claude-nope', 'model-unavailable'],
    [400, 'invalid_request_error', 'Your credit balance is too low to access the Anthropic API.', 'billing'],
    [400, 'invalid_request_error', 'messages: at least one message is required', 'other'],
    [529, 'overloaded_error', 'Overloaded', 'transport'],
    [500, 'api_error', 'Internal server error', 'transport'],
  ] as const)('maps HTTP %s %s to %s', async (status, type, msg, kind) => {
    server.reply({ status, body: errorBody(type, msg) });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error).toBeInstanceOf(EngineError);
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(msg);
    // A 4xx with the API's error body refused the request before any model work: known zero. A 5xx
    // may have come after the model ran: unknown.
    expect(error.usage).toEqual(
      status < 500
        ? unsent
        : { measured: false, cost: { kind: 'unknown' }, billing: 'api', model: 'claude-sonnet-4-5', failed: true },
    );
  });

  it('reads a refusal with the API error body as a known zero, one without it (a proxy page) as unmeasured', async () => {
    server.reply({ status: 400, body: errorBody('invalid_request_error', 'prompt is too long: 250000 tokens') });
    expect(((await rejection(engine().run(request(), never()))) as EngineError).usage).toEqual(unsent);
    server.reply({ status: 404, body: '<html>Not Found</html>' });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error.kind).toBe('model-unavailable');
    expect(error.usage).toMatchObject({ measured: false, cost: { kind: 'unknown' }, failed: true });
  });

  it('keeps a reply that counts output tokens only unmeasured, its input unknown (never 0) and unpriced', async () => {
    server.reply({ status: 200, body: message({ usage: { output_tokens: 1000000 } }) });
    const result = await engine().run(request(), never());
    expect(result.usage).toEqual({
      measured: false,
      outputTokens: 1000000,
      cost: { kind: 'unknown' },
      billing: 'api',
      model: 'claude-sonnet-4-5-20250929',
    });
  });

  it('reads retry-after in seconds and as an HTTP date on a 429', async () => {
    server.reply({
      status: 429,
      body: errorBody('rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit'),
      headers: { 'retry-after': '17' },
    });
    expect(await rejection(engine().run(request(), never()))).toMatchObject({
      kind: 'rate-limit',
      retryAfterMs: 17_000,
    });
    const date = new Date(Date.now() + 60_000).toUTCString();
    server.reply({ status: 429, body: errorBody('rate_limit_error', 'slow down'), headers: { 'retry-after': date } });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error.retryAfterMs).toBeGreaterThan(55_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('fails with auth, naming the variable, when the key is missing; nothing was sent, so its receipt is zero', async () => {
    const error = (await rejection(engine({}, { apiKeyEnv: 'MY_CLAUDE_KEY' }).run(request(), never()))) as EngineError;
    expect(error).toMatchObject({ kind: 'auth', deadLane: true });
    expect(error.usage).toEqual(unsent);
    // How to pass it on each face: set in a shell is not enough, a run sees only what it is given.
    expect(error.message).toBe(
      "anthropic: environment variable MY_CLAUDE_KEY is empty or not passed to the run; pass it with the Action's environment-variables input, the CLI's --env MY_CLAUDE_KEY or the library's environmentVariables (the engine's api-key-env names another variable)",
    );
  });

  it('an abort before the request sends nothing: its receipt is zero, not unmeasured', async () => {
    const error = (await rejection(engine().run(request(), AbortSignal.abort()))) as EngineError;
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(error.usage).toEqual(unsent);
  });

  it('throws incomplete at max_tokens, keeping the tokens', async () => {
    server.reply({ status: 200, body: message({ stop_reason: 'max_tokens' }) });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error.kind).toBe('incomplete');
    expect(error.usage).toMatchObject({ measured: true, outputTokens: 503, failed: true });
  });

  it('scrubs the key from an error body that echoes it', async () => {
    server.reply({ status: 401, body: errorBody('authentication_error', `invalid x-api-key: ${key}`) });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error.message).not.toContain(key);
    expect(JSON.stringify(error.details)).not.toContain(key);
  });

  it('reports a refused connection as transport, and a protocol error for a body that is not a message', async () => {
    const closed = await startApiServer();
    const url = closed.baseUrl;
    await closed.close();
    const down = new AnthropicApiEngine(
      { model: 'claude-sonnet-4-5', baseUrl: url },
      { env: { ANTHROPIC_API_KEY: key } },
    );
    expect(await rejection(down.run(request(), never()))).toMatchObject({ kind: 'transport' });
    server.reply({ status: 200, body: { hello: 'world' } });
    expect(await rejection(engine().run(request(), never()))).toMatchObject({ kind: 'protocol' });
  });

  it('passes the engine conformance kit', async () => {
    await assertEngineConformance([
      {
        name: 'success',
        engine: () => (server.reply({ status: 200, body: message() }), engine()),
        expect: { success: true },
      },
      {
        name: 'auth',
        engine: () => (
          server.reply({ status: 401, body: errorBody('authentication_error', 'invalid x-api-key') }),
          engine()
        ),
        expect: { error: 'auth' },
        secrets: [key],
      },
      {
        name: 'timeout',
        engine: () => (server.reply({ status: 200, hang: true }), engine(undefined, { timeoutMs: 100 })),
        expect: { error: 'timeout' },
      },
      {
        name: 'abort',
        engine: () => (server.reply({ status: 200, hang: true }), engine()),
        expect: { abort: { afterMs: 50, withinMs: 1000 } },
      },
      { name: 'pre-aborted', engine: () => engine(), expect: { preAborted: {} } },
    ]);
  });
});

describe('HTTP reply bound', () => {
  it('stops reading a reply larger than the bound', async () => {
    const { postJson } = await import('../../src/engine/engines/http-call.ts');
    const big = await startApiServer();
    big.reply({ status: 200, body: 'x'.repeat(200_000) });
    const ctx = {
      adapter: 'anthropic',
      reported: { provider: 'anthropic', model: 'm', adapter: 'anthropic-api' },
      usage: { measured: false, cost: { kind: 'unknown' as const }, billing: 'api' as const, failed: true },
      secrets: [],
    };
    const error = await rejection(
      postJson({ url: big.baseUrl, headers: {}, body: {}, signal: never(), fetch, maxResponseBytes: 1000 }, ctx),
    );
    await big.close();
    expect(error).toMatchObject({ kind: 'other', message: 'anthropic: the reply passed 1000 bytes' });
  });
});
