import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGitWorkspaceProvider,
  driftMessage,
  WorkspaceError,
  workspaceFingerprint,
  type WorkspaceProvider,
} from '../../src/workspace/index.ts';
import { commitAll, git, initRepo, tempSpace, writeFile, type TempSpace } from './fixture.ts';

describe('verify', () => {
  let space: TempSpace;
  let repo: string;
  let workspace: WorkspaceProvider;

  beforeEach(() => {
    space = tempSpace();
    repo = initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'alpha\n', 'b.txt': 'beta\n' });
    writeFile(repo, 'a.txt', 'alpha edited\n');
    writeFile(repo, 'notes.txt', 'untracked\n');
    rmSync(path.join(repo, 'b.txt'));
    workspace = createGitWorkspaceProvider({
      root: repo,
      excludePaths: ['.store'],
      leaseDirectory: path.join(space.directory, 'leases'),
    });
  });
  afterEach(() => space.cleanup());

  it('is equal when nothing changed, and ignores excluded paths', async () => {
    const { anchor } = await workspace.capture();
    writeFile(repo, '.store/events.log', 'more events\n');
    expect(await workspace.verify(anchor)).toEqual({ equal: true });
  });

  it('is equal when a new file was only staged since (the index is not part of the anchor)', async () => {
    const { anchor } = await workspace.capture();
    git(repo, 'add', 'notes.txt');
    expect(await workspace.verify(anchor)).toEqual({ equal: true });
  });

  it('reports another head, and compares paths by content across heads', async () => {
    const { anchor } = await workspace.capture();
    const before = git(repo, 'rev-parse', 'HEAD');
    const after = commitAll(repo, 'commit the edits as they are');
    expect(await workspace.verify(anchor)).toEqual({
      equal: false,
      drift: { head: { expected: before, found: after }, changed: [], added: [], removed: [] },
    });
    writeFile(repo, 'a.txt', 'alpha edited again\n');
    writeFile(repo, 'b.txt', 'beta is back\n');
    rmSync(path.join(repo, 'notes.txt'));
    expect(await workspace.verify(anchor)).toEqual({
      equal: false,
      drift: { head: { expected: before, found: after }, changed: ['a.txt'], added: ['b.txt'], removed: ['notes.txt'] },
    });
  });

  it('compares paths relative to each HEAD when the anchor commit is not in the repository', async () => {
    const { anchor } = await workspace.capture();
    const foreign = { ...anchor, head: 'f'.repeat(40) };
    const reparsed = { ...foreign, fingerprint: workspaceFingerprint(foreign.head, foreign.files) };
    writeFile(repo, 'extra.txt', 'extra\n');
    expect(await workspace.verify(reparsed)).toEqual({
      equal: false,
      drift: {
        head: { expected: 'f'.repeat(40), found: git(repo, 'rev-parse', 'HEAD') },
        changed: [],
        added: ['extra.txt'],
        removed: [],
      },
    });
  });

  it('reports changed paths: edited, reverted to HEAD, or a mode change', async () => {
    writeFile(repo, 'mode.sh', 'echo\n');
    git(repo, 'add', 'mode.sh');
    git(repo, 'commit', '-q', '-m', 'add mode.sh');
    const { anchor } = await workspace.capture();
    writeFile(repo, 'notes.txt', 'untracked, then edited\n');
    git(repo, 'checkout', '--', 'a.txt');
    writeFile(repo, 'mode.sh', 'echo\n', 0o755);
    expect(await workspace.verify(anchor)).toEqual({
      equal: false,
      drift: { changed: ['a.txt', 'mode.sh', 'notes.txt'], added: [], removed: [] },
    });
  });

  it('reports added paths: a new file, and a deleted file that came back', async () => {
    const { anchor } = await workspace.capture();
    writeFile(repo, 'new.txt', 'new\n');
    git(repo, 'checkout', '--', 'b.txt');
    expect(await workspace.verify(anchor)).toEqual({
      equal: false,
      drift: { changed: [], added: ['b.txt', 'new.txt'], removed: [] },
    });
  });

  it('reports removed paths: an untracked file and a tracked file deleted since', async () => {
    writeFile(repo, 'b.txt', 'beta\n');
    writeFile(repo, 'c.txt', 'c\n');
    commitAll(repo, 'add c');
    writeFile(repo, 'notes.txt', 'untracked\n');
    const { anchor } = await workspace.capture();
    rmSync(path.join(repo, 'notes.txt'));
    rmSync(path.join(repo, 'c.txt'));
    expect(await workspace.verify(anchor)).toEqual({
      equal: false,
      drift: { changed: [], added: [], removed: ['c.txt', 'notes.txt'] },
    });
  });

  it('refuses an anchor that does not parse with WORKSPACE_ANCHOR_INVALID', async () => {
    const { anchor } = await workspace.capture();
    const tampered = { ...anchor, files: anchor.files.map((file) => ({ ...file, bytes: file.bytes + 1 })) };
    const error = await workspace.verify(tampered).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkspaceError);
    expect(error).toMatchObject({ code: 'WORKSPACE_ANCHOR_INVALID' });
    expect((error as Error).message).toContain('fingerprint');
  });
});

describe('driftMessage', () => {
  it('names the head and the paths, bounded to 20 paths and a count of the rest', () => {
    const added = Array.from({ length: 25 }, (_, index) => `added-${index}.txt`);
    const message = driftMessage({
      head: { expected: 'a'.repeat(40), found: 'b'.repeat(40) },
      changed: ['x.txt'],
      added,
      removed: ['gone.txt'],
    });
    expect(message).toContain(`HEAD is ${'b'.repeat(40)}, expected ${'a'.repeat(40)}`);
    expect(message).toContain('changed: "x.txt"');
    expect(message).toContain('"added-18.txt"');
    expect(message).not.toContain('"added-19.txt"');
    expect(message).not.toContain('gone.txt');
    expect(message).toContain('and 7 more paths');
  });

  it('says so when nothing differs', () => {
    expect(driftMessage({ changed: [], added: [], removed: [] })).toBe('no differences');
  });
});
