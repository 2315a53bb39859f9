// A command node: argv run through runOwnedCommand (no shell) in its cwd under the run root, with the
// worker's environment plus the node's env. Exit 0 -> { exitCode, durationMs, stdoutTail }; anything
// else throws, so the executor records EFFECT_FAILED (or ABORTED) with a message naming the exit code
// or signal and the end of stderr. Output is streamed, not buffered; captures are redacted. Everything
// printed also goes to the attempt's output sink (the runner keeps it and streams it live). Templates
// in arguments and env values are filled from the dispatch input, one argument each; outputs the
// command publishes through $SUPERVISED_OUTPUT join the result as `outputs`.
import { attemptEnvironment, startOwnedCommand, type OwnedCommandResult } from '../../engine/command/index.ts';
import { redactForDisplay } from '../../engine/index.ts';
import type { SecretMatcher } from '../../store/index.ts';
import type { AttemptOutputs } from '../../runner/index.ts';
import type { DataNodeBinding, DataNodeContext } from '../../graph/contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import { DeclarativeError } from '../errors.ts';
import type { CommandNodeConfig } from '../host-config.ts';
import { resolveInsideRoot } from '../paths.ts';
import { renderTemplate, TemplateValueError, type GateFields, type TemplateValues } from '../template.ts';
import { dagInputValues } from './input.ts';
import { createOutputFile, outputFileVariable, readOutputFile, runOutcomeVariable } from './outputs.ts';
import { ByteTail } from './tail.ts';
import { commandVerdict, findingsForEnv, reviewFindingsVariable, reviewRoundVariable } from './verdict.ts';

/** Bytes of stdout kept in the node's result, and of stderr in a failure message. */
export const tailBytes = 4096;
/** Combined stdout + stderr bound of one command: output is streamed, so this only stops a runaway. */
export const defaultMaxOutputBytes = 64 * 1024 * 1024;

export interface CommandNodeContext {
  runRoot: string;
  /** The worker's environment (already narrowed by the runner). */
  environment: Readonly<Record<string, string | undefined>>;
  /** Values redacted from captured output. */
  secrets: readonly string[];
  /** The store's known secrets: also redacted where captured output holds them behind an encoding. */
  storedSecrets?: SecretMatcher;
  maxOutputBytes?: number;
  teardownGraceMs?: number;
  /** The runner's attempt-output service: every byte printed is kept (bounded, redacted) and streamed. */
  outputs?: AttemptOutputs;
  /** Per gate node, its declared fields (a template reads one left out of the answer as empty). */
  gateFields?: GateFields;
}

export function commandNodeBinding(
  nodeId: string,
  config: CommandNodeConfig,
  context: CommandNodeContext,
): DataNodeBinding {
  return {
    kind: 'data',
    retrySafe: config.retrySafe,
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    run: (input, ctx) => runCommandNode(nodeId, config, context, ctx, dagInputValues(input, context.gateFields)),
  };
}

async function runCommandNode(
  nodeId: string,
  config: CommandNodeConfig,
  context: CommandNodeContext,
  ctx: DataNodeContext,
  values: TemplateValues,
): Promise<JsonValue> {
  const cwd = await resolveInsideRoot(context.runRoot, config.cwd, { mustExist: true });
  if (!cwd.ok) throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: cwd ${cwd.message}`);
  const filled = fillTemplates(nodeId, config, values);
  const outputFile = await createOutputFile();
  try {
    const env: Record<string, string> = { ...filled.env, [outputFileVariable]: outputFile.path };
    // Finally nodes learn how the rest of the run went.
    if (values.runOutcome !== undefined) env[runOutcomeVariable] = values.runOutcome;
    // Nodes of a review loop learn the round and what they answer.
    if (values.review !== undefined) {
      env[reviewRoundVariable] = String(values.review.round);
      env[reviewFindingsVariable] = findingsForEnv(values.review.findings);
    }
    const result = await runFilled(nodeId, { ...config, argv: filled.argv, env }, context, ctx, cwd.path);
    const published = await readOutputFile(outputFile.path, context.secrets, context.storedSecrets);
    if (!published.ok) throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: ${published.problem}`);
    const joined = Object.keys(published.outputs).length === 0 ? result : { ...result, outputs: published.outputs };
    return config.review === undefined ? joined : commandVerdict(nodeId, joined, config.review);
  } finally {
    await outputFile.remove();
  }
}

