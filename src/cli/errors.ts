// The CLI layer's one error class, and the exit codes every command shares (documented in --help
// and docs/cli.md). Errors of the layers below keep their own codes; exitCodeFor maps them.
import { isDeclarativeError } from '../declarative/index.ts';
import { isSupervisedRunError } from '../runner/index.ts';
import { describeError } from '../store/index.ts';

export const exitCodes = {
  /** The run completed, or a command that does not drive a run succeeded. */
  ok: 0,
  internal: 1,
  usage: 2,
  /** Paused, interrupted, or orphaned: the run waits for a resume. */
  paused: 3,
  /** Failed, stopped, timed out. */
  failed: 4,
} as const;
export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

export const cliErrorCodes = [
  /** A flag is unknown, missing, or its value is not what it accepts. */
  'USAGE',
  /** The store directory or the run does not exist. */
  'STORE_NOT_FOUND',
] as const;
export type CliErrorCode = (typeof cliErrorCodes)[number];

export class CliError extends Error {
  override readonly name = 'CliError';
  readonly code: CliErrorCode;
  /** A required flag that was not given (its name, without dashes): the CLI adds what it accepts. */
  readonly missingFlag: string | undefined;

  constructor(code: CliErrorCode, message: string, options: { missingFlag?: string } = {}) {
    super(message);
    this.code = code;
    this.missingFlag = options.missingFlag;
  }
}

export function usageError(message: string): CliError {
  return new CliError('USAGE', message);
}

/**
 * A flag given without the one it belongs to: `--ref: only used with --workflow`, then what to do
 * (e.g. `leave --ref out`). Says what is wrong, not only what the flag is for.
 */
export function onlyWith(flag: string, needs: string, advice?: string): CliError {
  return usageError(`${flag}: only used with ${needs}${advice === undefined ? '' : `; ${advice}`}`);
}

/** Runner codes that mean "the request does not fit this run": the caller's mistake, not ours. */
const runnerUsageCodes: ReadonlySet<string> = new Set([
  'INVALID_OPTIONS',
  'HOST_MODULE',
  'HOST_MODULE_CHANGED',
  'RUN_NOT_PAUSED',
  'RESUME_POSITION',
  'RESUME_DECISION',
  'RESUME_BUDGET',
  'RESUME_ANSWER',
  'RESUME_ACTOR',
  'RUN_NOT_RETRYABLE',
  // --root is no git work tree's top level (the CLI passes no workspace provider of its own).
  'WORKSPACE_ROOT',
]);

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CliError) return exitCodes.usage;
  if (isSupervisedRunError(error)) return runnerUsageCodes.has(error.code) ? exitCodes.usage : exitCodes.internal;
  if (isDeclarativeError(error))
    return error.code === 'INVALID_GRAPH' || error.code === 'INVALID_INPUTS' || error.code === 'GRAPH_FILE'
      ? exitCodes.usage
      : exitCodes.internal;
  return exitCodes.internal;
}

/** `CODE: message` for any thrown value. */
export function describeFailure(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  const message = describeError(error);
  return code === undefined || code === 'USAGE' ? message : `${code}: ${message}`;
}
