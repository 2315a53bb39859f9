// Codex headless: `codex exec --json [--model M] [args] -`, prompt on stdin.
import type { Billing, Engine, EngineIdentity, EngineRequest, EngineResult, UsageReceipt } from '../contract.ts';
import { buildReceipt } from '../receipt.ts';
import { classifyFailureText, isUsageError } from './classify.ts';
import { captureDetails, engineFailure } from './command-call.ts';
import { commandCallOf, runCommandEngine, type EngineDeps } from './command-engine.ts';
import { codexBilling } from './environment.ts';
import { readCodexEvents, type CodexRun } from './codex-events.ts';
import { structuredFromText } from './structured.ts';
import type { EngineConfig } from './config.ts';

export type CodexCliConfig = Omit<EngineConfig, 'kind'>;

export class CodexCliEngine implements Engine {
  readonly identity: EngineIdentity;
  readonly #config: CodexCliConfig;
  readonly #deps: EngineDeps;

  constructor(config: CodexCliConfig = {}, deps: EngineDeps = {}) {
    this.#config = config;
    this.#deps = deps;
    this.identity = Object.freeze({
      provider: 'openai',
      model: config.model ?? '',
      adapter: 'codex-cli',
      executable: config.executable ?? 'codex',
    });
  }

  run(request: EngineRequest, signal: AbortSignal): Promise<EngineResult> {
    const config = this.#config;
    const args = ['exec', '--json'];
    if (config.model !== undefined) args.push('--model', config.model);
    args.push(...(config.args ?? []), '-');
    // Codex names no model in its events: the configured one prices the call (none: unknown).
    const receiptOf = (parsed: CodexRun, billing: Billing): UsageReceipt | undefined =>
      parsed.tokens === undefined
        ? undefined
        : buildReceipt({ tokens: parsed.tokens, model: config.model, billing, prices: this.#deps.prices });
    return runCommandEngine(
      {
        adapter: 'codex-cli',
        identity: this.identity,
        command: this.identity.executable ?? 'codex',
        args,
        ...commandCallOf(config, request),
        billing: codexBilling,
        parse: (outcome) => readCodexEvents(outcome.stdout),
        usageOf: receiptOf,
        interpret: (parsed, outcome, ctx) => {
          const details = captureDetails(outcome, ctx.secrets);
          const lastError = parsed.errors.at(-1);
          // Codex reports retried stream errors as `error` events; only a failed turn, a non-zero
          // exit or errors with no completed turn fail the call.
          const failed =
            parsed.turnFailed || outcome.exitCode !== 0 || (parsed.turnsCompleted === 0 && lastError !== undefined);
          if (failed) {
            const said =
              lastError ??
              `${outcome.stderr}\n${outcome.stdout}`
                .trim()
                .split('\n')
                .find((l) => l.trim() !== '') ??
              '';
            const everything = `${parsed.errors.join('\n')}\n${outcome.stderr}`;
            const kind = classifyFailureText(everything) ?? (isUsageError(everything) ? 'invalid-config' : 'other');
            return engineFailure(`codex-cli: ${said || `exited ${outcome.exitCode ?? outcome.signal}`}`, kind, ctx, {
              details,
            });
          }
          if (parsed.finalMessage === undefined) {
            return engineFailure('codex-cli: the event stream ended without an agent message', 'protocol', ctx, {
              details,
            });
          }
          const usage = receiptOf(parsed, ctx.billing) ?? buildReceipt({ model: config.model, billing: ctx.billing });
          const result: EngineResult = { text: parsed.finalMessage, usage, reported: ctx.reported };
          const structured = structuredFromText(parsed.finalMessage);
          if (structured !== undefined) result.structured = structured;
          if (parsed.threadId !== undefined)
            result.parts = [{ threadId: parsed.threadId, turns: parsed.turnsCompleted }];
          return result;
        },
      },
      request,
      signal,
      this.#deps,
    );
  }
}
