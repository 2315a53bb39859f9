// changeHooks over a real git workspace, in process so that git processes can be counted: a
// sequential attempt that changes nothing costs no git process, one that changes a file gets a
// record of exactly that change, and the attempt after it sees the workspace unchanged again.
import { realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptHooks } from '../../src/graph/bindings.ts';
import { changeHooks } from '../../src/runner/worker/changes.ts';
import { gitSpawnCount } from '../../src/workspace/git.ts';
import {
  createGitWorkspaceProvider,
  transferredCaptureSchema,
  type TransferredCapture,
} from '../../src/workspace/index.ts';
import { initRepo, tempSpace, type TempSpace } from '../workspace/fixture.ts';

let space: TempSpace;
let root: string;
let hooks: AttemptHooks;
let attempts = 0;

beforeEach(async () => {
  space = tempSpace('changes-fingerprint-');
  root = initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'a\n', '.gitignore': 'store/\n' });
  hooks = (await changeHooks({
    runRoot: root,
    excludePaths: ['.runs'],
    scratchDirectory: path.join(space.directory, 'scratch'),
    session: 1,
  }))!;
});
afterEach(() => space.cleanup());

/** One attempt around `body`, with its node-changes data and the git processes started meanwhile. */
async function attempt(body: () => void = () => {}) {
  attempts += 1;
  const info = {
    position: `dag/n${attempts}/1`,
    nodeId: `n${attempts}`,
    attemptId: `a${attempts}`,
    attempt: 1,
    retrySafe: true,
    kind: 'data' as const,
  };
  const spawns = gitSpawnCount();
  await hooks.before!(info);
  body();
  const [record] = await hooks.after!(info, { kind: 'completed', output: null });
  return {
    data: record!.data as { files: Array<{ path: string; change: string }>; error?: string },
    spawns: gitSpawnCount() - spawns,
  };
}

/** Attempts that change nothing until one is recorded without a git process (the first captures may be racy). */
async function settle(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await attempt()).spawns > 0) if (Date.now() > deadline) throw new Error('captures kept running git for 10 s');
}

describe('change records without a git process per unchanged node', () => {
  it('records an unchanged attempt with no git process, and a changing one with its change', async () => {
    await settle();
    expect(await attempt()).toEqual({ data: expect.objectContaining({ files: [] }), spawns: 0 });

    const edit = await attempt(() => writeFileSync(path.join(root, 'a.txt'), 'A\n'));
    expect(edit.spawns).toBeGreaterThan(0);
    expect(edit.data.files).toEqual([
      expect.objectContaining({ path: 'a.txt', change: 'modified', added: 1, removed: 1 }),
    ]);
    expect(edit.data.error).toBeUndefined();

    const remove = await attempt(() => rmSync(path.join(root, 'a.txt')));
    expect(remove.data.files).toEqual([expect.objectContaining({ path: 'a.txt', change: 'deleted' })]);

    await settle();
    // Rewritten in place with the same bytes: the stats differ, so git runs, and finds no change.
    const rewrite = await attempt(() => writeFileSync(path.join(root, '.gitignore'), 'store/\n', { flag: 'r+' }));
    expect(rewrite.spawns).toBeGreaterThan(0);
    expect(rewrite.data.files).toEqual([]);
    await settle();
    expect((await attempt()).spawns).toBe(0);
  });
});

describe("the watchdog's start capture, handed to the worker", () => {
  /** The capture the watchdog takes at a start, as the worker receives it (params.changes.firstCapture). */
  async function watchdogCapture() {
    const provider = createGitWorkspaceProvider({
      root,
      excludePaths: ['.runs'],
      leaseDirectory: path.join(space.directory, 'leases'),
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { capture, fingerprinted } = await provider.captureSince();
      if (fingerprinted)
        return transferredCaptureSchema().parse(JSON.parse(JSON.stringify(provider.transferCapture!(capture))));
      if (Date.now() > deadline) throw new Error('no fingerprint within 10 s');
    }
  }

  async function handedHooks(firstCapture: TransferredCapture): Promise<AttemptHooks> {
    return (await changeHooks({
      runRoot: realpathSync(root),
      repositoryRoot: realpathSync(root),
      excludePaths: ['.runs'],
      scratchDirectory: path.join(space.directory, 'scratch'),
      session: 1,
      firstCapture,
    }))!;
  }

  it('spares the worker its first git process: loading the hooks and an unchanged first attempt run none', async () => {
    const firstCapture = await watchdogCapture();
    const spawns = gitSpawnCount();
    hooks = await handedHooks(firstCapture);
    const first = await attempt();
    expect(first.data.files).toEqual([]);
    expect(gitSpawnCount() - spawns).toBe(0);
  });

  it('charges nothing written between the start and the first attempt to that attempt', async () => {
    const firstCapture = await watchdogCapture();
    writeFileSync(path.join(root, 'bound.txt'), 'written while the host bound\n');
    hooks = await handedHooks(firstCapture);
    const first = await attempt(() => writeFileSync(path.join(root, 'a.txt'), 'A\n'));
    expect(first.spawns).toBeGreaterThan(0);
    expect(first.data.files).toEqual([expect.objectContaining({ path: 'a.txt', change: 'modified' })]);
  });
});
