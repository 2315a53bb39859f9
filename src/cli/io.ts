// What a command talks to: output streams, the environment, the working directory. main.ts hands
// in the process's; nothing else in the CLI reads process.stdout or process.env directly.

export interface OutputStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}

/** Live redrawing (a status line) only on a terminal and never in CI logs. */
export function canAnimate(io: CliIo): boolean {
  const ci = io.env.CI;
  return io.stdout.isTTY === true && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
}

export function line(stream: OutputStream, text = ''): void {
  stream.write(`${text}\n`);
}