/** Arguments and env values with their templates filled (a template fills one argument, never more). */
function fillTemplates(
  nodeId: string,
  config: CommandNodeConfig,
  values: TemplateValues,
): { argv: string[]; env: Record<string, string> } {
  try {
    const fill = (text: string) => renderTemplate(text, values, { strict: false });
    return {
      argv: config.argv.map(fill),
      env: Object.fromEntries(Object.entries(config.env).map(([name, value]) => [name, fill(value)])),
    };
  } catch (error) {
    if (error instanceof TemplateValueError)
      throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: ${error.message}`);
    throw error;
  }
}

async function runFilled(
  nodeId: string,
  config: CommandNodeConfig,
  context: CommandNodeContext,
  ctx: DataNodeContext,
  cwd: string,
): Promise<Record<string, JsonValue>> {
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(context.environment)) if (value !== undefined) base[name] = value;
  const env = attemptEnvironment({ attemptId: ctx.attemptId, env: { ...base, ...config.env } });
  // Longer than the kept tail, so a secret cut at the tail's start is still recognised and redacted
  // (percent-escaped, a stored secret takes up to 3 bytes a byte).
  const longestSecret =
    (context.storedSecrets === undefined ? 1 : 3) * Math.max(0, ...context.secrets.map((s) => Buffer.byteLength(s)));
  const stdout = new ByteTail(tailBytes + longestSecret);
  const stderr = new ByteTail(tailBytes + longestSecret);
  const [command, ...args] = config.argv as [string, ...string[]];
  const owned = startOwnedCommand({
    command,
    args,
    cwd,
    env,
    inheritParentEnv: false,
    maxOutputBytes: context.maxOutputBytes ?? defaultMaxOutputBytes,
    signal: ctx.signal,
    keepOutput: false,
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    ...(context.teardownGraceMs === undefined ? {} : { teardownGraceMs: context.teardownGraceMs }),
  });
  const sink = context.outputs?.sink(ctx.attemptId);
  owned.onOutput((chunk, stream) => {
    (stream === 'stdout' ? stdout : stderr).push(chunk);
    sink?.write(stream, chunk);
  });
  const result = await owned.result;
  const redact = (tail: ByteTail) =>
    redactForDisplay(tail.text(), context.secrets, context.storedSecrets).slice(-tailBytes);
  const failure = describeFailure(command, config, result, context.maxOutputBytes ?? defaultMaxOutputBytes);
  if (failure !== undefined) {
    // Its last line break left out: one-line views would end the message with a space.
    const stderrTail = redact(stderr).trimEnd();
    const message = `node ${nodeId}: ${failure}${stderrTail.trim() === '' ? '' : `; stderr ends with:\n${stderrTail}`}`;
    throw new DeclarativeError('COMMAND_FAILED', message, { details: failureFacts(result) });
  }
  return { exitCode: result.exitCode ?? 0, durationMs: result.durationMs, stdoutTail: redact(stdout) };
}

/** What retry policies match on: the exit code, the signal, or a timeout. */
function failureFacts(result: OwnedCommandResult): Record<string, string | number | boolean> {
  if (result.timedOut) return { timedOut: true };
  if (result.signal !== null) return { signal: result.signal };
  return result.exitCode === null ? {} : { exitCode: result.exitCode };
}

function describeFailure(
  command: string,
  config: CommandNodeConfig,
  result: OwnedCommandResult,
  maxOutputBytes: number,
): string | undefined {
  if (result.spawnError !== undefined) {
    return `command "${command}" could not start (${result.spawnError.code}: ${result.spawnError.message})`;
  }
  const survivors = result.cleanup.survivors.length;
  const leftovers = survivors > 0 ? `; ${survivors} of its processes could not be stopped` : '';
  if (result.timedOut) return `command "${command}" timed out after ${config.timeoutMs} ms and was stopped${leftovers}`;
  if (result.outputLimitExceeded)
    return `command "${command}" printed more than ${maxOutputBytes} bytes and was stopped${leftovers}`;
  if (result.memoryLimitExceeded) return `command "${command}" exceeded its memory bound and was stopped${leftovers}`;
  if (result.aborted) return `command "${command}" was stopped: the attempt was aborted${leftovers}`;
  // A reviewer's revise exit code is its verdict, not a failure.
  if (result.exitCode !== 0 && result.exitCode !== config.review?.reviseExitCode) {
    const how =
      result.signal !== null ? `was killed by signal ${result.signal}` : `exited with code ${result.exitCode}`;
    return `command "${command}" ${how}${leftovers}`;
  }
  if (survivors > 0)
    return `command "${command}" exited with code 0 but ${survivors} of its processes could not be stopped`;
  return undefined;
}
