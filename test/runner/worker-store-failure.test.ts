// A worker whose store fails for a reason other than a record's size (here a real EFBIG: the whole
// process tree runs under a file size limit, `ulimit -f`, that the graph log outgrows mid-run, as a
// full disk would stop it) cannot record its result. A restart would meet the same store and redo
// the work whose end it could not record: the watchdog is told over the worker's channel, records
// runner:failed RUN_STORAGE naming the store's error (its runner log is still writable), and does
// not restart. The watchdog is the CLI, from source, in a child process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunStorage } from '../../src/store/index.ts';

const cliMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/cli/main.ts');
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function tempRoot(prefix: string): Promise<string> {
  const root = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
  roots.push(root);
  return root;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' }, stdio: 'pipe' });

/** A repository with a graph of `count` command nodes: enough records to pass 64 KiB of graph log. */
async function repositoryOf(count: number): Promise<string> {
  const root = await tempRoot('store-failure-repo-');
  git(root, 'init', '-q');
  git(root, 'config', 'user.email', 'store@example.invalid');
  git(root, 'config', 'user.name', 'Store Test');
  git(root, 'config', 'commit.gpgsign', 'false');
  const nodes = Array.from({ length: count }, (_, index) => `  n${index}:\n    run: ["true"]\n    retry-safe: true`);
  await writeFile(path.join(root, 'graph.yml'), `version: 1\nconcurrency: 8\nnodes:\n${nodes.join('\n')}\n`);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

/** `supervised-run start` under a file size limit of `limitKiB` for it and every process it starts. */
function startLimited(root: string, store: string, limitKiB: number) {
  const args = [
    cliMain,
    'start',
    '--graph',
    'graph.yml',
    '--store',
    store,
    '--run-id',
    'full-1',
    '--no-record-changes',
    '--max-restarts',
    '2',
    '--initial-backoff',
    '10ms',
    '--max-backoff',
    '20ms',
    '--quiet',
    '--json',
  ];
  const child = spawn('bash', ['-c', `ulimit -f ${limitKiB} && exec "$@"`, 'bash', process.execPath, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('a worker whose store fails', () => {
  it('fails the run RUN_STORAGE naming the error, recorded, without a restart', async () => {
    const root = await repositoryOf(80);
    const store = await tempRoot('store-failure-store-');
    // Each log is kept 64 KiB ahead of its records (preallocation): the runner log stays under
    // 128 KiB, the graph log of 80 nodes does not.
    const { code, stdout, stderr } = await startLimited(root, store, 128);
    expect(code, stderr).not.toBe(0);
    const printed = JSON.parse(stdout) as { result: { kind: string; code: string; message: string } };
    expect(printed.result).toMatchObject({ kind: 'fail', code: 'RUN_STORAGE' });
    expect(printed.result.message).toMatch(/^the worker could not record its result in the run store \(STORAGE_IO: /);
    expect(printed.result.message).toContain('EFBIG');

    const storage = await createLocalRunStorage({ directory: store, namespace: 'default' });
    const runner = (await storage.readEvents('full-1', 'runner')).events;
    const types = runner.map((event) => event.type);
    expect(types.filter((type) => type === 'runner:worker-launching')).toHaveLength(1);
    expect(types).not.toContain('runner:backoff');
    expect(types.at(-1)).toBe('runner:failed');
    expect(runner.at(-1)!.data).toMatchObject({ code: 'RUN_STORAGE', message: printed.result.message });
  }, 60_000);
});
