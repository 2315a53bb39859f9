// One engine call as an owned command: bounds, owner marker, and the failures every
// command-backed engine shares (missing executable, abort, timeout, output bound, cleanup).
import { createHash, randomBytes } from 'node:crypto';
import { EngineError, type EngineIdentity, type UsageReceipt } from '../contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import { runOwnedCommand, startOwnedCommand, type OwnedCommandOptions } from '../command/index.ts';
import { redactSecrets } from '../redact.ts';
import { unsentFailure } from '../receipt.ts';
import { definedFields } from '../../store/index.ts';
import { tail } from './structured.ts';
import type { OutputCapture } from './line-capture.ts';
import type { StderrForwarder } from './stderr-forward.ts';

export type OwnedCommandOutcome = Awaited<ReturnType<typeof runOwnedCommand>>;

export const defaultMaxOutputBytes = 16 * 1024 * 1024;

export interface CommandCall {
  command: string;
  args: string[];
  input: string;
  env: Record<string, string>;
  cwd?: string | undefined;
  timeoutMs?: number | undefined;
  maxOutputBytes?: number | undefined;
  maxMemoryBytes?: number | undefined;
  signal: AbortSignal;
  /**
   * Keeps the output as it arrives (e.g. dropping superseded lines): the output bound then applies
   * to what this keeps, not to every byte read. Without it all output is kept and counted.
   */
  capture?: OutputCapture | undefined;
  /** Passes stderr on as it arrives (to the attempt's log), besides keeping it. */
  stderrTo?: StderrForwarder | undefined;
}

/** Runs the call with a fresh owner ID, so a helper that escapes with setsid is still swept. */
export async function runCommandCall(call: CommandCall): Promise<OwnedCommandOutcome> {
  const options: OwnedCommandOptions = {
    command: call.command,
    args: call.args,
    input: call.input,
    env: call.env,
    inheritParentEnv: false,
    ownerId: `sha256:${createHash('sha256').update(randomBytes(32)).digest('hex')}`,
    signal: call.signal,
    ...definedFields({ cwd: call.cwd, timeoutMs: call.timeoutMs, maxMemoryBytes: call.maxMemoryBytes }),
  };
  const bound = call.maxOutputBytes ?? defaultMaxOutputBytes;
  const { capture, stderrTo } = call;
  if (capture === undefined && stderrTo === undefined) return runOwnedCommand({ ...options, maxOutputBytes: bound });
  if (capture === undefined) {
    const owned = startOwnedCommand({ ...options, maxOutputBytes: bound });
    owned.onOutput((chunk, stream) => {
      if (stream === 'stderr') stderrTo?.push(chunk);
    });
    const result = await owned.result;
    stderrTo?.end();
    return result;
  }
  const owned = startOwnedCommand({ ...options, keepOutput: false });
  owned.onOutput((chunk, stream) => {
    if (stream === 'stderr') stderrTo?.push(chunk);
    capture.push(chunk, stream);
    if (capture.keptBytes() > bound) void owned.stop(outputLimitReason);
  });
  const result = await owned.result;
  stderrTo?.end();
  // The first reason to stop wins: an abort or time bound before the output bound stays what it was.
  const limited = result.stopReason === outputLimitReason;
  return {
    ...result,
    stdout: capture.text('stdout'),
    stderr: capture.text('stderr'),
    outputLimitExceeded: result.outputLimitExceeded || limited,
    aborted: result.aborted && !limited,
  };
}

const outputLimitReason = 'output-limit';

export interface FailureContext {
  adapter: string;
  reported: EngineIdentity;
  /** Receipt for the failed call (tokens it reported, or unmeasured), marked failed. */
  usage: UsageReceipt;
  secrets: readonly string[];
}

/** Characters of a stream kept in error details and at the end of a failure message. */
export const tailChars = 4000;

/**
 * The last `maxChars` characters of captured text, secrets redacted first: the text redacted is
 * longer than what is kept, so a secret cut at the tail's start is still recognised.
 */
export function redactedTail(text: string, secrets: readonly string[], maxChars = tailChars): string {
  const longest = Math.max(0, ...secrets.map((s) => s.length));
  return tail(redactSecrets(tail(text, maxChars + longest), secrets), maxChars);
}

/**
 * What a failed command's message ends with, as a command node's does: the last non-empty lines of
 * its stderr (redacted, bounded like the details' tail), '' when it printed nothing there.
 */
