// captureSince: a stat fingerprint lets an unchanged workspace be captured without a git
// process, and every change git would report makes it capture again, with the right changes.
import { chmodSync, mkdirSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGitWorkspaceProvider,
  transferredCaptureSchema,
  type WorkspaceCapture,
  type WorkspaceProvider,
} from '../../src/workspace/index.ts';
import { maxTransferredContentBytes } from '../../src/workspace/unchanged/transfer.ts';
import { gitSpawnCount } from '../../src/workspace/git.ts';
import { commitAll, git, initRepo, tempSpace, writeFile, type TempSpace } from './fixture.ts';

let space: TempSpace;
let root: string;
let provider: WorkspaceProvider;

beforeEach(() => {
  space = tempSpace('capture-since-');
  root = initRepo(path.join(space.directory, 'repo'), {
    'a.txt': 'alpha\n',
    'dir/b.txt': 'beta\n',
    '.gitignore': '*.log\nbuild/\n',
  });
  git(root, 'branch', '-M', 'main');
  git(root, 'checkout', '-q', '-b', 'other');
  writeFile(root, 'a.txt', 'alpha on other\n');
  commitAll(root, 'other');
  git(root, 'checkout', '-q', 'main');
  writeFile(root, 'dir/x.log', 'ignored\n');
  writeFile(root, 'build/out', 'ignored\n');
  writeFile(root, 'logs/only.log', 'ignored\n'); // a directory holding only ignored files
  mkdirSync(path.join(root, 'empty')); // a directory holding nothing
  writeFile(root, 'store/events', 'excluded\n');
  provider = createGitWorkspaceProvider({
    root,
    excludePaths: ['store'],
    leaseDirectory: path.join(space.directory, 'leases'),
  });
});
afterEach(() => space.cleanup());

/** A capture that carries a fingerprint: capture until none of the entries is as new as the capture (the racy rule). */
async function settled(by: WorkspaceProvider = provider): Promise<WorkspaceCapture> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await by.captureSince();
    if (result.fingerprinted) return result.capture;
    if (Date.now() > deadline) throw new Error('no fingerprint within 10 s');
  }
}

/** The next capture after `previous`, with the git processes it started. */
async function next(previous: WorkspaceCapture) {
  const spawnsBefore = gitSpawnCount();
  const result = await provider.captureSince(previous);
  return {
    ...result,
    spawns: gitSpawnCount() - spawnsBefore,
    files: await provider.changedFilesBetween(previous, result.capture),
  };
}

