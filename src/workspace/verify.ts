// verify(anchor): is the working tree still what the anchor recorded?
import { sha256Digest, type WorkspaceAnchor } from './anchor.ts';
import { anchorOf } from './capture.ts';
import { compareStates, type WorkspaceDrift } from './drift.ts';
import { comparePaths, isAtOrUnder, resolveInside } from './paths.ts';
import type { WorkspaceScan } from './scan.ts';
import { hasCommit, pathsChangedBetween, readTreeEntries } from './tree.ts';
import { gitBlobId, readWorktreeFile } from './worktree.ts';

/**
 * On the same HEAD both sides list their differences from it and compare directly.
 * On another HEAD, paths are compared by content (the anchor's digest, or its commit's
 * blob for paths it did not list) so that e.g. committing the changes reports only the
 * head; when the anchor's commit is not here, paths are compared relative to each HEAD.
 */
export async function driftFrom(
  root: string,
  excludePaths: readonly string[],
  expected: WorkspaceAnchor,
  scan: WorkspaceScan,
): Promise<WorkspaceDrift | null> {
  const current = anchorOf(root, scan);
  if (expected.head === scan.head || (expected.head !== null && !(await hasCommit(root, expected.head)))) {
    return compareStates(expected, current);
  }
  const listed = new Map(expected.files.map((file) => [file.path, file]));
  const found = new Map(scan.files.map((item) => [item.file.path, item]));
  const betweenHeads = (await pathsChangedBetween(root, expected.head, scan.head)).filter(
    (filePath) => !excludePaths.some((excluded) => isAtOrUnder(filePath, excluded)),
  );
  const candidates = [...new Set([...listed.keys(), ...found.keys(), ...betweenHeads])].sort(comparePaths);
  const committed = await readTreeEntries(
    root,
    expected.head,
    candidates.filter((filePath) => !listed.has(filePath)),
  );
  const drift: WorkspaceDrift = {
    head: { expected: expected.head, found: scan.head },
    changed: [],
    added: [],
    removed: [],
  };
  for (const filePath of candidates) {
    const scanned = found.get(filePath);
    // A path the scan did not list is as in the current HEAD, i.e. as on disk.
    const now =
      scanned !== undefined
        ? scanned.bytes === null
          ? null
          : { bytes: scanned.bytes, mode: scanned.file.mode }
        : await readWorktreeFile(resolveInside(root, filePath));
    const anchored = listed.get(filePath);
    const tree = committed.get(filePath);
    const was =
      anchored !== undefined
        ? anchored.status === 'deleted'
          ? null
          : { mode: anchored.mode, same: (bytes: Buffer) => sha256Digest(bytes) === anchored.digest }
        : tree === undefined
          ? null
          : { mode: tree.mode, same: (bytes: Buffer) => gitBlobId(bytes, tree.blob) === tree.blob };
    if (was === null && now !== null) drift.added.push(filePath);
    else if (was !== null && now === null) drift.removed.push(filePath);
    else if (was !== null && now !== null && (was.mode !== now.mode || !was.same(now.bytes)))
      drift.changed.push(filePath);
  }
  return drift;
}
