// What a person reads when the CLI refuses or advises: each refusal says what is wrong and what to
// do (not only what a flag is for), with the code and exit the docs give; advice fits the run's
// state. Runs the source entry (src/cli/main.ts), not the built bin.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { existingRunAdvice } from '../../src/cli/commands/existing-run.ts';
import { nextSteps, runPauseWords } from '../../src/cli/output/outcome.ts';
import { plain } from '../../src/cli/output/format.ts';
import { commandHelp } from '../../src/cli/args/help.ts';
import { commands } from '../../src/cli/run.ts';
import { parseSummaryContext, planPauses } from '../../src/report/index.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { report } from '../report/fixtures.ts';
import { cli, cliInProcess, git, nodeBin, repoRoot, repository, spawnCli, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

const entry = path.join(repoRoot, 'src/cli/main.ts');
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
const location = { directory: '/tmp/store', namespace: 'default', isDefault: true, flags: [] };

const gateGraph = `version: 1
nodes:
  approve:
    ask:
      question: Ship it?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
`;
const slowGraph = `version: 1
nodes:
  slow: { run: [${nodeBin}, -e, "setTimeout(() => {}, 60000)"] }
`;

describe('resume refusals of flags given without the one they belong to', () => {
  it('say the flag is only used with another, and to leave it out', async () => {
    const repo = await repository({});
    const cases: Array<[string[], string]> = [
      [
        ['--position', 'dag/a/1', '--answer', '{"choice":"ship"}', '--output', '{}'],
        '--output: only used with --decision complete; it records the result of a reconcile request whose work happened; leave --output out',
      ],
      [
        ['--position', 'dag/a/1', '--decision', 'fail', '--output', '{}'],
        '--output: only used with --decision complete, not with --decision fail;',
      ],
      [['--position', 'dag/a/1', '--message', 'hi'], '--message: only used with --decision fail; '],
      [['--reason', 'hi'], '--reason: only used with --takeover; it records why an orphaned run is taken over'],
    ];
    for (const [flags, message] of cases) {
      const result = await cliInProcess(['resume', '--run-id', 'g1', ...flags], repo);
      expect({ flags, code: result.code }).toEqual({ flags, code: 2 });
      expect(result.stderr).toContain(`supervised-run resume: ${message}`);
    }
  });
});

describe('a gate resumed with --decision or a raise', () => {
  it('is refused for the flag that does not fit (RESUME_DECISION, RESUME_BUDGET), not for a missing answer', async () => {
    const repo = await repository({ 'gate.yml': gateGraph });
    const started = await cli(['start', '--graph', 'gate.yml', '--run-id', 'g1', '--heartbeat', '0', ...fast], {
      cwd: repo,
      entry,
    });
    expect(started.code, started.stderr).toBe(3);
    const resume = (...flags: string[]) =>
      cli(['resume', '--run-id', 'g1', '--position', 'dag/approve/1', ...flags, ...fast], { cwd: repo, entry });
    const decided = await resume('--decision', 'complete');
    expect(decided.code).toBe(2);
    expect(decided.stderr).toContain(
      'RESUME_DECISION: --decision: it answers a reconcile request; position dag/approve/1 is a gate (give --answer)',
    );
    const raised = await resume('--raise-budget-usd', '5');
    expect(raised.code).toBe(2);
    expect(raised.stderr).toContain('RESUME_BUDGET: --raise-budget-usd');
    expect(raised.stderr).toContain('it answers a budget pause; position dag/approve/1 is a gate (give --answer)');
    // Without them, the missing answer is still what is refused.
    expect((await resume()).stderr).toContain('RESUME_ANSWER');
    // A start with the paused run's ID: resume it.
    const again = await cli(['start', '--graph', 'gate.yml', '--run-id', 'g1'], { cwd: repo, entry });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists in');
    expect(again.stderr).toContain('(paused); resume it (npx supervised-run resume --run-id g1;');
  });
});

describe('start with the ID of a stored run', () => {
  it('advises by the run: another ID for a completed run, retry-failed for failed nodes', async () => {
    const repo = await repository({
      'ok.yml': `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "1"], retry-safe: true }\n`,
      'bad.yml': `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "process.exit(3)"], retry-safe: true }\n`,
    });
    expect((await cli(['start', '--graph', 'ok.yml', '--run-id', 'done', '--quiet'], { cwd: repo, entry })).code).toBe(
      0,
    );
    expect((await cli(['start', '--graph', 'bad.yml', '--run-id', 'bad', '--quiet'], { cwd: repo, entry })).code).toBe(
      4,
    );
    const done = await cliInProcess(['start', '--graph', 'ok.yml', '--run-id', 'done'], repo);
    expect(done.code).toBe(2);
    expect(done.stderr).toContain('(completed); it has ended, so nothing of it runs again; choose another ID');
    expect(done.stderr).not.toContain('resume');
    const failed = await cliInProcess(['start', '--graph', 'ok.yml', '--run-id', 'bad'], repo);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain(
      '(failed); run its failed nodes again (npx supervised-run retry-failed --run-id bad) or choose another ID',
    );
  });

  it('names the commands with a non-default store, and orphaned and live runs get their own advice', () => {
    const status = { runId: 'r1', result: null, cleanupVerified: null, leaseRetained: false };
    const other = { ...location, isDefault: false, flags: ['--store', '/s'] };
    expect(existingRunAdvice({ ...status, phase: 'interrupted' }, other)).toBe(
      'resume it (npx supervised-run resume --run-id r1 --store /s; `npx supervised-run status --run-id r1 --store /s` shows what waits) or choose another ID',
    );
    expect(existingRunAdvice({ ...status, phase: 'orphaned' }, location)).toContain('--takeover');
    expect(existingRunAdvice({ ...status, phase: 'running' }, location)).toContain('it is live');
    expect(existingRunAdvice({ ...status, phase: 'stopped' }, location)).toContain('it has ended');
    expect(existingRunAdvice(undefined, location)).toBe('choose another ID');
  });
});

describe('an interrupted run', () => {
  it('refuses a --position saying it continues without one; drift says to restore the files first', async () => {
    const repo = await repository({ 'slow.yml': slowGraph, README: 'readme\n' });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const run = spawnCli(['start', '--graph', 'slow.yml', '--run-id', 'i3', '--quiet', ...fast], { cwd: repo, entry });
    await waitUntil('the node running', async () => {
      const status = await readSupervisedRunStatus({ storage, runId: 'i3' }).catch(() => undefined);
      return status?.active.some((a) => a.phase === 'running') === true;
    });
    run.child.kill('SIGINT');
    const interrupted = await run.done;
    expect(interrupted.code).toBe(3);
    expect(interrupted.stdout).toContain('  the run (INTERRUPTED), in flight: dag/slow/1');

    const positioned = await cli(['resume', '--run-id', 'i3', '--position', 'dag/slow/1'], { cwd: repo, entry });
    expect(positioned.code).toBe(2);
    expect(positioned.stderr).toContain(
      'RESUME_POSITION: --position: position "dag/slow/1" of run i3 is not a recorded pause; paused positions: none. The run was interrupted (dag/slow/1 was in flight): continue it without --position (npx supervised-run resume --run-id i3)',
    );

    await writeFile(path.join(repo, 'README'), 'readme\nchanged\n');
    const drifted = await cli(['resume', '--run-id', 'i3', '--quiet', ...fast], { cwd: repo, entry });
    expect(drifted.code).toBe(3);
    expect(drifted.stdout).toContain('WORKSPACE_DRIFT');
    expect(drifted.stdout).toMatch(/ {2}first: +put the files listed back as they were when the run paused/);
    // The command that was refused, to run again (a resume refused before anything ran starts no session).
    expect(drifted.stdout).toContain(
      `  then run again:     npx supervised-run resume --run-id i3 ${fast.join(' ')} --quiet\n`,
    );
    expect(drifted.stdout).not.toContain('supervising in this process');
    git(repo, 'checkout', '--', 'README');
  });

  it('shows a run-level code once when the reason repeats it', () => {
    expect(runPauseWords('INTERRUPTED', 'interrupted')).toBe('INTERRUPTED');
    expect(runPauseWords('WORKSPACE_LEASE', 'workspace lease')).toBe('WORKSPACE_LEASE');
    expect(runPauseWords('INTERRUPTED', 'SIGINT')).toBe('INTERRUPTED: SIGINT');
    expect(runPauseWords('INTERRUPTED', null)).toBe('INTERRUPTED');
    const built = report({ phase: 'interrupted', result: null });
    const plan = planPauses(built, parseSummaryContext({}));
    const run = { code: 'INTERRUPTED', reason: 'interrupted', positions: [], command: 'npx supervised-run resume' };
    expect(nextSteps({ report: built, plan: { ...plan, run } }, location)).toContain('  the run (INTERRUPTED)');
  });
});

describe('paths and values that cannot be used', () => {
  it('are usage errors (exit 2) naming the flag and what it needs, said once', async () => {
    const repo = await repository({
      'ok.yml': `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "1"], retry-safe: true }\n`,
      README: 'readme\n',
    });
    expect((await cli(['start', '--graph', 'ok.yml', '--run-id', 'j1', '--quiet'], { cwd: repo, entry })).code).toBe(0);
    const missingDir = await cli(['summary', '--run-id', 'j1', '--output', '/nonexistent/dir/s.md'], {
      cwd: repo,
      entry,
    });
    expect(missingDir.code).toBe(2);
    expect(missingDir.stderr).toBe(
      'supervised-run summary: --output: the directory of /nonexistent/dir/s.md does not exist; give a writable file path whose directory exists\n',
    );
    const directory = await cliInProcess(['summary', '--run-id', 'j1', '--output', '.'], repo);
    expect(directory).toMatchObject({ code: 2, stderr: expect.stringContaining('--output: ') });
    expect(directory.stderr).toContain('is a directory; give a writable file path');
    const fileStore = await cli(['start', '--graph', 'ok.yml', '--store', 'README'], { cwd: repo, entry });
    expect(fileStore.code).toBe(2);
    expect(fileStore.stderr).toContain(`--store: ${path.join(repo, 'README')} is not a directory`);
    expect(fileStore.stderr).not.toContain('RUN_STORAGE');
    const repository_ = await cliInProcess(
      ['summary', '--run-id', 'j1', '--workflow', 'x.yml', '--repository', 'bad repo'],
      repo,
    );
    expect(repository_).toMatchObject({ code: 2 });
    expect(repository_.stderr).toBe('supervised-run summary: --repository: must be "owner/repo" (got "bad repo")\n');
  });

  it('refuse --interval without --watch and --payload-bytes without --payloads, as --ref without --workflow', async () => {
    const repo = await repository({});
    expect(await cliInProcess(['status', '--run-id', 'r', '--interval', '1s'], repo)).toMatchObject({
      code: 2,
      stderr: 'supervised-run status: --interval: only used with --watch\n',
    });
    expect(await cliInProcess(['history', '--run-id', 'r', '--payload-bytes', '10'], repo)).toMatchObject({
      code: 2,
      stderr: 'supervised-run history: --payload-bytes: only used with --payloads\n',
    });
  });
});

describe('help and docs/cli.md agree', () => {
  it('has the usage line of each command in its docs section, and lists every command in the contents', async () => {
    const doc = await readFile(path.join(repoRoot, 'docs/cli.md'), 'utf8');
    const contents = doc.slice(0, doc.indexOf('\n## '));
    for (const { spec } of commands) {
      expect(contents, `contents: ${spec.name}`).toContain(`[${spec.name}](#${spec.name})`);
      const start = doc.indexOf(`\n## ${spec.name}\n`);
      const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
      expect(section, `usage of ${spec.name}`).toContain(`\nsupervised-run ${spec.usage}\n`);
    }
  });

  it('says what each help text promises', () => {
    const help = (name: string) => commandHelp(commands.find((command) => command.spec.name === name)!.spec);
    expect(help('demo')).not.toContain('no flags');
    expect(help('history')).toContain('{ runId, entries, cursor, hasMore, settled, counts }');
    expect(help('retry-failed').replace(/\s+/g, ' ')).toContain('retry of the failed run, asked by NAME');
    expect(help('resume')).toMatch(/--by NAME +Who answers, decides, raises or takes over/);
  });

  it('describes how control characters in run text are shown', async () => {
    const doc = await readFile(path.join(repoRoot, 'docs/cli.md'), 'utf8');
    expect(plain('a\tb\rc\r\nd\x1be\x08f', 100)).toBe('a b c d\uFFFDe\uFFFDf');
    expect(doc.replace(/\s+/g, ' ')).toContain(
      'a tab, a carriage return or a line break becomes a space, other control characters (an escape, a backspace) are shown as `�`',
    );
  });
});
