// `start` streams what nodes print (and --quiet does not); `logs` prints what the store kept, for
// the run or one position, and --follow prints a running attempt's lines as they land.
import { existsSync } from 'node:fs';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heading } from '../../src/cli/commands/logs.ts';
import { cli, json, nodeBin, repoRoot, repository, spawnCli, useCleanup, waitUntil } from './helpers.ts';

useCleanup();

const graph = (code: string) => `version: 1
nodes:
  test: { run: [${nodeBin}, -e, ${JSON.stringify(code)}], retry-safe: true }
`;

describe('node output on the command line', () => {
  it("streams a failing node's lines during start and prints them again with logs", async () => {
    const root = await repository({
      'graph.yml': graph(
        "console.log('FAIL adds'); console.error('\\u001b[31mexpected 3 to be 4\\u001b[0m'); process.exit(1)",
      ),
    });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'l1', '--no-record-changes'], {
      cwd: root,
    });
    expect(started.code).toBe(4);
    expect(started.stdout).toContain('[test] FAIL adds');
    // No escape sequence of the node reaches the terminal.
    expect(started.stdout).toContain('[test:err] \uFFFD[31mexpected 3 to be 4\uFFFD[0m');
    expect(started.stdout).not.toContain('\u001b');

    const logs = await cli(['logs', '--run-id', 'l1', '--position', 'dag/test/1'], { cwd: root });
    expect(logs.code).toBe(0);
    const lines = logs.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^== dag\/test\/1 \(test, attempt 1\) started .*: 2 lines; failed$/);
    expect(lines.slice(1).sort()).toEqual(['[err] \uFFFD[31mexpected 3 to be 4\uFFFD[0m', '[out] FAIL adds']);
    const asJson = json<{ attempts: Array<{ position: string; lines: Array<{ k: string; t: string }> }> }>(
      await cli(['logs', '--run-id', 'l1', '--json'], { cwd: root }),
    );
    expect(asJson.attempts).toHaveLength(1);
    expect(asJson.attempts[0]!.lines.map((line) => line.t)).toContain('FAIL adds');
  });

  it('refuses to show an attempt whose recorded output artifact was altered, rather than its unchecked live files', async () => {
    const root = await repository({ 'graph.yml': graph("console.log('real line'); process.exit(1)") });
    expect(
      (await cli(['start', '--graph', 'graph.yml', '--run-id', 't1', '--no-record-changes'], { cwd: root })).code,
    ).toBe(4);
    const kept = json<{ attempts: Array<{ livePath: string; artifact: { digest: string } }> }>(
      await cli(['logs', '--run-id', 't1', '--json'], { cwd: root }),
    ).attempts[0]!;
    // A restored store whose live files say something else and whose artifact no longer matches its digest.
    const store = path.join(root, '.supervised-run');
    const live = path.join(store, kept.livePath);
    await writeFile(live, (await readFile(live, 'utf8')).replace('real line', 'all checks passed'));
    const artifact = path.join(
      store,
      'default',
      'runs',
      't1',
      'artifacts',
      kept.artifact.digest.slice('sha256:'.length),
    );
    await chmod(artifact, 0o600);
    await writeFile(artifact, (await readFile(artifact, 'utf8')).replace('real line', 'all checks passed'));

    const logs = await cli(['logs', '--run-id', 't1'], { cwd: root });
    expect(logs.code).not.toBe(0);
    expect(logs.stderr).toMatch(/ARTIFACT_INTEGRITY/);
    expect(logs.stdout).not.toContain('all checks passed');
    const summary = await cli(['summary', '--run-id', 't1'], { cwd: root });
    expect(summary.stdout).toMatch(
      /What dag\/test\/1 printed \(attempt 1\) could not be read \(ARTIFACT_INTEGRITY: .*\); it is not shown\./,
    );
    expect(summary.stdout).not.toContain('all checks passed');
    // Without the artifact, the same: a record names it, so the live files are not shown in its place.
    await rm(artifact);
    const missing = await cli(['logs', '--run-id', 't1'], { cwd: root });
    expect(missing.code).not.toBe(0);
    expect(missing.stdout).not.toContain('all checks passed');
  });

  it('prints nothing of the nodes with --quiet, and follows a running attempt with logs --follow', async () => {
    const root = await repository({
      'graph.yml': graph(
        "const fs = require('fs'); console.log('waiting for go'); const t = setInterval(() => { if (fs.existsSync('go')) { console.log('got go'); clearInterval(t); } }, 20)",
      ),
    });
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'l2', '--no-record-changes', '--quiet'], {
      cwd: root,
    });
    // Started once the run is stored (logs refuses a run it cannot find).
    await waitUntil('the stored run', async () => existsSync(path.join(root, '.supervised-run/default/runs/l2')));
    const follow = spawnCli(['logs', '--run-id', 'l2', '--follow'], { cwd: root });
    await waitUntil('the followed first line', async () => follow.stdout().includes('[test] waiting for go'));
    await writeFile(path.join(root, 'go'), '');
    const followed = await follow.done;
    const started = await run.done;
    expect(started.code).toBe(0);
    expect(started.stdout).not.toContain('[test] waiting for go');
    expect(followed.code).toBe(0);
    expect(followed.stdout.trim().split('\n')).toEqual(['[test] waiting for go', '[test] got go']);
  });

  it('heads an attempt of an interrupted run with why it has no outcome, not as a crash', async () => {
    const root = await repository({
      'graph.yml': graph("console.log('half done'); setInterval(() => {}, 1000)"),
    });
    const run = spawnCli(['start', '--graph', 'graph.yml', '--run-id', 'l3', '--no-record-changes'], { cwd: root });
    await waitUntil('the first line streamed', async () => run.stdout().includes('[test] half done'));
    run.child.kill('SIGINT');
    expect((await run.done).code).toBe(3);
    const logs = await cli(['logs', '--run-id', 'l3'], { cwd: root });
    expect(logs.code).toBe(0);
    expect(logs.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^== dag\/test\/1 \(test, attempt 1\) started .*: 1 line; no outcome recorded \(the run was interrupted while it ran\)$/,
      ),
      '[out] half done',
    ]);
  });

  it('prints the lines of attempts that ran one after the other in that order, live and with logs --follow', async () => {
    // Attempt IDs are random, so the order of their log files is not the order the attempts ran.
    const step = (id: string, needs: string) =>
      `  ${id}: { ${needs}run: [${nodeBin}, -e, ${JSON.stringify(`console.log('${id} done')`)}], retry-safe: true }\n`;
    const ids = ['n1', 'n2', 'n3', 'n4', 'n5'];
    const root = await repository({
      'chain.yml': `version: 1\nnodes:\n${ids.map((id, i) => step(id, i === 0 ? '' : `needs: [${ids[i - 1]}], `)).join('')}`,
    });
    const expected = ids.map((id) => `[${id}] ${id} done`);
    // From source: the built CLI may be older than the code under test.
    const entry = path.join(repoRoot, 'src/cli/main.ts');
    const started = await cli(['start', '--graph', 'chain.yml', '--run-id', 'l4', '--no-record-changes', '--json'], {
      cwd: root,
      entry,
    });
    expect(started.code, started.stderr).toBe(0);
    expect(started.stderr.trim().split('\n')).toEqual(expected);
    const followed = await cli(['logs', '--run-id', 'l4', '--follow'], { cwd: root, entry });
    expect(followed.code, followed.stderr).toBe(0);
    expect(followed.stdout.trim().split('\n')).toEqual(expected);
  });

  it("writes an attempt's line count and its cut count in the same thousands format", () => {
    const entry = {
      attemptId: 'a',
      position: 'dag/test/1',
      nodeId: 'test',
      attempt: 1,
      startedAt: '2026-12-07T11:00:00.000Z',
      record: { outcome: 'completed' } as never,
      livePath: 'x',
      runPath: 'x',
    };
    expect(heading(entry, 5000, 4740, 'completed')).toBe(
      '== dag/test/1 (test, attempt 1) started 2026-12-07T11:00:00.000Z: 5,000 lines, 4,740 cut; completed',
    );
  });
});
