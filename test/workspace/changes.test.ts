import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitWorkspaceProvider, diffStats, type WorkspaceProvider } from '../../src/workspace/index.ts';
import { commitAll, git, initRepo, tempSpace, writeFile, type TempSpace } from './fixture.ts';

const text = (value: string): Buffer => Buffer.from(value);
const lines = (count: number, prefix: string): string =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index}\n`).join('');

describe('diffStats', () => {
  it('counts added and removed lines of a text change', () => {
    expect(diffStats(text('a\nb\nc\n'), text('a\nB\nc\nd\n'))).toEqual({ added: 2, removed: 1, binary: false });
    expect(diffStats(text('same\n'), text('same\n'))).toEqual({ added: 0, removed: 0, binary: false });
  });

  it('counts a changed final newline as a changed line, as git does', () => {
    expect(diffStats(text('a\nb'), text('a\nb\n'))).toEqual({ added: 1, removed: 1, binary: false });
  });

  it('counts every line of an added or deleted file', () => {
    expect(diffStats(null, text('x\ny\nz'))).toEqual({ added: 3, removed: 0, binary: false });
    expect(diffStats(text('x\ny\n'), null)).toEqual({ added: 0, removed: 2, binary: false });
    expect(diffStats(null, text(''))).toEqual({ added: 0, removed: 0, binary: false });
  });

  it('counts binary changes as 0 lines, flagged binary', () => {
    expect(diffStats(text('text\n'), Buffer.from([1, 0, 2]))).toEqual({ added: 0, removed: 0, binary: true });
    expect(diffStats(Buffer.from([0]), null)).toEqual({ added: 0, removed: 0, binary: true });
  });

  it('handles a complete rewrite of a few thousand lines', () => {
    expect(diffStats(text(lines(4000, 'old')), text(lines(4000, 'new')))).toEqual({
      added: 4000,
      removed: 4000,
      binary: false,
    });
  });

  it('still gives a valid count for a heavily reordered large file (past the search budget)', () => {
    const before = Array.from({ length: 5000 }, (_, index) => `line ${index}\n`);
    const after = before.map((_, index) => before[(index * 7919) % 5000] as string);
    const stats = diffStats(text(before.join('')), text(after.join('')));
    // Same lines, other order: as many added as removed, most of them (git reports 4828 each), never all.
    expect(stats.added).toBe(stats.removed);
    expect(stats.added).toBeGreaterThan(4500);
    expect(stats.added).toBeLessThan(5000);
  });

  describe('agrees with git diff --numstat', () => {
    let space: TempSpace;
    beforeAll(() => {
      space = tempSpace('diffstats-');
    });
    afterAll(() => space.cleanup());

    it('on random line edits', () => {
      // A small alphabet of lines makes many equal lines, where LCS choices matter.
      const content = fc
        .array(fc.constantFrom('a\n', 'b\n', 'c\n', 'd\n', 'e', '\n'), { maxLength: 40 })
        .map((parts) => parts.join(''));
      fc.assert(
        fc.property(content, content, (before, after) => {
          const beforePath = path.join(space.directory, 'before');
          const afterPath = path.join(space.directory, 'after');
          writeFileSync(beforePath, before);
          writeFileSync(afterPath, after);
          let numstat = '';
          try {
            numstat = git(
              space.directory,
              'diff',
              '--no-index',
              '--numstat',
              '--diff-algorithm=myers',
              beforePath,
              afterPath,
            );
          } catch (error) {
            numstat = ((error as { stdout?: string }).stdout ?? '').trim(); // exit 1 = differences
          }
          const [added = '0', removed = '0'] = numstat === '' ? [] : numstat.split('\t');
          expect(diffStats(text(before), text(after))).toEqual({
            added: Number(added),
            removed: Number(removed),
            binary: false,
          });
        }),
        { numRuns: 40 },
      );
    });
  });
});

describe('changedFilesBetween', () => {
  let space: TempSpace;
  let repo: string;
  let workspace: WorkspaceProvider;

  beforeEach(() => {
    space = tempSpace();
    repo = initRepo(path.join(space.directory, 'repo'), {
      'clean.txt': 'one\ntwo\nthree\n',
      'edited.txt': 'first\n',
      'doomed.txt': 'a\nb\n',
      'tool.sh': 'echo\n',
      'image.bin': Buffer.from([0, 1, 2]),
    });
    workspace = createGitWorkspaceProvider({
      root: repo,
      excludePaths: ['.store'],
      leaseDirectory: path.join(space.directory, 'leases'),
    });
  });
  afterEach(() => space.cleanup());

  it('reports what changed between two captures, with line counts', async () => {
    writeFile(repo, 'edited.txt', 'first\nsecond\n'); // already changed before the node
    writeFile(repo, 'untouched-untracked.txt', 'stays\n');
    const before = await workspace.capture();

    writeFile(repo, 'clean.txt', 'one\n2\nthree\nfour\n'); // clean before: its old bytes come from HEAD
    writeFile(repo, 'edited.txt', 'first\nsecond\nthird\n');
    rmSync(path.join(repo, 'doomed.txt'));
    writeFile(repo, 'created.txt', 'x\ny\n');
    writeFile(repo, 'tool.sh', 'echo\n', 0o755);
    writeFile(repo, 'image.bin', Buffer.from([0, 1, 2, 3]));
    writeFile(repo, '.store/events.log', 'excluded\n');
    const after = await workspace.capture();

    expect(await workspace.changedFilesBetween(before, after)).toEqual([
      { path: 'clean.txt', change: 'modified', added: 2, removed: 1, binary: false },
      { path: 'created.txt', change: 'added', added: 2, removed: 0, binary: false },
      { path: 'doomed.txt', change: 'deleted', added: 0, removed: 2, binary: false },
      { path: 'edited.txt', change: 'modified', added: 1, removed: 0, binary: false },
      { path: 'image.bin', change: 'modified', added: 0, removed: 0, binary: true },
      { path: 'tool.sh', change: 'modified', added: 0, removed: 0, binary: false },
    ]);
  });

  it('reports a file reverted to HEAD and nothing for an unchanged workspace', async () => {
    writeFile(repo, 'edited.txt', 'first\nsecond\n');
    const before = await workspace.capture();
    expect(await workspace.changedFilesBetween(before, await workspace.capture())).toEqual([]);
    git(repo, 'checkout', '--', 'edited.txt');
    expect(await workspace.changedFilesBetween(before, await workspace.capture())).toEqual([
      { path: 'edited.txt', change: 'modified', added: 0, removed: 1, binary: false },
    ]);
  });

  it('includes what a node committed (the heads differ)', async () => {
    const before = await workspace.capture();
    writeFile(repo, 'clean.txt', 'one\ntwo\nthree\nfour\n');
    writeFile(repo, 'committed-new.txt', 'n\n');
    commitAll(repo, 'the node committed');
    writeFile(repo, 'after-commit.txt', 'u\n');
    const after = await workspace.capture();
    expect(after.anchor.head).not.toBe(before.anchor.head);
    expect(await workspace.changedFilesBetween(before, after)).toEqual([
      { path: 'after-commit.txt', change: 'added', added: 1, removed: 0, binary: false },
      { path: 'clean.txt', change: 'modified', added: 1, removed: 0, binary: false },
      { path: 'committed-new.txt', change: 'added', added: 1, removed: 0, binary: false },
    ]);
  });
});
