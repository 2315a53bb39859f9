// Running the BUILT action as the GitHub runner runs it: `node dist/index.js` (main, then post)
// with INPUT_* variables (upper-cased, dashes kept, every action.yml default filled in), fresh
// GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY files per step, STATE_* for the post step,
// cwd = GITHUB_WORKSPACE — and the Actions emulator as a separate process on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parse as parseYaml } from 'yaml';

const repoRoot = path.join(import.meta.dirname, '..', '..', '..');
export const distDirectory = path.join(repoRoot, 'dist');

// ------------------------------------------------------------------ the emulator process

export interface EmulatorProcess {
  url: string;
  /** Environment of a job of workflow run `githubRunId` (its own runtime token). */
  jobEnv(identity: { githubRunId: number; attempt?: number; job?: string }): Promise<Record<string, string>>;
  cacheEntries(): Promise<Array<{ key: string; finalized: boolean }>>;
  artifacts(): Promise<Array<{ id: number; name: string; githubRunId: number; finalized: boolean }>>;
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startEmulatorProcess(): Promise<EmulatorProcess> {
  const server = path.join(repoRoot, 'test', 'action', 'emulator', 'server.ts');
  const child = spawn(process.execPath, [server], { stdio: ['pipe', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before it printed its environment`)));
  });
  const env = JSON.parse(firstLine) as Record<string, string>;
  const url = env.ACTIONS_EMULATOR_URL!;
  const control = async (method: 'GET' | 'POST', name: string, body?: unknown) => {
    const response = await fetch(`${url}/_emulator/${name}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!response.ok) throw new Error(`emulator ${name}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    url,
    jobEnv: (identity) => control('POST', 'job-env', identity) as Promise<Record<string, string>>,
    cacheEntries: () => control('GET', 'cache-entries') as Promise<Array<{ key: string; finalized: boolean }>>,
    artifacts: () =>
      control('GET', 'artifacts') as Promise<
        Array<{ id: number; name: string; githubRunId: number; finalized: boolean }>
      >,
    errors: () => control('GET', 'errors') as Promise<string[]>,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// ------------------------------------------------------------------ file commands

/** GITHUB_OUTPUT / GITHUB_STATE: `name<<delimiter\nvalue\ndelimiter` blocks (and plain `name=value` lines). */
export function parseFileCommands(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const body: string[] = [];
      for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) body.push(lines[i]!);
      values[name!] = body.join('\n');
    } else if (line.includes('=')) {
      values[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return values;
}

// ------------------------------------------------------------------ steps

const actionYml = parseYaml(await readFile(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};

/** INPUT_* as the runner sets them: every declared input, its default unless given. */
export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(actionYml.inputs)) {
    const fallback = spec.default ?? '';
    env[`INPUT_${name.toUpperCase()}`] = fallback.includes('${{') ? '' : fallback;
  }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

/** The parent environment without anything a runner would set (so nothing leaks in from the test host). */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^(GITHUB_|ACTIONS_|INPUT_|STATE_|RUNNER_)/.test(name)) continue;
    env[name] = value;
  }
  return env;
}

export interface StepResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
}

export interface RunningStep {
  child: ChildProcess;
  /** Resolves when stdout has printed `text` (or matches it; rejects when the step ends first). */
  printed(text: string | RegExp): Promise<void>;
  done: Promise<StepResult>;
}

export interface StepOptions {
  script: 'main' | 'post';
  workspace: string;
  /** Step files go here (one folder per step). */
  filesDirectory: string;
  env: Record<string, string>;
  /** For the post step: main's saved state, as STATE_<name>. */
  state?: Record<string, string>;
}

export async function startStep(options: StepOptions): Promise<RunningStep> {
  await mkdir(options.filesDirectory, { recursive: true });
  const files = {
    GITHUB_OUTPUT: path.join(options.filesDirectory, 'output'),
    GITHUB_STATE: path.join(options.filesDirectory, 'state'),
    GITHUB_STEP_SUMMARY: path.join(options.filesDirectory, 'summary'),
  };
  for (const file of Object.values(files)) await writeFile(file, '');
  const stateEnv = Object.fromEntries(
    Object.entries(options.state ?? {}).map(([name, value]) => [`STATE_${name}`, value]),
  );
  // One bundle for both steps, as action.yml runs it: the post step is told apart by main's state.
  const child = spawn(process.execPath, [path.join(distDirectory, 'index.js')], {
    cwd: options.workspace,
    env: { ...baseEnv(), ...options.env, ...stateEnv, ...files, GITHUB_WORKSPACE: options.workspace },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: Array<{ text: string | RegExp; resolve: () => void }> = [];
  const has = (text: string | RegExp) => (typeof text === 'string' ? stdout.includes(text) : text.test(stdout));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      if (has(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (exitCode, signal) => resolve({ exitCode, signal }));
  });
  const done = exited.then(async ({ exitCode, signal }) => ({
    exitCode,
    signal,
    stdout,
    stderr,
    outputs: parseFileCommands(await readFile(files.GITHUB_OUTPUT, 'utf8')),
    state: parseFileCommands(await readFile(files.GITHUB_STATE, 'utf8')),
    summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
  }));
  const printed = (text: string | RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (has(text)) return resolve();
      waiters.push({ text, resolve });
      void exited.then(() =>
        reject(new Error(`the step ended without printing ${String(text)}:\n${stdout}\n${stderr}`)),
      );
    });
  return { child, printed, done };
}

export async function runStep(options: StepOptions): Promise<StepResult> {
  return (await startStep(options)).done;
}