describe('captureSince', () => {
  it('hands back the previous capture without a git process while nothing changed', async () => {
    const first = await settled();
    const second = await next(first);
    expect(second).toMatchObject({ reused: true, spawns: 0, files: [] });
    expect(second.capture).toBe(first);
    expect((await next(second.capture)).reused).toBe(true);
  });

  it('does not capture again for edits of ignored and excluded files', async () => {
    const first = await settled();
    writeFile(root, 'dir/x.log', 'ignored, edited\n');
    writeFile(root, 'build/out', 'ignored, edited\n');
    writeFile(root, 'build/deeper/new', 'ignored\n');
    writeFile(root, 'store/events', 'excluded, edited\n');
    writeFile(root, 'store/more', 'excluded\n');
    expect(await next(first)).toMatchObject({ reused: true, spawns: 0 });
  });

  it('captures again, finding nothing, when an ignored file is added beside listed ones (its directory changed)', async () => {
    const first = await settled();
    writeFile(root, 'dir/y.log', 'new and ignored\n');
    expect(await next(first)).toMatchObject({ reused: false, files: [] });
  });

  const changes: Array<[string, () => void, Array<{ path: string; change: string }>]> = [
    [
      'a file modified to the same size',
      () => writeFile(root, 'a.txt', 'ALPHA\n'),
      [{ path: 'a.txt', change: 'modified' }],
    ],
    [
      'a file modified to another size',
      () => writeFile(root, 'dir/b.txt', 'beta\ngamma\n'),
      [{ path: 'dir/b.txt', change: 'modified' }],
    ],
    [
      'a file added in an existing directory',
      () => writeFile(root, 'dir/c.txt', 'c\n'),
      [{ path: 'dir/c.txt', change: 'added' }],
    ],
    [
      'a file added in a new directory',
      () => writeFile(root, 'new/deep/c.txt', 'c\n'),
      [{ path: 'new/deep/c.txt', change: 'added' }],
    ],
    [
      'a file added in an empty directory',
      () => writeFile(root, 'empty/c.txt', 'c\n'),
      [{ path: 'empty/c.txt', change: 'added' }],
    ],
    [
      'a file added beside only ignored files',
      () => writeFile(root, 'logs/c.txt', 'c\n'),
      [{ path: 'logs/c.txt', change: 'added' }],
    ],
    ['a file deleted', () => rmSync(path.join(root, 'dir/b.txt')), [{ path: 'dir/b.txt', change: 'deleted' }]],
    [
      'a file made executable',
      () => chmodSync(path.join(root, 'a.txt'), 0o755),
      [{ path: 'a.txt', change: 'modified' }],
    ],
    [
      'a file rewritten with its old mtime',
      () => {
        writeFileSync(path.join(root, 'a.txt'), 'ALPHA\n');
        utimesSync(path.join(root, 'a.txt'), new Date(2001, 0, 1), new Date(2001, 0, 1));
      },
      [{ path: 'a.txt', change: 'modified' }],
    ],
    ['another branch checked out', () => git(root, 'checkout', '-q', 'other'), [{ path: 'a.txt', change: 'modified' }]],
  ];
  for (const [name, change, expected] of changes) {
    it(`captures again after ${name}, with that change`, async () => {
      const first = await settled();
      change();
      const second = await next(first);
      expect(second.reused).toBe(false);
      expect(second.spawns).toBeGreaterThan(0);
      expect(second.files.map(({ path: filePath, change: kind }) => ({ path: filePath, change: kind }))).toEqual(
        expected,
      );
    });
  }

  it('captures again after a commit by a node, and after HEAD moves alone', async () => {
    writeFile(root, 'a.txt', 'edited\n');
    const dirty = await settled();
    const committed = commitAll(root, 'node commit'); // the working tree is as before; HEAD and the index moved
    const afterCommit = await next(dirty);
    expect(afterCommit).toMatchObject({ reused: false, files: [] });
    expect(afterCommit.capture.anchor.head).toBe(committed);
    expect(afterCommit.capture.anchor.files).toEqual([]);

    const clean = await settled();
    git(root, 'reset', '-q', '--soft', 'HEAD~1'); // only the branch ref changes
    const afterReset = await next(clean);
    expect(afterReset.reused).toBe(false);
    expect(afterReset.capture.anchor.head).not.toBe(committed);
    expect(afterReset.capture.anchor.files.map((file) => file.path)).toEqual(['a.txt']);
  });

  it('captures again while an entry is not older than the capture (racy), until it is', async () => {
    writeFile(root, 'a.txt', 'edited\n');
    const future = new Date(Date.now() + 3_600_000);
    utimesSync(path.join(root, 'a.txt'), future, future); // newer than any capture start
    const first = await provider.captureSince();
    expect(first.fingerprinted).toBe(false);
    const second = await next(first.capture);
    expect(second).toMatchObject({ reused: false, fingerprinted: false, files: [] });
    expect(second.spawns).toBeGreaterThan(0);
    utimesSync(path.join(root, 'a.txt'), new Date(2001, 0, 1), new Date(2001, 0, 1)); // ctime is now, though
    const third = await settled();
    expect((await next(third)).reused).toBe(true);
  });

  it('keeps no fingerprint past maxFingerprintEntries', async () => {
    provider = createGitWorkspaceProvider({
      root,
      excludePaths: ['store'],
      leaseDirectory: path.join(space.directory, 'leases'),
      maxFingerprintEntries: 5,
    });
    const first = await provider.captureSince();
    expect(first.fingerprinted).toBe(false);
    expect((await next(first.capture)).reused).toBe(false);
  });

  it('walks a workspace found past maxFingerprintEntries no more: it stays without a fingerprint after shrinking', async () => {
    const bounded = () =>
      createGitWorkspaceProvider({
        root,
        excludePaths: ['store'],
        leaseDirectory: path.join(space.directory, 'leases'),
        maxFingerprintEntries: 40,
      });
    for (let index = 0; index < 60; index += 1) writeFile(root, `extra/e${index}.txt`, `${index}\n`);
    // Past the racy window first (an unbounded provider can fingerprint it all): else the bounded
    // walk can stop at an entry as new as its clock, before its bound, and it would walk again.
    await settled(
      createGitWorkspaceProvider({
        root,
        excludePaths: ['store'],
        leaseDirectory: path.join(space.directory, 'leases'),
      }),
    );
    provider = bounded();
    const large = await provider.captureSince();
    expect(large.fingerprinted).toBe(false);
    rmSync(path.join(root, 'extra'), { recursive: true });
    // Small enough again: a provider that has not seen it large fingerprints it...
    await settled(bounded());
    // ...while this one captures with git each time, as any capture without a fingerprint does.
    let previous = large.capture;
    for (let round = 0; round < 2; round += 1) {
      const again = await next(previous);
      expect(again).toMatchObject({ reused: false, fingerprinted: false });
      expect(again.spawns).toBeGreaterThan(0);
      previous = again.capture;
    }
  });

  it('does not reuse a capture taken by capture() or by another provider', async () => {
    const plain = await provider.capture();
    expect((await next(plain)).reused).toBe(false);
    const other = createGitWorkspaceProvider({ root, leaseDirectory: path.join(space.directory, 'leases') });
    const fromOther = await settled();
    expect((await other.captureSince(fromOther)).reused).toBe(false);
  });
});

