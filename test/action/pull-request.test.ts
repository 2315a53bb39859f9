// A run started by a pull request: the summary's commands restore the store from this workflow
// run's artifact (from-run), and a fork's pull request is said plainly not to be resumable by dispatch.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pullRequestNote } from '../../src/action/job/pull-request.ts';
import { parseSummaryContext, resumeCommand, summaryContextFromEnv } from '../../src/report/index.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const prEnv = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_REF: 'refs/pull/7/merge',
  GITHUB_HEAD_REF: 'feature-x',
  GITHUB_RUN_ID: '4242',
  GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/supervised-run.yml@refs/pull/7/merge',
  GITHUB_REPOSITORY: 'o/r',
};

async function eventFile(head: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pr-event-'));
  dirs.push(dir);
  const file = path.join(dir, 'event.json');
  await writeFile(
    file,
    JSON.stringify({ pull_request: { head: { repo: { full_name: head } }, base: { repo: { full_name: 'o/r' } } } }),
  );
  return file;
}

describe('pull request runs', () => {
  it('dispatch on the head branch and restore from this run artifact', () => {
    const context = parseSummaryContext(summaryContextFromEnv(prEnv));
    expect(resumeCommand(context, { runId: 'run-4242', position: 'dag/p/1', decision: 'complete' })).toBe(
      'gh workflow run supervised-run.yml --repo o/r --ref feature-x -f run-id=run-4242 -f position=dag/p/1 -f decision=complete -f from-run=4242',
    );
    const push = parseSummaryContext(summaryContextFromEnv({ ...prEnv, GITHUB_EVENT_NAME: 'push' }));
    expect(resumeCommand(push, { runId: 'r' })).not.toContain('from-run');
  });

  it('say why: same repository (from-run), or a fork (a dispatch cannot resume it)', async () => {
    const same = pullRequestNote({ ...prEnv, GITHUB_EVENT_PATH: await eventFile('o/r') });
    expect(same).toContain('restore the store from this workflow run');
    const fork = pullRequestNote({ ...prEnv, GITHUB_EVENT_PATH: await eventFile('someone/r') });
    expect(fork).toContain('from the fork someone/r');
    expect(fork).toContain('cannot resume it');
    // Re-run jobs cannot carry an answer: the note says what it can do, and how to answer instead.
    expect(fork).toContain('To answer it (a question, a decision, a budget raise), download the store artifact');
    expect(fork).toContain(
      '"Re-run jobs" on this workflow run only continues an interrupted run or runs failed nodes again',
    );
    expect(pullRequestNote({ ...prEnv, GITHUB_EVENT_NAME: 'push' })).toBeUndefined();
  });
});

describe('persist artifact', () => {
  it("commands restore the store from this workflow run's artifact: no cache entry holds it", async () => {
    const { jobSummaryContext } = await import('../../src/action/summary.ts');
    const push = { ...prEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_HEAD_REF: '' };
    const inputNames = { runId: 'run-id', position: 'position', decision: 'decision', fromRun: 'from-run' };
    const persist = (cache: boolean, artifact: boolean) =>
      parseSummaryContext(jobSummaryContext(push, { inputNames, persist: { cache, artifact } }, []));
    expect(resumeCommand(persist(false, true), { runId: 'r', position: 'dag/p/1' })).toBe(
      'gh workflow run supervised-run.yml --repo o/r --ref main -f run-id=r -f position=dag/p/1 -f from-run=4242',
    );
    // With the cache (both, or cache alone), the next job restores from it.
    expect(resumeCommand(persist(true, true), { runId: 'r' })).not.toContain('from-run');
    expect(resumeCommand(persist(true, false), { runId: 'r' })).not.toContain('from-run');
  });
});
