import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGitWorkspaceProvider,
  sha256Digest,
  WorkspaceError,
  workspaceFingerprint,
  type WorkspaceAnchor,
  type WorkspaceCapture,
  type WorkspaceFile,
  type WorkspaceProvider,
} from '../../src/workspace/index.ts';
import { commitAll, git, initRepo, makeSymlink, tempSpace, writeFile, type TempSpace } from './fixture.ts';

/** Every file under `root` except .git and the store, as path -> [kind, mode bits, bytes]. */
function snapshotTree(root: string): Record<string, [string, number, string]> {
  const result: Record<string, [string, number, string]> = {};
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (child === '.git' || child === '.store') continue;
      const absolute = path.join(root, child);
      const stats = lstatSync(absolute);
      if (stats.isDirectory()) walk(child);
      else if (stats.isSymbolicLink()) result[child] = ['symlink', 0, readlinkSync(absolute)];
      else result[child] = ['file', stats.mode & 0o111, readFileSync(absolute).toString('base64')];
    }
  };
  walk('');
  return result;
}

async function rejection(promise: Promise<unknown>): Promise<WorkspaceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkspaceError);
  return error as WorkspaceError;
}

/** An anchor (with a correct fingerprint) and content listing exactly these untracked files. */
function craft(head: string, files: Record<string, string>): WorkspaceCapture {
  const entries: WorkspaceFile[] = Object.entries(files).map(([filePath, text]) => ({
    path: filePath,
    status: 'untracked',
    digest: sha256Digest(Buffer.from(text)),
    mode: '100644',
    bytes: Buffer.byteLength(text),
  }));
  const anchor: WorkspaceAnchor = {
    schemaVersion: 1,
    root: '/anywhere',
    head,
    fingerprint: workspaceFingerprint(head, entries),
    files: entries,
  };
  return {
    anchor,
    content: {
      schemaVersion: 1,
      anchorFingerprint: anchor.fingerprint,
      files: Object.entries(files).map(([filePath, text]) => ({
        path: filePath,
        mode: '100644',
        contentBase64: Buffer.from(text).toString('base64'),
      })),
    },
  };
}

