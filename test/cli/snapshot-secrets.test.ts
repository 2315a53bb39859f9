// An `--env` variable's value is a known secret (as in the Action's environment-variables): a command
// node that copies it into a workspace file and then dies with its worker leaves a workspace the
// restart snapshot may not store. The run fails WORKSPACE_ANCHOR_WRITE naming the file; nothing in
// the store holds the value in any encoding, and the summary names the file, not the value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesRevealing } from '../support/decoded-views.ts';
import { cli, json, nodeBin, repository, tempDir, useCleanup } from './helpers.ts';

useCleanup();

const token = 'tok-env-91c4e0f2b6d8';
const graph = `version: 1
nodes:
  leak:
    retry-safe: true
    run: [${nodeBin}, -e, "const fs = require('fs'); fs.mkdirSync('out', { recursive: true }); fs.writeFileSync('out/creds.txt', 'key=' + process.env.SR_SNAPSHOT_TOKEN); process.kill(process.ppid, 'SIGKILL'); setInterval(() => {}, 1000)"]
`;

describe('an --env value written into the workspace', () => {
  it('fails the run WORKSPACE_ANCHOR_WRITE naming the file, and stores the value nowhere', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const store = path.join(await tempDir('cli-secret-store-'), 'store');
    const env = { SR_SNAPSHOT_TOKEN: token };
    const common = ['--store', store, '--run-id', 'leak-1'];
    const started = await cli(
      [
        'start',
        '--graph',
        'graph.yml',
        ...common,
        '--env',
        'SR_SNAPSHOT_TOKEN',
        '--initial-backoff',
        '20ms',
        '--teardown-grace',
        '500ms',
        '--heartbeat',
        '0',
        '--json',
      ],
      { cwd: repo, env },
    );
    expect(started.code, started.stderr).toBe(4);
    const { result } = json<{ result: { kind: string; code: string; message: string } }>(started);
    expect(result).toMatchObject({ kind: 'fail', code: 'WORKSPACE_ANCHOR_WRITE' });
    expect(result.message).toContain('the restart snapshot could not be saved');
    expect(result.message).toContain(
      'a known secret is in workspace file "out/creds.txt" (untracked, content: knownSecrets[0])',
    );
    expect(started.stdout + started.stderr).not.toContain(token);
    const summary = await cli(['summary', ...common], { cwd: repo, env });
    expect(summary.code).toBe(0);
    expect(summary.stdout).toContain('out/creds.txt');
    expect(summary.stdout).not.toContain(token);
    expect(await filesRevealing(store, [token])).toEqual([]);
  });
});
