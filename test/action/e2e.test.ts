// End to end: the BUILT action (dist/index.js as main and post, dist/worker.js) run as the GitHub
// runner runs it, against the Actions cache and artifact emulation running as its own process
// on 127.0.0.1 — so the unmodified @actions/cache and @actions/artifact clients inside the bundle
// save and restore the store over HTTP. Each "job" gets a fresh workspace (a git clone) and a
// fresh RUNNER_TEMP at the same path, as hosted runners do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { fencedCommands } from '../report/markdown.ts';
import { waitUntil } from '../support/wait.ts';
import {
  distDirectory,
  inputEnv,
  runStep,
  startEmulatorProcess,
  startStep,
  type EmulatorProcess,
  type StepResult,
} from './support/runner-emulation.ts';

const node = JSON.stringify(process.execPath);
const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe', encoding: 'utf8' }).trim();

let emulator: EmulatorProcess;
let root: string;
let repository: string;
let nextRunId = 3000;
const timings: string[] = [];

/** Fast restarts and teardown, so crash recovery takes well under a second. */
const quick = { 'initial-backoff': '100ms', 'max-backoff': '500ms', 'teardown-grace': '1s', heartbeat: '0' };

beforeAll(async () => {
  for (const file of ['index.js', 'worker.js']) {
    if (!existsSync(path.join(distDirectory, file)))
      throw new Error(`dist/${file} is missing: run npm run build first (the end-to-end test runs the built action)`);
  }
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-e2e-')));
  emulator = await startEmulatorProcess();
  repository = (await emulator.jobEnv({ githubRunId: 1 })).GITHUB_REPOSITORY!;
});

afterAll(async () => {
  await emulator?.close();
  if (root) await rm(root, { recursive: true, force: true });
  console.log(`e2e steps:\n${timings.join('\n')}`);
});

/** A git repository with these files committed: the "origin" every job clones. */
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
  temp: string;
  env: Record<string, string>;
  githubRunId: number;
}

/**
 * A fresh job: workspace `<root>/jobs/<name>/ws` (a clone of `from`), RUNNER_TEMP always
 * `<root>/temp` and emptied first — the store path string and its place relative to the
 * workspace are the same in every job, as on hosted runners.
 */
async function newJob(name: string, from: string, options: { githubRunId?: number } = {}): Promise<Job> {
  const githubRunId = options.githubRunId ?? nextRunId++;
  const workspace = path.join(root, 'jobs', name, 'ws');
  await mkdir(path.dirname(workspace), { recursive: true });
  git(path.dirname(workspace), 'clone', '-q', from, workspace);
  git(workspace, 'config', 'user.name', 'E2E');
  git(workspace, 'config', 'user.email', 'e2e@example.invalid');
  const temp = path.join(root, 'temp');
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  const env = {
    ...(await emulator.jobEnv({ githubRunId, attempt: 1, job: name })),
    RUNNER_TEMP: temp,
    GITHUB_WORKFLOW_REF: `${repository}/.github/workflows/supervised-run.yml@refs/heads/main`,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_ACTOR: 'octocat',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
  };
  return { name, workspace: await realpath(workspace), temp, env, githubRunId };
}

async function step(
  job: Job,
  script: 'main' | 'post',
  inputs: Record<string, string>,
  state?: Record<string, string>,
): Promise<StepResult> {
  const started = performance.now();
  const result = await runStep({
    script,
    workspace: job.workspace,
    filesDirectory: path.join(root, 'jobs', job.name, script),
    env: { ...job.env, ...inputEnv(inputs) },
    ...(state === undefined ? {} : { state }),
  });
  timings.push(`  ${job.name} ${script}: ${(performance.now() - started).toFixed(0)} ms, exit ${result.exitCode}`);
  return result;
}

/** The job's main step, started and left running (to be cancelled, killed or raced). */
function startMain(job: Job, inputs: Record<string, string>) {
  return startStep({
    script: 'main',
    workspace: job.workspace,
    filesDirectory: path.join(root, 'jobs', job.name, 'main'),
    env: { ...job.env, ...inputEnv(inputs) },
  });
}

