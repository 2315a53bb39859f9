// The caller's signal reaches every git call a provider method makes: with a git that answers
// `rev-parse` (the real git) and hangs on anything else (a fake `git` first on PATH), aborting the
// signal of capture() or captureSince() stops the hung git deep inside the scan, and the call fails
// WORKSPACE_CAPTURE saying the caller aborted. The stopped process is gone when the call returns.
import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import { access, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitWorkspaceProvider, isWorkspaceError, type WorkspaceProvider } from '../../src/workspace/index.ts';
import { fakeGitOnPath, initRepo, tempSpace, type TempSpace } from './fixture.ts';

let bin: string;
let space: TempSpace;
let restore: () => void;
const pidFile = () => path.join(bin, 'pid');

beforeAll(() => {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  space = tempSpace('provider-abort-');
  initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'a\n' });
  // Argument 3 is git's subcommand (runGit passes `-c core.quotepath=off` first).
  ({ bin, restore } = fakeGitOnPath(
    (dir) =>
      `#!/bin/sh\nif [ "$3" = rev-parse ]; then exec "${realGit}" "$@"; fi\necho $$ > "${dir}/pid.tmp"\nmv "${dir}/pid.tmp" "${dir}/pid"\nexec sleep 600\n`,
  ));
});

afterAll(() => {
  restore();
  space.cleanup();
});

/** Resolves once the hung git has written its pid (a directory watch, no polling). */
async function hungGitPid(): Promise<number> {
  const exists = () =>
    access(pidFile()).then(
      () => true,
      () => false,
    );
  if (!(await exists())) {
    await new Promise<void>((resolve) => {
      const watcher = watch(bin, () => {
        void exists().then((found) => {
          if (!found) return;
          watcher.close();
          resolve();
        });
      });
      // Written between the first look and the watch.
      void exists().then((found) => {
        if (!found) return;
        watcher.close();
        resolve();
      });
    });
  }
  return Number(await readFile(pidFile(), 'utf8'));
}

function provider(): WorkspaceProvider {
  return createGitWorkspaceProvider({
    root: path.join(space.directory, 'repo'),
    leaseDirectory: path.join(space.directory, 'leases'),
  });
}

const calls: Array<[string, (p: WorkspaceProvider, signal: AbortSignal) => Promise<unknown>]> = [
  ['capture', (p, signal) => p.capture({ signal })],
  ['captureSince', (p, signal) => p.captureSince(undefined, { signal })],
];

describe("a provider call's signal stops the git it waits on", () => {
  for (const [name, call] of calls) {
    it(`${name}: aborting while git hangs fails WORKSPACE_CAPTURE (caller aborted), the git is gone`, async () => {
      await rm(pidFile(), { force: true });
      const controller = new AbortController();
      const pending = call(provider(), controller.signal).catch((error: unknown) => error);
      const pid = await hungGitPid();
      controller.abort(new Error('teardown'));
      const error = await pending;
      expect(isWorkspaceError(error, 'WORKSPACE_CAPTURE')).toBe(true);
      expect((error as Error).message).toMatch(/^git \S+ was stopped: the caller aborted$/);
      expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    });
  }

  it('a signal aborted before the call stops its first git: WORKSPACE_CAPTURE, not WORKSPACE_ROOT', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already stopping'));
    const error: unknown = await provider()
      .repositoryRoot({ signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isWorkspaceError(error, 'WORKSPACE_CAPTURE')).toBe(true);
    expect((error as Error).message).toBe('git rev-parse was stopped: the caller aborted');
  });
});
