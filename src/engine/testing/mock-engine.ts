// A scripted engine for tests and examples: no process, no network. Each call takes the
// step of its script its place in the run names (the request's callIndex, else its own count);
// it records the requests it received.
import { refusalKinds } from '../engines/classify.ts';
import {
  EngineError,
  engineIdentitySchema,
  type Billing,
  type Engine,
  type EngineErrorKind,
  type EngineIdentity,
  type EngineRequest,
  type EngineResult,
  type UsageReceipt,
} from '../contract.ts';
import { jsonValueSchema, type JsonValue } from '../../store/contract.ts';
import { abortedError, waitBounded } from '../abort.ts';
import { buildReceipt, unsentFailure } from '../receipt.ts';
import { checkMockEngineOptions } from './mock-options.ts';
import type { PriceTable } from '../prices.ts';

/**
 * Usage a step reports. Omitted or `'unmeasured'`: the call reports no tokens (never zero). A step
 * that declares both input and output tokens declares the whole call: the mock has no prompt cache,
 * so cache counts it leaves out are 0, not unknown. One side alone stands for an engine that
 * reported only that much: a lower bound, its cache counts unknown.
 */
export type MockUsage =
  | 'unmeasured'
  | {
      inputTokens?: number;
      outputTokens?: number;
      cacheReadTokens?: number;
      cacheWriteTokens?: number;
      /** The engine's own figure: cost `reported`. Without it, cost is estimated from `prices` or unknown. */
      costUsd?: number;
      billing?: Billing;
      model?: string;
    };

export interface MockResultStep {
  kind?: 'result';
  text?: string;
  /** Any JSON value (checked when the step runs, so literals declared apart from the step need no annotation). */
  structured?: unknown;
  /** JSON values (checked when the step runs). */
  parts?: readonly unknown[];
  usage?: MockUsage;
  /** Overrides of the identity reported on the result (e.g. a different model). */
  reported?: Partial<EngineIdentity>;
  /** Wait before answering; aborts and time bounds are honoured while waiting. */
  delayMs?: number;
}

export interface MockErrorStep {
  kind: 'error';
  error: EngineErrorKind;
  message?: string;
  /**
   * Tokens the failed call had reported (kept on its failed receipt). Omitted: a refusal real
   * engines report before any model work (auth, billing, missing-cli, model-unavailable,
   * invalid-config, rate-limit) used nothing, a known zero; any other kind is unmeasured.
   * `'unmeasured'` makes any kind unmeasured.
   */
  usage?: MockUsage;
  retryAfterMs?: number;
  details?: JsonValue;
  delayMs?: number;
}

/** Never answers: resolves only through the abort signal or the request's time bound. */
export interface MockHangStep {
  kind: 'hang';
}

export type MockStep = MockResultStep | MockErrorStep | MockHangStep;

export interface MockEngineOptions {
  identity?: Partial<EngineIdentity>;
  /** Steps taken in order, one per call: call i (the request's callIndex when given, else this engine's own count) takes step i. */
  steps?: readonly MockStep[];
  /** Computes a step from the request instead (used after `steps` run out, or alone). */
  respond?: (request: EngineRequest, callIndex: number) => MockStep | Promise<MockStep>;
  /** When both `steps` and `respond` are used up: repeat the last step (default) or fail with kind `protocol`. */
  whenExhausted?: 'repeat-last' | 'error';
  /** Default billing of receipts (default `unknown`). */
  billing?: Billing;
  /** Price table used to estimate steps that report tokens but no USD figure. */
  prices?: Readonly<PriceTable>;
}

