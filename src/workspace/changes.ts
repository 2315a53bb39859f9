// changedFilesBetween: what one node attempt changed, from the captures taken
// before and after it. Files a capture does not list are as in its HEAD, so their
// bytes come from git (one ls-tree per side and chunk, one cat-file for all blobs).
import type { WorkspaceCapture } from './anchor.ts';
import { diffStats } from './diff-stats.ts';
import { parseWorkspaceAnchor, parseWorkspaceContent } from './parse.ts';
import { comparePaths, isAtOrUnder } from './paths.ts';
import { pathsChangedBetween, readBlobs, readTreeEntries, type TreeEntry } from './tree.ts';

export interface FileChangeStats {
  path: string;
  change: 'added' | 'modified' | 'deleted';
  /** Lines added and removed (0 for binary files). */
  added: number;
  removed: number;
  binary: boolean;
}

interface Side {
  head: string | null;
  listed: Map<string, { mode: string; bytes: Buffer | null }>;
}

export async function changedFilesBetween(
  root: string,
  excludePaths: readonly string[],
  before: WorkspaceCapture,
  after: WorkspaceCapture,
): Promise<FileChangeStats[]> {
  const from = sideOf(before);
  const to = sideOf(after);
  const betweenHeads = (await pathsChangedBetween(root, from.head, to.head)).filter(
    (filePath) => !excludePaths.some((excluded) => isAtOrUnder(filePath, excluded)),
  );
  const candidates = [...new Set([...from.listed.keys(), ...to.listed.keys(), ...betweenHeads])]
    .filter((filePath) => !sameListing(from.listed.get(filePath), to.listed.get(filePath)))
    .sort(comparePaths);
  const unlisted = (side: Side): string[] => candidates.filter((filePath) => !side.listed.has(filePath));
  const [fromTree, toTree] = await Promise.all([
    readTreeEntries(root, from.head, unlisted(from)),
    readTreeEntries(root, to.head, unlisted(to)),
  ]);
  const blobs = await readBlobs(
    root,
    [...fromTree.values(), ...toTree.values()].map((entry) => entry.blob),
  );
  const stateOf = (
    side: Side,
    tree: Map<string, TreeEntry>,
    filePath: string,
  ): { mode: string; bytes: Buffer } | null => {
    const listed = side.listed.get(filePath);
    if (listed !== undefined) return listed.bytes === null ? null : { mode: listed.mode, bytes: listed.bytes };
    const entry = tree.get(filePath);
    return entry === undefined ? null : { mode: entry.mode, bytes: blobs.get(entry.blob) as Buffer };
  };
  const changes: FileChangeStats[] = [];
  for (const filePath of candidates) {
    const was = stateOf(from, fromTree, filePath);
    const now = stateOf(to, toTree, filePath);
    if (was === null && now === null) continue;
    if (was !== null && now !== null && was.mode === now.mode && was.bytes.equals(now.bytes)) continue;
    const change = was === null ? 'added' : now === null ? 'deleted' : 'modified';
    changes.push({ path: filePath, change, ...diffStats(was?.bytes ?? null, now?.bytes ?? null) });
  }
  return changes;
}

function sideOf(capture: WorkspaceCapture): Side {
  const anchor = parseWorkspaceAnchor(capture.anchor);
  const bytes = parseWorkspaceContent(anchor, capture.content);
  return {
    head: anchor.head,
    listed: new Map(anchor.files.map((file) => [file.path, { mode: file.mode, bytes: bytes.get(file.path) ?? null }])),
  };
}

/** Listed identically on both sides (same bytes and mode, or deleted on both): unchanged whatever the heads. */
function sameListing(
  a: { mode: string; bytes: Buffer | null } | undefined,
  b: { mode: string; bytes: Buffer | null } | undefined,
): boolean {
  if (a === undefined || b === undefined) return false;
  if (a.bytes === null || b.bytes === null) return a.bytes === b.bytes;
  return a.mode === b.mode && a.bytes.equals(b.bytes);
}
