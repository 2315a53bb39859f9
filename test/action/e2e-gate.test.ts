// End to end through the BUILT action (dist/index.js as main and post) over the Actions emulator:
// a gate (ask node). Job 1 pauses at it and the summary shows the question, the fields and one
// dispatch command per option; a dispatch with a wrong field and one by an actor the gate does not
// allow are refused with nothing run or recorded; the right answer is recorded with who answered
// and a later node uses it.
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
let repository: string;
let nextRunId = 9100;
const quick = { 'initial-backoff': '100ms', 'max-backoff': '500ms', 'teardown-grace': '1s', heartbeat: '0' };

beforeAll(async () => {
  for (const file of ['index.js', 'worker.js'])
    if (!existsSync(path.join(distDirectory, file)))
      throw new Error(`dist/${file} is missing: run npm run build first (this test runs the built action)`);
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-e2e-gate-')));
  emulator = await startEmulatorProcess();
  repository = (await emulator.jobEnv({ githubRunId: 1 })).GITHUB_REPOSITORY!;
});

afterAll(async () => {
  await emulator?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function origin(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, 'origins', name);
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
}

interface Job {
  name: string;
  workspace: string;
  env: Record<string, string>;
  githubRunId: number;
}

async function newJob(
  name: string,
  from: string,
  options: { githubRunId?: number; attempt?: number; env?: Record<string, string> } = {},
): Promise<Job> {
  const githubRunId = options.githubRunId ?? nextRunId++;
  const workspace = path.join(root, 'jobs', name, 'ws');
  await mkdir(path.dirname(workspace), { recursive: true });
  git(path.dirname(workspace), 'clone', '-q', from, workspace);
  const temp = path.join(root, 'temp');
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  const env = {
    ...(await emulator.jobEnv({ githubRunId, attempt: options.attempt ?? 1, job: name })),
    RUNNER_TEMP: temp,
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/supervised-run.yml@refs/heads/main`,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_ACTOR: 'octocat',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    ...options.env,
  };
  return { name, workspace: await realpath(workspace), env, githubRunId };
}

const stepFiles = (job: Job, script: string) => path.join(root, 'jobs', job.name, script);

async function runJob(job: Job, inputs: Record<string, string>): Promise<{ main: StepResult; post: StepResult }> {
  const env = { ...job.env, ...inputEnv(inputs) };
  const main = await runStep({ script: 'main', workspace: job.workspace, filesDirectory: stepFiles(job, 'main'), env });
  const post = await runStep({
    script: 'post',
    workspace: job.workspace,
    filesDirectory: stepFiles(job, 'post'),
    env,
    state: main.state,
  });
  return { main, post };
}

const describeStep = (result: StepResult) =>
  `exit ${result.exitCode}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}\n--- summary\n${result.summary}`;
const lines = async (file: string) =>
  existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '') : [];

describe('a gate through the built action', () => {
  it('pauses at the gate, refuses a wrong field and a disallowed actor, records the right answer and uses it', async () => {
    const effects = path.join(root, 'effects-gate.log');
    const node = JSON.stringify(process.execPath);
    const write = (name: string, value: string) =>
      `[${node}, -e, ${JSON.stringify(`require('fs').appendFileSync(${JSON.stringify(effects)}, process.argv[1] + '\\n')`)}, ${JSON.stringify(`${name} ${value}`)}]`;
    const repo = await origin('gate', {
      'graph.yml': `version: 1
nodes:
  build: { run: ${write('build', 'v1')} }
  approve:
    needs: [build]
    ask:
      question: Ship the release?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
        note: { type: string, default: none, description: a word for the log }
      allowed-actors: [octocat, hubot]
  publish:
    needs: [approve]
    when: { value: "{{ needs.approve.output.choice }}", equals: ship }
    run: ${write('publish', '{{ needs.approve.output.choice }}/{{ needs.approve.output.note }}')}
`,
    });
    const runId = 'e2e-gate';
    const first = await runJob(await newJob('gate-1', repo), { 'run-id': runId, graph: 'graph.yml', ...quick });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs).toMatchObject({
      result: 'pause',
      'needs-decision': 'true',
      positions: '["dag/approve/1"]',
    });
    const base = `gh workflow run supervised-run.yml --ref main -f run-id=${runId} -f position=dag/approve/1`;
    const ship = `${base} -f answer='{"choice":"ship"}'`;
    const hold = `${base} -f answer='{"choice":"hold"}'`;
    expect(first.main.summary).toContain('Ship the release?');
    expect(first.main.summary).toContain('a word for the log');
    expect(first.main.summary).toContain('octocat, hubot');
    // The summary breaks long commands into continuation lines: look for the answer part of each.
    for (const choice of ['ship', 'hold']) expect(first.main.summary).toContain(`-f answer='{"choice":"${choice}"}'`);
    expect(first.main.stdout).toContain(`    choice = ship: ${ship}`);
    expect(first.main.stdout).toContain(`    choice = hold: ${hold}`);
    expect(await lines(effects)).toEqual(['build v1']);

    // A resume with no answer, a wrong field, a disallowed actor: refused, the step fails, nothing runs.
    const bare = await runJob(await newJob('gate-2a', repo), { 'run-id': runId, position: 'dag/approve/1' });
    expect(bare.main.exitCode, describeStep(bare.main)).toBe(1);
    expect(bare.main.stdout).toContain('::error::RESUME_ANSWER: position dag/approve/1 of run e2e-gate asks');
    expect(bare.main.stdout).toContain(ship);
    const wrong = await runJob(await newJob('gate-2b', repo), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: '{"choice":"maybe"}',
    });
    expect(wrong.main.exitCode, describeStep(wrong.main)).toBe(1);
    expect(wrong.main.stdout).toContain(
      '::error::RESUME_ANSWER: answer field "choice" accepts one of "ship", "hold", got "maybe"',
    );
    const stranger = await runJob(await newJob('gate-2c', repo, { env: { GITHUB_ACTOR: 'mallory' } }), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: '{"choice":"ship"}',
    });
    expect(stranger.main.exitCode, describeStep(stranger.main)).toBe(1);
    expect(stranger.main.stdout).toContain(
      '::error::RESUME_ACTOR: "mallory" may not answer this gate; it may be answered by: octocat, hubot',
    );
    expect(await lines(effects)).toEqual(['build v1']);

    const answered = await runJob(await newJob('gate-3', repo, { env: { GITHUB_ACTOR: 'hubot' } }), {
      'run-id': runId,
      position: 'dag/approve/1',
      answer: '{"choice":"ship","note":"go"}',
    });
    expect(answered.main.exitCode, describeStep(answered.main)).toBe(0);
    expect(answered.main.outputs).toMatchObject({ result: 'complete', 'needs-decision': 'false' });
    expect(JSON.parse(answered.main.outputs.output!)).toMatchObject({ approve: { choice: 'ship', note: 'go' } });
    expect(await lines(effects)).toEqual(['build v1', 'publish ship/go']);
    expect(answered.main.summary).toContain('hubot');
  });
});
