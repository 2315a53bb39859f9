// What a command talks to: output streams, the environment, the working directory. main.ts hands
// in the process's; nothing else in the CLI reads process.stdout or process.env directly.
import { fstatSync } from 'node:fs';
import { logLines, readsAsCommand, untrustedBlock } from '../report/index.ts';

export interface OutputStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  /** The file descriptor behind it, when there is one. */
  readonly fd?: number;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

export function processIo(): CliIo {
  // In a GitHub Actions step the runner reads both streams for workflow commands.
  const guard = (stream: OutputStream) => (process.env.GITHUB_ACTIONS === 'true' ? commandProof(stream) : stream);
  return { stdout: guard(process.stdout), stderr: guard(process.stderr), env: process.env, cwd: process.cwd() };
}

/**
 * `stream` for a job log, whose runner reads every line for workflow commands: what the CLI prints
 * holds node output, questions and reasons, so a write any of whose lines would read as a command
 * goes inside a stop-commands block. A stream redirected to a file (`>> $GITHUB_STEP_SUMMARY`) is
 * no log and is left as it is.
 */
export function commandProof(stream: OutputStream): OutputStream {
  if (stream.fd !== undefined && isFile(stream.fd)) return stream;
  return {
    ...(stream.isTTY === undefined ? {} : { isTTY: stream.isTTY }),
    write(text: string) {
      const lines = logLines(text.endsWith('\n') ? text.slice(0, -1) : text);
      return stream.write(lines.some(readsAsCommand) ? untrustedBlock(lines) : text);
    },
  };
}

function isFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/** Live redrawing (a status line) only on a terminal and never in CI logs. */
export function canAnimate(io: CliIo): boolean {
  const ci = io.env.CI;
  return io.stdout.isTTY === true && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
}

export function line(stream: OutputStream, text = ''): void {
  stream.write(`${text}\n`);
}

/**
 * `value` as one line of JSON. `##[` can only stand inside its strings, where it is written
 * `##\u005b`: the same value to any JSON reader, and nothing a job log's runner reads as a command
 * (the JSON stays whole when a step captures it).
 */
export function jsonLine(stream: OutputStream, value: unknown): void {
  line(stream, JSON.stringify(value).replaceAll('##[', '##\\u005b'));
}
