// The engine port: one fresh attempt, one prompt, one abort signal. Runtime code
// and engines share this contract; engines live in src/engine/engines/.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { jsonValueSchema, type JsonValue } from '../store/contract.ts';

/** Who runs a call: the lane a plan selects and the identity an engine reports. */
export const engineIdentitySchema = lazySchema(() =>
  z.object({
    /** e.g. `anthropic`, `openai`, `mock`, `command`. */
    provider: z.string().min(1),
    /** Model name as the provider spells it; `''` when the engine does not know. */
    model: z.string(),
    /** Adapter that ran the call, e.g. `claude-cli`, `codex-cli`, `mock`. */
    adapter: z.string().min(1),
    adapterVersion: z.string().optional(),
    /** Executable path for command-backed engines. */
    executable: z.string().optional(),
  }),
);
export type EngineIdentity = z.infer<ReturnType<typeof engineIdentitySchema>>;

export const costSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('reported'), usd: z.number().nonnegative() }),
    z.object({ kind: z.literal('estimated'), usd: z.number().nonnegative(), entry: z.string() }),
    z.object({ kind: z.literal('unknown') }),
  ]),
);
export type Cost = z.infer<ReturnType<typeof costSchema>>;

export const billingSchema = lazySchema(() => z.enum(['api', 'subscription', 'unknown']));
export type Billing = z.infer<ReturnType<typeof billingSchema>>;

const tokenCount = lazySchema(() => z.number().int().nonnegative());

/** One call's usage. Missing counts are unknown, never zero. */
export const usageReceiptSchema = lazySchema(() =>
  z.object({
    /**
     * True when the engine reported both input and output tokens for this call. A side reported
     * alone is kept on an unmeasured receipt: a lower bound. (Receipts of earlier releases may say
     * true with one side: read them as lower bounds too.)
     */
    measured: z.boolean(),
    /** Input tokens not read from or written to the cache (Anthropic's convention; OpenAI's cached tokens are moved to cacheReadTokens). */
    inputTokens: z.number().int().nonnegative().optional(),
    outputTokens: z.number().int().nonnegative().optional(),
    cacheReadTokens: z.number().int().nonnegative().optional(),
    cacheWriteTokens: z.number().int().nonnegative().optional(),
    cost: costSchema(),
    billing: billingSchema(),
    /** Model the call ran on, when known (the one that did most of the work, when it used several). */
    model: z.string().optional(),
    /** Each model's tokens, when the call used several: an estimate prices each at its own rate. */
    models: z
      .record(
        z.string(),
        z.object({
          inputTokens: tokenCount().optional(),
          outputTokens: tokenCount().optional(),
          cacheReadTokens: tokenCount().optional(),
          cacheWriteTokens: tokenCount().optional(),
        }),
      )
      .optional(),
    /** Set on the receipt of a call that failed. */
    failed: z.boolean().optional(),
  }),
);
export type UsageReceipt = z.infer<ReturnType<typeof usageReceiptSchema>>;

export interface EngineRequest {
  prompt: string;
  /** Attempt identity from the `node-attempt-started` record; engines pass it to child processes. */
  attemptId: string;
  /** Working directory for command-backed engines. */
  cwd?: string;
  /** Per-call time bound. */
  timeoutMs?: number;
  /**
   * How many calls this engine's plan target made earlier in the run (0 for the first), counted
   * from the run's engine records, so it survives resumes and worker restarts (scripted engines
   * answer by it). Absent when the caller does not count.
   */
  callIndex?: number;
}

export const engineResultSchema = lazySchema(() =>
  z.object({
    text: z.string(),
    /** Structured output when the engine returned JSON. */
    structured: jsonValueSchema.optional(),
    /** Response parts worth keeping (stored as `runner-engine-parts` artifacts). */
    parts: z.array(jsonValueSchema).optional(),
    usage: usageReceiptSchema(),
    /** Identity the engine reports having used (may differ from the selected lane). */
    reported: engineIdentitySchema(),
  }),
);
export type EngineResult = z.infer<ReturnType<typeof engineResultSchema>>;

