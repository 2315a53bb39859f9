// A command node: argv run through runOwnedCommand (no shell) in its cwd under the run root, with the
// worker's environment plus the node's env. Exit 0 -> { exitCode, durationMs, stdoutTail }; anything
// else throws, so the executor records EFFECT_FAILED (or ABORTED) with a message naming the exit code
// or signal and the end of stderr. Output is streamed, not buffered; captures are redacted.
import { attemptEnvironment, startOwnedCommand, type OwnedCommandResult } from '../../engine/command/index.ts';
import { redactSecrets } from '../../engine/index.ts';
import type { DataNodeBinding, DataNodeContext } from '../../graph/contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import { DeclarativeError } from '../errors.ts';
import type { CommandNodeConfig } from '../host-config.ts';
import { resolveInsideRoot } from '../paths.ts';
import { ByteTail } from './tail.ts';

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
  maxOutputBytes?: number;
  teardownGraceMs?: number;
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
    run: (_input, ctx) => runCommandNode(nodeId, config, context, ctx),
  };
}

async function runCommandNode(
  nodeId: string,
  config: CommandNodeConfig,
  context: CommandNodeContext,
  ctx: DataNodeContext,
): Promise<JsonValue> {
  const cwd = await resolveInsideRoot(context.runRoot, config.cwd, { mustExist: true });
  if (!cwd.ok) throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: cwd ${cwd.message}`);
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(context.environment)) if (value !== undefined) base[name] = value;
  const env = attemptEnvironment({ attemptId: ctx.attemptId, env: { ...base, ...config.env } });
  // Longer than the kept tail, so a secret cut at the tail's start is still recognised and redacted.
  const longestSecret = Math.max(0, ...context.secrets.map((s) => Buffer.byteLength(s)));
  const stdout = new ByteTail(tailBytes + longestSecret);
  const stderr = new ByteTail(tailBytes + longestSecret);
  const [command, ...args] = config.argv as [string, ...string[]];
  const owned = startOwnedCommand({
    command,
    args,
    cwd: cwd.path,
    env,
    inheritParentEnv: false,
    maxOutputBytes: context.maxOutputBytes ?? defaultMaxOutputBytes,
    signal: ctx.signal,
    keepOutput: false,
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    ...(context.teardownGraceMs === undefined ? {} : { teardownGraceMs: context.teardownGraceMs }),
  });
  owned.onOutput((chunk, stream) => (stream === 'stdout' ? stdout : stderr).push(chunk));
  const result = await owned.result;
  const redact = (tail: ByteTail) => redactSecrets(tail.text(), context.secrets).slice(-tailBytes);
  const failure = describeFailure(command, config, result, context.maxOutputBytes ?? defaultMaxOutputBytes);
  if (failure !== undefined) {
    const stderrTail = redact(stderr);
    const message = `node ${nodeId}: ${failure}${stderrTail.trim() === '' ? '' : `; stderr ends with:\n${stderrTail}`}`;
    throw new DeclarativeError('COMMAND_FAILED', message);
  }
  return { exitCode: 0, durationMs: result.durationMs, stdoutTail: redact(stdout) };
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
  if (result.exitCode !== 0) {
    const how =
      result.signal !== null ? `was killed by signal ${result.signal}` : `exited with code ${result.exitCode}`;
    return `command "${command}" ${how}${leftovers}`;
  }
  if (survivors > 0)
    return `command "${command}" exited with code 0 but ${survivors} of its processes could not be stopped`;
  return undefined;
}
