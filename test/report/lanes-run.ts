// A real supervised run on fixtures/lanes-host.mjs in a temp git repository: dead engine lanes, a
// fallback, and a policy pause at `gate`. Shared by the fallback and cancel tests.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSupervisedRun, type SupervisedRunOptions, type SupervisedRunResult } from '../../src/runner/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

export interface LanesRun {
  temp: string;
  repo: string;
  options: SupervisedRunOptions;
  result: SupervisedRunResult;
}

export async function startLanesRun(runId: string): Promise<LanesRun> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'report-lanes-'));
  const repo = path.join(temp, 'repo');
  git(temp, 'init', '-q', repo);
  git(repo, 'config', 'user.email', 'test@example.invalid');
  git(repo, 'config', 'user.name', 'Test');
  await copyFile(path.join(here, 'fixtures', 'lanes-host.mjs'), path.join(repo, 'host.mjs'));
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'initial');
  const options: SupervisedRunOptions = {
    storage: { directory: path.join(temp, 'store'), namespace: 'reports' },
    definition: {
      runId,
      graphDefinition: {
        form: 'dag',
        version: 1,
        value: {
          nodes: {
            review: { needs: [] },
            second: { needs: ['review'] },
            draft: { needs: ['second'], optional: true },
            gate: { needs: ['second'] },
          },
        },
      },
      plan: {
        schemaVersion: 1,
        lanes: {
          reviewer: [
            { provider: 'mock', model: 'primary' },
            { provider: 'mock', model: 'backup' },
          ],
          writer: [
            { provider: 'mock', model: 'w1' },
            { provider: 'mock', model: 'w2' },
            { provider: 'mock', model: 'w3' },
          ],
        },
      },
      resolvedInputs: {},
    },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    teardownGraceMs: 300,
    heartbeatMs: 0,
  };
  const result = await (await startSupervisedRun(options)).done;
  return { temp, repo, options, result };
}
