// One HTTP API call with fetch: a time bound and the abort signal, told apart on failure.
import { EngineError, type EngineIdentity, type UsageReceipt } from '../contract.ts';
import { redactSecrets } from '../redact.ts';
import { tail } from './structured.ts';
import { describeError } from '../../store/index.ts';

export interface HttpCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
  timeoutMs?: number | undefined;
  fetch: typeof fetch;
  /** Bound on the reply body (default 16 MiB): a wrong base URL must not fill memory. */
  maxResponseBytes?: number | undefined;
}

export const defaultMaxResponseBytes = 16 * 1024 * 1024;

class ResponseTooLarge extends Error {}

async function readBounded(response: Response, maxBytes: number, ctx: HttpFailureContext): Promise<string> {
  if (response.body === null) return '';
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = (await reader.read()) as { done: boolean; value: Uint8Array };
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw new ResponseTooLarge(`${ctx.adapter}: the reply passed ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export interface HttpReply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface HttpFailureContext {
  adapter: string;
  reported: EngineIdentity;
  usage: UsageReceipt;
  secrets: readonly string[];
}

function transportReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const message = describeError(error);
  return code === undefined ? message : `${message} (${code})`;
}

/** POSTs JSON and reads the whole reply. Rejects with EngineError aborted / timeout / transport. */
export async function postJson(call: HttpCall, ctx: HttpFailureContext): Promise<HttpReply> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer =
    call.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          timeout.abort();
        }, call.timeoutMs);
  const signal = AbortSignal.any([call.signal, timeout.signal]);
  const fail = (error: unknown): EngineError => {
    const base = { reported: ctx.reported, usage: ctx.usage, cause: error };
    if (call.signal.aborted) return new EngineError(`${ctx.adapter}: call aborted`, { kind: 'aborted', ...base });
    if (error instanceof ResponseTooLarge) return new EngineError(error.message, { kind: 'other', ...base });
    if (timedOut) {
      return new EngineError(`${ctx.adapter}: call exceeded its time bound of ${call.timeoutMs} ms`, {
        kind: 'timeout',
        ...base,
      });
    }
    return new EngineError(redactSecrets(`${ctx.adapter}: request failed: ${transportReason(error)}`, ctx.secrets), {
      kind: 'transport',
      ...base,
    });
  };
  try {
    const response = await call.fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...call.headers },
      body: JSON.stringify(call.body),
      signal,
    });
    const text = await readBounded(response, call.maxResponseBytes ?? defaultMaxResponseBytes, ctx);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  } catch (error) {
    throw fail(error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** `{base}/v1/<path>` with any trailing slashes of the base dropped. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/v1/${path}`;
}

export function replyDetails(reply: HttpReply, secrets: readonly string[]): { status: number; bodyTail: string } {
  return { status: reply.status, bodyTail: redactSecrets(tail(reply.text, 2000), secrets) };
}
