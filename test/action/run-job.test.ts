// runJob and runPostJob in process (source, not dist): fail-on, the mode refusals, a bad graph
// file, cancellation before start, the prelaunched worker (taken by a start or a resume, stopped
// when unused), the post step's save, and the summary context. Persistence is off here (persist:
// none, no cache service): the end-to-end test covers the cache and artifact.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { resultFailsStep } from '../../src/action/exit-status.ts';
import { runPostJob } from '../../src/action/job/post-job.ts';
import { stateNames } from '../../src/action/job/state-names.ts';
import { runJob } from '../../src/action/run-job.ts';
import { jobSummaryContext, renderJobSummary } from '../../src/action/summary.ts';
import { recordingIO } from './support/recording-io.ts';
import { markedChildren } from '../support/processes.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe', encoding: 'utf8' }).trim();
const node = JSON.stringify(process.execPath);

let root: string;
let workspace: string;
let temp: string;

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-run-job-')));
  workspace = path.join(root, 'ws');
  temp = path.join(root, 'temp');
  await mkdir(workspace);
  await mkdir(temp);
  git(workspace, 'init', '-q');
  git(workspace, 'config', 'user.name', 'Run Job');
  git(workspace, 'config', 'user.email', 'run-job@example.invalid');
  git(workspace, 'config', 'commit.gpgsign', 'false');
  await writeFile(
    path.join(workspace, 'pause.yml'),
    `version: 1\nnodes:\n  publish: { run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"] }\n`,
  );
  await writeFile(
    path.join(workspace, 'review-pause.yml'),
    `version: 1\nnodes:\n  draft: { run: [${node}, -e, "console.log('draft')"], retry-safe: true }\n  review:\n    needs: [draft]\n    run: [${node}, -e, "process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]\n    review: { sends-back-to: draft, rounds: 2 }\n`,
  );
  await writeFile(
    path.join(workspace, 'quick.yml'),
    `version: 1\nnodes:\n  a: { run: [${node}, -e, "console.log('a')"], retry-safe: true }\n`,
  );
  await writeFile(path.join(workspace, 'broken.yml'), 'version: 1\nnodes:\n  a: { run: [x], needs: [tset] }\n');
  await writeFile(path.join(workspace, 'host.mjs'), 'export function bindRun() {}\n');
  await writeFile(
    path.join(workspace, 'broken-definition.json'),
    JSON.stringify({ graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: ['tset'] } } } } }),
  );
  git(workspace, 'add', '-A');
  git(workspace, 'commit', '-q', '-m', 'initial');
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function env(inputs: Record<string, string>): Record<string, string | undefined> {
  const values: Record<string, string> = {
    RUNNER_TEMP: temp,
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_REPOSITORY: 'obversa/example',
    GITHUB_WORKFLOW_REF: 'obversa/example/.github/workflows/supervised-run.yml@refs/heads/main',
    GITHUB_REF: 'refs/heads/main',
    INPUT_PERSIST: 'none',
    'INPUT_INITIAL-BACKOFF': '50ms',
    'INPUT_MAX-BACKOFF': '200ms',
    'INPUT_TEARDOWN-GRACE': '500ms',
    INPUT_HEARTBEAT: '0',
  };
  for (const [name, value] of Object.entries(inputs)) values[`INPUT_${name.toUpperCase()}`] = value;
  return values;
}

async function job(inputs: Record<string, string>, cancellation = new Cancellation()) {
  const io = recordingIO();
  const outcome = await runJob({ env: env(inputs), cwd: workspace, io, cancellation });
  return { io, outcome };
}