describe('a capture handed to another process (transferCapture / adoptCapture)', () => {
  /** Another process's provider of the same root and exclusions, the root known (as a worker makes its own). */
  const other = () =>
    createGitWorkspaceProvider({
      root: realpathSync(root),
      rootResolved: true,
      excludePaths: ['store'],
      leaseDirectory: path.join(space.directory, 'leases'),
    });

  /** The transfer as a worker receives it: JSON through its stdin, parsed at the edge. */
  function received(capture: WorkspaceCapture) {
    const transferred = provider.transferCapture!(capture);
    expect(transferred).toBeDefined();
    return transferredCaptureSchema().parse(JSON.parse(JSON.stringify(transferred)));
  }

  it('is reused by the receiver without a git process while its fingerprint holds', async () => {
    const first = await settled();
    const receiver = other();
    const adopted = receiver.adoptCapture!(received(first));
    expect(adopted).toEqual(first);
    const spawns = gitSpawnCount();
    const result = await receiver.captureSince(adopted);
    expect(result).toMatchObject({ reused: true, fingerprinted: true });
    expect(result.capture).toBe(adopted);
    expect(gitSpawnCount() - spawns).toBe(0);
  });

  it('is captured again by the receiver when the workspace changed after the transfer, with the change', async () => {
    const first = await settled();
    const transferred = received(first);
    writeFile(root, 'dir/b.txt', 'beta, changed after the transfer\n');
    const receiver = other();
    const adopted = receiver.adoptCapture!(transferred);
    const spawns = gitSpawnCount();
    const result = await receiver.captureSince(adopted);
    expect(result.reused).toBe(false);
    expect(gitSpawnCount() - spawns).toBeGreaterThan(0);
    expect(await receiver.changedFilesBetween(adopted, result.capture)).toEqual([
      expect.objectContaining({ path: 'dir/b.txt', change: 'modified' }),
    ]);
  });

  it('is not handed over without a fingerprint, or with more file content than a transfer carries', async () => {
    const unfingerprinted = createGitWorkspaceProvider({
      root,
      excludePaths: ['store'],
      leaseDirectory: path.join(space.directory, 'leases'),
      maxFingerprintEntries: 0,
    });
    const { capture, fingerprinted } = await unfingerprinted.captureSince();
    expect(fingerprinted).toBe(false);
    expect(unfingerprinted.transferCapture!(capture)).toBeUndefined();
    writeFile(root, 'big.bin', Buffer.alloc(maxTransferredContentBytes, 7));
    const deadline = Date.now() + 10_000;
    let big = await provider.captureSince();
    while (!big.fingerprinted && Date.now() < deadline) big = await provider.captureSince();
    expect(big.fingerprinted).toBe(true);
    expect(provider.transferCapture!(big.capture)).toBeUndefined();
  });

  it('refuses a malformed fingerprint at the edge, and takes a well-formed one as it is', async () => {
    const transferred = provider.transferCapture!(await settled())!;
    const file = path.join(root, 'a.txt');
    for (const entry of [
      [file, ['1', '2', '3', '4', '1e3']],
      [file, ['1', '2', '3', '4']],
      [file, [1, 2, 3, 4, 5]],
      [file, ['1', '2', '3', '4', '-5']],
      ['', null],
      [file],
      [file, null, null],
      file,
      null,
    ]) {
      const forged = { ...transferred, fingerprint: [...transferred.fingerprint, entry] };
      expect(transferredCaptureSchema().safeParse(forged).success, JSON.stringify(entry)).toBe(false);
    }
    const parsed = transferredCaptureSchema().parse(JSON.parse(JSON.stringify(transferred)));
    expect(parsed.fingerprint).toEqual(transferred.fingerprint);
  });
});
