// The pause -> summary -> resume --position cycle, as a person at a terminal runs it: a command
// that is not retry-safe dies with its worker, the run pauses for a reconcile decision, the
// summary shows the commands, and `resume --decision complete` finishes it without re-running it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, git, json, nodeBin, repository, tempDir, useCleanup, type CliResult } from './helpers.ts';

useCleanup();

const graph = `version: 1
nodes:
  build:
    run: [${nodeBin}, -e, "console.log('built')"]
    retry-safe: true
  publish:
    needs: [build]
    # Not retry-safe: it kills its own worker mid-node, so nobody knows whether it published.
    run: [${nodeBin}, -e, "const fs = require('fs'); fs.mkdirSync('marks', { recursive: true }); fs.appendFileSync('marks/publish', 'x'); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]
`;
const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms', '--heartbeat', '0'];
const resumeWords = (decision: string) =>
  `npx supervised-run resume --run-id pay-1 --position dag/publish/1 --decision ${decision}`;

describe('pause, summary, resume', () => {
  it('pauses with exit 3 and the commands to resume; summary shows them; resume --decision complete finishes without re-running', async () => {
    const repo = await repository({ 'graph.yml': graph, '.gitignore': 'marks/\n' });
    const started: CliResult = await cli(['start', '--graph', 'graph.yml', '--run-id', 'pay-1', ...fast], {
      cwd: repo,
    });
    expect(started.code, started.stderr).toBe(3);
    expect(started.stdout).toMatch(/dag\/build\/1 +completed/);
    expect(started.stdout).toContain('watchdog: the worker crashed');
    expect(started.stdout).toMatch(/Run pay-1 paused: 1 attempt needs your decision/);
    expect(started.stdout).toContain('dag/publish/1: did this uncertain work happen?');
    for (const decision of ['complete', 'retry', 'fail']) expect(started.stdout).toContain(resumeWords(decision));
    expect(await readFile(path.join(repo, 'marks/publish'), 'utf8')).toBe('x');
    // The default store is inside the repository, and git does not see it.
    expect(existsSync(path.join(repo, '.supervised-run'))).toBe(true);
    expect(git(repo, 'status', '--porcelain')).toBe('');

    const summary = await cli(['summary', '--run-id', 'pay-1', '--markdown'], { cwd: repo });
    expect(summary.code).toBe(0);
    expect(summary.stdout).toMatch(/^## Supervised run pay-1/);
    expect(summary.stdout).toContain(
      `\`\`\`sh\nnpx supervised-run resume --run-id pay-1 --position dag/publish/1 \\\n  --decision complete\n\`\`\``,
    );
    // Outside the repository: a file written there would be drift from the pause's snapshot.
    const file = path.join(await tempDir('cli-summary-'), 'summary.md');
    expect(await cli(['summary', '--run-id', 'pay-1', '--output', file], { cwd: repo })).toMatchObject({ code: 0 });
    expect(await readFile(file, 'utf8')).toBe(summary.stdout);
    const outputs = json<{ outputs: Record<string, string> }>(
      await cli(['summary', '--run-id', 'pay-1', '--json'], { cwd: repo }),
    ).outputs;
    expect(outputs).toMatchObject({ result: 'pause', phase: 'paused', positions: '["dag/publish/1"]' });
    // In a terminal: plain text, no Markdown syntax or character references; the commands as lines to copy.
    const text = await cli(
      ['summary', '--run-id', 'pay-1', '--workflow', '.github/workflows/run.yml', '--ref', 'main'],
      { cwd: repo },
    );
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Supervised run pay-1 ✋ waits for your decision\n=+\n/);
    expect(text.stdout).toMatch(/\n  publish +✋ waits for your decision +1\b/);
    expect(text.stdout).not.toMatch(/&#\d+;|\*\*|^\| |^```/m);
    expect(text.stdout).toContain(
      '    gh workflow run run.yml --ref main -f run-id=pay-1 \\\n      -f position=dag/publish/1 \\\n      -f decision=complete',
    );

    const status = await cli(['status', '--run-id', 'pay-1'], { cwd: repo });
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/phase +paused/);
    expect(status.stdout).toContain(resumeWords('retry'));

    // A position that is not paused is refused (exit 2) and changes nothing.
    const wrong = await cli(['resume', '--run-id', 'pay-1', '--position', 'dag/build/1'], { cwd: repo });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('RESUME_POSITION');

    // The reconcile request without --decision is refused (exit 2) with the three commands; nothing runs.
    const undecided = await cli(['resume', '--run-id', 'pay-1', '--position', 'dag/publish/1'], { cwd: repo });
    expect(undecided.code, undecided.stdout + undecided.stderr).toBe(2);
    expect(undecided.stderr).toContain('RESUME_DECISION: --decision: position dag/publish/1 of run pay-1');
    for (const decision of ['retry', 'complete', 'fail']) expect(undecided.stderr).toContain(resumeWords(decision));
    expect(await readFile(path.join(repo, 'marks/publish'), 'utf8')).toBe('x');
    const undecidedStatus = json<{ status: { phase: string; session: number } }>(
      await cli(['status', '--run-id', 'pay-1', '--json'], { cwd: repo }),
    );
    expect(undecidedStatus.status).toMatchObject({ phase: 'paused', session: 1 });
    const complete = (...flags: string[]) =>
      cli(['resume', '--run-id', 'pay-1', '--position', 'dag/publish/1', '--decision', 'complete', ...flags], {
        cwd: repo,
      });
    // A budget raise does not answer a reconcile request, and the refusal says so in the CLI's words.
    const raised = await complete('--raise-budget-usd', '1');
    expect(raised.code).toBe(2);
    expect(raised.stderr).toContain(
      'RESUME_BUDGET: --raise-budget-usd/--raise-budget-tokens: it answers a budget pause; position dag/publish/1 is a reconcile request (answer it with --decision)',
    );

    const resumed = await complete('--output', '{"published":"by hand"}', '--by', 'tester', ...fast.slice(0, 6));
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toMatch(/dag\/publish\/1 +decided +complete by tester/);
    expect(resumed.stdout).toMatch(/Run pay-1 completed/);
    expect(await readFile(path.join(repo, 'marks/publish'), 'utf8')).toBe('x'); // not run again

    const final = json<{ status: { phase: string; nodes: Array<{ position: string; reconciled: unknown }> } }>(
      await cli(['status', '--run-id', 'pay-1', '--json'], { cwd: repo }),
    );
    expect(final.status.phase).toBe('completed');
    expect(final.status.nodes.find((node) => node.position === 'dag/publish/1')?.reconciled).toEqual({
      decision: 'complete',
      decidedBy: 'tester',
    });
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });
});
