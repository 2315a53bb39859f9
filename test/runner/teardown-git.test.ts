// A hung git cannot hold a run's teardown: with a fake `git` first on PATH that hangs on anything
// but `rev-parse` once a marker file exists (for the watchdog, the worker or any caller), an
// interrupt whose pause snapshot (or restart snapshot after a crash) hangs settles WORKSPACE_CAPTURE
// at the teardown budget (far below git's own 120 s timeout), a stop while the worker's change
// capture hangs ends promptly, and the change hooks' own signal stops their git. Each hung git is gone when the call returns.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSupervisedRun } from '../../src/runner/index.ts';
import { changeHooks } from '../../src/runner/worker/changes.ts';
import { teardownSnapshotAllowanceMs } from '../../src/runner/watchdog/teardown-budget.ts';
import { defaultGitTimeoutMs } from '../../src/workspace/git.ts';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { fakeGitOnPath, initRepo, tempSpace, type TempSpace } from '../workspace/fixture.ts';
import { isAlive } from '../engine/helpers.ts';
import { fixture, types, waitUntil, type Fixture } from './helpers.ts';

let bin: string;
let restorePath: () => void;
const marker = (name: 'watchdog' | 'worker' | 'all') => path.join(bin, `hang-${name}`);
const pidFile = () => path.join(bin, 'pid');

beforeAll(() => {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  // Argument 3 is git's subcommand (runGit passes `-c core.quotepath=off` first). The worker's
  // processes carry OBVERSA_RUN_OWNER; the watchdog (this process) does not.
  ({ bin, restore: restorePath } = fakeGitOnPath(
    (dir) => `#!/bin/sh
hang() { echo $$ > "${dir}/pid.tmp"; mv "${dir}/pid.tmp" "${dir}/pid"; exec sleep 600; }
if [ "$3" != rev-parse ]; then
  if [ -e "${dir}/hang-all" ]; then hang; fi
  if [ -e "${dir}/hang-watchdog" ] && [ -z "$OBVERSA_RUN_OWNER" ]; then hang; fi
  if [ -e "${dir}/hang-worker" ] && [ -n "$OBVERSA_RUN_OWNER" ]; then hang; fi
fi
exec "${realGit}" "$@"
`,
  ));
});

afterAll(() => restorePath());

beforeEach(async () => {
  for (const name of ['watchdog', 'worker', 'all'] as const) await rm(marker(name), { force: true });
  await rm(pidFile(), { force: true });
});

async function hungGitPid(): Promise<number> {
  // The file is created before the pid is written into it: wait for the pid, not just the file.
  return waitUntil('a hung git', async () => {
    const pid = existsSync(pidFile()) ? Number(await readFile(pidFile(), 'utf8')) : 0;
    return pid > 0 ? pid : undefined;
  });
}

/** Gone, or a zombie: the worker's orphaned git waits for its new parent to reap it. */
function expectGone(pid: number): void {
  expect(isAlive(pid)).toBe(false);
}

