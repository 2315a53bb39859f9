// What a command talks to: output streams, the environment, the working directory. main.ts hands
// in the process's; nothing else in the CLI reads process.stdout or process.env directly.
import { fstatSync } from 'node:fs';
import { logLines, readsAsCommand, untrustedBlock } from '../report/index.ts';

export interface OutputStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  /** A terminal's width in columns, when it is one. */
  readonly columns?: number;
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
  const guard = ciLogGuard(process.env);
  return { stdout: guard(process.stdout), stderr: guard(process.stderr), env: process.env, cwd: process.cwd() };
}

/**
 * How the CI system the CLI runs in would read its streams: a GitHub Actions step's runner reads
 * both for workflow commands, an Azure Pipelines agent (TF_BUILD=True) for logging commands, a
 * TeamCity agent (TEAMCITY_VERSION set) for service messages.
 */
export function ciLogGuard(env: Readonly<Record<string, string | undefined>>): (stream: OutputStream) => OutputStream {
  if (env.GITHUB_ACTIONS === 'true') return commandProof;
  if (env.TF_BUILD?.toLowerCase() === 'true') return (stream) => prefixProof(stream, vsoPrefix);
  if (env.TEAMCITY_VERSION !== undefined && env.TEAMCITY_VERSION !== '')
    return (stream) => prefixProof(stream, teamcityPrefix);
  return (stream) => stream;
}

/**
 * `stream` for a job log, whose runner reads every line for workflow commands: what the CLI prints
 * holds node output, questions and reasons, so a write any of whose lines would read as a command
 * goes inside a stop-commands block. A stream redirected to a file (`>> $GITHUB_STEP_SUMMARY`) is
 * no log and is left as it is.
 */
export function commandProof(stream: OutputStream): OutputStream {
  return rewrittenForLog(stream, (text) => {
    const lines = logLines(text.endsWith('\n') ? text.slice(0, -1) : text);
    return lines.some(readsAsCommand) ? untrustedBlock(lines) : text;
  });
}

// Azure Pipelines' agent looks `##vso[` up anywhere in a line of either stream (set a variable,
// prepend to PATH, upload a file, complete the task); TeamCity reads `##teamcity[` service messages
// (set a parameter, fail the build). Neither has anything like stop-commands. Matched in any case:
// more than the agents' exact match, never less.
export const vsoPrefix = /##(vso\[)/gi;
const teamcityPrefix = /##(teamcity\[)/gi;

/**
 * `stream` for a log whose agent acts on a command `prefix` anywhere in a line and cannot be told
 * to stop: the prefix in what the CLI prints is written `##_vso[` (`##_teamcity[`), as Microsoft's
 * tasks write remote output. Azure's `##[group]`-style lines only format the log and are left.
 */
export function prefixProof(stream: OutputStream, prefix: RegExp): OutputStream {
  return rewrittenForLog(stream, (text) => text.replace(prefix, '##_$1'));
}

/** `stream` with each write rewritten, unless it is a file (no log reads that). */
function rewrittenForLog(stream: OutputStream, rewrite: (text: string) => string): OutputStream {
  if (stream.fd !== undefined && isFile(stream.fd)) return stream;
  return {
    ...(stream.isTTY === undefined ? {} : { isTTY: stream.isTTY }),
    // A getter: a terminal's width changes when its window is resized.
    get columns() {
      return stream.columns;
    },
    write: (text: string) => stream.write(rewrite(text)),
  };
}

function isFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/**
 * The width help text is wrapped to: the terminal's (or $COLUMNS), between 40 and 100 columns;
 * 80 when neither says.
 */
export function helpWidth(io: CliIo, stream: OutputStream = io.stdout): number {
  const fromEnv = Number(io.env.COLUMNS);
  const columns =
    stream.isTTY === true && stream.columns !== undefined && stream.columns > 0 ? stream.columns : fromEnv;
  return Number.isInteger(columns) && columns > 0 ? Math.min(100, Math.max(40, columns)) : 80;
}

/** The width of the terminal stdout is, if it is one that says. */
export function terminalWidth(io: CliIo): number | undefined {
  const columns = io.stdout.columns;
  return io.stdout.isTTY === true && columns !== undefined && columns > 0 ? columns : undefined;
}

/** Whether the terminal can take cursor movement: a TTY whose TERM is not `dumb`, outside CI. */
export function canAnimate(io: CliIo): boolean {
  const ci = io.env.CI;
  const term = io.env.TERM;
  return io.stdout.isTTY === true && term !== 'dumb' && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
}

export function line(stream: OutputStream, text = ''): void {
  stream.write(`${text}\n`);
}

/**
 * `value` as one line of JSON. `##[`, `##vso[` and `##teamcity[` can only stand inside its strings,
 * where their `[` is written `\u005b`: the same value to any JSON reader, and nothing a GitHub
 * runner, an Azure Pipelines or a TeamCity agent reads as a command (a captured document stays whole).
 */
export function jsonLine(stream: OutputStream, value: unknown): void {
  line(stream, JSON.stringify(value).replace(/##(vso|teamcity)?\[/gi, '##$1\\u005b'));
}
