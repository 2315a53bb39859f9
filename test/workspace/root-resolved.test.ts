// rootResolved: a caller that already resolved the root as the repository's top level (the
// watchdog, for its worker) spares the git process that finds it; captures are the same.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitWorkspaceProvider } from '../../src/workspace/index.ts';
import { gitSpawnCount } from '../../src/workspace/git.ts';
import { initRepo, tempSpace, writeFile, type TempSpace } from './fixture.ts';

let space: TempSpace;
let root: string;

beforeEach(() => {
  space = tempSpace('root-resolved-');
  root = realpathSync(initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'alpha\n' }));
  writeFile(root, 'b.txt', 'untracked\n');
});
afterEach(() => space.cleanup());

const provider = (rootResolved: boolean) =>
  createGitWorkspaceProvider({ root, rootResolved, leaseDirectory: path.join(space.directory, 'leases') });

describe('a provider whose root the caller resolved', () => {
  it('finds the repository without a git process, and captures what a resolving provider captures', async () => {
    const resolving = provider(false);
    let spawns = gitSpawnCount();
    expect(await resolving.repositoryRoot()).toBe(root);
    expect(gitSpawnCount() - spawns).toBe(1);

    const resolved = provider(true);
    spawns = gitSpawnCount();
    expect(await resolved.repositoryRoot()).toBe(root);
    expect(gitSpawnCount() - spawns).toBe(0);

    const [a, b] = await Promise.all([resolving.capture(), resolved.capture()]);
    expect(b.anchor).toEqual(a.anchor);
    expect(b.anchor.files.map((file) => file.path)).toEqual(['b.txt']);
  });

  it('is refused unless rootResolved is a boolean', () => {
    expect(() =>
      createGitWorkspaceProvider({ root, rootResolved: 'yes' as unknown as boolean, leaseDirectory: space.directory }),
    ).toThrow(/rootResolved/);
  });
});
