// Runs git with an argv array (never a shell), a predictable environment and
// unquoted paths. Callers use -z output formats wherever paths are parsed and
// `:(literal)` pathspecs (see `literalPathspec`) so file names are never patterns.
import { AsyncLocalStorage } from 'node:async_hooks';
import { runGitProcess } from './git-process.ts';
import { WorkspaceError } from './errors.ts';

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

export interface GitOptions {
  /** Bytes written to git's stdin (e.g. object ids for `cat-file --batch`). */
  input?: string | Buffer;
  /** Exit codes that are answers, not failures (e.g. 1 for `cat-file -e`). */
  okExitCodes?: readonly number[];
  /** Stop git after this long (WORKSPACE_CAPTURE); default defaultGitTimeoutMs. */
  timeoutMs?: number;
  /** The caller's signal: aborting it stops git (WORKSPACE_CAPTURE). */
  signal?: AbortSignal;
}

/** Largest stdout accepted from one git invocation. */
const maxStdoutBytes = 512 * 1024 * 1024;
const maxStderrBytes = 64 * 1024;

// Variables that would point git at another repository, index or object store than `cwd`'s.
const repositoryVariables = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_NAMESPACE',
  'GIT_PREFIX',
  'GIT_CEILING_DIRECTORIES',
];

export class GitCommandError extends Error {
  readonly exitCode: number | null;
  readonly stderr: string;
  constructor(args: readonly string[], exitCode: number | null, stderr: string, cause?: unknown) {
    const detail = stderr.trim().split('\n').slice(-3).join(' ') || (cause instanceof Error ? cause.message : '');
    super(
      `git ${args[0] ?? ''} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${detail}`,
      cause === undefined ? undefined : { cause },
    );
    this.name = 'GitCommandError';
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

function gitEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_OPTIONAL_LOCKS: '0' };
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- environment variable names
  for (const name of repositoryVariables) delete env[name];
  return env;
}

let spawned = 0;

/** git processes this module has started in this process (a seam for tests that assert none were). */
export function gitSpawnCount(): number {
  return spawned;
}

/** Longest one git invocation may take unless the caller says otherwise (a hung git must not hang teardown). */
export const defaultGitTimeoutMs = 120_000;

// The signal of the provider call in progress. A capture or a verify runs a dozen git calls
// through scan, tree and diff helpers; carrying the caller's signal in the async context reaches
// each of them without threading it through every helper's signature.
const callerSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs `task` with `signal` stopping every git call it makes (unless a call names its own signal). */
export function withGitSignal<T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
  return signal === undefined ? task() : callerSignal.run(signal, task);
}

export function runGit(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<GitResult> {
  spawned += 1;
  const signal = options.signal ?? callerSignal.getStore();
  return gitCall(cwd, args, signal === undefined ? options : { ...options, signal });
}

async function gitCall(cwd: string, args: readonly string[], options: GitOptions): Promise<GitResult> {
  const timeoutMs = options.timeoutMs ?? defaultGitTimeoutMs;
  const result = await runGitProcess(['-c', 'core.quotepath=off', ...args], {
    cwd,
    env: gitEnvironment(),
    input: options.input ?? '',
    maxStdoutBytes,
    maxStderrBytes,
    timeoutMs,
    // git ignores SIGTERM only when wedged in the kernel; SIGKILL follows soon after.
    killAfterMs: 1000,
    signal: options.signal,
  });
  const stderr = result.stderr.toString('utf8');
  if (result.timedOut) {
    throw new WorkspaceError(
      'WORKSPACE_CAPTURE',
      `git ${args[0] ?? ''} did not finish within ${timeoutMs} ms and was stopped (a hung git, or a lock held by another git)`,
      { cause: result },
    );
  }
  if (result.canceled) {
    throw new WorkspaceError('WORKSPACE_CAPTURE', `git ${args[0] ?? ''} was stopped: the caller aborted`, {
      cause: options.signal?.reason,
    });
  }
  if (result.maxBuffer) {
    throw new GitCommandError(args, null, `output exceeded ${maxStdoutBytes} bytes`);
  }
  if (result.exitCode === null) {
    // Not started (git missing, cwd gone) or killed by a signal.
    throw new GitCommandError(args, null, stderr, result.error ?? new Error('git was ended by a signal'));
  }
  const exitCode = result.exitCode;
  if (exitCode !== 0 && !(options.okExitCodes ?? []).includes(exitCode)) {
    throw new GitCommandError(args, exitCode, stderr);
  }
  return { stdout: result.stdout, stderr, exitCode };
}

export function splitNul(output: Buffer): string[] {
  const fields: string[] = [];
  let start = 0;
  for (let index = output.indexOf(0, start); index !== -1; index = output.indexOf(0, start)) {
    fields.push(decodeUtf8(output.subarray(start, index)));
    start = index + 1;
  }
  if (start < output.length) fields.push(decodeUtf8(output.subarray(start)));
  return fields;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Buffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    // A lossy decode would name a different file; refuse instead.
    throw new Error(`git reported a path that is not valid UTF-8: ${JSON.stringify(bytes.toString('latin1'))}`);
  }
}

/** A pathspec that matches exactly this repository-relative path (no globbing), from the top level. */
export function literalPathspec(relativePath: string, exclude = false): string {
  return `:(top,literal${exclude ? ',exclude' : ''})${relativePath}`;
}
