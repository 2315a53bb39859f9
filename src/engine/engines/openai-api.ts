// OpenAI Responses API: POST {base}/v1/responses with a Bearer key.
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

export type OpenAiApiConfig = HttpEngineConfig;

const count = lazySchema(() => z.number().int().nonnegative().optional().catch(undefined));

const responseSchema = lazySchema(() =>
  z.looseObject({
    object: z.literal('response'),
    status: z.string().optional(),
    model: z.string().optional(),
    output_text: z.string().optional(),
    output: z
      .array(
        z.looseObject({
          type: z.string(),
          content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })).optional(),
        }),
      )
      .optional(),
    usage: z
      .looseObject({
        input_tokens: count(),
        output_tokens: count(),
        input_tokens_details: z.looseObject({ cached_tokens: count() }).optional().catch(undefined),
      })
      .nullable()
      .optional()
      .catch(undefined),
    error: z
      .looseObject({ code: z.string().nullable().optional(), message: z.string().optional() })
      .nullable()
      .optional(),
    incomplete_details: z.looseObject({ reason: z.string().optional() }).nullable().optional(),
  }),
);

const errorBodySchema = lazySchema(() =>
  z.looseObject({
    error: z.looseObject({
      message: z.string().optional(),
      type: z.string().nullable().optional(),
      code: z.string().nullable().optional(),
    }),
  }),
);

function kindOf(status: number, type: string, code: string, message: string): EngineErrorKind {
  if (code === 'insufficient_quota' || type === 'insufficient_quota') return 'billing';
  if (code === 'model_not_found') return 'model-unavailable';
  if (code === 'invalid_api_key' || status === 401 || status === 403) return 'auth';
  if (status === 404) return 'model-unavailable';
  if (status === 429) return 'rate-limit';
  if (status >= 500) return 'transport';
  const named = classifyFailureText(message);
  if (named === 'billing' || named === 'model-unavailable') return named;
  return 'other';
}

export const defaultOpenAiBaseUrl = 'https://api.openai.com';

type Response = z.infer<ReturnType<typeof responseSchema>>;

function answer(r: Response, { identity, config, prices, secrets }: AnswerContext): EngineResult {
  const model = r.model ?? config.model;
  const reported = { ...identity, model };
  const input = r.usage?.input_tokens;
  // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
  const cached = input === undefined ? undefined : Math.min(r.usage?.input_tokens_details?.cached_tokens ?? 0, input);
  const usage = buildReceipt({
    tokens: r.usage
      ? {
          inputTokens: input === undefined ? undefined : input - (cached ?? 0),
          outputTokens: r.usage.output_tokens,
          cacheReadTokens: cached,
        }
      : undefined,
    model,
    billing: 'api',
    prices,
  });
  const text =
    r.output_text ??
    (r.output ?? [])
      .flatMap((item) => (item.type === 'message' ? (item.content ?? []) : []))
      .flatMap((part) => (part.type === 'output_text' && part.text !== undefined ? [part.text] : []))
      .join('');
  if (r.status === 'failed' || r.status === 'incomplete' || r.status === 'cancelled') {
    const why = r.status === 'failed' ? (r.error?.message ?? 'failed') : (r.incomplete_details?.reason ?? r.status);
    const kind: EngineErrorKind = r.status === 'failed' ? kindOf(200, '', r.error?.code ?? '', why) : 'incomplete';
    throw new EngineError(redactSecrets(`openai: response ${r.status}: ${why}`, secrets), {
      kind,
      reported,
      usage: { ...usage, failed: true },
      details: { status: r.status, textTail: redactSecrets(text.slice(-2000), secrets) },
    });
  }
  return { text, usage, reported };
}

const openAiApi = lazySchema((): HttpApi<Response> => ({
  adapter: 'openai',
  defaultKeyEnv: defaultApiKeyVariables.openai,
  defaultBaseUrl: defaultOpenAiBaseUrl,
  path: 'responses',
  headers: (key) => ({ authorization: `Bearer ${key}` }),
  body: (request, config) => {
    const body: Record<string, unknown> = { model: config.model, input: request.prompt };
    if (config.maxTokens !== undefined) body.max_output_tokens = config.maxTokens;
    return body;
  },
  replySchema: responseSchema(),
  replyName: 'a Responses API response',
  answer,
  failure: (reply) => {
    const body = errorBodySchema().safeParse(reply.json);
    const type = (body.success ? body.data.error.type : undefined) ?? '';
    const code = (body.success ? body.data.error.code : undefined) ?? '';
    const message = (body.success ? body.data.error.message : undefined) ?? '';
    const details: Record<string, string> = {};
    if (type !== '') details.type = type;
    if (code !== '') details.code = code;
    return {
      kind: kindOf(reply.status, type, code, message),
      said: [code || type, message].filter((s) => s !== '').join(': '),
      details,
      fromApi: body.success,
    };
  },
}));

export class OpenAiApiEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #config: OpenAiApiConfig;
  readonly #deps: EngineDeps;

  constructor(config: OpenAiApiConfig, deps: EngineDeps = {}) {
    this.#config = config;
    this.#deps = deps;
    this.identity = Object.freeze({ provider: 'openai', model: config.model, adapter: 'openai-api' });
  }

  run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    const engine = { identity: this.identity, config: this.#config, deps: this.#deps };
    return runHttpEngine(openAiApi(), engine, request, signal);
  }
}
