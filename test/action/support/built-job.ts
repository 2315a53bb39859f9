// A job of the BUILT action (dist/index.js, real processes) over the emulator: its workspace, a git
// repository holding the job's files, and its step environment. RUNNER_TEMP is one path for all jobs,
// emptied for each, as on a hosted runner (the store is below it).
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startActionsEmulator, type ActionsEmulator } from '../emulator/index.ts';
import { describeStep } from './e2e-world.ts';
import { distDirectory, inputEnv, type RunningStep, type StepOptions } from './runner-emulation.ts';

export interface BuiltJob {
  workspace: string;
  step(script: 'main' | 'post', state?: Record<string, string>): StepOptions;
}

export interface BuiltJobSpec {
  name: string;
  githubRunId: number;
  /** Files of the workspace by relative path (committed). */
  files: Record<string, string>;
  inputs: Record<string, string>;
  /** Variables of the step's environment beside the emulator's and the inputs. */
  env?: Record<string, string>;
}

export async function builtActionJob(root: string, emulator: ActionsEmulator, spec: BuiltJobSpec): Promise<BuiltJob> {
  const workspace = path.join(root, spec.name, 'ws');
  for (const [file, text] of Object.entries(spec.files)) {
    await fs.mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await fs.writeFile(path.join(workspace, file), text);
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Job', '-c', 'user.email=job@example.invalid', 'commit', '-q', '-m', 'graph');
  const temp = path.join(root, 'temp');
  await fs.rm(temp, { recursive: true, force: true });
  await fs.mkdir(temp, { recursive: true });
  const env = {
    ...emulator.jobEnv({ githubRunId: spec.githubRunId, attempt: 1, job: spec.name }),
    ...spec.env,
    RUNNER_TEMP: temp,
    ...inputEnv(spec.inputs),
  };
  const step = (script: 'main' | 'post', state?: Record<string, string>): StepOptions => ({
    script,
    workspace,
    filesDirectory: path.join(root, spec.name, script),
    env,
    ...(state === undefined ? {} : { state }),
  });
  return { workspace, step };
}

/** The runner's cancel of a step that does not stop by itself: SIGINT, SIGTERM, then the kill. */
export async function cancelStep(step: RunningStep) {
  step.child.kill('SIGINT');
  step.child.kill('SIGTERM');
  step.child.kill('SIGKILL');
  const killed = await step.done;
  expect(killed.signal, describeStep(killed)).toBe('SIGKILL');
  return killed;
}

/** The emulator and a temp root for one file of built-action tests (the built action must exist). */
export interface BuiltActionWorld {
  emulator: ActionsEmulator;
  root: string;
}

/** Starts the emulator and makes a temp root (`prefix`) before the file's tests; both go after them. */
export function useBuiltActionWorld(prefix: string): BuiltActionWorld {
  const world = {} as BuiltActionWorld;
  beforeAll(async () => {
    if (!(await fs.stat(path.join(distDirectory, 'index.js')).catch(() => undefined)))
      throw new Error('dist/index.js is missing: run npm run build first (this test runs the built action)');
    world.emulator = await startActionsEmulator();
    world.root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), prefix)));
  });
  afterAll(async () => {
    await world.emulator?.close();
    if (world.root) await fs.rm(world.root, { recursive: true, force: true });
  });
  return world;
}
