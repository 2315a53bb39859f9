// The world the end-to-end tests of the BUILT action run in: one emulator process and one temp
// root per test file, origin repositories made with real git, and jobs that each get a fresh
// clone and an empty RUNNER_TEMP at the same path (as on a hosted runner, where the cache version
// covers the store's path). Each job runs main, then post with main's saved state.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  distDirectory,
  inputEnv,
  runStep,
  startEmulatorProcess,
  type EmulatorProcess,
  type StepResult,
} from './runner-emulation.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe', encoding: 'utf8' }).trim();

/** Short backoffs and grace so the tests spend their time on what they check. */
export const quick = { 'initial-backoff': '100ms', 'max-backoff': '500ms', 'teardown-grace': '1s', heartbeat: '0' };

export interface Job {
  name: string;
  workspace: string;
  env: Record<string, string>;
  githubRunId: number;
}

export interface JobOptions {
  githubRunId?: number;
  attempt?: number;
  actor?: string;
  env?: Record<string, string>;
}

export interface E2eWorld {
  /** The temp root (set once the file's beforeAll ran). */
  readonly root: string;
  readonly emulator: EmulatorProcess;
  /** The emulated repository's owner/name. */
  readonly repository: string;
  /** A git repository holding `files`, committed once on main. */
  origin: (name: string, files: Record<string, string>) => Promise<string>;
  /** A job of its own workflow run (unless `githubRunId` names one) on a fresh clone of `from`. */
  newJob: (name: string, from: string, options?: JobOptions) => Promise<Job>;
  /** Where a job's step keeps its output files, summary and state. */
  stepFiles: (job: Job, script: string) => string;
  runJob: (job: Job, inputs: Record<string, string>) => Promise<{ main: StepResult; post: StepResult }>;
}

/** Registers the file's beforeAll / afterAll and returns the world they set up. */
export function e2eWorld(name: string, firstRunId: number): E2eWorld {
  let emulator: EmulatorProcess | undefined;
  let root: string | undefined;
  let repository = '';
  let nextRunId = firstRunId;

  beforeAll(async () => {
    for (const file of ['index.js', 'worker.js'])
      if (!existsSync(path.join(distDirectory, file)))
        throw new Error(`dist/${file} is missing: run npm run build first (this test runs the built action)`);
    root = await realpath(await mkdtemp(path.join(os.tmpdir(), `action-e2e-${name}-`)));
    emulator = await startEmulatorProcess();
    repository = (await emulator.jobEnv({ githubRunId: 1 })).GITHUB_REPOSITORY!;
  });

  afterAll(async () => {
    await emulator?.close();
    if (root !== undefined) await rm(root, { recursive: true, force: true });
  });

  const world: E2eWorld = {
    get root() {
      if (root === undefined) throw new Error('the e2e world is used before its beforeAll ran');
      return root;
    },
    get repository() {
      return repository;
    },
    get emulator() {
      if (emulator === undefined) throw new Error('the e2e world is used before its beforeAll ran');
      return emulator;
    },
    async origin(originName, files) {
      const dir = path.join(world.root, 'origins', originName);
      await mkdir(dir, { recursive: true });
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'config', 'user.name', 'E2E');
      git(dir, 'config', 'user.email', 'e2e@example.invalid');
      git(dir, 'config', 'commit.gpgsign', 'false');
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'initial');
      return dir;
    },
    async newJob(jobName, from, options = {}) {
      const githubRunId = options.githubRunId ?? nextRunId++;
      const workspace = path.join(world.root, 'jobs', jobName, 'ws');
      await mkdir(path.dirname(workspace), { recursive: true });
      git(path.dirname(workspace), 'clone', '-q', from, workspace);
      const temp = path.join(world.root, 'temp');
      await rm(temp, { recursive: true, force: true });
      await mkdir(temp, { recursive: true });
      const env = {
        ...(await world.emulator.jobEnv({ githubRunId, attempt: options.attempt ?? 1, job: jobName })),
        RUNNER_TEMP: temp,
        GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/supervised-run.yml@refs/heads/main`,
        GITHUB_REF: 'refs/heads/main',
        GITHUB_REF_NAME: 'main',
        GITHUB_REF_TYPE: 'branch',
        GITHUB_ACTOR: options.actor ?? 'octocat',
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        ...options.env,
      };
      return { name: jobName, workspace: await realpath(workspace), env, githubRunId };
    },
    stepFiles: (job, script) => path.join(world.root, 'jobs', job.name, script),
    async runJob(job, inputs) {
      const env = { ...job.env, ...inputEnv(inputs) };
      const main = await runStep({
        script: 'main',
        workspace: job.workspace,
        filesDirectory: world.stepFiles(job, 'main'),
        env,
      });
      const post = await runStep({
        script: 'post',
        workspace: job.workspace,
        filesDirectory: world.stepFiles(job, 'post'),
        env,
        state: main.state,
      });
      return { main, post };
    },
  };
  return world;
}

export const describeStep = (result: StepResult) =>
  `exit ${result.exitCode}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}\n--- summary\n${result.summary}`;

/** The non-empty lines of a file; none when it does not exist. */
export const lines = async (file: string) =>
  existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '') : [];
