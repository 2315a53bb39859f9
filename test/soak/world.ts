// One soak run's world: a real git repository holding the host module, a control directory outside
// it with the side-effect log, the store, and a lease directory of its own (so a lease left behind
// is this run's, never another's).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResumeSupervisedRunOptionsInput, SupervisedRunOptionsInput } from '../../src/runner/index.ts';
import { createLocalRunStorage, type RunStorage } from '../../src/store/index.ts';
import { createGitWorkspaceProvider, type WorkspaceProvider } from '../../src/workspace/index.ts';
import { dagDefinition, type SoakDag } from './dag.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface EffectLine {
  node: string;
  attemptId: string;
  position: string;
  attempt: number;
  pid: number;
}

export interface SoakTiming {
  teardownGraceMs: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export interface SoakWorld {
  temp: string;
  repo: string;
  effectsFile: string;
  storageOptions: { directory: string; namespace: string };
  leaseDirectory: string;
  runId: string;
  dag: SoakDag;
  timing: SoakTiming;
  startOptions(): SupervisedRunOptionsInput;
  resumeOptions(extra?: Partial<ResumeSupervisedRunOptionsInput>): ResumeSupervisedRunOptionsInput;
  workspace(): WorkspaceProvider;
  storage(): Promise<RunStorage>;
  effects(): Promise<EffectLine[]>;
  cleanup(): Promise<void>;
}

export function soakWorkspace(repo: string, leaseDirectory: string): WorkspaceProvider {
  return createGitWorkspaceProvider({ root: repo, leaseDirectory });
}

export async function createWorld(dag: SoakDag, label: string, timing: SoakTiming): Promise<SoakWorld> {
  const temp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'soak-')));
  const repo = path.join(temp, 'repo');
  const control = path.join(temp, 'control');
  await mkdir(control);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo, stdio: 'ignore', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  execFileSync('git', ['init', '-q', repo]);
  git('config', 'user.email', 'soak@example.invalid');
  git('config', 'user.name', 'Soak');
  await copyFile(path.join(here, 'host.mjs'), path.join(repo, 'host.mjs'));
  await copyFile(path.join(here, 'command.mjs'), path.join(repo, 'command.mjs'));
  await writeFile(path.join(repo, 'README.md'), 'soak repository\n');
  git('add', '.');
  git('commit', '-q', '-m', 'soak');
  const effectsFile = path.join(control, 'effects.jsonl');
  await writeFile(effectsFile, '');
  const storageOptions = { directory: path.join(temp, 'store'), namespace: 'soak' };
  const leaseDirectory = path.join(temp, 'leases');
  const runId = `soak-${label}-${randomUUID().slice(0, 8)}`;
  const common = {
    storage: storageOptions,
    runRoot: repo,
    teardownGraceMs: timing.teardownGraceMs,
  };
  return {
    temp,
    repo,
    effectsFile,
    storageOptions,
    leaseDirectory,
    runId,
    dag,
    timing,
    startOptions: () => ({
      ...common,
      definition: {
        runId,
        graphDefinition: { form: 'dag', version: 1, value: dagDefinition(dag) },
        resolvedInputs: { effects: effectsFile, command: path.join(repo, 'command.mjs'), nodes: dag.nodes },
      },
      host: { kind: 'module', module: './host.mjs' },
      restart: { maxRestarts: 20, initialBackoffMs: timing.initialBackoffMs, maxBackoffMs: timing.maxBackoffMs },
      heartbeatMs: 0,
    }),
    resumeOptions: (extra = {}) => ({ ...common, runId, ...extra }),
    workspace: () => soakWorkspace(repo, leaseDirectory),
    storage: () => createLocalRunStorage(storageOptions),
    async effects() {
      const text = await readFile(effectsFile, 'utf8');
      return text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as EffectLine);
    },
    cleanup: () => rm(temp, { recursive: true, force: true }),
  };
}
