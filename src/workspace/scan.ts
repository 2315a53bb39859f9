// Reads the working tree's differences from HEAD: one `git status` call, then
// only the changed and untracked files are read and hashed.
import { sha256Digest, type WorkspaceFile } from './anchor.ts';
import { literalPathspec, runGit } from './git.ts';
import { comparePaths, isAtOrUnder, resolveInside } from './paths.ts';
import { parseStatus, statusArguments, type StatusEntry } from './status.ts';
import { gitBlobId, gitFileMode, readWorktreeFile } from './worktree.ts';

export interface ScannedFile {
  file: WorkspaceFile;
  /** Working-tree bytes (a symlink's target); null when deleted. */
  bytes: Buffer | null;
}

export interface WorkspaceScan {
  head: string | null;
  /** Sorted by path. */
  files: ScannedFile[];
  /** Ignored paths as git reported them (directories end in "/"); empty unless asked for. */
  ignored: string[];
}

const readConcurrency = 16;

export async function scanWorkspace(
  root: string,
  excludePaths: readonly string[],
  options: { listIgnored?: boolean } = {},
): Promise<WorkspaceScan> {
  // Excluding in the pathspec keeps git from walking the excluded trees at all.
  const pathspecs = excludePaths.map((excluded) => literalPathspec(excluded, true));
  // "matching" names an ignored directory once (without walking it) and ignored files one by one.
  const ignoredArguments = options.listIgnored === true ? ['--ignored=matching'] : [];
  const { stdout } = await runGit(root, [...statusArguments, ...ignoredArguments, '--', ...pathspecs]);
  const status = parseStatus(stdout);
  const candidates = [...status.entries]
    // A trailing "/" marks an untracked nested repository, which is not ours to snapshot.
    .filter(
      ([filePath]) => !filePath.endsWith('/') && !excludePaths.some((excluded) => isAtOrUnder(filePath, excluded)),
    )
    .sort(([a], [b]) => comparePaths(a, b));
  const scanned = await mapLimit(candidates, readConcurrency, ([filePath, entry]) => scanPath(root, filePath, entry));
  return {
    head: status.head,
    files: scanned.filter((item): item is ScannedFile => item !== null),
    ignored: status.ignored,
  };
}

async function scanPath(root: string, filePath: string, entry: StatusEntry): Promise<ScannedFile | null> {
  const present = await readWorktreeFile(resolveInside(root, filePath));
  if (present === null) {
    if (!entry.inHead) return null; // added to the index, then removed: nothing differs from HEAD
    return {
      file: { path: filePath, status: 'deleted', digest: null, mode: gitFileMode(entry.headMode), bytes: 0 },
      bytes: null,
    };
  }
  if (entry.inHead) {
    // An index-only change (e.g. a staged edit undone in the working tree) leaves the file as in HEAD.
    if (present.mode === gitFileMode(entry.headMode) && gitBlobId(present.bytes, entry.headBlob) === entry.headBlob)
      return null;
  }
  const status = entry.inHead ? 'modified' : entry.inIndex ? 'added' : 'untracked';
  return {
    file: {
      path: filePath,
      status,
      digest: sha256Digest(present.bytes),
      mode: present.mode,
      bytes: present.bytes.length,
    },
    bytes: present.bytes,
  };
}

export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
