// Codex headless: `codex exec --json [--model M] [args] -`, prompt on stdin.
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
import type { JsonValue } from '../../store/contract.ts';
import { definedFields } from '../../store/index.ts';
import { classifyErrorOutput, classifyFailureText, isUsageError, refusalKinds } from './classify.ts';
import {
  captureDetails,
  engineFailure,
  howItEnded,
  killedBySignal,
  stderrClause,
  type OwnedCommandOutcome,
} from './command-call.ts';
import { commandCallOf, runCommandEngine, type EngineDeps, type InterpretContext } from './command-engine.ts';
import { codexBilling } from './environment.ts';
import { codexItemKey, readCodexEvents, type CodexRun } from './codex-events.ts';
import { SupersedingLineCapture } from './line-capture.ts';
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
    const resumed = resumesThread(config.args ?? []);
    // Codex names no model in its events: the configured one prices the call (none: unknown). A
    // resumed thread's total holds its earlier calls too: this call's share is not known.
    const receiptOf = (parsed: CodexRun, billing: Billing): UsageReceipt | undefined =>
      parsed.tokens === undefined || resumed
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
        // Each item.updated repeats the item's whole state (a command's output so far): keep the latest.
        capture: () => new SupersedingLineCapture(codexItemKey),
        parse: (outcome) => readCodexEvents(outcome.stdout),
        usageOf: receiptOf,
        interpret: (parsed, outcome, ctx) => {
          const failure = codexFailure(parsed, outcome, ctx);
          if (failure !== undefined) return failure;
          if (parsed.finalMessage === undefined) {
            return engineFailure('codex-cli: the event stream ended without an agent message', 'protocol', ctx, {
              details: captureDetails(outcome, ctx.secrets),
            });
          }
          const usage = receiptOf(parsed, ctx.billing) ?? buildReceipt({ model: config.model, billing: ctx.billing });
          const result: EngineResult = { text: parsed.finalMessage, usage, reported: ctx.reported };
          const structured = structuredFromText(parsed.finalMessage);
          if (structured !== undefined) result.structured = structured;
          if (parsed.threadId !== undefined) result.parts = [threadPart(parsed, resumed)];
          return result;
        },
      },
      request,
      signal,
      this.#deps,
    );
  }
}

/**
 * True when the arguments resume a thread (`codex exec resume <id>` or `resume --last`). Codex then
 * restores the thread's token total from its rollout and each turn.completed reports that running
 * total, earlier calls' turns included (codex-rs core, last_token_info_from_rollout), and its
 * stream names no starting figure to subtract. Any argument `resume` counts: a misread leaves a
 * call's usage unknown, never counted twice.
 */
export function resumesThread(args: readonly string[]): boolean {
  return args.includes('resume');
}

/** What the result keeps of the thread; a resumed one keeps the thread's total it reported, for people. */
function threadPart(parsed: CodexRun, resumed: boolean): JsonValue {
  const part: { [key: string]: JsonValue } = { threadId: parsed.threadId ?? '', turns: parsed.turnsCompleted };
  if (resumed) {
    part.resumed = true;
    if (parsed.tokens !== undefined) part.threadTokens = definedFields({ ...parsed.tokens });
  }
  return part;
}

/**
 * Codex reports retried stream errors as `error` events; only a failed turn, a non-zero exit or
 * errors with no completed turn fail the call. Its kind comes from the error events and the error
 * lines of stderr, never from a signal's kill.
 */
function codexFailure(parsed: CodexRun, outcome: OwnedCommandOutcome, ctx: InterpretContext): EngineError | undefined {
  const lastError = parsed.errors.at(-1);
  const failed =
    parsed.turnFailed || outcome.exitCode !== 0 || (parsed.turnsCompleted === 0 && lastError !== undefined);
  if (!failed) return undefined;
  const details = captureDetails(outcome, ctx.secrets);
  if (killedBySignal(outcome)) {
    return engineFailure(`codex-cli: ${howItEnded(outcome)}${stderrClause(outcome, ctx.secrets)}`, 'other', ctx, {
      details,
    });
  }
  const said = lastError ?? `${howItEnded(outcome)} without an error event${stderrClause(outcome, ctx.secrets)}`;
  const events = parsed.errors.join('\n');
  const kind =
    classifyFailureText(events) ??
    classifyErrorOutput(outcome.stderr) ??
    (isUsageError(`${events}\n${outcome.stderr}`) ? 'invalid-config' : 'other');
  // Refused before the model produced anything (no item, no usage): the API billed nothing.
  const refused = refusalKinds.has(kind) && parsed.itemEvents === 0 && parsed.tokens === undefined;
  const unbilled = refused ? { ...ctx, usage: unsentFailure(ctx.usage.model, ctx.usage.billing) } : ctx;
  return engineFailure(`codex-cli: ${said}`, kind, unbilled, { details });
}
