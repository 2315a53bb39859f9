// Jobs of the Action run in this process (runJob from source) over the emulator: each job has its own
// workspace (a git repository ignoring the store) and keeps the store at `.store` inside it, so every
// job hands the cache client the same path string (the entry's version), as on hosted runners.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { Cancellation } from '../../../src/action/cancellation.ts';
import { startActionsEmulator, type ActionsEmulator } from '../emulator/index.ts';
import { enterJob, saveEnvironment, type Job } from './jobs.ts';
import { recordingIO, type RecordingIO } from './recording-io.ts';

export const storeRunDirectory = (workspace: string, runId: string) =>
  path.join(workspace, '.store', 'default', 'runs', runId);

export interface StepOptions {
  inputs?: Record<string, string>;
  /** Further environment of the step (undefined unsets a variable). */
  env?: Record<string, string | undefined>;
  io?: RecordingIO;
  cancellation?: Cancellation;
}

export function inProcessJobs(emulator: ActionsEmulator, root: string) {
  async function enter(name: string, githubRunId: number, attempt = 1): Promise<Job> {
    const job = await enterJob(emulator, root, { name, githubRunId, attempt });
    execFileSync('git', ['init', '-q', job.workspace]);
    await fs.writeFile(path.join(job.workspace, '.gitignore'), '.store/\n');
    return job;
  }

  async function step(job: Job, runId: string, graph: string, options: StepOptions = {}) {
    const { runJob } = await import('../../../src/action/run-job.ts');
    await fs.writeFile(path.join(job.workspace, 'graph.yml'), graph);
    const io = options.io ?? recordingIO();
    const env: Record<string, string | undefined> = {
      ...process.env,
      'INPUT_RUN-ID': runId,
      INPUT_GRAPH: 'graph.yml',
      'INPUT_RECORD-CHANGES': 'false',
      'INPUT_INITIAL-BACKOFF': '50ms',
      'INPUT_TEARDOWN-GRACE': '500ms',
      INPUT_HEARTBEAT: '0',
      'INPUT_STORAGE-PATH': '.store',
      GITHUB_JOB: 'in-process',
    };
    for (const [name, value] of Object.entries(options.inputs ?? {})) env[`INPUT_${name.toUpperCase()}`] = value;
    Object.assign(env, options.env);
    const cancellation = options.cancellation ?? new Cancellation();
    const outcome = await runJob({ env, cwd: job.workspace, io, cancellation });
    return { io, outcome, env };
  }

  /** Cache entries a workflow run saved for the run (claims are keyed apart and not listed). */
  const entriesOf = async (runId: string, githubRunId: number) =>
    (await emulator.cacheEntries()).filter((entry) =>
      entry.key.startsWith(`supervised-run/default/${runId}/${githubRunId}-`),
    );

  return { enter, step, entriesOf };
}

export interface InProcessWorld {
  emulator: ActionsEmulator;
  /** Where the jobs' workspaces and temp directories are (siblings, as on a hosted runner). */
  root: string;
  jobs: ReturnType<typeof inProcessJobs>;
}

/**
 * This test file's emulator and jobs, filled in before its tests (the clients' API URL pointing at
 * the emulator) and gone after them, with the environment put back. `name` names the temp root.
 */
export function inProcessWorld(name: string): InProcessWorld {
  const world = {} as InProcessWorld;
  let restoreEnvironment: (() => void) | undefined;
  beforeAll(async () => {
    restoreEnvironment = saveEnvironment();
    world.emulator = await startActionsEmulator();
    process.env.GITHUB_API_URL = world.emulator.env.GITHUB_API_URL;
    world.root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), `action-${name}-`)));
    world.jobs = inProcessJobs(world.emulator, world.root);
  });
  afterAll(async () => {
    restoreEnvironment?.();
    await world.emulator?.close();
    if (world.root) await fs.rm(world.root, { recursive: true, force: true });
  });
  return world;
}

export const warned = (io: RecordingIO, text: string) =>
  io.log.some((line) => line.level === 'warning' && line.message.includes(text));
