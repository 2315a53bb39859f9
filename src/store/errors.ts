// The store layer's one error class. `code` is what callers branch on; the context
// fields name the run, log, line or path so a message never has to be parsed.
import type { EventLogName, LockHolder, StorageErrorCode } from './contract.ts';

export interface StorageErrorContext {
  runId?: string;
  log?: EventLogName;
  /** 1-based line number inside an event log. */
  line?: number;
  seq?: number;
  path?: string;
  digest?: string;
  /** The policy limit that was exceeded, in bytes. */
  limit?: number;
  /** The size that exceeded it, in bytes. */
  actual?: number;
  holder?: LockHolder;
  cause?: unknown;
}

export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly code: StorageErrorCode;
  readonly runId: string | undefined;
  readonly log: EventLogName | undefined;
  readonly line: number | undefined;
  readonly seq: number | undefined;
  readonly path: string | undefined;
  readonly digest: string | undefined;
  readonly limit: number | undefined;
  readonly actual: number | undefined;
  readonly holder: LockHolder | undefined;

  constructor(code: StorageErrorCode, message: string, context: StorageErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.code = code;
    this.runId = context.runId;
    this.log = context.log;
    this.line = context.line;
    this.seq = context.seq;
    this.path = context.path;
    this.digest = context.digest;
    this.limit = context.limit;
    this.actual = context.actual;
    this.holder = context.holder;
  }
}

export function isStorageError(error: unknown, code?: StorageErrorCode): error is StorageError {
  return error instanceof StorageError && (code === undefined || error.code === code);
}

/** Node's errno code of a failed fs call, if any. */
export function errnoCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** Wraps an unexpected fs failure; path errors that mean "something is not what we created" stay UNSAFE_STORAGE_PATH. */
export function ioError(action: string, path: string, cause: unknown, context: StorageErrorContext = {}): StorageError {
  if (cause instanceof StorageError) return cause;
  const errno = errnoCode(cause);
  if (errno === 'ELOOP' || errno === 'ENOTDIR') {
    return new StorageError(
      'UNSAFE_STORAGE_PATH',
      `${action} ${path}: a path component is a symlink or not a directory (${errno})`,
      {
        ...context,
        path,
        cause,
      },
    );
  }
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new StorageError('STORAGE_IO', `${action} ${path} failed: ${detail}`, { ...context, path, cause });
}

/** Text of an unknown thrown value, for wrapping messages (the one definition every layer uses). */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A value an option check refused, in its message's "(got …)": strings quoted, objects and lists named. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  return String(value);
}

/** describeError with the error's string `code` in front (`RUN_STORAGE: ...`), when it has one. */
export function describeCodedError(error: unknown): string {
  const code: unknown = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return `${typeof code === 'string' ? `${code}: ` : ''}${describeError(error)}`;
}