/** main, then post with main's state: one job as the runner runs it. */
async function runJob(job: Job, inputs: Record<string, string>): Promise<{ main: StepResult; post: StepResult }> {
  const main = await step(job, 'main', inputs);
  const post = await step(job, 'post', inputs, main.state);
  return { main, post };
}

/**
 * The command nodes' script: appends its effect to a log outside every workspace, then does
 * one extra thing: kill its worker (a crash mid-node), hang (bounded, so nothing outlives a failed
 * test for long) unless it ran before, or write / print a workspace file.
 */
const effectScript = `const fs = require('fs');
const [file, effect, action] = process.argv.slice(2);
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\\n') : [];
fs.appendFileSync(file, effect + '\\n');
if (action === 'kill-worker') { process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000); }
if (action === 'hang-first-time') { if (before.includes(effect)) fs.appendFileSync(file, effect.replace('start', 'done') + '\\n'); else setTimeout(() => {}, 60000); }
if (action === 'write-notes') { fs.mkdirSync('build', { recursive: true }); fs.writeFileSync('build/notes.txt', 'prepared in job 1'); }
if (action === 'print-notes') console.log(fs.readFileSync('build/notes.txt', 'utf8'));
`;

const lines = async (file: string) =>
  existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '') : [];
const describeStep = (result: StepResult) =>
  `exit ${result.exitCode}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}\n--- summary\n${result.summary}`;

/** A host module's definition file, and the module: one data node, which waits a minute the first time when given a marker file. */
const oneNodeDefinition = JSON.stringify({ graphDefinition: { form: 'one', version: 1, value: {} } });
const oneNodeHost = (build: string, waitOnce?: string) => `import fs from 'node:fs';
${build}
const marker = ${JSON.stringify(waitOnce ?? null)};
async function run() {
  if (marker !== null && !fs.existsSync(marker)) {
    fs.writeFileSync(marker, '');
    await new Promise((resolve) => setTimeout(resolve, 60000));
  }
  return 1;
}
export function bindRun() {
  const graph = {
    form: 'one',
    version: 1,
    definition: {},
    initial: () => ({ dispatched: false, done: false }),
    fold(state, event) {
      if (event.type === 'graph:node-dispatched') return { ...state, dispatched: true };
      if (event.type === 'graph:node-completed') return { ...state, done: true };
      return state;
    },
    decide(state) {
      if (!state.dispatched) return { kind: 'dispatch', dispatches: [{ position: 'x/a/1', nodeId: 'a', input: null }] };
      return state.done ? { kind: 'complete', output: {} } : { kind: 'dispatch', dispatches: [] };
    },
  };
  return { graph, nodes: { a: { kind: 'data', retrySafe: true, run } } };
}
`;

