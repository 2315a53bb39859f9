// A resume refused because the workspace differs from the pause snapshot: the runner records the
// two HEADs as fields of its refusal, and the CLI's advice reads those fields, never the refusal's
// message (a file whose name reads like the message's HEAD words is no other commit). Runs dist/cli.js.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSupervisedRunStatus } from '../../src/runner/index.ts';
import { cli, git, repository, useCleanup } from './helpers.ts';

useCleanup();

const fast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];
const gateGraph = `version: 1
nodes:
  approve:
    ask: { question: "Ship it?", allowed-actors: [octocat], fields: { ok: { type: boolean, required: true } } }
`;
const answer = ['--position', 'dag/approve/1', '--answer', '{"ok":true}', '--by', 'octocat'];

/** The text after `label` on a line of `text`. */
function after(text: string, label: string): string {
  const found = text.split('\n').find((line) => line.trimStart().startsWith(label));
  expect(found, text).toBeDefined();
  return found!.trimStart().slice(label.length).trim();
}

/** A gate run started in a fresh repository, paused at its gate. */
async function pausedGateRun(
  runId: string,
): Promise<{ repo: string; storage: { directory: string; namespace: string } }> {
  const repo = await repository({ 'gate.yml': gateGraph });
  const started = await cli(['start', '--graph', 'gate.yml', '--run-id', runId, ...fast], { cwd: repo });
  expect(started.code, started.stderr).toBe(3);
  return { repo, storage: { directory: path.join(repo, '.supervised-run'), namespace: 'default' } };
}

describe('a resume refused because HEAD moved since the pause', () => {
  it('records both HEADs on the refusal, and the advice names them from there', async () => {
    const { repo, storage } = await pausedGateRun('h1');
    const pausedAt = git(repo, 'rev-parse', 'HEAD').trim();
    await writeFile(path.join(repo, 'later.txt'), 'a later commit\n');
    git(repo, 'add', 'later.txt');
    git(repo, 'commit', '-q', '-m', 'later');
    const movedTo = git(repo, 'rev-parse', 'HEAD').trim();

    const refused = await cli(['resume', '--run-id', 'h1', ...answer], { cwd: repo });
    expect(refused.code, refused.stderr).toBe(3);
    const status = await readSupervisedRunStatus({ storage, runId: 'h1' });
    expect(status.resumeRefused).toMatchObject({
      code: 'WORKSPACE_DRIFT',
      head: { expected: pausedAt, found: movedTo },
    });
    expect(after(refused.stdout, 'first:')).toBe(
      `the current directory ${repo} is at HEAD ${movedTo}, but the run paused at HEAD ${pausedAt}: it may not be the run's repository. Give the run's repository as --root DIR; if it is this one, check out ${pausedAt} and put back any files listed`,
    );
    expect(after(refused.stdout, 'then run again:')).toMatch(/--root DIR {3}\(DIR: the run's repository\)$/);
  });
});

describe('a resume refused because a file changed, HEAD the same', () => {
  it('says to put the files back, even when a file’s name reads like another HEAD', async () => {
    const { repo, storage } = await pausedGateRun('f1');
    await writeFile(path.join(repo, 'HEAD is 0123abc, expected 4567def'), 'not a commit\n');

    const refused = await cli(['resume', '--run-id', 'f1', ...answer], { cwd: repo });
    expect(refused.code, refused.stderr).toBe(3);
    const status = await readSupervisedRunStatus({ storage, runId: 'f1' });
    expect(status.resumeRefused?.code).toBe('WORKSPACE_DRIFT');
    expect(status.resumeRefused?.reason).toContain('HEAD is 0123abc, expected 4567def');
    expect(status.resumeRefused?.head).toBeUndefined();
    expect(after(refused.stdout, 'first:')).toMatch(/^put the files listed back as they were when the run paused/);
    expect(refused.stdout).not.toContain('4567def:');
    expect(refused.stdout).not.toContain('--root DIR');
  });
});
