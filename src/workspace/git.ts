// Runs git with an argv array (never a shell), a predictable environment and
// unquoted paths. Callers use -z output formats wherever paths are parsed and
// `:(literal)` pathspecs (see `literalPathspec`) so file names are never patterns.
import { spawn } from 'node:child_process';

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

export function runGit(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<GitResult> {
  spawned += 1;
  return new Promise((resolve, reject) => {
    const argv = ['-c', 'core.quotepath=off', ...args];
    const child = spawn('git', argv, {
      cwd,
      env: gitEnvironment(),
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) {
        failure ??= new GitCommandError(args, null, `output exceeded ${maxStdoutBytes} bytes`);
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < maxStderrBytes) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      failure ??= new GitCommandError(args, null, '', error);
    });
    // git may exit before reading all of stdin (e.g. on a bad object); that is reported by its exit code.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
    child.on('close', (code) => {
      if (failure !== null) {
        reject(failure);
        return;
      }
      const exitCode = code ?? -1;
      if (exitCode !== 0 && !(options.okExitCodes ?? []).includes(exitCode)) {
        reject(new GitCommandError(args, exitCode, stderr));
        return;
      }
      resolve({ stdout: Buffer.concat(chunks), stderr, exitCode });
    });
  });
}

/** Splits `-z` output into its NUL-terminated fields, refusing names that are not valid UTF-8. */
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