describe('restore', () => {
  let space: TempSpace;
  let repoA: string;
  let repoB: string;
  const providerFor = (root: string): WorkspaceProvider =>
    createGitWorkspaceProvider({
      root,
      excludePaths: ['.store'],
      leaseDirectory: path.join(space.directory, 'leases'),
    });

  beforeEach(() => {
    space = tempSpace();
    repoA = initRepo(path.join(space.directory, 'a'), {
      'README.md': 'readme\n',
      'src/main.ts': 'export const x = 1;\n',
      'src/old.ts': 'old\n',
      'scripts/run.sh': '#!/bin/sh\necho run\n',
      'docs/guide.md': 'guide\n',
      'staged.txt': 'staged\n',
    });
    repoB = path.join(space.directory, 'b');
  });
  afterEach(() => space.cleanup());

  /** Edits of every kind in repo A, then its capture. */
  async function editAndCapture(): Promise<WorkspaceCapture> {
    writeFile(repoA, 'src/main.ts', 'export const x = 2;\n');
    writeFile(repoA, 'staged.txt', 'staged and changed\n');
    git(repoA, 'add', 'staged.txt');
    rmSync(path.join(repoA, 'src/old.ts'));
    git(repoA, 'rm', '-q', 'docs/guide.md'); // the docs/ directory goes with it
    writeFile(repoA, 'scripts/run.sh', '#!/bin/sh\necho run\n', 0o755);
    writeFile(repoA, 'new/feature.ts', 'export const feature = true;\n');
    git(repoA, 'add', 'new/feature.ts');
    writeFile(repoA, 'notes/todo.txt', 'untracked notes\n');
    writeFile(repoA, 'assets/logo.bin', Buffer.from([0, 159, 146, 150, 0, 255, 10]));
    makeSymlink(repoA, 'current', 'src/main.ts');
    writeFile(repoA, 'docs', 'a file where a directory was\n');
    writeFile(repoA, '.store/events.log', 'store files are excluded\n');
    return providerFor(repoA).capture();
  }

  it('rebuilds the captured workspace on a fresh clone at the same commit, byte for byte', async () => {
    const { anchor, content } = await editAndCapture();
    git(space.directory, 'clone', '-q', repoA, repoB);
    writeFile(repoB, '.store/events.log', 'the restored store, excluded from the check\n');
    const workspaceB = providerFor(repoB);
    await workspaceB.restore(anchor, content);
    expect(await workspaceB.verify(anchor)).toEqual({ equal: true });
    const { '.store/events.log': _ignored, ...expected } = snapshotTree(repoA);
    expect(snapshotTree(repoB)).toEqual(expected);
    expect(snapshotTree(repoB)['scripts/run.sh']?.[1]).toBe(0o111 & lstatSync(path.join(repoA, 'scripts/run.sh')).mode);
    // The index is not part of the anchor: the staged new file comes back untracked.
    expect(git(repoB, 'status', '--porcelain', '--', 'new/feature.ts')).toBe('?? new/feature.ts');
  });

  it('does nothing when the workspace already matches (a second restore)', async () => {
    const { anchor, content } = await editAndCapture();
    git(space.directory, 'clone', '-q', repoA, repoB);
    await providerFor(repoB).restore(anchor, content);
    const before = snapshotTree(repoB);
    await providerFor(repoB).restore(anchor, content);
    expect(snapshotTree(repoB)).toEqual(before);
    // The captured repository itself is already equal, whatever it holds besides.
    await expect(providerFor(repoA).restore(anchor, content)).resolves.toBeUndefined();
  });

  it("checks out the anchor's commit when the clean checkout is at another commit that has it", async () => {
    git(space.directory, 'clone', '-q', repoA, repoB);
    const { anchor, content } = await editAndCapture();
    writeFile(repoB, 'later.txt', 'a commit after the anchor\n');
    const later = commitAll(repoB, 'later work');
    expect(later).not.toBe(anchor.head);
    await providerFor(repoB).restore(anchor, content);
    expect(git(repoB, 'rev-parse', 'HEAD')).toBe(anchor.head);
    expect(existsSync(path.join(repoB, 'later.txt'))).toBe(false);
    expect(await providerFor(repoB).verify(anchor)).toEqual({ equal: true });
  });

  it('refuses a checkout that lacks the anchor commit, naming the commit it needs', async () => {
    git(space.directory, 'clone', '-q', repoA, repoB);
    writeFile(repoA, 'only-in-a.txt', 'new\n');
    const missing = commitAll(repoA, 'a commit B never fetched');
    writeFile(repoA, 'untracked.txt', 'u\n');
    const { anchor, content } = await providerFor(repoA).capture();
    const error = await rejection(providerFor(repoB).restore(anchor, content));
    expect(error.code).toBe('WORKSPACE_DRIFT');
    expect(error.message).toContain(`needs commit ${missing}`);
    expect(error.needsCommit).toBe(missing);
    expect(existsSync(path.join(repoB, 'untracked.txt'))).toBe(false);
  });

  it('refuses a checkout with its own changes, listing them, and writes nothing', async () => {
    const { anchor, content } = await editAndCapture();
    git(space.directory, 'clone', '-q', repoA, repoB);
    writeFile(repoB, 'README.md', 'local edit\n');
    writeFile(repoB, 'stray.txt', 'stray\n');
    const error = await rejection(providerFor(repoB).restore(anchor, content));
    expect(error.code).toBe('WORKSPACE_DRIFT');
    expect(error.message).toContain('has its own changes');
    expect(error.drift).toEqual({ changed: ['README.md'], added: ['stray.txt'], removed: [] });
    expect(existsSync(path.join(repoB, 'notes/todo.txt'))).toBe(false);
  });

  it('refuses tampered content (digest mismatch) before writing anything', async () => {
    const { anchor, content } = await editAndCapture();
    git(space.directory, 'clone', '-q', repoA, repoB);
    const tampered = {
      ...content,
      files: content.files.map((file) =>
        file.path === 'notes/todo.txt'
          ? { ...file, contentBase64: Buffer.from('untracked notez\n').toString('base64') }
          : file,
      ),
    };
    const error = await rejection(providerFor(repoB).restore(anchor, tampered));
    expect(error.code).toBe('WORKSPACE_ANCHOR_INVALID');
    expect(error.message).toContain('"notes/todo.txt" does not match the anchor digest');
    expect(snapshotTree(repoB)['src/main.ts']).toEqual([
      'file',
      0,
      Buffer.from('export const x = 1;\n').toString('base64'),
    ]);
  });

  it.each(['../x', '/etc/passwd', '.git/config', 'a/../../b'])(
    'refuses the hostile anchor path %j with WORKSPACE_ANCHOR_INVALID',
    async (hostile) => {
      git(space.directory, 'clone', '-q', repoA, repoB);
      const { anchor, content } = craft(git(repoB, 'rev-parse', 'HEAD'), { [hostile]: 'owned\n' });
      const error = await rejection(providerFor(repoB).restore(anchor, content));
      expect(error.code).toBe('WORKSPACE_ANCHOR_INVALID');
      expect(existsSync(path.join(repoB, '..', 'x'))).toBe(false);
      expect(readFileSync(path.join(repoB, '.git', 'config'), 'utf8')).not.toContain('owned');
    },
  );

  it('refuses an anchor that lists a file inside an excluded path (the run store)', async () => {
    git(space.directory, 'clone', '-q', repoA, repoB);
    writeFile(repoB, '.store/events.log', 'the real store\n');
    const { anchor, content } = craft(git(repoB, 'rev-parse', 'HEAD'), { '.store/events.log': 'forged events\n' });
    const error = await rejection(providerFor(repoB).restore(anchor, content));
    expect(error.code).toBe('WORKSPACE_ANCHOR_INVALID');
    expect(readFileSync(path.join(repoB, '.store/events.log'), 'utf8')).toBe('the real store\n');
  });

  it('never writes through a symlink in the checkout', async () => {
    const outside = path.join(space.directory, 'outside');
    mkdirSync(outside);
    makeSymlink(repoA, 'linked', outside);
    const head = commitAll(repoA, 'a tracked symlink to a directory outside');
    git(space.directory, 'clone', '-q', repoA, repoB);
    const { anchor, content } = craft(head, { 'linked/planted.txt': 'planted\n' });
    const error = await rejection(providerFor(repoB).restore(anchor, content));
    expect(error.code).toBe('WORKSPACE_ANCHOR_INVALID');
    expect(error.message).toContain('"linked" is a symbolic link');
    expect(readdirSync(outside)).toEqual([]);
  });
});
