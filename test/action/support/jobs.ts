// Simulated jobs: each gets its own workspace and RUNNER_TEMP (siblings under one root, as on
// a hosted runner), the emulator's environment for its workflow run and attempt, and becomes
// the working directory — the Action runs with cwd = GITHUB_WORKSPACE.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ActionsEmulator } from '../emulator/index.ts';

const managedVariables = [
  'ACTIONS_RESULTS_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_CACHE_MODE',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_REPOSITORY_OWNER',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_RETENTION_DAYS',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
  'ACTIONS_EMULATOR_URL',
  'ACTIONS_EMULATOR_API_TOKEN',
];

export interface Job {
  workspace: string;
  temp: string;
  githubRunId: number;
  attempt: number;
}

export function saveEnvironment(): () => void {
  const saved = new Map(managedVariables.map((name) => [name, process.env[name]]));
  const cwd = process.cwd();
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    process.chdir(cwd);
  };
}

export async function enterJob(
  emulator: ActionsEmulator,
  root: string,
  input: { name: string; githubRunId: number; attempt?: number },
): Promise<Job> {
  const attempt = input.attempt ?? 1;
  const workspace = path.join(root, `ws-${input.name}`);
  const temp = path.join(root, `temp-${input.name}`);
  await fs.mkdir(workspace, { recursive: true });
  await fs.mkdir(temp, { recursive: true });
  for (const name of managedVariables) delete process.env[name];
  Object.assign(process.env, emulator.jobEnv({ githubRunId: input.githubRunId, attempt, job: input.name }), {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
  });
  process.chdir(workspace);
  return { workspace, temp, githubRunId: input.githubRunId, attempt };
}
