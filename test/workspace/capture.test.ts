import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGitWorkspaceProvider,
  workspaceAnchorSchema,
  WorkspaceError,
  type WorkspaceCapture,
} from '../../src/workspace/index.ts';
import { commitAll, git, initRepo, makeSymlink, tempSpace, writeFile, type TempSpace } from './fixture.ts';

const sha = (bytes: string | Buffer): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

function contentOf(capture: WorkspaceCapture, filePath: string): Buffer | undefined {
  const entry = capture.content.files.find((file) => file.path === filePath);
  return entry === undefined ? undefined : Buffer.from(entry.contentBase64, 'base64');
}

describe('capture', () => {
  let space: TempSpace;
  let repo: string;
  const provider = (options: { excludePaths?: string[]; maxContentBytes?: number; root?: string } = {}) =>
    createGitWorkspaceProvider({
      root: options.root ?? repo,
      leaseDirectory: path.join(space.directory, 'leases'),
      ...options,
    });

  beforeEach(() => {
    space = tempSpace();
    repo = initRepo(path.join(space.directory, 'repo'), {
      'a.txt': 'alpha\n',
      'b.txt': 'beta\n',
      'dir/c.txt': 'gamma\n',
      'gone.txt': 'x\n',
    });
  });
  afterEach(() => space.cleanup());

  it('captures a clean repository as its HEAD with no files', async () => {
    const { anchor, content } = await provider().capture();
    expect(anchor).toMatchObject({ schemaVersion: 1, root: repo, head: git(repo, 'rev-parse', 'HEAD'), files: [] });
    expect(anchor.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(content).toEqual({ schemaVersion: 1, anchorFingerprint: anchor.fingerprint, files: [] });
    expect(workspaceAnchorSchema().parse(anchor)).toEqual(anchor);
  });

  it('captures modified, staged, deleted, added and untracked files with digests, modes and content', async () => {
    writeFile(repo, 'a.txt', 'alpha changed\n'); // unstaged modification
    writeFile(repo, 'b.txt', 'beta staged\n');
    git(repo, 'add', 'b.txt'); // staged modification
    rmSync(path.join(repo, 'gone.txt')); // unstaged deletion
    git(repo, 'rm', '-q', 'dir/c.txt'); // staged deletion
    writeFile(repo, 'new/added.txt', 'added\n');
    git(repo, 'add', 'new/added.txt');
    writeFile(repo, 'new/untracked file ü.txt', 'untracked\n');

    const capture = await provider().capture();
    expect(capture.anchor.files).toEqual([
      { path: 'a.txt', status: 'modified', digest: sha('alpha changed\n'), mode: '100644', bytes: 14 },
      { path: 'b.txt', status: 'modified', digest: sha('beta staged\n'), mode: '100644', bytes: 12 },
      { path: 'dir/c.txt', status: 'deleted', digest: null, mode: '100644', bytes: 0 },
      { path: 'gone.txt', status: 'deleted', digest: null, mode: '100644', bytes: 0 },
      { path: 'new/added.txt', status: 'added', digest: sha('added\n'), mode: '100644', bytes: 6 },
      { path: 'new/untracked file ü.txt', status: 'untracked', digest: sha('untracked\n'), mode: '100644', bytes: 10 },
    ]);
    expect(capture.content.files.map((file) => file.path)).toEqual([
      'a.txt',
      'b.txt',
      'new/added.txt',
      'new/untracked file ü.txt',
    ]);
    expect(contentOf(capture, 'new/untracked file ü.txt')?.toString()).toBe('untracked\n');
    expect(workspaceAnchorSchema().parse(capture.anchor)).toEqual(capture.anchor);
  });

  it('leaves out ignored files but includes the untracked .gitignore', async () => {
    writeFile(repo, '.gitignore', 'build/\n*.log\n');
    writeFile(repo, 'build/out.js', 'compiled');
    writeFile(repo, 'debug.log', 'noise');
    const { anchor } = await provider().capture();
    expect(anchor.files.map((file) => file.path)).toEqual(['.gitignore']);
  });

  it('leaves out excluded paths given relative or absolute, including tracked files under them', async () => {
    writeFile(repo, '.supervised-run/runs/r1/events.log', 'event\n');
    writeFile(repo, 'scratch/tmp.txt', 'tmp');
    writeFile(repo, 'a.txt', 'changed\n');
    writeFile(repo, 'scratchpad.txt', 'not under scratch/');
    const relative = await provider({ excludePaths: ['.supervised-run', 'scratch/'] }).capture();
    expect(relative.anchor.files.map((file) => file.path)).toEqual(['a.txt', 'scratchpad.txt']);
    const absolute = await provider({
      excludePaths: [path.join(repo, '.supervised-run'), path.join(repo, 'scratch'), '/elsewhere'],
    }).capture();
    expect(absolute.anchor).toEqual(relative.anchor);
    const tracked = await provider({ excludePaths: ['a.txt', '.supervised-run', 'scratch'] }).capture();
    expect(tracked.anchor.files.map((file) => file.path)).toEqual(['scratchpad.txt']);
  });

  it('captures binary files byte for byte', async () => {
    const binary = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13, 0x80]);
    writeFile(repo, 'image.bin', binary);
    const capture = await provider().capture();
    expect(capture.anchor.files).toEqual([
      { path: 'image.bin', status: 'untracked', digest: sha(binary), mode: '100644', bytes: binary.length },
    ]);
    expect(contentOf(capture, 'image.bin')).toEqual(binary);
  });

  it('records executable bits and symbolic links as git modes', async () => {
    writeFile(repo, 'a.txt', 'alpha\n', 0o755); // mode-only change
    makeSymlink(repo, 'link', 'dir/c.txt');
    const capture = await provider().capture();
    expect(capture.anchor.files).toEqual([
      { path: 'a.txt', status: 'modified', digest: sha('alpha\n'), mode: '100755', bytes: 6 },
      { path: 'link', status: 'untracked', digest: sha('dir/c.txt'), mode: '120000', bytes: 9 },
    ]);
    expect(contentOf(capture, 'link')?.toString()).toBe('dir/c.txt');
  });

  it('does not list a file whose working-tree copy equals HEAD although the index differs', async () => {
    writeFile(repo, 'a.txt', 'staged edit\n');
    git(repo, 'add', 'a.txt');
    writeFile(repo, 'a.txt', 'alpha\n');
    git(repo, 'rm', '-q', '--cached', 'b.txt'); // deleted from the index, file kept
    const { anchor } = await provider().capture();
    expect(anchor.files).toEqual([]);
  });

  it('gives the same fingerprint for the same state and a different one after a change', async () => {
    writeFile(repo, 'u.txt', 'one');
    const first = await provider().capture();
    const second = await provider().capture();
    expect(second.anchor.fingerprint).toBe(first.anchor.fingerprint);
    writeFile(repo, 'u.txt', 'two');
    const third = await provider().capture();
    expect(third.anchor.fingerprint).not.toBe(first.anchor.fingerprint);
    commitAll(repo, 'commit u');
    writeFile(repo, 'u.txt', 'two');
    const committed = await provider().capture();
    expect(committed.anchor.files).toEqual([]);
  });

  it('captures an unborn branch with a null head', async () => {
    const fresh = initRepo(path.join(space.directory, 'fresh'));
    writeFile(fresh, 'first.txt', 'hello');
    const { anchor } = await provider({ root: fresh }).capture();
    expect(anchor.head).toBeNull();
    expect(anchor.files.map((file) => [file.path, file.status])).toEqual([['first.txt', 'untracked']]);
  });

  it('lists a conflicted file by its working-tree content', async () => {
    git(repo, 'checkout', '-q', '-b', 'side');
    writeFile(repo, 'a.txt', 'side\n');
    commitAll(repo, 'side');
    git(repo, 'checkout', '-q', '-');
    writeFile(repo, 'a.txt', 'main\n');
    commitAll(repo, 'main');
    expect(() => git(repo, 'merge', '-q', 'side')).toThrow();
    const capture = await provider().capture();
    expect(capture.anchor.files.map((file) => [file.path, file.status])).toEqual([['a.txt', 'modified']]);
    expect(contentOf(capture, 'a.txt')?.toString()).toContain('<<<<<<<');
  });

  it('leaves out an untracked nested repository (its files are not this repository content)', async () => {
    initRepo(path.join(repo, 'vendor/lib'), { 'lib.txt': 'lib\n' });
    writeFile(repo, 'vendor/readme.txt', 'vendored\n');
    const { anchor } = await provider().capture();
    expect(anchor.files.map((file) => file.path)).toEqual(['vendor/readme.txt']);
  });

  it('works while another git process holds the index lock', async () => {
    writeFile(repo, '.git/index.lock', '');
    writeFile(repo, 'a.txt', 'edited while locked\n');
    const { anchor } = await provider().capture();
    expect(anchor.files.map((file) => file.path)).toEqual(['a.txt']);
  });

  it('refuses a file name that is not valid UTF-8 with WORKSPACE_CAPTURE', async () => {
    writeFileSync(Buffer.concat([Buffer.from(`${repo}/bad-`), Buffer.from([0xff, 0xfe])]), 'x');
    const error = await provider()
      .capture()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'WORKSPACE_CAPTURE' });
    expect((error as Error).message).toContain('not valid UTF-8');
  });

  it('refuses a root that is not the top level of a git work tree with WORKSPACE_ROOT', async () => {
    const outside = path.join(space.directory, 'plain');
    mkdirSync(outside);
    for (const root of [path.join(repo, 'dir'), outside, path.join(space.directory, 'missing')]) {
      const error = await provider({ root })
        .capture()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WorkspaceError);
      expect(error).toMatchObject({ code: 'WORKSPACE_ROOT' });
    }
  });

  it('refuses content over maxContentBytes with WORKSPACE_CAPTURE naming the largest file', async () => {
    writeFile(repo, 'big.bin', Buffer.alloc(2000, 1));
    writeFile(repo, 'small.txt', 'x');
    const error = await provider({ maxContentBytes: 1000 })
      .capture()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'WORKSPACE_CAPTURE' });
    expect((error as Error).message).toContain('"big.bin" (2000 bytes)');
  });
});
