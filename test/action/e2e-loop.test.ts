// End to end through the BUILT action (dist/index.js as main and post) over the Actions emulator:
// the person's side of the loop. A reconcile pause is announced (annotation, log block,
// needs-decision) and never resumed without a decision; interrupted and unsettled runs are
// announced too; "Re-run jobs" of a failed run retries exactly its failed nodes; a run started by a
// pull request prints a command that works although the pull request's caches are out of reach.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputEnv, runStep, startStep, type StepResult } from './support/runner-emulation.ts';
import { describeStep, e2eWorld, lines, quick } from './support/e2e-world.ts';

const world = e2eWorld('loop', 7000);
const { origin, newJob, runJob, stepFiles } = world;

/** The `::warning title=...::text` annotation lines of a step's log. */
const annotations = (result: StepResult) =>
  result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning title='))
    // Workflow command properties escape ':' (and ',') as %3A (%2C); the runner shows them decoded.
    .map((line) =>
      line.replace(/^(::warning title=[^:]*)::/, (head) => head.replaceAll('%3A', ':').replaceAll('%2C', ',')),
    );
/** The -f name=value fields of a printed gh command (values here need no shell unquoting). */
const fields = (command: string): Record<string, string> =>
  Object.fromEntries([...command.matchAll(/-f ([a-z-]+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));

const effectLine = (file: string, name: string, extra = '') =>
  JSON.stringify(`require('fs').appendFileSync(${JSON.stringify(file)}, '${name}\\n');${extra}`);

describe('the person in the loop, through the built action', () => {
  it('a reconcile pause is announced, a decision-less resume is refused with nothing run, a decided one completes', async () => {
    const effects = path.join(world.root, 'effects-decide.log');
    const repo = await origin('decide', {
      'graph.yml': `version: 1
nodes:
  publish: { run: [${JSON.stringify(process.execPath)}, -e, ${effectLine(effects, 'publish', " process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000);")}] }
  announce: { needs: [publish], run: [${JSON.stringify(process.execPath)}, -e, ${effectLine(effects, 'announce')}] }
`,
    });
    const runId = 'e2e-decide';
    const first = await runJob(await newJob('decide-1', repo), { 'run-id': runId, graph: 'graph.yml', ...quick });
    expect(first.main.exitCode, describeStep(first.main)).toBe(0);
    expect(first.main.outputs).toMatchObject({ result: 'pause', 'needs-decision': 'true', 'resume-command': '' });
    const [annotation] = annotations(first.main);
    expect(annotation).toMatch(/^::warning title=Run e2e-decide paused: 1 attempt needs your decision::/);
    expect(annotation).toContain('dag/publish/1 (reconcile: retry, complete or fail)');
    expect(annotation).toContain('job summary');
    const base = `gh workflow run supervised-run.yml --repo github.localhost/obversa/supervised-run-test --ref main -f run-id=${runId} -f position=dag/publish/1`;
    const tail = first.main.stdout.trimEnd().split('\n').slice(-5);
    expect(tail[0]).toBe('Run e2e-decide paused; 1 attempt needs your decision:');
    expect(tail.slice(2)).toEqual([
      `    it happened:       ${base} -f decision=complete`,
      `    run it again:      ${base} -f decision=retry`,
      `    record it failed:  ${base} -f decision=fail`,
    ]);
    expect(await lines(effects)).toEqual(['publish']);
    const saved = (await world.emulator.cacheEntries()).filter((entry) => entry.key.includes(runId)).length;

    // The dispatch with a position and no decision: refused, the step fails, nothing runs or is saved.
    const refused = await runJob(await newJob('decide-2', repo), { 'run-id': runId, position: 'dag/publish/1' });
    expect(refused.main.exitCode, describeStep(refused.main)).toBe(1);
    expect(refused.main.stdout).toContain('::error::RESUME_DECISION: position dag/publish/1 of run e2e-decide');
    for (const decision of ['retry', 'complete', 'fail'])
      expect(refused.main.stdout).toContain(`${base} -f decision=${decision}`);
    expect(refused.post.stdout).toContain('nothing to save');
    expect(await lines(effects)).toEqual(['publish']);
    expect((await world.emulator.cacheEntries()).filter((entry) => entry.key.includes(runId)).length).toBe(saved);

    const decided = await runJob(await newJob('decide-3', repo), {
      'run-id': runId,
      position: 'dag/publish/1',
      decision: 'complete',
    });
    expect(decided.main.exitCode, describeStep(decided.main)).toBe(0);
    expect(decided.main.outputs).toMatchObject({ result: 'complete', 'needs-decision': 'false' });
    expect(annotations(decided.main)).toEqual([]);
    expect(await lines(effects)).toEqual(['publish', 'announce']);
  });

  it('an interrupted run and an unsettled one are announced with what to do', async () => {
    const effects = path.join(world.root, 'effects-seen.log');
    const repo = await origin('seen', {
      'graph.yml': `version: 1
nodes:
  slow: { run: [${JSON.stringify(process.execPath)}, -e, ${effectLine(effects, 'slow', ' setTimeout(() => {}, 60000);')}], retry-safe: true }
`,
    });
    // Cancelled once its node runs (as a person cancelling the job would), not by a timer: a timer
    // that fires before a loaded machine reaches the node interrupts a run that never started.
    const seen = await newJob('seen-1', repo);
    const seenEnv = { ...seen.env, ...inputEnv({ 'run-id': 'e2e-seen', graph: 'graph.yml', ...quick }) };
    const cancelled = await startStep({
      script: 'main',
      workspace: seen.workspace,
      filesDirectory: stepFiles(seen, 'main'),
      env: seenEnv,
    });
    await cancelled.printed(/dag\/slow\/1 +running/);
    cancelled.child.kill('SIGINT');
    const interrupted = { main: await cancelled.done };
    expect(interrupted.main.exitCode, describeStep(interrupted.main)).toBe(0);
    expect(interrupted.main.outputs).toMatchObject({ code: 'INTERRUPTED', 'needs-decision': 'true' });
    expect(annotations(interrupted.main)[0]).toMatch(
      /^::warning title=Run e2e-seen was interrupted: the run waits to be continued::.*the run \(INTERRUPTED.*\(continue\)/,
    );
    expect(interrupted.main.stdout.trimEnd().split('\n').at(-1)).toBe(
      '    continue:          gh workflow run supervised-run.yml --repo github.localhost/obversa/supervised-run-test --ref main -f run-id=e2e-seen',
    );

    const job = await newJob('orphan-1', repo);
    const inputs = { 'run-id': 'e2e-orphan', graph: 'graph.yml', ...quick };
    const env = { ...job.env, ...inputEnv(inputs) };
    const running = await startStep({
      script: 'main',
      workspace: job.workspace,
      filesDirectory: stepFiles(job, 'main'),
      env,
    });
    await running.printed(/dag\/slow\/1 +running/);
    running.child.kill('SIGKILL');
    const killed = await running.done;
    await runStep({
      script: 'post',
      workspace: job.workspace,
      filesDirectory: stepFiles(job, 'post'),
      env,
      state: killed.state,
    });
    const reported = await runJob(await newJob('orphan-2', repo), inputs);
    expect(reported.main.exitCode, describeStep(reported.main)).toBe(0);
    expect(reported.main.outputs).toMatchObject({ phase: 'orphaned', 'needs-decision': 'true' });
    expect(annotations(reported.main)[0]).toMatch(
      /^::warning title=Run e2e-orphan is not settled: it waits for your takeover::.*takeover: true/,
    );
  });

  it('"Re-run jobs" of a failed run retries exactly its failed nodes; completed ones never run again', async () => {
    const effects = path.join(world.root, 'effects-rerun.log');
    const fixed = path.join(world.root, 'rerun-fixed');
    const node = JSON.stringify(process.execPath);
    const repo = await origin('rerun', {
      'graph.yml': `version: 1
concurrency: 2
nodes:
  build: { run: [${node}, -e, ${effectLine(effects, 'build')}], retry-safe: true }
  lint: { run: [${node}, -e, ${effectLine(effects, 'lint')}], retry-safe: true }
  test: { needs: [build], run: [${node}, -e, ${effectLine(effects, 'test', ` if (!require('fs').existsSync(${JSON.stringify(fixed)})) process.exit(1);`)}] }
  deploy: { needs: [test, lint], run: [${node}, -e, ${effectLine(effects, 'deploy')}] }
`,
    });
    const runId = 'e2e-rerun';
    const inputs = { 'run-id': runId, graph: 'graph.yml', ...quick };
    const githubRunId = 7900; // both attempts of one workflow run, apart from the world's own run ids
    const first = await runJob(await newJob('rerun-1', repo, { githubRunId, attempt: 1 }), inputs);
    expect(first.main.exitCode, describeStep(first.main)).toBe(1);
    expect(first.main.outputs).toMatchObject({ result: 'fail', code: 'DAG_NODE_FAILED' });
    expect(first.main.stdout).toContain('use "Re-run jobs" on this workflow run');
    expect((await lines(effects)).sort()).toEqual(['build', 'lint', 'test']);

    // A job that is not a re-run (another workflow run) only reports the failure.
    const other = await runJob(await newJob('rerun-other', repo), inputs);
    expect(other.main.outputs.result).toBe('fail');
    expect((await lines(effects)).length).toBe(3);

    await writeFile(fixed, '');
    const rerun = await runJob(await newJob('rerun-2', repo, { githubRunId, attempt: 2 }), inputs);
    expect(rerun.main.exitCode, describeStep(rerun.main)).toBe(0);
    expect(rerun.main.stdout).toContain('mode auto: reopen');
    expect(rerun.main.outputs).toMatchObject({ result: 'complete', phase: 'completed' });
    expect(rerun.main.summary).toContain('The failed run was reopened by octocat');
    // test ran again (a new position), deploy ran once; build and lint did not run again.
    expect((await lines(effects)).slice(3)).toEqual(['test', 'deploy']);
    const output = JSON.parse(rerun.main.outputs.output!) as Record<string, unknown>;
    expect(Object.keys(output).sort()).toEqual(['build', 'deploy', 'lint', 'test']);
    expect(rerun.main.outputs['cache-key']).toBe(`supervised-run/default/${runId}/${githubRunId}-2`);
  });

  it('a run started by a pull request prints a command that works though the pull request caches are out of reach', async () => {
    const effects = path.join(world.root, 'effects-pr.log');
    const node = JSON.stringify(process.execPath);
    const repo = await origin('pr', {
      'graph.yml': `version: 1
nodes:
  publish: { run: [${node}, -e, ${effectLine(effects, 'publish', " process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000);")}] }
`,
    });
    const pr = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_REF_NAME: '7/merge',
      GITHUB_HEAD_REF: 'feature-x',
      GITHUB_WORKFLOW_REF: `${world.repository}/.github/workflows/supervised-run.yml@refs/pull/7/merge`,
    };
    const job1 = await newJob('pr-1', repo, { env: pr });
    const first = await runJob(job1, { 'run-id': 'e2e-pr', graph: 'graph.yml', ...quick });
    expect(first.main.outputs.result, describeStep(first.main)).toBe('pause');
    const requests = JSON.parse(first.main.outputs['reconcile-requests']!) as Array<{
      commands: Record<string, string>;
    }>;
    const command = requests[0]!.commands.complete!;
    expect(command).toBe(
      `gh workflow run supervised-run.yml --repo github.localhost/obversa/supervised-run-test --ref feature-x -f run-id=e2e-pr -f position=dag/publish/1 -f decision=complete -f from-run=${job1.githubRunId}`,
    );
    expect(first.main.summary).toContain('started by a pull request');

    // The dispatch runs on feature-x and cannot see the pull request's caches (here: no cache reads).
    await fetch(`${world.emulator.url}/_emulator/cache-mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'write-only' }),
      headers: { 'content-type': 'application/json' },
    });
    try {
      const dispatched = await runJob(
        await newJob('pr-2', repo, { env: { GITHUB_REF: 'refs/heads/feature-x', GITHUB_REF_NAME: 'feature-x' } }),
        { ...fields(command), 'github-token': 'ghs_e2e_token', ...quick },
      );
      expect(dispatched.main.exitCode, describeStep(dispatched.main)).toBe(0);
      expect(dispatched.main.stdout).toContain(`restored the store from artifact supervised-run+default+e2e-pr+1`);
      expect(dispatched.main.outputs.result).toBe('complete');
      expect(await lines(effects)).toEqual(['publish']);
    } finally {
      await fetch(`${world.emulator.url}/_emulator/cache-mode`, {
        method: 'POST',
        body: JSON.stringify({ mode: 'write' }),
        headers: { 'content-type': 'application/json' },
      });
    }
  });
});
