// The Action (runJob in process, persistence off: the store directory is what the cache and the
// artifact would hold): an environment-variables value that a node copies into a workspace file
// never reaches the store. The restart snapshot after the node's crash is refused, the run fails
// WORKSPACE_ANCHOR_WRITE, and the outputs, the log and the job summary name the file, not the value.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/action/cancellation.ts';
import { runJob } from '../../src/action/run-job.ts';
import { decodeReferences } from '../report/markdown.ts';
import { filesRevealing } from '../support/decoded-views.ts';
import { recordingIO } from './support/recording-io.ts';

const gitEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });
const node = JSON.stringify(process.execPath);
const token = 'ghs_snapshotTokenA1b2C3d4E5';
let root: string | undefined;

afterAll(async () => {
  delete process.env.DEPLOY_TOKEN;
  if (root !== undefined) await rm(root, { recursive: true, force: true });
});

describe('the Action and a secret written into the workspace', () => {
  it('fails WORKSPACE_ANCHOR_WRITE naming the file; the store, outputs, log and summary do not hold the value', async () => {
    root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'action-snapshot-secret-')));
    const workspace = path.join(root, 'ws');
    const temp = path.join(root, 'temp');
    await mkdir(workspace);
    await mkdir(temp);
    git(workspace, 'init', '-q');
    git(workspace, 'config', 'user.name', 'Test');
    git(workspace, 'config', 'user.email', 'test@example.invalid');
    await writeFile(
      path.join(workspace, 'leak.yml'),
      `version: 1\nnodes:\n  leak:\n    retry-safe: true\n    run: [${node}, -e, "require('fs').writeFileSync('deploy.env', 'TOKEN=' + process.env.DEPLOY_TOKEN); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]\n`,
    );
    git(workspace, 'add', '-A');
    git(workspace, 'commit', '-q', '-m', 'initial');
    const io = recordingIO();
    // The worker's environment is read from this process (as on a runner), the inputs from `env`.
    process.env.DEPLOY_TOKEN = token;
    await runJob({
      env: {
        RUNNER_TEMP: temp,
        GITHUB_RUN_ID: '7',
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_REPOSITORY: 'obversa/example',
        GITHUB_WORKFLOW_REF: 'obversa/example/.github/workflows/supervised-run.yml@refs/heads/main',
        GITHUB_REF: 'refs/heads/main',
        INPUT_PERSIST: 'none',
        'INPUT_RUN-ID': 'leak-1',
        INPUT_GRAPH: 'leak.yml',
        'INPUT_ENVIRONMENT-VARIABLES': 'DEPLOY_TOKEN',
        'INPUT_INITIAL-BACKOFF': '50ms',
        'INPUT_TEARDOWN-GRACE': '500ms',
        INPUT_HEARTBEAT: '0',
        DEPLOY_TOKEN: token,
        PATH: process.env.PATH,
      },
      cwd: workspace,
      io,
      cancellation: new Cancellation(),
    });
    expect(io.secrets).toContain(token);
    expect(io.outputs).toMatchObject({ result: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' });
    const summary = decodeReferences(io.summary);
    expect(summary).toContain('WORKSPACE_ANCHOR_WRITE');
    expect(summary).toContain('a known secret is in workspace file "deploy.env" (untracked, content: knownSecrets[0])');
    const said = [summary, io.failed ?? '', JSON.stringify(io.outputs), ...io.log.map((line) => line.message)];
    for (const text of said) expect(text).not.toContain(token);
    expect(await filesRevealing(path.join(temp, 'supervised-run'), [token])).toEqual([]);
  });
});
