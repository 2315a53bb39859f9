import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { OpenAiApiEngine } from '../../src/engine/engines/openai-api.ts';
import { shippedPrices } from '../../src/engine/prices.ts';
import { assertEngineConformance } from '../../src/engine/testing/index.ts';
import { startApiServer, type ApiServer } from './api-server.ts';
import { never, rejection, request } from './helpers.ts';

const key = 'sk-proj-test-key-0123456789';
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

const engine = (
  env: Record<string, string> = { OPENAI_API_KEY: key },
  extra: { timeoutMs?: number; maxTokens?: number; model?: string } = {},
) => new OpenAiApiEngine({ model: 'gpt-5', baseUrl: server.baseUrl, ...extra }, { env, prices: shippedPrices });

const response = (fields: Record<string, unknown> = {}) => ({
  id: 'resp_67ccd2bed1ec8190b14f964abc0542670bb6a6b452d3795b',
  object: 'response',
  created_at: 1741476542,
  status: 'completed',
  error: null,
  incomplete_details: null,
  model: 'gpt-5-2025-08-07',
  output: [
    { type: 'reasoning', id: 'rs_1', summary: [] },
    {
      type: 'message',
      id: 'msg_67ccd2bf17f0819081ff3bb2cf6508e60bb6a6b452d3795b',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'In a peaceful grove', annotations: [] }],
    },
  ],
  usage: {
    input_tokens: 36,
    input_tokens_details: { cached_tokens: 10 },
    output_tokens: 87,
    output_tokens_details: { reasoning_tokens: 64 },
    total_tokens: 123,
  },
  ...fields,
});
const errorBody = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

describe('OpenAiApiEngine', () => {
  it('posts to /v1/responses with a Bearer key and reads the output text and usage', async () => {
    server.reply({ status: 200, body: response() });
    const result = await engine(undefined, { maxTokens: 500 }).run(request('Tell a story'), never());
    const seen = server.seen.at(-1);
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/responses' });
    expect(seen?.headers.authorization).toBe(`Bearer ${key}`);
    expect(seen?.body).toEqual({ model: 'gpt-5', input: 'Tell a story', max_output_tokens: 500 });
    expect(result.text).toBe('In a peaceful grove');
    expect(result.reported.model).toBe('gpt-5-2025-08-07');
    expect(result.usage).toMatchObject({
      measured: true,
      inputTokens: 26,
      cacheReadTokens: 10,
      outputTokens: 87,
      billing: 'api',
    });
    const usd = (26 * 1.25 + 10 * 0.125 + 87 * 10) / 1e6;
    expect(result.usage.cost).toMatchObject({ kind: 'estimated', entry: 'gpt-5' });
    expect(result.usage.cost.kind === 'estimated' && result.usage.cost.usd).toBeCloseTo(usd, 12);
  });

  it('prefers output_text when the reply carries it', async () => {
    server.reply({ status: 200, body: response({ output_text: '{"ok":true}' }) });
    const result = await engine().run(request(), never());
    expect(result.structured).toEqual({ ok: true });
  });

  it.each([
    [401, 'Incorrect API key provided: sk-proj-****6789.', 'invalid_request_error', 'invalid_api_key', 'auth'],
    [
      403,
      'Country, region, or territory not supported',
      'request_forbidden',
      'unsupported_country_region_territory',
      'auth',
    ],
    [
      404,
      'The model `gpt-nope` does not exist or you do not have access to it.',
      'invalid_request_error',
      'model_not_found',
      'model-unavailable',
    ],
    [
      429,
      'You exceeded your current quota, please check your plan and billing details.',
      'insufficient_quota',
      'insufficient_quota',
      'billing',
    ],
    [
      429,
      'Rate limit reached for gpt-5 in organization org-x on tokens per min (TPM)',
      'tokens',
      'rate_limit_exceeded',
      'rate-limit',
    ],
    [500, 'The server had an error while processing your request.', 'server_error', null, 'transport'],
    [400, "Invalid type for 'input'", 'invalid_request_error', 'invalid_type', 'other'],
  ] as const)('maps HTTP %s (%s) to its kind', async (status, msg, type, code, kind) => {
    server.reply({ status, body: errorBody(msg, type, code), headers: { 'retry-after': '3' } });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error.kind).toBe(kind);
    // Refused with the API's error body: nothing was billed (known zero); a 5xx stays unknown.
    expect(error.usage).toMatchObject(
      status < 500
        ? { measured: true, inputTokens: 0, outputTokens: 0, cost: { kind: 'reported', usd: 0 }, failed: true }
        : { measured: false, cost: { kind: 'unknown' }, failed: true },
    );
    expect(error.usage).toMatchObject({ model: 'gpt-5', billing: 'api' });
    if (kind === 'rate-limit') expect(error.retryAfterMs).toBe(3000);
  });

  it('takes retry-after-ms over retry-after', async () => {
    server.reply({
      status: 429,
      body: errorBody('slow', 'requests', 'rate_limit_exceeded'),
      headers: { 'retry-after': '3', 'retry-after-ms': '250' },
    });
    expect(await rejection(engine().run(request(), never()))).toMatchObject({ kind: 'rate-limit', retryAfterMs: 250 });
  });

  it('throws incomplete for an incomplete response, keeping its tokens', async () => {
    server.reply({
      status: 200,
      body: response({ status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } }),
    });
    const error = (await rejection(engine().run(request(), never()))) as EngineError;
    expect(error.kind).toBe('incomplete');
    expect(error.message).toMatch(/max_output_tokens/);
    expect(error.usage).toMatchObject({ measured: true, outputTokens: 87, failed: true });
  });

  it('leaves the cost unknown for a model with no price entry', async () => {
    server.reply({ status: 200, body: response({ model: 'gpt-5.6' }) });
    const result = await engine(undefined, { model: 'gpt-5.6' }).run(request(), never());
    expect(result.usage).toMatchObject({ measured: true, cost: { kind: 'unknown' }, model: 'gpt-5.6' });
  });

  it('fails with auth when OPENAI_API_KEY is not set', async () => {
    expect(await rejection(engine({}).run(request(), never()))).toMatchObject({ kind: 'auth', deadLane: true });
  });

  it('passes the engine conformance kit', async () => {
    await assertEngineConformance([
      {
        name: 'success',
        engine: () => (server.reply({ status: 200, body: response() }), engine()),
        expect: { success: true },
      },
      {
        name: 'quota',
        engine: () => (
          server.reply({ status: 429, body: errorBody('quota', 'insufficient_quota', 'insufficient_quota') }),
          engine()
        ),
        expect: { error: 'billing' },
        secrets: [key],
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
