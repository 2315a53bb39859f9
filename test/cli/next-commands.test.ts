// The commands the CLI tells a person to run next work where they are run: they name the store the
// person used and the --root they passed; a resume refused before anything ran repeats the command
// that was refused (a bare continue would not answer a gate); and what a live run waits for (a
// retry's backoff) or does (a review loop's send-back) is a progress line. Runs the source entry.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { repeatedCommand } from '../../src/cli/output/command-place.ts';
import { Progress } from '../../src/cli/output/progress.ts';
import { commands } from '../../src/cli/run.ts';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { storedEvent } from '../support/stored-event.ts';
import { cli, git, nodeBin, repoRoot, repository, spawnCli, tempDir, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

const entry = path.join(repoRoot, 'src/cli/main.ts');
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
const location = { directory: '/tmp/store', namespace: 'default', isDefault: true, flags: [] };

const gateGraph = `version: 1
nodes:
  approve:
    ask: { question: "Ship it?", allowed-actors: [octocat], fields: { ok: { type: boolean, required: true } } }
`;

/** Runs a printed `npx supervised-run …` line in `cwd` through sh, with the source entry as the bin. */
async function runPrinted(command: string, cwd: string): Promise<{ code: number; stdout: string }> {
  expect(command.startsWith('npx supervised-run ')).toBe(true);
  const line = `'${process.execPath}' '${entry}' ${command.slice('npx supervised-run '.length)}`;
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
  delete env.SUPERVISED_RUN_STORE;
  delete env.SUPERVISED_RUN_NAMESPACE;
  try {
    const { stdout } = await promisify(execFile)('sh', ['-c', line], { cwd, env });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** The text summary with each command on one line (a long one is laid out over continuation lines). */
const joined = (text: string): string => text.replace(/ \\\n +/g, ' ');

/** The command after `label` on a line of `text`. */
function commandAfter(text: string, label: string): string {
  const found = text.split('\n').find((line) => line.trimStart().startsWith(label));
  expect(found, text).toBeDefined();
  return found!.trimStart().slice(label.length).trim();
}

describe('a resume refused because the workspace differs', () => {
  it('repeats the command that was run (answer, --by, --root, --store), which works once the files are back', async () => {
    const repo = await repository({ 'gate.yml': gateGraph, README: 'readme\n' });
    const store = path.join(await tempDir('cli-store-'), 'runs');
    const elsewhere = await tempDir('cli-cwd-');
    const where = ['--root', repo, '--store', store];
    const started = await cli(['start', '--graph', path.join(repo, 'gate.yml'), '--run-id', 'w1', ...where, ...fast], {
      cwd: elsewhere,
      entry,
    });
    expect(started.code, started.stderr).toBe(3);
    await writeFile(path.join(repo, 'README'), 'readme\nchanged\n');
    const answer = ['--position', 'dag/approve/1', '--answer', '{"ok":true}', '--by', 'octocat'];
    const refused = await cli(['resume', '--run-id', 'w1', ...answer, ...where, '--quiet'], { cwd: elsewhere, entry });
    expect(refused.code, refused.stderr).toBe(3);
    expect(refused.stdout).toContain('Run w1 was not resumed (WORKSPACE_DRIFT): the workspace differs');
    expect(refused.stdout).not.toContain('supervising in this process');
    expect(refused.stdout).not.toContain('continue:');
    expect(refused.stdout).toMatch(/ {2}first: +put the files listed back as they were when the run paused/);
    const again = commandAfter(refused.stdout, 'then run again:');
    expect(again).toBe(
      `npx supervised-run resume --run-id w1 --position dag/approve/1 --answer '{"ok":true}' --by octocat --quiet --root ${repo} --store ${store}`,
    );

    git(repo, 'checkout', '--', 'README');
    const resumed = await runPrinted(again, await tempDir('cli-cwd-'));
    expect(resumed.stdout).toContain('Run w1 completed');
    expect(resumed.code).toBe(0);
  });

  it('with --root at another repository, says --root may not be the run’s repository, with both HEADs', async () => {
    const repo = await repository({ 'gate.yml': gateGraph });
    const other = await repository({ 'other.txt': 'another repository\n' });
    const store = path.join(await tempDir('cli-store-'), 'runs');
    const started = await cli(['start', '--graph', 'gate.yml', '--run-id', 'w2', '--store', store, ...fast], {
      cwd: repo,
      entry,
    });
    expect(started.code, started.stderr).toBe(3);
    const answer = ['--position', 'dag/approve/1', '--answer', '{"ok":true}', '--by', 'octocat'];
    const refused = await cli(['resume', '--run-id', 'w2', ...answer, '--root', other, '--store', store], {
      cwd: repo,
      entry,
    });
    expect(refused.code, refused.stderr).toBe(3);
    const head = (dir: string) => git(dir, 'rev-parse', 'HEAD').trim();
    const first = commandAfter(refused.stdout, 'first:');
    expect(first).toBe(
      `--root ${other} is at HEAD ${head(other)}, but the run paused at HEAD ${head(repo)}: it may not be the run's repository. Give the run's repository as --root DIR; if it is this one, check out ${head(repo)} and put back any files listed`,
    );
    expect(refused.stdout).not.toContain('git stash');
    expect(commandAfter(refused.stdout, 'then run again:')).toBe(
      `npx supervised-run resume --run-id w2 --position dag/approve/1 --answer '{"ok":true}' --by octocat --root DIR --store ${store}   (DIR: the run's repository)`,
    );
  });

  it('repeats every flag given, each value one shell word', () => {
    const spec = commands.find((command) => command.spec.name === 'resume')!.spec;
    const raw = {
      'run-id': 'r1',
      position: 'dag/a/1',
      answer: `{"note":"it's \u202e here"}`,
      by: 'Mona Lisa',
      env: ['A', 'B'],
      quiet: true,
      json: true,
      root: 'relative/as/typed',
      store: 'relative/as/typed',
    };
    const place = { ...location, isDefault: false, flags: ['--store', '/s s'], root: '/r' };
    expect(repeatedCommand(spec, raw, place)).toBe(
      `npx supervised-run resume --run-id r1 --position dag/a/1 --answer '{"note":"it'\\''s '"$(printf '\\342\\200\\256')"' here"}' --by 'Mona Lisa' --env A --env B --quiet --root /r --store '/s s'`,
    );
  });
});

describe('the commands the CLI prints', () => {
  it('carry the --store the person used in status and summary, and the --root given to start', async () => {
    const repo = await repository({
      'gate.yml': gateGraph,
      'bad.yml': `version: 1\nnodes:\n  a: { run: [${nodeBin}, -e, "console.log('boom'); process.exit(3)"], retry-safe: true }\n`,
    });
    const store = path.join(await tempDir('cli-store-'), 'runs');
    const elsewhere = await tempDir('cli-cwd-');
    const where = ['--root', repo, '--store', store];
    const gate = await cli(['start', '--graph', path.join(repo, 'gate.yml'), '--run-id', 's1', ...where, ...fast], {
      cwd: elsewhere,
      entry,
    });
    expect(gate.code, gate.stderr).toBe(3);
    const answer = `npx supervised-run resume --run-id s1 --position dag/approve/1 --answer '{"ok":false}'`;
    expect(gate.stdout).toContain(`${answer} --root ${repo} --store ${store}`);
    const status = await cli(['status', '--run-id', 's1', '--store', store], { cwd: elsewhere, entry });
    expect(status.stdout).toContain(`${answer} --store ${store}`);
    // status and summary read only the store: given --root, the commands they print carry it.
    const rooted = await cli(['status', '--run-id', 's1', '--store', store, '--root', repo], { cwd: elsewhere, entry });
    expect(rooted.stdout).toContain(`${answer} --root ${repo} --store ${store}`);
    const rootedSummary = await cli(['summary', '--run-id', 's1', '--store', store, '--root', repo], {
      cwd: elsewhere,
      entry,
    });
    expect(joined(rootedSummary.stdout)).toContain(`${answer} --root ${repo} --store ${store}`);
    const unknown = await cli(['status', '--run-id', 'nope', '--store', store], { cwd: elsewhere, entry });
    expect(unknown.stderr).toContain(`(\`supervised-run list --store ${store}\` shows the runs there)`);
    const summary = await cli(['summary', '--run-id', 's1', '--store', store], { cwd: elsewhere, entry });
    expect(joined(summary.stdout)).toContain(`${answer} --store ${store}`);
    const markdown = await cli(['summary', '--run-id', 's1', '--store', store, '--markdown'], { cwd: repo, entry });
    expect(joined(markdown.stdout)).toContain(`${answer} --store ${store}`);

    const failed = await cli(['start', '--graph', path.join(repo, 'bad.yml'), '--run-id', 'f1', ...where, '--quiet'], {
      cwd: elsewhere,
      entry,
    });
    expect(failed.code, failed.stderr).toBe(4);
    expect(commandAfter(failed.stdout, 'retry them:')).toBe(
      `npx supervised-run retry-failed --run-id f1 --root ${repo} --store ${store}`,
    );
    const failedSummary = joined(
      (await cli(['summary', '--run-id', 'f1', '--store', store], { cwd: elsewhere, entry })).stdout,
    );
    expect(failedSummary).toContain(`npx supervised-run logs --run-id f1 --position dag/a/1 --store ${store}`);
    const retry = commandAfter(failedSummary, 'npx supervised-run retry-failed');
    expect(retry).toBe(`--run-id f1 --store ${store}`);
    // Run from the repository as printed: it reads the same store (STORE_NOT_FOUND, exit 2, without --store).
    const retried = await runPrinted(`npx supervised-run retry-failed ${retry} --quiet`, repo);
    expect(retried.stdout).toContain('Run f1 failed');
    expect(retried.code).toBe(4);
  });
});

describe('a retry waiting out its backoff', () => {
  it('is a waiting line when resume continues the run in its wait, and in status --watch', async () => {
    // Fails (exit 75); its retry waits 10 min: interrupted while it waits, never run.
    const graph = `version: 1
nodes:
  a:
    run: [${nodeBin}, -e, "process.exit(75)"]
    retries: { limit: 2, backoff: 10m, on: [75] }
    retry-safe: true
`;
    const repo = await repository({ 'retry.yml': graph });
    const storage = { directory: path.join(repo, '.supervised-run'), namespace: 'default' };
    const started = spawnCli(['start', '--graph', 'retry.yml', '--run-id', 'b1', '--quiet', ...fast], {
      cwd: repo,
      entry,
    });
    await waitUntil('the retry dispatched', async () => {
      const status = await readSupervisedRunStatus({ storage, runId: 'b1' }).catch(() => undefined);
      return status?.nodes.some((node) => node.position === 'dag/a/2' && node.state === 'dispatched') === true;
    });
    started.child.kill('SIGINT');
    expect((await started.done).code).toBe(3);

    const line =
      /^ {2}dag\/a\/2 +waiting +retry in \d+ min \d+ s \(not before (\d{4}-\d\d-\d\d )?\d\d:\d\d:\d\d UTC\)$/m;
    const resumed = spawnCli(['resume', '--run-id', 'b1', '--quiet', ...fast], { cwd: repo, entry });
    await waitUntil('the resume saying the wait', async () => line.test(resumed.stdout()));
    expect(resumed.stdout().indexOf('supervising in this process')).toBeLessThan(resumed.stdout().search(line));
    const watched = spawnCli(['status', '--run-id', 'b1', '--watch', '--interval', '50ms'], { cwd: repo, entry });
    await waitUntil('status --watch saying the wait', async () => line.test(watched.stdout()));
    resumed.child.kill('SIGINT');
    expect((await resumed.done).code).toBe(3);
    expect((await watched.done).code).toBe(3);
  });
});

describe('a review loop sending work back', () => {
  const io = (): CliIo & { out: () => string } => {
    let text = '';
    return {
      stdout: { isTTY: false, write: (chunk: string) => (text += chunk) },
      stderr: { write: () => true },
      env: {},
      cwd: '/',
      out: () => text,
    };
  };

  it('is one progress line: reviewer, target, round, the first line of the first finding (escaped)', () => {
    const out = io();
    const progress = new Progress(out);
    const findings = [
      { id: 'finding-1', message: 'fix the \u001b[2Jtitle\nand more on a second line' },
      { id: 'finding-2', message: 'also this' },
    ];
    const sent = { reviewer: 'check', position: 'dag/check/1', target: 'draft', round: 2, limit: 3 };
    const data = { ...sent, findings, nodes: ['draft', 'check'] };
    progress.onEvent({ log: 'graph', event: storedEvent('graph:node-sent-back', data) });
    progress.onEvent({ log: 'graph', event: storedEvent('graph:node-sent-back', { ...data, findings: [] }) });
    progress.finish();
    expect(out.out().split('\n')).toEqual([
      '  check sent draft back (round 2 of 3): fix the \uFFFD[2Jtitle (+1 more finding)',
      '  check sent draft back (round 2 of 3)',
      '',
    ]);
  });

  it('is said while the run goes on and in status', async () => {
    const check = `const r = process.env.SUPERVISED_REVIEW_ROUND; console.log('needs a title'); process.exit(r === '2' ? 0 : 1)`;
    const repo = await repository({
      'loop.yml': `version: 1
nodes:
  draft: { run: [${nodeBin}, -e, "console.log('draft')"], retry-safe: true }
  check:
    needs: [draft]
    run: [${nodeBin}, -e, ${JSON.stringify(check)}]
    retry-safe: true
    review: { sends-back-to: draft, rounds: 3, revise-exit-code: 1 }
`,
    });
    const run = await cli(['start', '--graph', 'loop.yml', '--run-id', 'l1', '--quiet'], { cwd: repo, entry });
    expect(run.code, run.stderr).toBe(0);
    const said = '  check sent draft back (round 2 of 3): needs a title';
    const lines = run.stdout.split('\n');
    expect(lines).toContain(said);
    expect(lines.indexOf(said)).toBeLessThan(lines.findIndex((line) => /^ {2}dag\/draft\/2 +running/.test(line)));
    const status = await cli(['status', '--run-id', 'l1'], { cwd: repo, entry });
    expect(status.stdout).toContain('  review      check sent draft back (round 2 of 3): 1 finding');
  });
});
