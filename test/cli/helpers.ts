// Running the CLI as a user would: a child process (`node dist/cli.js …`, the package's bin) in a real git
// repository in a temp directory. Polling helpers wait on conditions with a deadline, never sleeps.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { runCli } from '../../src/cli/run.ts';
import { waitUntil as waitFor } from '../support/wait.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cliEntry = path.join(repoRoot, 'dist/cli.js');
/** Node for command nodes in graph files (quoted for YAML). */
export const nodeBin = JSON.stringify(process.execPath);

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const temps: string[] = [];
const children: ChildProcess[] = [];

export function useCleanup(): void {
  afterEach(async () => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
}

export async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
  temps.push(dir);
  return dir;
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' },
  });
}

/** A committed git repository holding `files`. */
export async function repository(files: Record<string, string>): Promise<string> {
  const root = await tempDir('cli-repo-');
  git(root, 'init', '-q');
  git(root, 'config', 'user.email', 'cli@example.invalid');
  git(root, 'config', 'user.name', 'CLI Test');
  git(root, 'config', 'commit.gpgsign', 'false');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '--allow-empty', '-m', 'initial');
  return root;
}

function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // Tests that run the CLI in a CI system's step (GitHub, Azure Pipelines) say so; this suite may itself run in one.
  for (const name of ['GITHUB_ACTIONS', 'TF_BUILD', 'TEAMCITY_VERSION']) delete inherited[name];
  const env: NodeJS.ProcessEnv = { ...inherited, CI: 'true', ...extra };
  delete env.SUPERVISED_RUN_STORE;
  delete env.SUPERVISED_RUN_NAMESPACE;
  return env;
}

export interface RunningCli {
  child: ChildProcess;
  done: Promise<CliResult>;
  stdout(): string;
}

export function spawnCli(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; entry?: string },
): RunningCli {
  const child = spawn(process.execPath, [options.entry ?? cliEntry, ...args], {
    cwd: options.cwd,
    env: cleanEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<CliResult>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
  return { child, done, stdout: () => stdout };
}

/** The CLI in this process (same code path as main.ts, minus the process): for large refusal matrices. */
export async function cliInProcess(
  args: readonly string[],
  cwd: string,
  env?: Record<string, string>,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: cleanEnv(env),
    cwd,
  });
  return { code, stdout, stderr };
}

export function cli(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; entry?: string },
): Promise<CliResult> {
  return spawnCli(args, options).done;
}

/** Parses the one JSON document a --json command printed. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects
export function json<T = Record<string, unknown>>(result: CliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${result.code}): ${result.stdout}\n${result.stderr}`);
  }
}

/** The CLI's child processes start from source: a longer default deadline. */
export const waitUntil = <T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> => waitFor(what, probe, timeoutMs);
