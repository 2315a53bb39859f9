// The store's known secrets reach the host (BindRunArgs.knownSecrets): a declarative command node
// that prints one completes with the secret redacted from its stdoutTail, and nothing stored holds it.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeclarativeRun } from '../../src/declarative/start.ts';
import { git } from './helpers.ts';

let temp: string | undefined;
afterEach(async () => {
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
  temp = undefined;
});

async function allFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('known secrets in a worker', () => {
  it('a declarative command node that prints a known secret completes with it redacted; no stored byte holds it', async () => {
    temp = await mkdtemp(path.join(os.tmpdir(), 'runner-secrets-'));
    const repo = path.join(temp, 'repo');
    await mkdir(repo);
    execFileSync('git', ['init', '-q', repo]);
    git(repo, 'config', 'user.email', 'test@example.invalid');
    git(repo, 'config', 'user.name', 'Test');
    // The secret is assembled at run time: the graph file (stored in the definition) must not hold it.
    const secret = 'sk-test-4f1c9e2b7a';
    await writeFile(
      path.join(repo, 'graph.yml'),
      `version: 1\nnodes:\n  leak: { run: [${JSON.stringify(process.execPath)}, -e, "console.log('token=' + ['sk-test', '4f1c9e2b7a'].join('-'))"], retry-safe: true }\n`,
    );
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'initial');
    const storage = { directory: path.join(temp, 'store'), namespace: 'test', knownSecrets: [secret] };

    const handle = await startDeclarativeRun({
      storage,
      runId: 'secret-1',
      graphFile: 'graph.yml',
      runRoot: repo,
      heartbeatMs: 0,
      teardownGraceMs: 300,
    });
    const result = await handle.done;
    expect(result).toEqual({
      kind: 'complete',
      output: { leak: { exitCode: 0, durationMs: expect.any(Number), stdoutTail: 'token=***\n' } },
    });
    for (const file of await allFiles(storage.directory))
      expect((await readFile(file)).includes(secret), file).toBe(false);
  });
});
