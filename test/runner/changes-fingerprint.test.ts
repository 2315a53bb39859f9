// changeHooks over a real git workspace, in process so that git processes can be counted: a
// sequential attempt that changes nothing costs no git process, one that changes a file gets a
// record of exactly that change, and the attempt after it sees the workspace unchanged again.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptHooks } from '../../src/graph/bindings.ts';
import { changeHooks } from '../../src/runner/worker/changes.ts';
import { gitSpawnCount } from '../../src/workspace/git.ts';
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