describe('runJob in process', () => {
  it('fails the step by fail-on: a pause passes with fail-on fail and fails with fail-on pause', async () => {
    const started = await job({ 'run-id': 'fail-on', graph: 'pause.yml' });
    expect(started.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });
    expect(started.outcome.failed).toBe(false);
    expect(started.io.failed).toBeUndefined();
    expect(started.io.state[stateNames.saved]).toBe('none');
    // Seen, though green: a warning annotation naming the run and what waits, and the log ends with the commands.
    expect(started.io.outputs['needs-decision']).toBe('true');
    const annotation = started.io.log.find((line) => line.level === 'warning' && line.title !== undefined);
    expect(annotation?.title).toBe('Run fail-on paused: 1 attempt needs your decision');
    expect(annotation?.message).toContain('dag/publish/1 (reconcile: retry, complete or fail)');
    expect(annotation?.message).toContain('job summary');
    const tail = started.io.log.slice(-4).map((line) => line.message);
    expect(tail[0]).toMatch(/^  dag\/publish\/1 \(node publish\): did this uncertain work happen\? /);
    expect(started.io.log.at(-1)?.message).toContain('-f position=dag/publish/1 -f decision=fail');

    const strict = await job({ 'run-id': 'fail-on', mode: 'status', 'fail-on': 'pause' });
    expect(strict.outcome.failed).toBe(true);
    expect(strict.io.failed).toBe('run fail-on paused; fail-on is pause');
    expect(strict.io.log.at(-1)?.message).toContain('-f decision=fail');
    const never = await job({ 'run-id': 'fail-on', mode: 'status', 'fail-on': 'never' });
    expect(never.outcome.failed).toBe(false);
    // status never marks the store as pending a save.
    expect(never.io.state[stateNames.pending]).toBeUndefined();
  });

  it('refuses mode start for a stored run and a position that is not paused, and still summarises the run', async () => {
    const start = await job({ 'run-id': 'fail-on', mode: 'start', graph: 'pause.yml' });
    expect(start.io.failed).toMatch(/^INVALID_INPUT: input "mode" \(got "start"\): run fail-on already exists/);
    expect(start.io.summary).toContain('> [!CAUTION]');
    expect(start.io.summary).toContain('## Supervised run fail-on');
    const wrong = await job({ 'run-id': 'fail-on', mode: 'resume', position: 'dag/nothing/1' });
    expect(wrong.io.failed).toMatch(/^RESUME_POSITION: /);
    expect(wrong.io.summary).toContain('RESUME&#95;POSITION');
    expect(wrong.io.outputs.result).toBe('pause');
  });

  it('refuses to resume a reconcile request without a decision, listing the three commands; retry is recorded with its decider', async () => {
    const started = await job({ 'run-id': 'undecided', graph: 'pause.yml' });
    expect(started.io.outputs).toMatchObject({ result: 'pause', 'resume-command': '' });
    // The annotation names the outputs that hold this pause's commands, and only those.
    const annotation = started.io.log.find((line) => line.level === 'warning' && line.message.startsWith('Run '));
    expect(annotation?.message).toContain(
      'The exact commands are in the job summary and in the step outputs (reconcile-requests); the end of this log repeats them.',
    );
    const refused = await job({ 'run-id': 'undecided', position: 'dag/publish/1' });
    expect(refused.outcome.failed).toBe(true);
    const base =
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=undecided -f position=dag/publish/1 -f decision=';
    expect(refused.io.failed).toMatch(
      /^RESUME_DECISION: position dag\/publish\/1 of run undecided is a reconcile request/,
    );
    for (const decision of ['retry', 'complete', 'fail']) expect(refused.io.failed).toContain(`${base}${decision}`);
    // Nothing ran: the store was never marked as pending a save, and no node event was logged.
    expect(refused.io.state[stateNames.pending]).toBeUndefined();
    expect(refused.io.log.some((line) => line.message.startsWith('graph:'))).toBe(false);
    expect(refused.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/publish/1"]' });

    // With decision retry the attempt runs again (it kills its worker again) and the decider is recorded.
    const retried = await job({ 'run-id': 'undecided', position: 'dag/publish/1', decision: 'retry' });
    expect(retried.io.failed).toBeUndefined();
    expect(retried.io.summary).toContain('reconciled: retry by octocat');
  });

  it("refuses a reviewer's reconcile request without a decision with a complete command that carries its verdict", async () => {
    const started = await job({ 'run-id': 'undecided-review', graph: 'review-pause.yml' });
    expect(started.io.outputs).toMatchObject({ result: 'pause', positions: '["dag/review/1"]' });
    const refused = await job({ 'run-id': 'undecided-review', position: 'dag/review/1' });
    expect(refused.io.failed).toMatch(
      /^RESUME_DECISION: position dag\/review\/1 of run undecided-review is a reconcile request/,
    );
    // A bare complete at a reviewer is refused (its loop needs a verdict): the command given carries one.
    expect(refused.io.failed).toContain(
      `complete (it happened; node code does not run): gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=undecided-review -f position=dag/review/1 -f decision=complete -f decision-output='{"verdict":"pass"}'`,
    );
  });

  it('retry-failed reopens a run that failed because a node failed: the failed node runs again, recorded with the actor', async () => {
    const fixed = path.join(root, 'fixed-flag');
    const effects = path.join(root, 'flaky-effects');
    await writeFile(
      path.join(workspace, 'flaky.yml'),
      `version: 1\nnodes:\n  flaky: { run: [${node}, -e, ${JSON.stringify(`const fs = require('fs'); fs.appendFileSync(${JSON.stringify(effects)}, 'x'); if (!fs.existsSync(${JSON.stringify(fixed)})) process.exit(1)`)}] }\n`,
    );
    git(workspace, 'add', 'flaky.yml');
    git(workspace, 'commit', '-q', '-m', 'flaky graph');
    const first = await job({ 'run-id': 'flaky', graph: 'flaky.yml' });
    expect(first.io.outputs).toMatchObject({ result: 'fail', code: 'DAG_NODE_FAILED', 'needs-decision': 'false' });
    // The step's error annotation says why, not only the code.
    expect(first.io.failed).toMatch(/^run flaky failed \(DAG_NODE_FAILED\): .*flaky.*; fail-on is fail$/);
    // The summary starts with its headline; the retry is under it, its command in a code block.
    expect(first.io.summary).toMatch(/^## Supervised run flaky /);
    // Nothing was saved to the cache (persist: none): a re-run would not reopen it, so it is not offered.
    expect(first.io.summary).not.toContain('Re-run jobs');
    expect(first.io.summary).toContain('-f run-id=flaky -f retry-failed=true\n```');
    expect(first.io.log.map((line) => line.message)).toContainEqual(
      expect.stringMatching(/^Run flaky failed because nodes failed\. .* -f retry-failed=true$/),
    );
    // Without retry-failed (and no re-run of the same workflow run) the failed run is only reported.
    const reported = await job({ 'run-id': 'flaky', graph: 'flaky.yml' });
    expect(reported.io.outputs.result).toBe('fail');
    expect(await readFile(effects, 'utf8')).toBe('x');

    await writeFile(fixed, '');
    const retried = await job({ 'run-id': 'flaky', 'retry-failed': 'true' });
    expect(retried.io.failed, JSON.stringify(retried.io.log)).toBeUndefined();
    expect(retried.io.outputs).toMatchObject({ result: 'complete' });
    expect(retried.io.summary).toContain('The failed run was reopened by octocat through the retry-failed input');
    expect(await readFile(effects, 'utf8')).toBe('xx');
    const done = await job({ 'run-id': 'flaky', 'retry-failed': 'true' });
    expect(done.io.failed).toMatch(/^RUN_NOT_RETRYABLE: run flaky cannot be retried: it is completed/);
  });

  it('reports a run that is not stored (mode status) without failing, and fails a resume of it with STORE_NOT_FOUND', async () => {
    const status = await job({ 'run-id': 'never-stored', mode: 'status' });
    expect(status.outcome.failed).toBe(false);
    expect(status.io.outputs).toMatchObject({ result: 'none', positions: '[]', 'cache-key': '' });
    expect(status.io.summary).toContain('not stored');
    const resume = await job({ 'run-id': 'never-stored', position: 'dag/a/1' });
    expect(resume.io.failed).toMatch(
      /^STORE_NOT_FOUND: run never-stored was not found \(tried cache prefix supervised-run\/default\/never-stored\/ \(no from-run given\)\)/,
    );
    // Why it is likely missing, and the remedy.
    for (const cause of [
      'another branch',
      'evicted (after 7 days without use',
      'pull request',
      'Remedy: pass from-run',
    ])
      expect(resume.io.failed).toContain(cause);
    expect(existsSync(path.join(temp, 'supervised-run', 'default', 'runs', 'never-stored'))).toBe(false);
  });

  it('fails a graph file with errors before anything is stored, naming the path inside the file', async () => {
    const broken = await job({ 'run-id': 'broken', graph: 'broken.yml' });
    // Nothing was written: the post step is told there is nothing to save (no "saving it now" warning).
    expect(broken.io.state[stateNames.pending]).toBe('');
    const saveWarnings = (log: typeof broken.io.log) =>
      log.filter((line) => line.level === 'warning' && /sav(e|ing)/.test(line.message));
    expect(saveWarnings(broken.io.log)).toEqual([]);
    const post = recordingIO(broken.io.state);
    expect(
      await runPostJob({ env: env({ 'run-id': 'broken', graph: 'broken.yml' }), cwd: workspace, io: post }),
    ).toEqual({
      saved: false,
    });
    expect(saveWarnings(post.log)).toEqual([]);
    const missing = await job({ 'run-id': 'missing-graph', graph: 'no-such-file.yml' });
    expect(missing.io.failed).toBeDefined();
    expect(saveWarnings(missing.io.log)).toEqual([]);
    expect(missing.io.state[stateNames.pending]).toBe('');
    expect(broken.io.failed).toMatch(/^INVALID_GRAPH: /);
    expect(broken.io.failed).toContain('nodes.a.needs[0]');
    expect(existsSync(path.join(temp, 'supervised-run', 'default', 'runs', 'broken', 'definition.json'))).toBe(false);
  });

  it('fails a host-module run whose definition file holds a malformed DAG before anything is stored, naming the file', async () => {
    const inputs = { 'run-id': 'broken-module', 'host-module': './host.mjs', definition: 'broken-definition.json' };
    const broken = await job(inputs);
    expect(broken.io.failed).toBe(
      'INVALID_INPUT: input "definition": broken-definition.json at graphDefinition.value: nodes.a.needs[0]: unknown node "tset"',
    );
    expect(broken.io.state[stateNames.pending]).toBe('');
    expect(existsSync(path.join(temp, 'supervised-run', 'default', 'runs', 'broken-module'))).toBe(false);
    expect(await runPostJob({ env: env(inputs), cwd: workspace, io: recordingIO(broken.io.state) })).toEqual({
      saved: false,
    });
  });

  /** Per launch of the run, whether it took a prelaunched worker, by session. */
  async function launches(runId: string): Promise<Array<[number, boolean]>> {
    const runnerLog = path.join(temp, 'supervised-run', 'default', 'runs', runId, 'runner.events.jsonl');
    return (await readFile(runnerLog, 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { type: string; session: number; data: { prelaunched?: boolean } })
      .filter((event) => event.type === 'runner:worker-launching')
      .map((event) => [event.session, event.data.prelaunched === true]);
  }

  // Persistence is off here, so these pass on the runner's own prelaunch too: claim-prelaunch.test.ts
  // shows that the worker is the one the job started during its claim.
  it('starts a new run on a prelaunched worker', async () => {
    const started = await job({ 'run-id': 'prelaunched', graph: 'quick.yml' });
    expect(started.io.outputs.result).toBe('complete');
    expect(await launches('prelaunched')).toEqual([[1, true]]);
  });

  it('resumes a paused run on a worker prelaunched before its launch', async () => {
    const first = await job({ 'run-id': 'resumed-prelaunched', graph: 'pause.yml' });
    expect(first.io.outputs.result).toBe('pause');
    const resumed = await job({ 'run-id': 'resumed-prelaunched', position: 'dag/publish/1', decision: 'complete' });
    expect(resumed.io.outputs.result).toBe('complete');
    expect((await launches('resumed-prelaunched')).filter(([session]) => session > 1)).toEqual([[2, true]]);
  });

  it('stops the worker it started for a resume that then fails, and leaves no process behind', async () => {
    const first = await job({ 'run-id': 'resume-fails', graph: 'pause.yml' });
    expect(first.io.outputs.result).toBe('pause');
    // Changes of the checkout's own: the workspace cannot be rebuilt from the pause snapshot.
    const stray = path.join(workspace, 'stray.txt');
    await writeFile(stray, 'made after the pause\n');
    try {
      const resumed = await job({ 'run-id': 'resume-fails', position: 'dag/publish/1', decision: 'complete' });
      expect(resumed.io.failed).toMatch(/^WORKSPACE_DRIFT: /);
    } finally {
      await rm(stray);
    }
    expect((await launches('resume-fails')).filter(([session]) => session > 1)).toEqual([]);
    expect(markedChildren('resume-fails')).toEqual([]);
  });

  it('refuses a store whose records were edited (same length) with STORE_RESTORE, before anything runs', async () => {
    const first = await job({ 'run-id': 'tampered', graph: 'pause.yml' });
    expect(first.io.outputs.result).toBe('pause');
    const runDirectory = path.join(temp, 'supervised-run', 'default', 'runs', 'tampered');
    const log = path.join(runDirectory, 'graph.events.jsonl');
    const text = await readFile(log, 'utf8');
    expect(text).toContain('"nodeId":"publish"');
    await writeFile(log, text.replace('"nodeId":"publish"', '"nodeId":"publiX"'));
    const resumed = await job({ 'run-id': 'tampered', position: 'dag/publish/1', decision: 'complete' });
    expect(resumed.io.failed).toMatch(
      /^STORE_RESTORE: the store of run tampered .* failed verification: .*corrupt at line 2/,
    );
    expect(resumed.io.state[stateNames.pending]).toBeUndefined();
    expect(resumed.io.log.some((line) => line.message.startsWith('graph:'))).toBe(false);
  });

  it('does not start a run once the job is cancelled', async () => {
    const cancellation = new Cancellation();
    cancellation.cancel('SIGINT (test)');
    const cancelled = await job({ 'run-id': 'cancelled-early', graph: 'quick.yml' }, cancellation);
    expect(cancelled.outcome.failed).toBe(false);
    expect(cancelled.io.outputs.result).toBe('none');
    expect(cancelled.io.summary).toContain('before the run started; nothing was run');
  });

  it('refuses an input holding a known secret behind an encoding, without echoing it', async () => {
    const secret = 'Zq8rT4vL2mN6pW0sXy3K';
    const hex = Buffer.from(secret).toString('hex');
    const base64 = Buffer.from(secret).toString('base64');
    for (const [input, value, encoding] of [
      ['position', `dag/x/${hex}`, 'hex'],
      ['timeout', `x${base64}`, 'base64'],
      ['namespace', base64, 'base64'],
    ] as const) {
      const io = recordingIO();
      await runJob({
        env: env({ 'run-id': 'r1', graph: 'quick.yml', 'known-secrets': secret, [input]: value }),
        cwd: workspace,
        io,
        cancellation: new Cancellation(),
      });
      expect(io.failed).toBe(
        `INVALID_INPUT: input "${input}" holds a known secret (${encoding}); it would be printed in the log and the summary, so nothing was run`,
      );
      const printed = JSON.stringify([io.failed, io.summary, io.log, io.outputs]);
      expect(printed).not.toContain(value);
    }
  });

  it('masks every known secret before parsing the other inputs', async () => {
    const io = recordingIO();
    await runJob({
      env: {
        ...env({
          'run-id': 'bad/id',
          'known-secrets': 'first-secret\nsecond-secret',
          'environment-variables': 'API_KEY',
        }),
        API_KEY: 'sk-from-the-environment',
      },
      cwd: workspace,
      io,
      cancellation: new Cancellation(),
    });
    expect(io.secrets).toEqual(expect.arrayContaining(['first-secret', 'second-secret', 'sk-from-the-environment']));
    expect(io.failed).toMatch(/^INVALID_INPUT: input "run-id"/);
    expect(io.summary).toBe('');
  });
});

describe('runPostJob', () => {
  it('does nothing when main did not run the watchdog, or saved the store itself', async () => {
    expect(await runPostJob({ env: env({ 'run-id': 'quick' }), cwd: workspace, io: recordingIO() })).toEqual({
      saved: false,
    });
    const saved = recordingIO({ [stateNames.pending]: '1', [stateNames.saved]: 'key' });
    expect(await runPostJob({ env: env({ 'run-id': 'quick' }), cwd: workspace, io: saved })).toEqual({ saved: false });
    expect(saved.log.map((line) => line.message)).toContain('the main step saved the store');
    // persist: none: main recorded that it saved nothing, and the post step does not claim a save.
    const none = recordingIO({ [stateNames.pending]: '1', [stateNames.saved]: 'none' });
    expect(await runPostJob({ env: env({ 'run-id': 'quick' }), cwd: workspace, io: none })).toEqual({ saved: false });
    expect(none.log.map((line) => line.message)).toEqual(['nothing to save: persist is none']);
  });

  it('summarises when main was stopped before it could, saying that persist none saved nothing', async () => {
    const first = await job({ 'run-id': 'post-saves', graph: 'quick.yml' });
    expect(first.io.outputs.result).toBe('complete');
    const io = recordingIO({ [stateNames.pending]: '1' });
    const outcome = await runPostJob({ env: env({ 'run-id': 'post-saves' }), cwd: workspace, io });
    expect(outcome.saved).toBe(true);
    expect(io.log.filter((line) => line.level === 'warning').map((line) => line.message)).toEqual([
      'the main step was stopped before it finished run post-saves; persist is none, so its store stays on this runner only',
    ]);
    expect(io.summary).toContain('the post step wrote it. The store was not saved: persist is none.');
    expect(io.summary).not.toContain('saved the store');
    expect(io.summary).toContain('completed');
  });
});

describe('summary and exit status', () => {
  it('leaves out an environment value the report refuses, with a warning, instead of failing the job', () => {
    const warnings: string[] = [];
    const context = jobSummaryContext(
      {
        GITHUB_SERVER_URL: 'javascript:alert(1)',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/x.yml@refs/heads/main',
      },
      { inputNames: { runId: 'run-id', position: 'position', decision: 'decision' } },
      warnings,
    );
    expect(context.serverUrl).toBeUndefined();
    expect(context.workflowFile).toBe('.github/workflows/x.yml');
    expect(warnings).toEqual([expect.stringContaining('leaves out serverUrl')]);
  });

  it('escapes what it says about a run that is not stored', () => {
    const summary = renderJobSummary({
      runId: 'r1',
      report: null,
      context: {},
      problems: [{ code: 'STORE_NOT_FOUND', message: '<img src=x onerror=alert(1)>' }],
      notes: ['| a | b |'],
      tried: '<b>x</b>',
    });
    expect(summary).not.toMatch(/<img|<b>|\| a \|/);
    expect(summary).toContain('not stored');
  });

  it.each([
    ['fail', 'fail', true],
    ['pause', 'fail', false],
    ['complete', 'fail', false],
    ['fail', 'pause', true],
    ['pause', 'pause', true],
    ['none', 'pause', false],
    ['fail', 'never', false],
    ['pause', 'never', false],
  ] as const)('result %s with fail-on %s fails the step: %s', (result, failOn, fails) => {
    expect(resultFailsStep(result, failOn)).toBe(fails);
  });

  it('Cancellation: the first cause wins, late listeners still hear it, the timer can be cleared', async () => {
    const cancellation = new Cancellation();
    const heard: string[] = [];
    cancellation.onCancel((reason) => heard.push(`early ${reason}`));
    const clear = cancellation.after(60_000, 'timer');
    clear();
    cancellation.cancel('SIGINT');
    cancellation.cancel('SIGTERM');
    cancellation.onCancel((reason) => heard.push(`late ${reason}`));
    expect(heard).toEqual(['early SIGINT', 'late SIGINT']);
    const timed = new Cancellation();
    await new Promise<void>((resolve) => {
      timed.onCancel(() => resolve());
      timed.after(5, 'interrupt-after');
    });
    expect(timed.reason).toBe('interrupt-after');
  });
});
