// Every git call is bounded: a git that hangs (a real process, a fake `git` first on PATH) is stopped
// after the call's timeout or when the caller's signal aborts, and the call fails WORKSPACE_CAPTURE
// saying which. The stopped process is gone when the call returns.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGit } from '../../src/workspace/git.ts';
import { isWorkspaceError } from '../../src/workspace/index.ts';
import { fakeGitOnPath } from './fixture.ts';

let bin: string;
let restore: () => void;

beforeAll(() => {
  // Records its pid, then becomes `sleep` (exec: no shell parent left holding the pipes).
  ({ bin, restore } = fakeGitOnPath((dir) => `#!/bin/sh\necho $$ > "${dir}/pid"\nexec sleep 600\n`));
});

afterAll(() => {
  restore();
});

async function expectGone(): Promise<void> {
  const pid = Number(await readFile(path.join(bin, 'pid'), 'utf8').catch(() => '0'));
  if (pid > 0) expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
}

describe('git calls are bounded', () => {
  it('a git that hangs past its timeout fails WORKSPACE_CAPTURE with a timeout message', async () => {
    const started = Date.now();
    const error: unknown = await runGit(bin, ['status', '--porcelain'], { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(isWorkspaceError(error, 'WORKSPACE_CAPTURE')).toBe(true);
    expect((error as Error).message).toMatch(/^git status did not finish within 300 ms and was stopped/);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expectGone();
  });

  it("the caller's abort signal stops a hung git: WORKSPACE_CAPTURE saying the caller aborted", async () => {
    const controller = new AbortController();
    const call = runGit(bin, ['rev-parse', 'HEAD'], { signal: controller.signal, timeoutMs: 600_000 });
    controller.abort(new Error('teardown'));
    const error: unknown = await call.catch((e: unknown) => e);
    expect(isWorkspaceError(error, 'WORKSPACE_CAPTURE')).toBe(true);
    expect((error as Error).message).toBe('git rev-parse was stopped: the caller aborted');
    await expectGone();
  });
});
