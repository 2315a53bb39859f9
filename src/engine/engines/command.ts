// The generic JSON command engine (protocol in command-protocol.ts).
import type { Engine, EngineError, EngineIdentity, EngineRequest, EngineResult, UsageReceipt } from '../contract.ts';
import { buildReceipt } from '../receipt.ts';
import { classifyErrorOutput } from './classify.ts';
import {
  captureDetails,
  engineFailure,
  howItEnded,
  killedBySignal,
  stderrClause,
  type OwnedCommandOutcome,
} from './command-call.ts';
import { commandCallOf, runCommandEngine, type EngineDeps, type InterpretContext } from './command-engine.ts';
import { readCommandOutput, type CommandOutputRead } from './command-protocol.ts';
import type { EngineConfig } from './config.ts';

export type CommandEngineConfig = Omit<EngineConfig, 'kind'> & { command: string | string[] };

export class CommandEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #config: CommandEngineConfig;
  readonly #deps: EngineDeps;
  readonly #argv: [string, ...string[]];

  constructor(config: CommandEngineConfig, deps: EngineDeps = {}) {
    this.#config = config;
    this.#deps = deps;
    const argv = typeof config.command === 'string' ? [config.command] : config.command;
    const [command, ...rest] = argv;
    if (command === undefined) throw new TypeError('command: expected an executable or a non-empty argv');
    this.#argv = [command, ...rest, ...(config.args ?? [])];
    this.identity = Object.freeze({
      provider: 'command',
      model: config.model ?? '',
      adapter: 'command',
      executable: command,
    });
  }

  run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    const config = this.#config;
    const billing = config.billing ?? 'unknown';
    const receiptOf = (read: CommandOutputRead): UsageReceipt | undefined => {
      if (read.kind !== 'ok') return undefined;
      const { usage, costUsd, model } = read.output;
      if (usage === undefined && costUsd === undefined && model === undefined) return undefined;
      return buildReceipt({
        tokens: usage,
        reportedUsd: costUsd,
        model: model ?? config.model,
        billing,
        prices: this.#deps.prices,
      });
    };
    const [command, ...args] = this.#argv;
    return runCommandEngine(
      {
        adapter: 'command',
        identity: this.identity,
        command,
        args,
        ...commandCallOf(config, request),
        billing: () => billing,
        parse: (outcome) => readCommandOutput(outcome.stdout),
        usageOf: receiptOf,
        interpret: (read, outcome, ctx) => interpretCommandResult(read, outcome, ctx, receiptOf, config.model),
      },
      request,
      signal,
      this.#deps,
    );
  }
}

/** The command's verdict once it ran to its end: its result object, its error, or why there is none. */
function interpretCommandResult(
  read: CommandOutputRead,
  outcome: OwnedCommandOutcome,
  ctx: InterpretContext,
  receiptOf: (read: CommandOutputRead) => UsageReceipt | undefined,
  configuredModel: string | undefined,
): EngineResult | EngineError {
  const details = captureDetails(outcome, ctx.secrets);
  if (read.kind === 'ok' && read.output.error !== undefined) {
    const { kind, message, retryAfterMs } = read.output.error;
    return engineFailure(`command: ${message}`, kind, ctx, { details, retryAfterMs });
  }
  if (outcome.exitCode !== 0) {
    // The end of stderr, where a failure's reason usually is (a stack's first line names only a frame).
    // A kill by a signal says nothing of the lane; otherwise only stderr's error lines are read.
    const kind = killedBySignal(outcome) ? 'other' : (classifyErrorOutput(outcome.stderr) ?? 'other');
    return engineFailure(`command: ${howItEnded(outcome)}${stderrClause(outcome, ctx.secrets)}`, kind, ctx, {
      details,
    });
  }
  if (read.kind === 'none') return engineFailure('command: stdout held no JSON object', 'protocol', ctx, { details });
  if (read.kind === 'invalid')
    return engineFailure(`command: invalid result (${read.problem})`, 'protocol', ctx, { details });
  const { text, output } = read.output;
  const usage = receiptOf(read) ?? buildReceipt({ model: configuredModel, billing: ctx.billing });
  const result: EngineResult = {
    text: text ?? (output === undefined ? '' : JSON.stringify(output)),
    usage,
    reported: ctx.reported,
  };
  if (output !== undefined) result.structured = output;
  return result;
}