export interface Engine {
  /** The selected identity (the plan's lane joined to adapter details). */
  readonly identity: EngineIdentity;
  /** Runs one fresh attempt. Resolves with a result or rejects with `EngineError`. */
  run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult>;
}

/** Failure kinds. The first five mean the lane is dead: only these may move to a fallback. */
export const deadLaneKinds = ['auth', 'billing', 'missing-cli', 'model-unavailable', 'invalid-config'] as const;
export const engineErrorKinds = [
  ...deadLaneKinds,
  'rate-limit',
  'timeout',
  'aborted',
  'policy-pause',
  'denied',
  'transport',
  'incomplete',
  'protocol',
  'other',
] as const;
export type EngineErrorKind = (typeof engineErrorKinds)[number];

export function isDeadLaneKind(kind: EngineErrorKind): boolean {
  return (deadLaneKinds as readonly string[]).includes(kind);
}

/**
 * Each kind's `code`, the string callers branch on as with every other layer's error (DESIGN.md
 * section 9). A pure function of the kind, so records that stored only a kind still map to it.
 * Bad options or configuration share the code the other layers give bad options.
 */
export const engineErrorCodeByKind = {
  auth: 'ENGINE_AUTH',
  billing: 'ENGINE_BILLING',
  'missing-cli': 'ENGINE_MISSING_CLI',
  'model-unavailable': 'ENGINE_MODEL_UNAVAILABLE',
  'invalid-config': 'INVALID_OPTIONS',
  'rate-limit': 'ENGINE_RATE_LIMIT',
  timeout: 'ENGINE_TIMEOUT',
  aborted: 'ENGINE_ABORTED',
  'policy-pause': 'ENGINE_POLICY_PAUSE',
  denied: 'ENGINE_DENIED',
  transport: 'ENGINE_TRANSPORT',
  incomplete: 'ENGINE_INCOMPLETE',
  protocol: 'ENGINE_PROTOCOL',
  other: 'ENGINE_FAILED',
} as const satisfies Record<EngineErrorKind, string>;
export type EngineErrorCode = (typeof engineErrorCodeByKind)[EngineErrorKind];
export const engineErrorCodes: readonly EngineErrorCode[] = engineErrorKinds.map((kind) => engineErrorCodeByKind[kind]);

/** The code of an engine failure of this kind (also for a kind read back from a stored record). */
export function engineErrorCodeOf(kind: EngineErrorKind): EngineErrorCode {
  return engineErrorCodeByKind[kind];
}

export interface EngineErrorOptions {
  kind: EngineErrorKind;
  /** Identity the engine reported before failing, when it did. */
  reported?: EngineIdentity;
  /** Tokens the call had reported before it failed (kept on the failed receipt). */
  usage?: UsageReceipt;
  /** From a `retry-after` header or equivalent. */
  retryAfterMs?: number;
  cause?: unknown;
  /** Extra JSON context (already scrubbed of secrets). */
  details?: JsonValue;
}

/** Typed engine failure. `code` and `deadLane` are derived from the kind. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  readonly code: EngineErrorCode;
  readonly kind: EngineErrorKind;
  readonly deadLane: boolean;
  readonly reported: EngineIdentity | undefined;
  readonly usage: UsageReceipt | undefined;
  readonly retryAfterMs: number | undefined;
  readonly details: JsonValue | undefined;

  constructor(message: string, options: EngineErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.code = engineErrorCodeOf(options.kind);
    this.deadLane = isDeadLaneKind(options.kind);
    this.reported = options.reported;
    this.usage = options.usage;
    this.retryAfterMs = options.retryAfterMs;
    this.details = options.details;
  }
}

export function isEngineError(value: unknown, code?: EngineErrorCode): value is EngineError {
  return value instanceof EngineError && (code === undefined || value.code === code);
}
