// One engine call as an owned command: bounds, owner marker, and the failures every
// command-backed engine shares (missing executable, abort, timeout, output bound, cleanup).
import { createHash, randomBytes } from 'node:crypto';
import { EngineError, type EngineIdentity, type UsageReceipt } from '../contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import { runOwnedCommand } from '../command/index.ts';
import { redactSecrets } from '../redact.ts';
import { unsentFailure } from '../receipt.ts';
import { definedFields } from '../../store/index.ts';
import { tail } from './structured.ts';

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
}

/** Runs the call with a fresh owner ID, so a helper that escapes with setsid is still swept. */
export function runCommandCall(call: CommandCall): Promise<OwnedCommandOutcome> {
  return runOwnedCommand({
    command: call.command,
    args: call.args,
    input: call.input,
    env: call.env,
    inheritParentEnv: false,
    ownerId: `sha256:${createHash('sha256').update(randomBytes(32)).digest('hex')}`,
    signal: call.signal,
    maxOutputBytes: call.maxOutputBytes ?? defaultMaxOutputBytes,
    ...definedFields({ cwd: call.cwd, timeoutMs: call.timeoutMs, maxMemoryBytes: call.maxMemoryBytes }),
  });
}

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
    const what =
      code === 'ENOENT'
        ? `${ctx.adapter}: executable "${call.command}" not found on PATH`
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