function asJson(value: unknown, field: string): JsonValue {
  const parsed = jsonValueSchema.safeParse(value);
  if (!parsed.success)
    throw new TypeError(`MockEngine step.${field} must be JSON: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** Kinds real engines report when the provider refused the call before any model work (nothing billed), or no CLI ran. */
const refusedKinds: ReadonlySet<EngineErrorKind> = new Set([...refusalKinds, 'missing-cli']);

const defaultIdentity: EngineIdentity = { provider: 'mock', model: 'mock-model', adapter: 'mock' };

export class MockEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #steps: readonly MockStep[];
  readonly #options: MockEngineOptions;
  readonly #requests: EngineRequest[] = [];

  constructor(options: MockEngineOptions = {}) {
    checkMockEngineOptions(options);
    this.identity = Object.freeze(engineIdentitySchema().parse({ ...defaultIdentity, ...options.identity }));
    this.#steps = [...(options.steps ?? [])];
    this.#options = options;
  }

  /** Number of calls made so far (including ones that failed or were aborted). */
  get calls(): number {
    return this.#requests.length;
  }

  /** Requests received, in order. */
  get requests(): readonly EngineRequest[] {
    return this.#requests;
  }

  /** Prompts received, in order. */
  get prompts(): readonly string[] {
    return this.#requests.map((r) => r.prompt);
  }

  async run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    // The run's count of this engine's earlier calls, when the executor gives it: a resume or a
    // restarted worker goes on with the script instead of starting it again.
    const index = request.callIndex ?? this.#requests.length;
    this.#requests.push({ ...request });
    const unmeasured = (): UsageReceipt => this.#receipt('unmeasured', true);
    if (signal.aborted) throw abortedError(unmeasured());
    const step = await this.#stepFor(request, index);
    if (step.kind === 'hang') {
      await waitBounded(Number.POSITIVE_INFINITY, signal, request.timeoutMs, unmeasured);
      throw new EngineError('mock hang step ended without an abort', { kind: 'protocol' });
    }
    await waitBounded(step.delayMs ?? 0, signal, request.timeoutMs, unmeasured);
    if (step.kind === 'error') {
      throw new EngineError(step.message ?? `mock engine failure (${step.error})`, {
        kind: step.error,
        reported: this.identity,
        usage:
          step.usage === undefined && refusedKinds.has(step.error)
            ? unsentFailure(this.identity.model, this.#options.billing ?? 'unknown')
            : this.#receipt(step.usage, true),
        ...(step.retryAfterMs === undefined ? {} : { retryAfterMs: step.retryAfterMs }),
        ...(step.details === undefined ? {} : { details: step.details }),
      });
    }
    const reported = engineIdentitySchema().parse({ ...this.identity, ...step.reported });
    const structured = step.structured === undefined ? undefined : asJson(step.structured, 'structured');
    const parts = step.parts === undefined ? undefined : asJson([...step.parts], 'parts');
    const result: EngineResult = {
      text: step.text ?? (structured === undefined ? '' : JSON.stringify(structured)),
      usage: this.#receipt(step.usage, false, reported.model),
      reported,
    };
    if (structured !== undefined) result.structured = structured;
    if (Array.isArray(parts)) result.parts = parts;
    return result;
  }

  async #stepFor(request: EngineRequest, index: number): Promise<MockStep> {
    const scripted = this.#steps[index];
    if (scripted !== undefined) return scripted;
    if (this.#options.respond !== undefined) return this.#options.respond(request, index);
    const last = this.#steps.at(-1);
    if (this.#options.whenExhausted === 'error') {
      return {
        kind: 'error',
        error: 'protocol',
        message: `mock engine script exhausted after ${this.#steps.length} steps`,
      };
    }
    return last ?? { kind: 'result', text: '' };
  }

  #receipt(usage: MockUsage | undefined, failed: boolean, model = this.identity.model): UsageReceipt {
    const billing = this.#options.billing ?? 'unknown';
    if (usage === undefined || usage === 'unmeasured') return buildReceipt({ model, billing, failed });
    const whole = usage.inputTokens !== undefined && usage.outputTokens !== undefined;
    return buildReceipt({
      tokens: whole
        ? { ...usage, cacheReadTokens: usage.cacheReadTokens ?? 0, cacheWriteTokens: usage.cacheWriteTokens ?? 0 }
        : usage,
      reportedUsd: usage.costUsd,
      model: usage.model ?? model,
      billing: usage.billing ?? billing,
      prices: this.#options.prices,
      failed,
    });
  }
}
