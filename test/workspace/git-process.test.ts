// runGitProcess (the git process under runGit): stdin reaches git, exit codes come back, and the
// bounds hold: stdout past its limit stops git, a git that cannot start says why.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runGitProcess } from '../../src/workspace/git-process.ts';
import { initRepo, tempSpace, type TempSpace } from './fixture.ts';

let space: TempSpace;
let root: string;
beforeEach(() => {
  space = tempSpace('git-process-');
  root = initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'alpha\n' });
});
afterEach(() => space.cleanup());

const options = (extra: Partial<Parameters<typeof runGitProcess>[1]> = {}) => ({
  cwd: root,
  env: { ...process.env, LC_ALL: 'C' },
  input: '',
  maxStdoutBytes: 1 << 20,
  maxStderrBytes: 1 << 16,
  timeoutMs: 60_000,
  killAfterMs: 1000,
  ...extra,
});

describe('one git process', () => {
  it('writes stdin, reads stdout whole and reports the exit code', async () => {
    const hashed = await runGitProcess(['hash-object', '--stdin'], options({ input: 'alpha\n' }));
    expect(hashed).toMatchObject({ exitCode: 0, timedOut: false, canceled: false, maxBuffer: false });
    expect(hashed.stdout.toString('utf8').trim()).toMatch(/^[0-9a-f]{40,64}$/);

    const missing = await runGitProcess(['cat-file', '-e', 'HEAD:nothing.txt'], options());
    expect(missing.exitCode).not.toBe(0);
    expect(missing.exitCode).not.toBeNull();
    expect(missing.stderr.length).toBeGreaterThan(0);
  });

  it('stops git once stdout passes its limit, and keeps only that many bytes', async () => {
    const result = await runGitProcess(['log', '--format=%H%n%H%n%H'], options({ maxStdoutBytes: 8 }));
    expect(result.maxBuffer).toBe(true);
    expect(result.stdout.length).toBe(8);
  });

  it('a git that cannot start (its directory is gone) ends with no exit code and the reason', async () => {
    const result = await runGitProcess(['status'], options({ cwd: path.join(space.directory, 'gone') }));
    expect(result.exitCode).toBeNull();
    expect(result.error).toBeInstanceOf(Error);
    expect((result.error as NodeJS.ErrnoException).code).toBe('ENOENT');
  });
});
