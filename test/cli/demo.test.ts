// `demo` with no flags, and the bin entry: dist/cli.js (bundled by `npm run build`) when it has
// been built, else the source entry the bundle is made from.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineGraphYaml } from '../../src/cli/demo/offline-graph.ts';
import { cli, cliEntry, json, repoRoot, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const bundle = path.join(repoRoot, 'dist/cli.js');
const built = existsSync(bundle) && existsSync(path.join(repoRoot, 'dist/worker.js'));

describe('demo and the bin entry', () => {
  it('runs the offline example on a disposable repository with no flags, through the bin entry', async () => {
    const cwd = await tempDir('cli-demo-');
    const entry = built ? bundle : cliEntry;
    expect((await readFile(entry, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(await cli(['--version'], { cwd, entry })).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/),
    });

    const text = await cli(['demo'], { cwd, entry });
    expect(text.code, text.stderr).toBe(0);
    for (const position of ['dag/lint/1', 'dag/test/1', 'dag/review/1', 'dag/publish/1'])
      expect(text.stdout).toMatch(new RegExp(`${position} +completed`));
    expect(text.stdout).toContain('lane reviewer is dead (auth)');
    // In the order it happened: the dead lane, then the fallback's answer, then the node's end.
    const index = (piece: string) => text.stdout.indexOf(piece);
    expect(text.stdout).toContain('[review] Tests said');
    expect(index('lane reviewer is dead')).toBeLessThan(index('[review] Review ticket DEMO-1.'));
    expect(index('[review] Tests said')).toBeLessThan(text.stdout.search(/dag\/review\/1 +completed/));
    expect(text.stdout).toMatch(/Run demo-1 completed in .*2 engine calls/);
    const repo = /disposable git repository \((.+)\)\./.exec(text.stdout)?.[1];
    expect(repo).toBeDefined();
    expect(existsSync(repo!)).toBe(false); // removed afterwards (no --keep)

    const kept = await cli(['demo', '--keep', '--json'], { cwd, entry });
    const report = json<{ result: { kind: string; output: Record<string, unknown> }; store: string }>(kept);
    expect(report.result.kind).toBe('complete');
    expect(Object.keys(report.result.output).sort()).toEqual(['lint', 'publish', 'review', 'test']);
    expect(existsSync(report.store)).toBe(true);
    const status = json<{ status: { phase: string } }>(
      await cli(['status', '--run-id', 'demo-1', '--store', report.store, '--namespace', 'demo', '--json'], {
        cwd,
        entry,
      }),
    );
    expect(status.status.phase).toBe('completed');
  });

  it('embeds examples/graphs/offline.yml unchanged', async () => {
    expect(offlineGraphYaml).toBe(await readFile(path.join(repoRoot, 'examples/graphs/offline.yml'), 'utf8'));
  });
});
