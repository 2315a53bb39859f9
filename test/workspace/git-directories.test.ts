// gitDirectories: a plain repository's git directories are found without a git process and are
// what git itself reports; a linked worktree (whose .git is a file) is asked of git.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitSpawnCount } from '../../src/workspace/git.ts';
import { gitDirectories } from '../../src/workspace/unchanged/git-files.ts';
import { git, initRepo, tempSpace, type TempSpace } from './fixture.ts';

let space: TempSpace;
let root: string;
beforeEach(() => {
  space = tempSpace('git-directories-');
  root = realpathSync(initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'alpha\n' }));
});
afterEach(() => space.cleanup());

/** What git reports, as gitDirectories would parse it. */
function gitSays(directory: string) {
  const [gitDir, commonDir] = git(directory, 'rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir')
    .trim()
    .split('\n');
  return { gitDir, commonDir };
}

describe('the git directories of a repository', () => {
  it('a plain repository: no git process, and the same directories git reports', async () => {
    const spawns = gitSpawnCount();
    const found = await gitDirectories(root);
    expect(gitSpawnCount() - spawns).toBe(0);
    expect(found).toEqual(gitSays(root));
  });

  it('a linked worktree: asks git, which names its own git directory and the shared common one', async () => {
    const linked = path.join(space.directory, 'linked');
    git(root, 'worktree', 'add', '-q', linked);
    const real = realpathSync(linked);
    const spawns = gitSpawnCount();
    const found = await gitDirectories(real);
    expect(gitSpawnCount() - spawns).toBe(1);
    expect(found).toEqual(gitSays(real));
    expect(found.gitDir).not.toBe(found.commonDir);
  });
});
