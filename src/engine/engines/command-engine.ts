// The shared path of every command-backed engine: environment, owned run, tolerant parse,
// then failures in a fixed order (lifecycle, the tool's own verdict, cleanup).
import {
  EngineError,
  type Billing,
  type EngineIdentity,
  type EngineRequest,
  type EngineResult,
  type UsageReceipt,
} from '../contract.ts';
import type { PriceTable } from '../prices.ts';
import { secretValuesOf } from '../redact.ts';
import { unmeasuredFailure, unsentFailure } from '../receipt.ts';
import { abortedError } from '../abort.ts';
import { engineEnvironment, type Environment } from './environment.ts';
import type { OutputCapture } from './line-capture.ts';
import { StderrForwarder, type EngineOutputs } from './stderr-forward.ts';
import type { EngineConfig } from './config.ts';
import {
  cleanupFailure,
  lifecycleFailure,
  runCommandCall,
  type CommandCall,
  type FailureContext,
  type OwnedCommandOutcome,
} from './command-call.ts';
import { describeError } from '../../store/index.ts';

/** What every engine factory may be handed. */
export interface EngineDeps {
  /** Base environment for children and API keys (default process.env). */
  env?: Environment;
  /** Price table for estimates (default: the shipped one, merged with caller entries by createEngine). */
  prices?: Readonly<PriceTable>;
  /** Values never to show in errors, besides those found in the environment. */
  knownSecrets?: readonly string[];
  /** HTTP client for the API engines (default global fetch). */
  fetch?: typeof fetch;
  /**
   * Where each attempt's output is kept (the runner hands its attempt outputs): a command-backed
   * engine passes its stderr there, redacted, so the attempt's log shows it. Never in the result.
   */
  outputs?: EngineOutputs;
}

export interface CommandSpec<P> {
  adapter: string;
  identity: EngineIdentity;
  command: string;
  args: string[];
  input: string;
  extraEnv?: Readonly<Record<string, string>> | undefined;
  timeoutMs?: number | undefined;
  maxOutputBytes?: number | undefined;
  maxMemoryBytes?: number | undefined;
  billing: (env: Environment) => Billing;
  /** Reads whatever the tool printed; never throws. */
  parse: (outcome: OwnedCommandOutcome) => P;
  /** Tokens the call reported so far (kept on a failed receipt), as a receipt not yet marked failed. */
  usageOf: (parsed: P, billing: Billing) => UsageReceipt | undefined;
  /** The tool's verdict once the command ran to its end. */
  interpret: (parsed: P, outcome: OwnedCommandOutcome, ctx: InterpretContext) => EngineResult | EngineError;
  /** Keeps the output as it arrives instead of all of it (the output bound applies to what is kept). */
  capture?: () => OutputCapture;
}

/** What an engine's verdict is given besides the output: whom a failure names, and the billing. */
export type InterpretContext = FailureContext & { billing: Billing };

/** Config fields every command-backed engine passes the same way. */
type CallConfig = Pick<EngineConfig, 'env' | 'timeoutMs' | 'maxOutputBytes' | 'maxMemoryBytes'>;

/** The prompt on stdin and the configured environment and bounds of one call. */
export function commandCallOf(
  config: CallConfig,
  request: EngineRequest,
): Pick<CommandSpec<unknown>, 'input' | 'extraEnv' | 'timeoutMs' | 'maxOutputBytes' | 'maxMemoryBytes'> {
  return {
    input: request.prompt,
    extraEnv: config.env,
    timeoutMs: config.timeoutMs,
    maxOutputBytes: config.maxOutputBytes,
    maxMemoryBytes: config.maxMemoryBytes,
  };
}

export async function runCommandEngine<P>(
  spec: CommandSpec<P>,
  request: EngineRequest,
  signal: AbortSignal,
  deps: EngineDeps,
): Promise<EngineResult> {
  const env = engineEnvironment(request, { base: deps.env ?? process.env, extra: spec.extraEnv ?? {} });
  const billing = spec.billing(env);
  if (signal.aborted) throw abortedError(unsentFailure(spec.identity.model, billing));
  // Credentials by their names (the engine's own `env` included) and the run's known secrets; a
  // configured value such as FAKE_MODE: auth or CLAUDE_CODE_USE_BEDROCK: "true" is not one.
  const secrets = [...secretValuesOf(env), ...(deps.knownSecrets ?? [])];
  const call: CommandCall = {
    command: spec.command,
    args: spec.args,
    input: spec.input,
    env,
    cwd: request.cwd,
    timeoutMs: request.timeoutMs ?? spec.timeoutMs,
    maxOutputBytes: spec.maxOutputBytes,
    maxMemoryBytes: spec.maxMemoryBytes,
    signal,
    capture: spec.capture?.(),
    stderrTo: stderrForwarder(deps.outputs, request.attemptId, secrets),
  };
  let outcome: OwnedCommandOutcome;
  try {
    outcome = await runCommandCall(call);
  } catch (error) {
    // runOwnedCommand refuses bad options with an error naming the field: nothing was started.
    throw new EngineError(`${spec.adapter}: ${describeError(error)}`, {
      kind: 'invalid-config',
      reported: spec.identity,
      usage: unsentFailure(spec.identity.model, billing),
      cause: error,
    });
  }
  const parsed = spec.parse(outcome);
  const sofar = spec.usageOf(parsed, billing);
  const failedUsage: UsageReceipt =
    sofar === undefined ? unmeasuredFailure(spec.identity.model, billing) : { ...sofar, failed: true };
  const reported: EngineIdentity =
    sofar?.model === undefined ? spec.identity : { ...spec.identity, model: sofar.model };
  const ctx = { adapter: spec.adapter, reported, usage: failedUsage, secrets, billing };
  const lifecycle = lifecycleFailure(outcome, call, ctx);
  if (lifecycle !== undefined) throw lifecycle;
  const verdict = spec.interpret(parsed, outcome, ctx);
  if (verdict instanceof EngineError) throw verdict;
  const cleanup = cleanupFailure(outcome, { ...ctx, usage: { ...verdict.usage, failed: true } });
  if (cleanup !== undefined) throw cleanup;
  return verdict;
}

/** The forwarder of this attempt's stderr, when its output is kept somewhere. */
function stderrForwarder(
  outputs: EngineOutputs | undefined,
  attemptId: string,
  secrets: readonly string[],
): StderrForwarder | undefined {
  const sink = outputs?.sink(attemptId);
  return sink === undefined ? undefined : new StderrForwarder(sink, secrets);
}