describe('teardown with a hung git', () => {
  let f: Fixture | undefined;
  afterEach(async () => {
    await f?.cleanup();
    f = undefined;
  });

  it('an interrupt whose snapshot hangs settles WORKSPACE_CAPTURE at the teardown budget; the git is gone', async () => {
    f = await fixture({ work: { block: true, retrySafe: true } }, { recordChanges: false });
    const budgetMs = (f.options.teardownGraceMs ?? 0) + teardownSnapshotAllowanceMs;
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-work-1');
    await writeFile(marker('watchdog'), '');
    const asked = Date.now();
    const result = await handle.interrupt();
    const elapsed = Date.now() - asked;
    expect(result).toMatchObject({ kind: 'fail', code: 'WORKSPACE_CAPTURE' });
    expect(result.kind === 'fail' ? result.message : '').toMatch(
      new RegExp(
        `^the workspace snapshot for the pause was cut at the teardown budget \\(${budgetMs} ms after the request: .*\\): git \\S+ was stopped: the caller aborted$`,
      ),
    );
    // Cut at the budget: not before it, and nowhere near git's own timeout.
    expect(elapsed).toBeGreaterThanOrEqual(budgetMs - 50);
    expect(elapsed).toBeLessThan(budgetMs + 5000);
    expect(elapsed).toBeLessThan(defaultGitTimeoutMs / 10);
    expectGone(await hungGitPid());
    const runner = await f.events('runner');
    expect(types(runner)).not.toContain('runner:interrupted');
    expect(runner.at(-1)).toMatchObject({
      type: 'runner:failed',
      data: { code: 'WORKSPACE_CAPTURE', cleanupVerified: true, leaseRetained: false },
    });
    expect(await f.status()).toMatchObject({ phase: 'failed' });
  });

  it('an interrupt while the restart snapshot after a crash hangs settles WORKSPACE_CAPTURE at the budget', async () => {
    f = await fixture(
      { first: { block: true, retrySafe: true }, crash: { needs: ['first'], killWorker: true, retrySafe: true } },
      { recordChanges: false },
    );
    const budgetMs = (f.options.teardownGraceMs ?? 0) + teardownSnapshotAllowanceMs;
    const handle = await startSupervisedRun(f.options);
    await f.waitForFile('started-first-1');
    await writeFile(marker('watchdog'), ''); // after the start's capture: only the restart snapshot hangs
    await f.open('first');
    const pid = await hungGitPid();
    const asked = Date.now();
    const result = await handle.interrupt();
    const elapsed = Date.now() - asked;
    expect(result).toMatchObject({ kind: 'fail', code: 'WORKSPACE_CAPTURE' });
    expect(result.kind === 'fail' ? result.message : '').toMatch(
      /^the restart snapshot was cut at the teardown budget \(\d+ ms after the request: .*\): git \S+ was stopped: the caller aborted$/,
    );
    expect(elapsed).toBeLessThan(budgetMs + 5000);
    expectGone(pid);
    const runner = await f.events('runner');
    expect(types(runner)).toContain('runner:worker-crashed');
    expect(types(runner)).not.toContain('runner:restart-anchor');
    expect(runner.at(-1)).toMatchObject({ type: 'runner:failed', data: { code: 'WORKSPACE_CAPTURE' } });
  });

  it("a stop while the worker's change capture hangs ends promptly; the git is gone", async () => {
    await writeFile(marker('worker'), '');
    f = await fixture({ work: {} });
    // A provider of the caller's: the start hands the worker no capture, so its first capture runs git.
    const workspace = createGitWorkspaceProvider({ root: f.repo, leaseDirectory: path.join(f.temp, 'leases') });
    const handle = await startSupervisedRun({ ...f.options, workspace });
    const pid = await hungGitPid();
    const asked = Date.now();
    const result = await handle.stop();
    const elapsed = Date.now() - asked;
    expect(result).toMatchObject({ kind: 'fail', code: 'STOPPED' });
    expect(elapsed).toBeLessThan((f.options.teardownGraceMs ?? 0) + 5000);
    expectGone(pid);
    expect(await f.effects()).toEqual([]); // the node never ran: its capture never finished
  });
});

describe("the change hooks' signal", () => {
  let space: TempSpace;
  beforeEach(() => {
    space = tempSpace('teardown-git-');
  });
  afterEach(() => space.cleanup());

  it('aborting it stops the hung capture: the attempt records the capture error, the git is gone', async () => {
    const root = initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'a\n' });
    await writeFile(marker('all'), '');
    const controller = new AbortController();
    const hooks = await changeHooks({
      runRoot: root,
      excludePaths: [],
      scratchDirectory: path.join(space.directory, 'scratch'),
      session: 1,
      signal: controller.signal,
    });
    expect(hooks).toBeDefined();
    const info = {
      position: 'dag/n/1',
      nodeId: 'n',
      attemptId: 'a1',
      attempt: 1,
      retrySafe: true,
      kind: 'data' as const,
    };
    const before = hooks!.before!(info);
    const pid = await hungGitPid();
    controller.abort(new Error('the watchdog is gone'));
    await before;
    expectGone(pid);
    const [record] = await hooks!.after!(info, { kind: 'completed', output: null });
    expect(record?.data).toMatchObject({
      files: [],
      error: expect.stringMatching(/^the workspace could not be captured: git \S+ was stopped: the caller aborted$/),
    });
  });
});