describe('the built action, job after job', () => {
  it('pauses a crashed non-retry-safe node with a reconcile request; a fresh job resumes it with a decision and completes, running nothing twice', async () => {
    const effects = path.join(root, 'effects-pause.log');
    const run = (...args: string[]) => JSON.stringify([process.execPath, 'tools/effect.cjs', effects, ...args]);
    const repo = await origin('pause', {
      'tools/effect.cjs': effectScript,
      'graph.yml': `version: 1
nodes:
  prepare: { run: ${run('prepare', 'write-notes')}, retry-safe: true }
  publish: { needs: [prepare], run: ${run('publish', 'kill-worker')} }
  announce: { needs: [publish], run: ${run('announce', 'print-notes')} }
`,
    });
    const runId = 'e2e-pause';

    // Job 1: start -> publish kills its worker mid-node -> reconcile pause; saved to the cache.
    const job1 = await newJob('pause-1', repo);
    const first = await runJob(job1, { 'run-id': runId, graph: 'graph.yml', ...quick });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs).toMatchObject({ result: 'pause', phase: 'paused', positions: '["dag/publish/1"]' });
    const requests = JSON.parse(first.main.outputs['reconcile-requests']!) as Array<{
      position: string;
      nodeId: string;
      attemptId: string;
      commands: Record<string, string>;
    }>;
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ position: 'dag/publish/1', nodeId: 'publish' });
    const resume = `gh workflow run supervised-run.yml --repo github.localhost/obversa/supervised-run-test --ref main -f run-id=${runId} -f position=dag/publish/1`;
    // A reconcile request is answered only by a decision command: no bare resume command.
    expect(first.main.outputs['resume-command']).toBe('');
    expect(requests[0]!.commands.complete).toBe(`${resume} -f decision=complete`);
    expect(fencedCommands(first.main.summary)).toContain(`${resume} -f decision=retry`);
    expect(first.main.summary).toContain(requests[0]!.attemptId);
    const cacheKey = `supervised-run/default/${runId}/${job1.githubRunId}-1`;
    expect(first.main.outputs['cache-key']).toBe(cacheKey);
    expect(first.main.outputs['artifact-name']).toBe(`supervised-run+default+${runId}+1`);
    // Long cells carry <wbr> break opportunities (a cell never makes the table scroll).
    expect(first.main.summary.replaceAll('<wbr>', '')).toContain(cacheKey);
    expect((await emulator.cacheEntries()).map((entry) => entry.key)).toContain(cacheKey);
    expect(first.post.stdout).toContain('the main step saved the store');
    expect(await lines(effects)).toEqual(['prepare', 'publish']);

    // A decision whose output holds a known secret is refused before the session is claimed, so the
    // corrected dispatch (job 2) is not refused RUN_CLAIMED.
    const secret = 'tok-9f2c41d7e8ab';
    const leaked = await runJob(await newJob('pause-1b', repo), {
      'run-id': runId,
      graph: 'graph.yml',
      mode: 'resume',
      position: 'dag/publish/1',
      decision: 'complete',
      'decision-output': JSON.stringify({ published: Buffer.from(secret).toString('hex') }),
      'known-secrets': secret,
      ...quick,
    });
    expect(leaked.main.exitCode, describeStep(leaked.main)).toBe(1);
    expect(leaked.main.stdout).toContain(
      '::error::INVALID_INPUT: input "decision-output" at .published: holds a known secret (hex); it would be recorded with the run, so nothing was recorded',
    );
    expect(leaked.main.stdout).not.toContain('claimed session');

    // Job 2: a fresh clone and an empty RUNNER_TEMP; resume that position, decided "complete".
    const job2 = await newJob('pause-2', repo);
    expect(existsSync(path.join(job2.workspace, 'build/notes.txt'))).toBe(false);
    const second = await runJob(job2, {
      'run-id': runId,
      graph: 'graph.yml',
      mode: 'resume',
      position: 'dag/publish/1',
      decision: 'complete',
      'decision-output': '{"published":"by hand"}',
      ...quick,
    });
    expect(second.main.exitCode, describeStep(second.main)).toBe(0);
    expect(second.main.stdout).toContain(`restored the store from cache entry ${cacheKey}`);
    expect(second.main.summary).toContain('The workspace was rebuilt from the pause snapshot');
    expect(second.main.outputs).toMatchObject({
      result: 'complete',
      phase: 'completed',
      positions: '[]',
      'resume-command': '',
    });
    const output = JSON.parse(second.main.outputs.output!) as Record<string, unknown>;
    expect(output.publish).toEqual({ published: 'by hand' });
    expect(output.announce).toMatchObject({ exitCode: 0, stdoutTail: 'prepared in job 1\n' });
    expect(second.main.summary).toContain('octocat');
    expect(await readFile(path.join(job2.workspace, 'build/notes.txt'), 'utf8')).toBe('prepared in job 1');
    // Every node ran once across both jobs: publish's effect is not repeated, prepare is not re-run.
    expect(await lines(effects)).toEqual(['prepare', 'publish', 'announce']);
    expect(second.main.outputs['cache-key']).toBe(`supervised-run/default/${runId}/${job2.githubRunId}-1`);

    // Job 3: auto reports the completed run (restored from the newest save) and runs nothing.
    const job3 = await newJob('pause-3', repo);
    const third = await runJob(job3, { 'run-id': runId, graph: 'graph.yml', position: 'dag/publish/1' });
    // A position given for an ended run is a refused resume: the step fails (as the CLI exits 2).
    expect(third.main.exitCode).toBe(1);
    expect(third.main.stdout).toContain('::error::RUN_NOT_PAUSED: position dag/publish/1 was not resumed');
    expect(third.main.outputs).toMatchObject({ result: 'complete' });
    expect(third.main.stdout).toContain(
      `restored the store from cache entry supervised-run/default/${runId}/${job2.githubRunId}-1`,
    );
    expect(third.main.summary).toContain('has ended');
    expect(await lines(effects)).toEqual(['prepare', 'publish', 'announce']);
  });

  it('a job cancelled with SIGINT interrupts the run and saves it; a later auto job continues it', async () => {
    const effects = path.join(root, 'effects-cancel.log');
    const run = (...args: string[]) => JSON.stringify([process.execPath, 'tools/effect.cjs', effects, ...args]);
    const repo = await origin('cancel', {
      'tools/effect.cjs': effectScript,
      'graph.yml': `version: 1
nodes:
  slow: { run: ${run('slow-start', 'hang-first-time')}, retry-safe: true }
  after: { needs: [slow], run: ${run('after')} }
`,
    });
    const runId = 'e2e-cancel';
    const job1 = await newJob('cancel-1', repo);
    const inputs = { 'run-id': runId, graph: 'graph.yml', ...quick };
    const running = await startMain(job1, inputs);
    await running.printed(/dag\/slow\/1 +running/);
    const deadline = Date.now() + 10_000;
    while (!(await lines(effects)).includes('slow-start') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    running.child.kill('SIGINT');
    const main = await running.done;
    expect(main.exitCode, describeStep(main)).toBe(0);
    expect(main.outputs).toMatchObject({ result: 'pause', code: 'INTERRUPTED', phase: 'interrupted' });
    expect(main.stdout).toContain('interrupting the run');
    // The worker stopped for the cancel is not reported as a crash.
    expect(main.stdout).toMatch(/^  watchdog: the worker was stopped for the interrupt \(SIG(TERM|KILL)\)$/m);
    expect(main.stdout).not.toContain('the worker crashed');
    expect(main.outputs['cache-key']).toBe(`supervised-run/default/${runId}/${job1.githubRunId}-1`);
    const post = await step(job1, 'post', inputs, main.state);
    expect(post.stdout).toContain('the main step saved the store');

    const job2 = await newJob('cancel-2', repo);
    const second = await runJob(job2, inputs);
    expect(second.main.exitCode, describeStep(second.main)).toBe(0);
    expect(second.main.stdout).toContain('mode auto: continue');
    expect(second.main.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
    // slow is retry-safe, so the interrupted attempt ran again; `after` ran once.
    expect(await lines(effects)).toEqual(['slow-start', 'slow-start', 'slow-done', 'after']);
  });

  it('a job killed outright is saved by the post step; auto then reports it, and takeover continues it', async () => {
    const effects = path.join(root, 'effects-killed.log');
    const run = (...args: string[]) => JSON.stringify([process.execPath, 'tools/effect.cjs', effects, ...args]);
    const repo = await origin('killed', {
      'tools/effect.cjs': effectScript,
      'graph.yml': `version: 1
nodes:
  slow: { run: ${run('slow-start', 'hang-first-time')}, retry-safe: true }
  after: { needs: [slow], run: ${run('after')} }
`,
    });
    const runId = 'e2e-killed';
    const inputs = { 'run-id': runId, graph: 'graph.yml', ...quick };
    const job1 = await newJob('killed-1', repo);
    const running = await startMain(job1, inputs);
    await running.printed(/dag\/slow\/1 +running/);
    // The kill must find the node running: its worker dies with the watchdog and stops it at once.
    await waitUntil('the slow node to start', async () => (await lines(effects)).includes('slow-start'));
    running.child.kill('SIGKILL');
    const main = await running.done;
    expect(main.signal).toBe('SIGKILL');
    expect(main.summary).toBe('');
    const post = await step(job1, 'post', inputs, main.state);
    expect(post.exitCode, describeStep(post)).toBe(0);
    expect(post.stdout).toContain('the main step did not save the store');
    expect(post.stdout).toContain(
      `saved the store to the cache under supervised-run/default/${runId}/${job1.githubRunId}-1`,
    );
    expect(post.summary).toContain('the post step saved the store and wrote it');
    expect(post.summary).toContain('not settled');

    const job2 = await newJob('killed-2', repo);
    const reported = await runJob(job2, inputs);
    expect(reported.main.exitCode, describeStep(reported.main)).toBe(0);
    expect(reported.main.outputs).toMatchObject({ result: 'none', phase: 'orphaned' });
    expect(reported.main.stdout).toContain('takeover: true');
    // What to do next: the takeover, in the summary and in resume-command.
    expect(reported.main.summary).toContain('#### Take over the run');
    expect(reported.main.outputs['resume-command']).toMatch(/ -f run-id=e2e-killed -f takeover=true$/);
    expect(await lines(effects)).toEqual(['slow-start']);

    const job3 = await newJob('killed-3', repo);
    const taken = await runJob(job3, { ...inputs, takeover: 'true' });
    expect(taken.main.exitCode, describeStep(taken.main)).toBe(0);
    expect(taken.main.stdout).toContain('mode auto: takeover');
    expect(taken.main.summary).toMatch(/The run was taken over by \S+ &#40;the takeover input&#41;/);
    expect(taken.main.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
    expect(await lines(effects)).toEqual(['slow-start', 'slow-start', 'slow-done', 'after']);
  });

  it('interrupt-after interrupts and saves; of two jobs that then restore the run at once, one claims it and the other runs nothing (RUN_CLAIMED)', async () => {
    const effects = path.join(root, 'effects-fork.log');
    const run = (...args: string[]) => JSON.stringify([process.execPath, 'tools/effect.cjs', effects, ...args]);
    const repo = await origin('fork', {
      'tools/effect.cjs': effectScript,
      '.gitignore': '.store/\n',
      'graph.yml': `version: 1
nodes:
  slow: { run: ${run('slow-start', 'hang-first-time')}, retry-safe: true }
  meet: { needs: [slow], run: ${run('meet')}, retry-safe: true }
`,
    });
    const runId = 'e2e-fork';
    // A store inside each workspace: the same cache path string, a different directory per job.
    const inputs = { 'run-id': runId, graph: 'graph.yml', 'storage-path': '.store', ...quick };
    const job1 = await newJob('fork-1', repo);
    const first = await runJob(job1, { ...inputs, 'interrupt-after': '3s' });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.stdout).toContain('interrupt-after (3000 ms) elapsed');
    expect(first.main.outputs).toMatchObject({ result: 'pause', code: 'INTERRUPTED' });
    const restoredKey = first.main.outputs['cache-key']!;
    const afterFirst = await lines(effects);

    // Both restore the interrupted run at once: the first to reserve the next session's claim runs
    // it; the other is refused before it runs anything (no node twice, no fork to report later).
    const jobs = [await newJob('fork-2', repo), await newJob('fork-3', repo)];
    const mains = await Promise.all(jobs.map((job) => startMain(job, inputs)));
    const results = await Promise.all(mains.map((main) => main.done));
    const all = results.map(describeStep).join('\n');
    for (const result of results)
      expect(result.stdout, all).toContain(`restored the store from cache entry ${restoredKey}`);
    const ran = results.filter((result) => result.exitCode === 0);
    const refused = results.filter((result) => result.exitCode !== 0);
    expect(ran, all).toHaveLength(1);
    expect(refused, all).toHaveLength(1);
    expect(ran[0]!.outputs.result).toBe('complete');
    expect(refused[0]!.stdout).toContain('RUN_CLAIMED');
    expect(refused[0]!.stdout).not.toContain('Two jobs drove run');
    // Of the two concurrent jobs only one ran anything: no effect appears twice after the first job's.
    const concurrent = (await lines(effects)).slice(afterFirst.length);
    expect(concurrent.filter((line) => line === 'meet')).toHaveLength(1);
    expect(new Set(concurrent).size, concurrent.join(', ')).toBe(concurrent.length);
    // The refused job's post step saves nothing either; the newest entry is the winner's.
    expect(refused[0]!.stdout).not.toContain('saved the store to the cache');
  }, 150_000);

  it('falls back to the artifact of another workflow run (from-run) when the cache misses, and saves it to the cache', async () => {
    const repo = await origin('from-run', {
      'graph.yml': `version: 1\nnodes:\n  only: { run: [${node}, -e, "console.log('done')"], retry-safe: true }\n`,
    });
    const runId = 'e2e-from-run';
    const job1 = await newJob('from-run-1', repo);
    const first = await runJob(job1, { 'run-id': runId, graph: 'graph.yml', persist: 'artifact' });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs).toMatchObject({
      result: 'complete',
      'cache-key': '',
      'artifact-name': `supervised-run+default+${runId}+1`,
    });
    expect((await emulator.cacheEntries()).filter((entry) => entry.key.includes(runId))).toEqual([]);

    const job2 = await newJob('from-run-2', repo);
    const second = await runJob(job2, {
      'run-id': runId,
      mode: 'status',
      'from-run': String(job1.githubRunId),
      'github-token': 'ghs_e2e_token',
    });
    expect(second.main.exitCode, describeStep(second.main)).toBe(0);
    expect(second.main.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
    expect(JSON.parse(second.main.outputs.output!)).toMatchObject({ only: { exitCode: 0, stdoutTail: 'done\n' } });
    expect(second.main.stdout).toContain(`restored the store from artifact supervised-run+default+${runId}+1`);
    expect((await emulator.cacheEntries()).map((entry) => entry.key)).toContain(
      `supervised-run/default/${runId}/${job2.githubRunId}-1`,
    );

    // Without from-run and with nothing cached under that prefix, a position cannot be resumed.
    const job3 = await newJob('from-run-3', repo);
    const missing = await step(job3, 'main', { 'run-id': 'e2e-never-stored', mode: 'resume', position: 'dag/only/1' });
    expect(missing.exitCode).toBe(1);
    expect(missing.stdout).toContain('STORE_NOT_FOUND');
    expect(missing.stdout).toContain('supervised-run/default/e2e-never-stored/');
    expect(missing.outputs.result).toBe('none');
  });

  it('fails malformed inputs cleanly: nothing restored, written, saved or summarised', async () => {
    const repo = await origin('malformed', { 'graph.yml': `version: 1\nnodes:\n  a: { run: [${node}, -e, "1"] }\n` });
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'run-id': 'a/b', graph: 'graph.yml' }, 'input "run-id" (got "a/b")'],
      [{ 'run-id': 'ok', graph: 'graph.yml', timeout: '30' }, 'input "timeout" (got "30")'],
      [{ 'run-id': 'ok', mode: 'resume' }, 'input "position"'],
      [
        {
          'run-id': 'ok',
          graph: 'graph.yml',
          'known-secrets': 'sk-e2e-secret-value',
          inputs: '{"k": "sk-e2e-secret-value"',
        },
        'input "inputs"',
      ],
    ];
    for (const [index, [inputs, expected]] of cases.entries()) {
      const job = await newJob(`malformed-${index}`, repo);
      const { main, post } = await runJob(job, inputs);
      expect(main.exitCode, describeStep(main)).toBe(1);
      expect(main.stdout).toContain('::error::INVALID_INPUT: ');
      expect(main.stdout).toContain(expected);
      expect(main.stdout.replace(/::add-mask::.*\n/g, '')).not.toContain('sk-e2e-secret-value');
      expect(main.outputs).toEqual({});
      expect(main.summary).toBe('');
      // Only the mark that makes the same bundle the post step next time.
      expect(main.state).toEqual({ 'supervised-run-post': '1' });
      expect(post.exitCode).toBe(0);
      expect(await readdir(job.temp)).toEqual([]);
      expect(git(job.workspace, 'status', '--porcelain')).toBe('');
    }
    expect(
      (await emulator.cacheEntries()).filter((entry) => entry.key.includes('/ok/') || entry.key.includes('a/b')),
    ).toEqual([]);
  });

  it('refuses run inputs holding a known secret before the claim; the corrected dispatch then starts the run', async () => {
    const repo = await origin('secret-inputs', {
      'graph.yml': `version: 1\ninputs:\n  k: { default: "" }\nnodes:\n  a: { run: [${node}, -e, "1"] }\n`,
    });
    const secret = 'sk-e2e-secret-value';
    const refused = await runJob(await newJob('secret-inputs-1', repo), {
      'run-id': 'secret-inputs',
      graph: 'graph.yml',
      'known-secrets': secret,
      inputs: JSON.stringify({ k: Buffer.from(secret).toString('base64') }),
    });
    expect(refused.main.exitCode, describeStep(refused.main)).toBe(1);
    expect(refused.main.stdout).toContain(
      '::error::INVALID_INPUT: input "inputs" at .k: holds a known secret (base64)',
    );
    expect(refused.main.stdout).not.toContain('claimed session');
    const started = await runJob(await newJob('secret-inputs-2', repo), {
      'run-id': 'secret-inputs',
      graph: 'graph.yml',
      'known-secrets': secret,
      inputs: '{"k": "plain"}',
    });
    expect(started.main.exitCode, describeStep(started.main)).toBe(0);
    expect(started.main.outputs).toMatchObject({ result: 'complete' });
  });

  it('renders a hostile node ID from a host module as text in the summary', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const repo = await origin('hostile', {
      'definition.json': JSON.stringify({
        graphDefinition: { form: 'hostile', version: 1, value: { note: 'one node with a hostile ID' } },
      }),
      'host.mjs': `const id = ${JSON.stringify(hostile)};
export function bindRun({ definition }) {
  const graph = {
    form: 'hostile',
    version: 1,
    definition: definition.graphDefinition.value,
    initial: () => ({ dispatched: false, output: undefined }),
    fold(state, event) {
      if (event.type === 'graph:node-dispatched') return { ...state, dispatched: true };
      if (event.type === 'graph:node-completed') return { ...state, output: event.data.output ?? null };
      return state;
    },
    decide(state) {
      if (!state.dispatched) return { kind: 'dispatch', dispatches: [{ position: 'x/' + id + '/1', nodeId: id, input: null }] };
      if (state.output === undefined) return { kind: 'dispatch', dispatches: [] };
      return { kind: 'complete', output: { [id]: state.output } };
    },
  };
  return { graph, nodes: { [id]: { kind: 'data', retrySafe: true, run: async () => id } } };
}
`,
    });
    const job = await newJob('hostile-1', repo);
    const { main } = await runJob(job, {
      'run-id': 'e2e-hostile',
      'host-module': './host.mjs',
      definition: 'definition.json',
    });
    expect(main.exitCode, describeStep(main)).toBe(0);
    expect(main.outputs.result).toBe('complete');
    expect(main.summary).toContain('&#60;img src=x onerror=alert&#40;1&#41;&#62;');
    expect(main.summary).not.toContain('<img');
    expect(JSON.parse(main.outputs.output!)).toEqual({ [hostile]: hostile });
  });

  it('gives the session claim back when a start fails before recording anything (a host-module that does not resolve, a process lock held) or its host is refused (no bindRun); the corrected dispatch starts the run', async () => {
    const repo = await origin('host-typo', {
      'definition.json': oneNodeDefinition,
      'host.mjs': oneNodeHost(''),
      'unbound.mjs': 'export const x = 1;\n',
    });
    const inputs = { 'run-id': 'host-typo', definition: 'definition.json', 'github-token': 'ghs_e2e_token' };
    const refusedJob = async (job: Job, module: string) => {
      const refused = await runJob(job, { ...inputs, 'host-module': module });
      expect(refused.main.exitCode, describeStep(refused.main)).toBe(1);
      expect(refused.main.stdout).toContain('gave its session claim back (deleted cache entry');
      expect(refused.post.stdout).toContain('nothing to save');
      expect((await emulator.cacheEntries()).filter((entry) => entry.key.includes('host-typo'))).toEqual([]);
      return refused.main.stdout;
    };
    expect(await refusedJob(await newJob('host-typo-1', repo), './hots.mjs')).toContain(
      '::error::INVALID_INPUT: input "host-module": "./hots.mjs" cannot be resolved inside working-directory',
    );
    // A watchdog on this (self-hosted) machine holds the run's process lock: the runner refuses the
    // start before it writes anything.
    const locked = await newJob('host-typo-2', repo);
    const store = await createLocalRunStorage({
      directory: path.join(locked.temp, 'supervised-run'),
      namespace: 'default',
    });
    const lock = await store.acquireProcessLock('host-typo');
    const stdout = await refusedJob(locked, './host.mjs').finally(() => lock.release());
    expect(stdout).toContain('::error::PROCESS_LOCKED');
    // A module without bindRun: only the worker can find that out; the runner removes the run again.
    expect(await refusedJob(await newJob('host-typo-4', repo), './unbound.mjs')).toMatch(
      /::error::HOST_MODULE: .*bindRun.*; the start was refused and run host-typo was not stored/,
    );
    const started = await runJob(await newJob('host-typo-3', repo), { ...inputs, 'host-module': './host.mjs' });
    expect(started.main.exitCode, describeStep(started.main)).toBe(0);
    expect(started.main.outputs).toMatchObject({ result: 'complete' });
  });

  it('gives the claim back when a resume is refused before its first record (a built host module changed, or not built); the job with the right build continues', async () => {
    const waited = path.join(root, 'host-build-waited');
    const repo = await origin('host-build', { 'definition.json': oneNodeDefinition, '.gitignore': 'host.mjs\n' });
    // The host module is built by the job (not committed), so the pause snapshot does not restore it.
    const jobWith = async (name: string, build: string | undefined) => {
      const job = await newJob(name, repo);
      if (build !== undefined) await writeFile(path.join(job.workspace, 'host.mjs'), oneNodeHost(build, waited));
      return job;
    };
    const inputs = {
      'run-id': 'host-build',
      'host-module': './host.mjs',
      definition: 'definition.json',
      'github-token': 'ghs_e2e_token',
      ...quick,
    };
    // Job 1 is cancelled while its node waits: the run is interrupted and saved.
    const job1 = await jobWith('host-build-1', '// build 1');
    const running = await startMain(job1, inputs);
    await running.printed(/x\/a\/1 +running/);
    await waitUntil('the node waiting', async () => existsSync(waited));
    running.child.kill('SIGINT');
    const first = await running.done;
    expect(first.outputs, describeStep(first)).toMatchObject({ result: 'pause', code: 'INTERRUPTED' });
    const savedKey = first.outputs['cache-key'];

    const refusedWith = async (name: string, build: string | undefined, error: string) => {
      const refused = await runJob(await jobWith(name, build), inputs);
      expect(refused.main.exitCode, describeStep(refused.main)).toBe(1);
      expect(refused.main.stdout).toContain(error);
      expect(refused.main.stdout).toContain('gave its session claim back (deleted cache entry');
      expect(refused.post.stdout).toContain('nothing to save');
      // Session 2's claim was given back, and no store entry was added after the first job's.
      expect(
        (await emulator.cacheEntries()).map((entry) => entry.key).filter((key) => key.includes('host-build')),
      ).toEqual(['supervised-run/default/host-build@claim/1', savedKey]);
    };
    await refusedWith('host-build-2', '// build 2', '::error::HOST_MODULE_CHANGED');
    // The stored module is looked up in working-directory, and the message says so (not runRoot).
    await refusedWith(
      'host-build-2b',
      undefined,
      '::error::HOST_MODULE: host module "./host.mjs" cannot be resolved inside working-directory: ENOENT',
    );

    const continued = await runJob(await jobWith('host-build-3', '// build 1'), inputs);
    expect(continued.main.exitCode, describeStep(continued.main)).toBe(0);
    expect(continued.main.stdout).toContain('mode auto: continue');
    expect(continued.main.outputs).toMatchObject({ result: 'complete' });
  }, 60_000);
});
