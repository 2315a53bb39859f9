// Claude Code headless: `claude -p --output-format json [--model M] [args]`, prompt on stdin.
import type {
  Billing,
  Engine,
  EngineError,
  EngineIdentity,
  EngineRequest,
  EngineResult,
  UsageReceipt,
} from '../contract.ts';
import { buildReceipt, unsentFailure } from '../receipt.ts';
import { classifyFailureText, errorLines, isUsageError, refusalKinds, usageLimitResetMs } from './classify.ts';
import {
  captureDetails,
  engineFailure,
  howItEnded,
  killedBySignal,
  redactedTail,
  stderrClause,
  type OwnedCommandOutcome,
} from './command-call.ts';
import { commandCallOf, runCommandEngine, type EngineDeps, type InterpretContext } from './command-engine.ts';
import { claudeBilling } from './environment.ts';
import {
  claudeCostUsd,
  claudeModel,
  claudeModelTokens,
  claudeTokens,
  findClaudeResult,
  type ClaudeResult,
} from './claude-output.ts';
import { structuredFromText } from './structured.ts';
import type { EngineConfig } from './config.ts';

export type ClaudeCliConfig = Omit<EngineConfig, 'kind'>;

export class ClaudeCliEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #config: ClaudeCliConfig;
  readonly #deps: EngineDeps;

  constructor(config: ClaudeCliConfig = {}, deps: EngineDeps = {}) {
    this.#config = config;
    this.#deps = deps;
    this.identity = Object.freeze({
      provider: 'anthropic',
      model: config.model ?? '',
      adapter: 'claude-cli',
      executable: config.executable ?? 'claude',
    });
  }

  run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    const config = this.#config;
    const receiptOf = (parsed: ClaudeResult | undefined, billing: Billing): UsageReceipt | undefined =>
      claudeReceipt(parsed, billing, config.model, this.#deps.prices);
    return runCommandEngine(
      {
        adapter: 'claude-cli',
        identity: this.identity,
        command: this.identity.executable ?? 'claude',
        args: claudeArgs(config),
        ...commandCallOf(config, request),
        billing: claudeBilling,
        parse: (outcome) => findClaudeResult(outcome.stdout),
        usageOf: receiptOf,
        interpret: (parsed, outcome, ctx) => interpretClaudeResult(parsed, outcome, ctx, receiptOf),
      },
      request,
      signal,
      this.#deps,
    );
  }
}

function claudeArgs(config: ClaudeCliConfig): string[] {
  const args = ['-p', '--output-format', 'json'];
  if (config.model !== undefined) args.push('--model', config.model);
  args.push(...(config.args ?? []));
  return args;
}

function claudeReceipt(
  parsed: ClaudeResult | undefined,
  billing: Billing,
  configuredModel: string | undefined,
  prices: EngineDeps['prices'],
): UsageReceipt | undefined {
  if (parsed === undefined) return undefined;
  return buildReceipt({
    tokens: claudeTokens(parsed),
    reportedUsd: claudeCostUsd(parsed),
    model: claudeModel(parsed) ?? configuredModel,
    models: claudeModelTokens(parsed),
    billing,
    prices,
  });
}

/** Claude's verdict once the command ran to its end: its result object, or why there is none. */
function interpretClaudeResult(
  parsed: ClaudeResult | undefined,
  outcome: OwnedCommandOutcome,
  ctx: InterpretContext,
  receiptOf: (parsed: ClaudeResult, billing: Billing) => UsageReceipt | undefined,
): EngineResult | EngineError {
  const details = captureDetails(outcome, ctx.secrets);
  if (parsed === undefined) return noResultFailure(outcome, ctx, details);
  const text = parsed.result ?? '';
  if (parsed.subtype === 'success' && parsed.is_error !== true) {
    // As with codex and command engines: a tool that exits non-zero failed, whatever it printed.
    if (outcome.exitCode !== 0) {
      return engineFailure(
        `claude-cli: ${howItEnded(outcome)} after a success result${stderrClause(outcome, ctx.secrets)}`,
        'other',
        ctx,
        { details },
      );
    }
    return successResult(parsed, text, receiptOf(parsed, ctx.billing) as UsageReceipt, ctx);
  }
  if (parsed.subtype === 'error_max_turns') {
    return engineFailure(
      `claude-cli: stopped at the turn limit after ${parsed.num_turns ?? '?'} turns`,
      'incomplete',
      ctx,
      { details },
    );
  }
  const kind = classifyFailureText(text) ?? 'other';
  const why = text === '' ? parsed.subtype : text;
  return engineFailure(`claude-cli: ${why}`, kind, ctx, { details, retryAfterMs: usageLimitResetMs(text) });
}

/**
 * No result object. Killed by a signal: kind `other`, whatever the transcript said. Otherwise the
 * kind comes from the error lines of stderr and stdout (not a stream-json transcript's JSON, not
 * stack frames); a refusal with nothing streamed before it (no JSON on stdout) used nothing.
 */
function noResultFailure(
  outcome: OwnedCommandOutcome,
  ctx: InterpretContext,
  details: ReturnType<typeof captureDetails>,
): EngineError {
  if (outcome.exitCode === 0) {
    return engineFailure('claude-cli: exited 0 without a JSON result object', 'protocol', ctx, { details });
  }
  const ended = howItEnded(outcome);
  if (killedBySignal(outcome)) {
    return engineFailure(`claude-cli: ${ended}${stderrClause(outcome, ctx.secrets)}`, 'other', ctx, { details });
  }
  const said = errorLines(`${outcome.stderr}\n${outcome.stdout}`).join('\n');
  const kind = classifyFailureText(said) ?? (isUsageError(said) ? 'invalid-config' : 'other');
  // Claude prints some refusals (not logged in) on stdout: quote them when stderr is empty.
  const plainStdout = errorLines(outcome.stdout).join('\n');
  const quoted =
    outcome.stderr.trim() === '' && plainStdout !== ''
      ? `; nothing on stderr, stdout ends with:\n${redactedTail(plainStdout, ctx.secrets, 1000)}`
      : stderrClause(outcome, ctx.secrets);
  const streamed = /^\s*[{[]/m.test(outcome.stdout);
  const unbilled =
    refusalKinds.has(kind) && !streamed ? { ...ctx, usage: unsentFailure(ctx.usage.model, ctx.usage.billing) } : ctx;
  return engineFailure(`claude-cli: ${ended}${quoted}`, kind, unbilled, {
    details,
    retryAfterMs: usageLimitResetMs(said),
  });
}

function successResult(parsed: ClaudeResult, text: string, usage: UsageReceipt, ctx: InterpretContext): EngineResult {
  const result: EngineResult = { text, usage, reported: ctx.reported };
  const structured = structuredFromText(text);
  if (structured !== undefined) result.structured = structured;
  if (parsed.session_id !== undefined) {
    result.parts = [
      {
        sessionId: parsed.session_id,
        numTurns: parsed.num_turns ?? null,
        durationMs: parsed.duration_ms ?? null,
      },
    ];
  }
  return result;
}
