// One git process on node:child_process: an argv array (never a shell), bytes on stdin, stdout
// and stderr collected up to a bound, stopped (SIGTERM, then SIGKILL after a grace) by its timeout
// or the caller's signal, and settled only once the process is gone. Not a general process
// library: a worker's workspace captures are on the way to its first node, and loading one cost
// more than the git processes it ran.
import { spawn, type ChildProcess } from 'node:child_process';

export interface GitProcessOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  input: string | Buffer;
  maxStdoutBytes: number;
  /** stderr past this is dropped (its first bytes say what went wrong). */
  maxStderrBytes: number;
  timeoutMs: number;
  /** Between SIGTERM and SIGKILL when the process is stopped. */
  killAfterMs: number;
  signal?: AbortSignal | undefined;
}

export interface GitProcessOutcome {
  stdout: Buffer;
  stderr: Buffer;
  /** null when the process did not start or was ended by a signal. */
  exitCode: number | null;
  timedOut: boolean;
  canceled: boolean;
  /** stdout went past maxStdoutBytes (the process was stopped). */
  maxBuffer: boolean;
  /** Why it did not start (or a stream failed). */
  error: Error | undefined;
}

function collector(limit: number, onOverflow: (() => void) | null) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  return {
    add(chunk: Buffer): void {
      if (bytes >= limit) return;
      if (bytes + chunk.length > limit) {
        chunks.push(chunk.subarray(0, limit - bytes));
        bytes = limit;
        onOverflow?.();
        return;
      }
      chunks.push(chunk);
      bytes += chunk.length;
    },
    bytes: () => Buffer.concat(chunks),
  };
}

export function runGitProcess(args: readonly string[], options: GitProcessOptions): Promise<GitProcessOutcome> {
  return new Promise((resolve) => {
    const state = { timedOut: false, canceled: false, maxBuffer: false, error: undefined as Error | undefined };
    let child: ChildProcess;
    try {
      child = spawn('git', args, { cwd: options.cwd, env: options.env, stdio: 'pipe', windowsHide: true });
    } catch (error) {
      resolve({ stdout: Buffer.alloc(0), stderr: Buffer.alloc(0), exitCode: null, ...state, error: error as Error });
      return;
    }
    let killTimer: NodeJS.Timeout | undefined;
    const stop = (): void => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      killTimer ??= setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
    };
    const stdout = collector(options.maxStdoutBytes, () => {
      state.maxBuffer = true;
      stop();
    });
    const stderr = collector(options.maxStderrBytes, null);
    const timer = setTimeout(() => {
      state.timedOut = true;
      stop();
    }, options.timeoutMs);
    const onAbort = (): void => {
      state.canceled = true;
      stop();
    };
    let settled = false;
    const finish = (exitCode: number | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ stdout: stdout.bytes(), stderr: stderr.bytes(), exitCode, ...state });
    };
    child.stdout?.on('data', (chunk: Buffer) => stdout.add(chunk));
    child.stderr?.on('data', (chunk: Buffer) => stderr.add(chunk));
    // git may exit before reading all of its input (EPIPE): its exit code says how it went.
    child.stdin?.on('error', () => {});
    child.on('error', (error) => {
      state.error ??= error;
      if (child.pid === undefined) finish(null); // never started: no close follows for sure
    });
    child.on('close', (code) => finish(code));
    if (options.signal?.aborted === true) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdin?.end(options.input);
  });
}
