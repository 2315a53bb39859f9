// The run() of an HTTP API engine, shared by the Anthropic and OpenAI adapters: the key from its
// variable, one POST, a non-2xx reply as a classified EngineError, the reply checked against the
// API's schema, then the API's own reading of the answer. Each adapter supplies only what differs.
import type { z } from 'zod';
import {
  EngineError,
  type EngineErrorKind,
  type EngineIdentity,
  type EngineRequest,
  type EngineResult,
} from '../contract.ts';
import { unmeasuredFailure, unsentFailure } from '../receipt.ts';
import { redactSecrets, secretValuesOf } from '../redact.ts';
import { retryAfterFromHeaders } from '../retry-after.ts';
import { abortedError } from '../abort.ts';
import { readApiKey } from './api-key.ts';
import type { EngineDeps } from './command-engine.ts';
import type { EngineConfig } from './config.ts';
import { apiUrl, postJson, replyDetails, type HttpReply } from './http-call.ts';
import { structuredFromText } from './structured.ts';

export type HttpEngineConfig = Omit<EngineConfig, 'kind'> & { model: string };

/** What a non-2xx reply said: its kind, the words for the message, and details to keep. */
export interface HttpFailure {
  kind: EngineErrorKind;
  said: string;
  details: Record<string, string>;
  /** The body is the API's own error object (not a proxy's page, not an empty reply). */
  fromApi: boolean;
}

/**
 * Statuses with which the API refuses a request before any model work (bad request, key, billing,
 * permission, model, size, rate limit): with the API's own error body, nothing was billed.
 */
const refusedStatuses: ReadonlySet<number> = new Set([400, 401, 402, 403, 404, 413, 422, 429]);

export interface AnswerContext {
  identity: EngineIdentity;
  config: HttpEngineConfig;
  prices: EngineDeps['prices'];
  secrets: readonly string[];
}

export interface HttpApi<Reply> {
  /** Names the adapter in messages (`anthropic: ...`). */
  adapter: string;
  defaultKeyEnv: string;
  defaultBaseUrl: string;
  /** The path below the base URL's `v1/`. */
  path: string;
  headers(key: string): Record<string, string>;
  body(request: EngineRequest, config: HttpEngineConfig): unknown;
  replySchema: z.ZodType<Reply>;
  /** What a reply is, for the protocol error (`a Messages API message`). */
  replyName: string;
  /** The answer of a parsed reply, its text and receipt; throws EngineError for an incomplete one. */
  answer(reply: Reply, context: AnswerContext): EngineResult;
  failure(reply: HttpReply): HttpFailure;
}

export async function runHttpEngine<Reply>(
  api: HttpApi<Reply>,
  engine: { identity: EngineIdentity; config: HttpEngineConfig; deps: EngineDeps },
  request: EngineRequest,
  signal: AbortSignal,
): Promise<EngineResult> {
  const { identity, config, deps } = engine;
  const env = deps.env ?? process.env;
  const keyName = config.apiKeyEnv ?? api.defaultKeyEnv;
  const unsent = unsentFailure(config.model, 'api');
  if (signal.aborted) throw abortedError(unsent);
  const key = readApiKey(env, keyName, api.adapter, identity, unsent);
  // From here a request may have reached the API: what it used is not known unless the reply says.
  const failed = unmeasuredFailure(config.model, 'api');
  const secrets = [key, ...secretValuesOf(env, [keyName]), ...(deps.knownSecrets ?? [])];
  const reply = await postJson(
    {
      url: apiUrl(config.baseUrl ?? api.defaultBaseUrl, api.path),
      headers: api.headers(key),
      body: api.body(request, config),
      signal,
      timeoutMs: request.timeoutMs ?? config.timeoutMs,
      fetch: deps.fetch ?? fetch,
    },
    { adapter: api.adapter, reported: identity, usage: failed, secrets },
  );
  if (reply.status < 200 || reply.status > 299) throw httpError(api, engine, reply, secrets);
  const parsed = api.replySchema.safeParse(reply.json);
  if (!parsed.success) {
    throw new EngineError(`${api.adapter}: the reply is not ${api.replyName}`, {
      kind: 'protocol',
      reported: identity,
      usage: failed,
      details: replyDetails(reply, secrets),
    });
  }
  const result = api.answer(parsed.data, { identity, config, prices: deps.prices, secrets });
  const structured = structuredFromText(result.text);
  if (structured !== undefined) result.structured = structured;
  return result;
}

function httpError<Reply>(
  api: HttpApi<Reply>,
  engine: { identity: EngineIdentity; config: HttpEngineConfig },
  reply: HttpReply,
  secrets: readonly string[],
): EngineError {
  const { kind, said, details, fromApi } = api.failure(reply);
  const retryAfterMs = kind === 'rate-limit' || kind === 'transport' ? retryAfterFromHeaders(reply.headers) : undefined;
  // A refusal is known to have cost nothing; any other failure (5xx, a proxy's page) may have.
  const refused = fromApi && refusedStatuses.has(reply.status);
  return new EngineError(
    redactSecrets(`${api.adapter}: HTTP ${reply.status}${said === '' ? '' : ` ${said}`}`, secrets),
    {
      kind,
      reported: engine.identity,
      usage: refused ? unsentFailure(engine.config.model, 'api') : unmeasuredFailure(engine.config.model, 'api'),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      details: { ...replyDetails(reply, secrets), ...details },
    },
  );
}
