// The Action layer's one error class. `code` is what callers branch on; `input` names the
// action input (or option) a refusal is about, so a message never has to be parsed.

export const actionErrorCodes = [
  'INVALID_INPUT',
  'STORE_NOT_FOUND',
  'STORE_RESTORE',
  /** Another job claimed the next session of the run first (one job drives one session). */
  'RUN_CLAIMED',
  /** A restored store's definition is not what the repository's graph (or definition) file gives. */
  'STORE_UNTRUSTED',
] as const;
export type ActionErrorCode = (typeof actionErrorCodes)[number];

export interface ActionErrorContext {
  /** The input or option the error is about, e.g. `run-id`, `prefix`. */
  input?: string;
  /** A cache key or artifact name involved, when there is one. */
  key?: string;
  /** A file or directory involved, when there is one. */
  path?: string;
  cause?: unknown;
}

export class ActionError extends Error {
  override readonly name = 'ActionError';
  readonly code: ActionErrorCode;
  readonly input: string | undefined;
  readonly key: string | undefined;
  readonly path: string | undefined;

  constructor(code: ActionErrorCode, message: string, context: ActionErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.code = code;
    this.input = context.input;
    this.key = context.key;
    this.path = context.path;
  }
}

export function isActionError(error: unknown, code?: ActionErrorCode): error is ActionError {
  return error instanceof ActionError && (code === undefined || error.code === code);
}
