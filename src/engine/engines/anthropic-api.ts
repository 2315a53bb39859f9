// Anthropic Messages API: POST {base}/v1/messages with x-api-key and anthropic-version.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import {
  EngineError,
  type Engine,
  type EngineErrorKind,
  type EngineIdentity,
  type EngineRequest,
  type EngineResult,
} from '../contract.ts';
import { buildReceipt } from '../receipt.ts';
import { redactSecrets } from '../redact.ts';
import { defaultApiKeyVariables } from './api-key.ts';
import { classifyFailureText } from './classify.ts';
import type { EngineDeps } from './command-engine.ts';
import { runHttpEngine, type AnswerContext, type HttpApi, type HttpEngineConfig } from './http-engine.ts';

export type AnthropicApiConfig = HttpEngineConfig;

const count = lazySchema(() => z.number().int().nonnegative().optional().catch(undefined));

const messageSchema = lazySchema(() =>
  z.looseObject({
    type: z.literal('message'),
    model: z.string().optional(),
    content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
    stop_reason: z.string().nullable().optional(),
    usage: z
      .looseObject({
        input_tokens: count(),
        output_tokens: count(),
        cache_creation_input_tokens: count(),
        cache_read_input_tokens: count(),
      })
      .optional()
      .catch(undefined),
  }),
);

const errorBodySchema = lazySchema(() =>
  z.looseObject({
    type: z.literal('error'),
    error: z.looseObject({ type: z.string(), message: z.string().optional() }),
  }),
);

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

type Message = z.infer<ReturnType<typeof messageSchema>>;

function answer(m: Message, { identity, config, prices, secrets }: AnswerContext): EngineResult {
  const model = m.model ?? config.model;
  const reported = { ...identity, model };
  const usage = buildReceipt({
    tokens: m.usage && {
      inputTokens: m.usage.input_tokens,
      outputTokens: m.usage.output_tokens,
      cacheReadTokens: m.usage.cache_read_input_tokens,
      cacheWriteTokens: m.usage.cache_creation_input_tokens,
    },
    model,
    billing: 'api',
    prices,
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
  return { text, usage, reported };
}

const anthropicApi = lazySchema((): HttpApi<Message> => ({
  adapter: 'anthropic',
  defaultKeyEnv: defaultApiKeyVariables.anthropic,
  defaultBaseUrl: defaultAnthropicBaseUrl,
  path: 'messages',
  headers: (key) => ({ 'x-api-key': key, 'anthropic-version': '2023-06-01' }),
  body: (request, config) => ({
    model: config.model,
    max_tokens: config.maxTokens ?? 8192,
    messages: [{ role: 'user', content: request.prompt }],
  }),
  replySchema: messageSchema(),
  replyName: 'a Messages API message',
  answer,
  failure: (reply) => {
    const body = errorBodySchema().safeParse(reply.json);
    const type = body.success ? body.data.error.type : undefined;
    const message = body.success ? (body.data.error.message ?? '') : '';
    const details: Record<string, string> = {};
    if (type !== undefined) details.type = type;
    return {
      kind: kindOf(reply.status, type, message),
      said: [type, message].filter((s) => s !== undefined && s !== '').join(': '),
      details,
      fromApi: body.success,
    };
  },
}));

export class AnthropicApiEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #config: AnthropicApiConfig;
  readonly #deps: EngineDeps;

  constructor(config: AnthropicApiConfig, deps: EngineDeps = {}) {
    this.#config = config;
    this.#deps = deps;
    this.identity = Object.freeze({ provider: 'anthropic', model: config.model, adapter: 'anthropic-api' });
  }

  run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    const engine = { identity: this.identity, config: this.#config, deps: this.#deps };
    return runHttpEngine(anthropicApi(), engine, request, signal);
  }
}
