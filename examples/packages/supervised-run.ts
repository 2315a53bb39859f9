// Offline example of a supervised run: a disposable git repository, two data nodes (no engine, no
// network) run by a worker process under the watchdog. It checks the files and saved results,
// prints a JSON report and removes its temporary directory after teardown.
//   node examples/packages/supervised-run.ts
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSupervisedRunStatus, startSupervisedRun, type SupervisedRunOptions } from '../../src/runner/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
}

async function main(): Promise<Record<string, unknown>> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'supervised-run-example-'));
  try {
    const repo = path.join(temp, 'repo');
    execFileSync('git', ['init', '-q', repo]);
    git(repo, 'config', 'user.email', 'example@example.invalid');
    git(repo, 'config', 'user.name', 'Example');
    await copyFile(path.join(here, 'supervised-host.mjs'), path.join(repo, 'host.mjs'));
    git(repo, 'add', 'host.mjs');
    git(repo, 'commit', '-q', '-m', 'host');

    const options: SupervisedRunOptions = {
      storage: { directory: path.join(temp, 'store'), namespace: 'example' },
      definition: {
        runId: 'offline-1',
        graphDefinition: {
          form: 'dag',
          version: 1,
          value: { nodes: { draft: { needs: [] }, publish: { needs: ['draft'] } } },
        },
        resolvedInputs: { name: 'supervised run' },
      },
      host: { kind: 'module', module: './host.mjs' },
      runRoot: repo,
      limits: { timeoutMs: 60_000 },
    };
    const handle = await startSupervisedRun(options);
    let result;
    try {
      result = await handle.done;
    } finally {
      await handle.stop();
    }
    const status = await readSupervisedRunStatus({ storage: options.storage, runId: options.definition.runId });
    const draft = await readFile(path.join(repo, 'out', 'draft.txt'), 'utf8');
    const published = await readFile(path.join(repo, 'out', 'published.txt'), 'utf8');
    const output = result.kind === 'complete' ? (result.output as Record<string, { file: string }>) : {};
    const checks = {
      completed: result.kind === 'complete',
      draftFile: draft === 'Hello, supervised run!\n',
      publishedFile: published === 'published out/draft.txt (1 line)\n',
      savedResults: output.draft?.file === 'out/draft.txt' && output.publish?.file === 'out/published.txt',
      cleanupVerified: status.cleanupVerified === true,
      leaseReleased: !status.leaseRetained,
    };
    return {
      ok: Object.values(checks).every(Boolean),
      checks,
      result,
      phase: status.phase,
      nodes: status.nodes.map((node) => ({ position: node.position, state: node.state, durationMs: node.durationMs })),
      events: status.eventCount,
    };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

const report = await main();
console.log(JSON.stringify(report, null, 2));
if (report.ok !== true) process.exitCode = 1;
