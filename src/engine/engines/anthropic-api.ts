// Anthropic Messages API: POST {base}/v1/messages with x-api-key and anthropic-version.
import { z } from 'zod';
import {
  EngineError,
  type Engine,
  type EngineErrorKind,
  type EngineIdentity,
  type EngineRequest,
  type EngineResult,
} from '../contract.ts';
import { buildReceipt, unmeasuredFailure } from '../receipt.ts';
import { redactSecrets, secretValuesOf } from '../redact.ts';
import { retryAfterFromHeaders } from '../retry-after.ts';
import { abortedError } from '../abort.ts';
import { readApiKey } from './api-key.ts';
import { classifyFailureText } from './classify.ts';
import type { EngineDeps } from './command-engine.ts';
import type { EngineConfig } from './config.ts';
import { apiUrl, postJson, replyDetails, type HttpReply } from './http-call.ts';
import { structuredFromText } from './structured.ts';

export type AnthropicApiConfig = Omit<EngineConfig, 'kind'> & { model: string };

const count = z.number().int().nonnegative().optional().catch(undefined);

const messageSchema = z.looseObject({
  type: z.literal('message'),
  model: z.string().optional(),
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
  stop_reason: z.string().nullable().optional(),
  usage: z
    .looseObject({
      input_tokens: count,
      output_tokens: count,
      cache_creation_input_tokens: count,
      cache_read_input_tokens: count,
    })
    .optional()
    .catch(undefined),
});

const errorBodySchema = z.looseObject({
  type: z.literal('error'),
  error: z.looseObject({ type: z.string(), message: z.string().optional() }),
});

const kindByErrorType: Record<string, EngineErrorKind> = {
  authentication_error: 'auth',
  permission_error: 'auth',
  billing_error: 'billing',
  not_found_error: 'model-unavailable',
  rate_limit_error: 'rate-limit',
  overloaded_error: 'transport',
  api_error: 'transport',
  timeout_error: 'transport',
};

function kindOf(status: number, type: string | undefined, message: string): EngineErrorKind {
  const byType = type === undefined ? undefined : kindByErrorType[type];
  if (byType !== undefined) return byType;
  // invalid_request_error covers a low credit balance and an unknown model as well as bad requests.
  const named = classifyFailureText(message);
  if (named === 'billing' || named === 'model-unavailable') return named;
  if (status === 401 || status === 403) return 'auth';
  if (status === 402) return 'billing';
  if (status === 404) return 'model-unavailable';
  if (status === 429) return 'rate-limit';
  if (status >= 500) return 'transport';
  return 'other';
}

export const defaultAnthropicBaseUrl = 'https://api.anthropic.com';

export class AnthropicApiEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #config: AnthropicApiConfig;
  readonly #deps: EngineDeps;

  constructor(config: AnthropicApiConfig, deps: EngineDeps = {}) {
    this.#config = config;
    this.#deps = deps;
    this.identity = Object.freeze({ provider: 'anthropic', model: config.model, adapter: 'anthropic-api' });
  }

  async run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    const config = this.#config;
    const env = this.#deps.env ?? process.env;
    const keyName = config.apiKeyEnv ?? 'ANTHROPIC_API_KEY';
    const failed = unmeasuredFailure(config.model, 'api');
    if (signal.aborted) throw abortedError(failed);
    const key = readApiKey(env, keyName, 'anthropic', this.identity, failed);
    const secrets = [key, ...secretValuesOf(env, [keyName]), ...(this.#deps.knownSecrets ?? [])];
    const ctx = { adapter: 'anthropic', reported: this.identity, usage: failed, secrets };
    const reply = await postJson(
      {
        url: apiUrl(config.baseUrl ?? defaultAnthropicBaseUrl, 'messages'),
        headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01' },
        body: {
          model: config.model,
          max_tokens: config.maxTokens ?? 8192,
          messages: [{ role: 'user', content: request.prompt }],
        },
        signal,
        timeoutMs: request.timeoutMs ?? config.timeoutMs,
        fetch: this.#deps.fetch ?? fetch,
      },
      ctx,
    );
    if (reply.status < 200 || reply.status > 299) throw this.#httpError(reply, secrets);
    const message = messageSchema.safeParse(reply.json);
    if (!message.success) {
      throw new EngineError('anthropic: the reply is not a Messages API message', {
        kind: 'protocol',
        reported: this.identity,
        usage: failed,
        details: replyDetails(reply, secrets),
      });
    }
    const m = message.data;
    const model = m.model ?? config.model;
    const reported = { ...this.identity, model };
    const usage = buildReceipt({
      tokens: m.usage && {
        inputTokens: m.usage.input_tokens,
        outputTokens: m.usage.output_tokens,
        cacheReadTokens: m.usage.cache_read_input_tokens,
        cacheWriteTokens: m.usage.cache_creation_input_tokens,
      },
      model,
      billing: 'api',
      prices: this.#deps.prices,
    });
    const text = m.content
      .flatMap((block) => (block.type === 'text' && block.text !== undefined ? [block.text] : []))
      .join('');
    if (m.stop_reason === 'max_tokens') {
      throw new EngineError(
        `anthropic: the answer stopped at max_tokens (${config.maxTokens ?? 8192}); raise maxTokens`,
        {
          kind: 'incomplete',
          reported,
          usage: { ...usage, failed: true },
          details: { stopReason: 'max_tokens', textTail: redactSecrets(text.slice(-2000), secrets) },
        },
      );
    }
    const result: EngineResult = { text, usage, reported };
    const structured = structuredFromText(text);
    if (structured !== undefined) result.structured = structured;
    return result;
  }

  #httpError(reply: HttpReply, secrets: readonly string[]): EngineError {
    const body = errorBodySchema.safeParse(reply.json);
    const type = body.success ? body.data.error.type : undefined;
    const message = body.success ? (body.data.error.message ?? '') : '';
    const kind = kindOf(reply.status, type, message);
    const retryAfterMs =
      kind === 'rate-limit' || kind === 'transport' ? retryAfterFromHeaders(reply.headers) : undefined;
    const said = [type, message].filter((s) => s !== undefined && s !== '').join(': ');
    return new EngineError(redactSecrets(`anthropic: HTTP ${reply.status}${said === '' ? '' : ` ${said}`}`, secrets), {
      kind,
      reported: this.identity,
      usage: unmeasuredFailure(this.#config.model, 'api'),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      details: { ...replyDetails(reply, secrets), ...(type === undefined ? {} : { type }) },
    });
  }
}
