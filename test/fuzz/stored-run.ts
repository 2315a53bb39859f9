// A real paused supervised run (a worker process ran it), made once and copied per fuzz case so
// each case tampers with its own store.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, copyFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSupervisedRun } from '../../src/runner/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Hostile text that reaches records, reasons and the summary. */
export const note =
  '<img src=x onerror=alert(1)> | `tick` **b** [l](javascript:alert(1)) &amp; \u202e\nline2 ${{ secrets.X }}';

export interface PausedRun {
  temp: string;
  repo: string;
  /** The pristine store: copy it, never change it. */
  store: string;
  namespace: string;
  runId: string;
  position: string;
  copy(): Promise<{ directory: string; runDirectory: string }>;
  cleanup(): Promise<void>;
}

export async function pausedRun(): Promise<PausedRun> {
  const temp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'fuzz-run-')));
  const repo = path.join(temp, 'repo');
  await mkdir(repo);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git('config', 'user.email', 'fuzz@example.invalid');
  git('config', 'user.name', 'Fuzz');
  await copyFile(path.join(here, 'fixtures', 'host.mjs'), path.join(repo, 'host.mjs'));
  await writeFile(path.join(repo, 'README.md'), 'fuzz\n');
  git('add', '.');
  git('commit', '-q', '-m', 'fuzz');
  const store = path.join(temp, 'store');
  const namespace = 'fuzz';
  const runId = 'paused-run';
  const handle = await startSupervisedRun({
    storage: { directory: store, namespace },
    definition: {
      runId,
      graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] }, b: { needs: ['a'] } } } },
      resolvedInputs: { note },
    },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    heartbeatMs: 0,
    teardownGraceMs: 300,
  });
  const result = await handle.done;
  if (result.kind !== 'pause') throw new Error(`the fixture run ended ${result.kind}`);
  let copies = 0;
  return {
    temp,
    repo,
    store,
    namespace,
    runId,
    position: result.positions[0]!,
    async copy() {
      const directory = path.join(temp, `copy-${copies++}`);
      await cp(store, directory, { recursive: true, verbatimSymlinks: true });
      return { directory, runDirectory: path.join(directory, namespace, 'runs', runId) };
    },
    cleanup: () => rm(temp, { recursive: true, force: true }),
  };
}