export function stderrEnding(stderr: string, secrets: readonly string[]): string {
  return redactedTail(stderr, secrets)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** True when a signal, not the process itself, ended it (an OOM kill, a kill from outside). */
export function killedBySignal(outcome: OwnedCommandOutcome): boolean {
  return outcome.exitCode === null && outcome.signal !== null;
}

/** How the process ended, for a message: `exited 1`, or `was killed by SIGKILL`. */
export function howItEnded(outcome: OwnedCommandOutcome): string {
  return killedBySignal(outcome) ? `was killed by ${outcome.signal}` : `exited ${outcome.exitCode ?? '?'}`;
}

/** What a failure message ends with: the end of stderr, or that there was none. */
export function stderrClause(outcome: OwnedCommandOutcome, secrets: readonly string[]): string {
  const said = stderrEnding(outcome.stderr, secrets);
  return said === '' ? '; nothing on stderr' : `; stderr ends with:\n${said}`;
}

/** Scrubbed tails of the capture, for error details. */
export function captureDetails(outcome: OwnedCommandOutcome, secrets: readonly string[]): { [key: string]: JsonValue } {
  const details: { [key: string]: JsonValue } = {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    stdoutTail: redactedTail(outcome.stdout, secrets),
    stderrTail: redactedTail(outcome.stderr, secrets),
  };
  if (!outcome.cleanup.verified) details.survivors = outcome.cleanup.survivors.map((p) => ({ ...p }));
  return details;
}

export function engineFailure(
  message: string,
  kind: EngineError['kind'],
  ctx: FailureContext,
  extra: {
    details?: JsonValue;
    retryAfterMs?: number | undefined;
  } = {},
): EngineError {
  return new EngineError(redactSecrets(message, ctx.secrets), {
    kind,
    reported: ctx.reported,
    usage: ctx.usage,
    ...definedFields({ details: extra.details, retryAfterMs: extra.retryAfterMs }),
  });
}

/**
 * The failure every command engine reads the same way, before looking at the tool's output:
 * could not start, aborted, timed out, output or memory bound. Undefined when the command ran to its end.
 */
export function lifecycleFailure(
  outcome: OwnedCommandOutcome,
  call: CommandCall,
  ctx: FailureContext,
): EngineError | undefined {
  const details = captureDetails(outcome, ctx.secrets);
  if (outcome.spawnError !== undefined) {
    const { code, message } = outcome.spawnError;
    const kind = code === 'ENOENT' ? 'missing-cli' : 'invalid-config';
    // A name is looked up on PATH; a path (absolute or relative, with a slash) is not.
    const where = call.command.includes('/') ? 'not found' : 'not found on PATH';
    const what =
      code === 'ENOENT'
        ? `${ctx.adapter}: executable "${call.command}" ${where}`
        : `${ctx.adapter}: could not start "${call.command}"`;
    // Nothing started, so nothing was used.
    const unsent = { ...ctx, usage: unsentFailure(ctx.usage.model, ctx.usage.billing) };
    return engineFailure(`${what} (${code}: ${message})`, kind, unsent, { details });
  }
  if (outcome.aborted) return engineFailure(`${ctx.adapter}: call aborted`, 'aborted', ctx, { details });
  if (outcome.timedOut) {
    return engineFailure(
      `${ctx.adapter}: call exceeded its time bound of ${call.timeoutMs ?? '?'} ms`,
      'timeout',
      ctx,
      { details },
    );
  }
  if (outcome.outputLimitExceeded) {
    const bound = call.maxOutputBytes ?? defaultMaxOutputBytes;
    return engineFailure(
      `${ctx.adapter}: output passed maxOutputBytes (${bound}); the command was stopped`,
      'other',
      ctx,
      { details },
    );
  }
  if ('memoryLimitExceeded' in outcome && outcome.memoryLimitExceeded) {
    return engineFailure(
      `${ctx.adapter}: memory passed maxMemoryBytes (${call.maxMemoryBytes ?? '?'}); the command was stopped`,
      'other',
      ctx,
      { details },
    );
  }
  return undefined;
}

/** A call whose processes could not all be stopped is not a clean result, whatever it printed. */
export function cleanupFailure(outcome: OwnedCommandOutcome, ctx: FailureContext): EngineError | undefined {
  if (outcome.cleanup.verified) return undefined;
  return engineFailure(
    `${ctx.adapter}: ${outcome.cleanup.survivors.length} process${outcome.cleanup.survivors.length === 1 ? '' : 'es'} survived cleanup`,
    'other',
    ctx,
    { details: captureDetails(outcome, ctx.secrets) },
  );
}
