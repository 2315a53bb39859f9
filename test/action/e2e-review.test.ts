// A review loop through the BUILT action (dist/index.js as main and post) over the Actions
// emulator, across two jobs: the writer's round 2 is killed with its worker (not retry-safe), so
// job 1 ends paused for reconcile after recording the send-back; job 2, on a fresh checkout, resumes
// that position with a decision and the loop finishes round 2. Nothing completed runs twice.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distDirectory,
  inputEnv,
  runStep,
  startEmulatorProcess,
  type EmulatorProcess,
  type StepResult,
} from './support/runner-emulation.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe', encoding: 'utf8' }).trim();

let emulator: EmulatorProcess;
let root: string;
const quick = { 'initial-backoff': '100ms', 'max-backoff': '500ms', 'teardown-grace': '1s', heartbeat: '0' };

beforeAll(async () => {
  for (const file of ['index.js', 'worker.js'])
    if (!existsSync(path.join(distDirectory, file)))
      throw new Error(`dist/${file} is missing: run npm run build first (this test runs the built action)`);
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-e2e-review-')));
  emulator = await startEmulatorProcess();
});

afterAll(async () => {
  await emulator?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function origin(files: Record<string, string>): Promise<string> {
  const dir = path.join(root, 'origin');
  await mkdir(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'E2E');
  git(dir, 'config', 'user.email', 'e2e@example.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'initial');
  return dir;
}

async function runJob(name: string, from: string, githubRunId: number, inputs: Record<string, string>) {
  const workspace = path.join(root, 'jobs', name, 'ws');
  await mkdir(path.dirname(workspace), { recursive: true });
  git(path.dirname(workspace), 'clone', '-q', from, workspace);
  // One RUNNER_TEMP path for every job, as on a runner: the cache version covers the store's path.
  const temp = path.join(root, 'temp');
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  const repository = (await emulator.jobEnv({ githubRunId: 1 })).GITHUB_REPOSITORY!;
  const env = {
    ...(await emulator.jobEnv({ githubRunId, attempt: 1, job: name })),
    RUNNER_TEMP: temp,
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/supervised-run.yml@refs/heads/main`,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_ACTOR: 'octocat',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    ...inputEnv(inputs),
  };
  const files = (script: string) => path.join(root, 'jobs', name, script);
  const ws = await realpath(workspace);
  const main = await runStep({ script: 'main', workspace: ws, filesDirectory: files('main'), env });
  const post = await runStep({ script: 'post', workspace: ws, filesDirectory: files('post'), env, state: main.state });
  return { main, post };
}

const describeStep = (result: StepResult) =>
  `exit ${result.exitCode}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}\n--- summary\n${result.summary}`;

describe('a review loop through the built action', () => {
  it('pauses mid-round in one job and finishes the round in a later job, repeating nothing completed', async () => {
    // Marks live outside the workspaces: each job has a fresh checkout.
    const runs = path.join(root, 'runs.log');
    const crashed = path.join(root, 'crashed');
    const mark = (name: string) =>
      `const fs = require('fs'); fs.appendFileSync(${JSON.stringify(runs)}, '${name} r' + process.env.SUPERVISED_REVIEW_ROUND + '\\n');`;
    const writer =
      mark('write') +
      ` if (process.env.SUPERVISED_REVIEW_ROUND === '2' && !fs.existsSync(${JSON.stringify(crashed)})) {` +
      ` fs.writeFileSync(${JSON.stringify(crashed)}, 'x'); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000) }`;
    const reviewer =
      mark('check') + ` if (process.env.SUPERVISED_REVIEW_ROUND === '1') { console.log('too short'); process.exit(3) }`;
    const node = JSON.stringify(process.execPath);
    const repo = await origin({
      'graph.yml': `version: 1
nodes:
  write: { run: [${node}, -e, ${JSON.stringify(writer)}] }
  check:
    needs: [write]
    run: [${node}, -e, ${JSON.stringify(reviewer)}]
    review: { sends-back-to: write, rounds: 3, revise-exit-code: 3 }
`,
    });
    const runId = 'e2e-review';
    const first = await runJob('review-1', repo, 8101, { 'run-id': runId, graph: 'graph.yml', ...quick });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs, describeStep(first.main)).toMatchObject({ result: 'pause', 'needs-decision': 'true' });
    expect(first.main.stdout).toContain('-f position=dag/write/2 -f decision=retry');
    expect(first.main.summary).toContain('Review loops (1 loop, 2 rounds)');

    const second = await runJob('review-2', repo, 8102, {
      'run-id': runId,
      position: 'dag/write/2',
      decision: 'retry',
      ...quick,
    });
    expect(second.main.exitCode, describeStep(second.main)).toBe(0);
    expect(second.main.outputs).toMatchObject({ result: 'complete' });
    expect(second.main.summary).toContain('check → write: passed in round 2 of 3');
    expect((await readFile(runs, 'utf8')).trim().split('\n')).toEqual([
      'write r1',
      'check r1',
      'write r2',
      'write r2',
      'check r2',
    ]);
  });
});
