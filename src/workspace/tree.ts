// Reads committed state: which paths differ between two commits, tree entries of
// a commit, and blob bytes. Used to compare workspaces across different HEADs.
import { runGit, splitNul } from './git.ts';

export interface TreeEntry {
  mode: string;
  /** Blob object id. */
  blob: string;
}

// Keeps every argv well below the kernel's limits.
const pathsPerCall = 500;

/** True when `commit` names a commit object present in the local repository. */
export async function hasCommit(root: string, commit: string): Promise<boolean> {
  const { exitCode } = await runGit(root, ['cat-file', '-e', `${commit}^{commit}`], { okExitCodes: [1, 128] });
  return exitCode === 0;
}

/** The empty tree's id in this repository's hash (what an unborn HEAD compares as). */
async function emptyTree(root: string): Promise<string> {
  const { stdout } = await runGit(root, ['hash-object', '-t', 'tree', '--stdin']);
  return stdout.toString('utf8').trim();
}

/** Paths whose committed file differs between two commits (null = unborn, an empty tree). */
export async function pathsChangedBetween(root: string, from: string | null, to: string | null): Promise<string[]> {
  if (from === to) return [];
  const empty = from === null || to === null ? await emptyTree(root) : '';
  const { stdout } = await runGit(root, [
    'diff-tree',
    '-r',
    '-z',
    '--no-renames',
    '--name-only',
    '--ignore-submodules=all',
    from ?? empty,
    to ?? empty,
    '--',
  ]);
  return splitNul(stdout).filter((field) => field !== '');
}

/** Tree entries (regular files and symlinks) of `paths` in `commit`; a path the commit lacks is absent. */
export async function readTreeEntries(
  root: string,
  commit: string | null,
  paths: readonly string[],
): Promise<Map<string, TreeEntry>> {
  const entries = new Map<string, TreeEntry>();
  if (commit === null) return entries;
  for (let start = 0; start < paths.length; start += pathsPerCall) {
    const chunk = paths.slice(start, start + pathsPerCall).map((item) => `:(top,literal)${item}`);
    const { stdout } = await runGit(root, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...chunk]);
    for (const record of splitNul(stdout)) {
      // <mode> SP <type> SP <object> TAB <path>
      const match = /^(\d{6}) blob ([0-9a-f]+)\t([\s\S]+)$/.exec(record);
      if (match !== null) entries.set(match[3] as string, { mode: match[1] as string, blob: match[2] as string });
    }
  }
  return entries;
}

/** Bytes of the given blobs, through one `git cat-file --batch`. */
export async function readBlobs(root: string, blobs: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(blobs)];
  const result = new Map<string, Buffer>();
  if (unique.length === 0) return result;
  const { stdout } = await runGit(root, ['cat-file', '--batch'], { input: unique.map((id) => `${id}\n`).join('') });
  let offset = 0;
  for (const id of unique) {
    const lineEnd = stdout.indexOf(10, offset);
    if (lineEnd === -1) throw new Error(`git cat-file ended early, before blob ${id}`);
    const header = stdout.subarray(offset, lineEnd).toString('utf8');
    // <object> SP <type> SP <size>, or <object> SP missing
    const match = /^([0-9a-f]+) blob (\d+)$/.exec(header);
    if (match === null || match[1] !== id) throw new Error(`git cat-file cannot read blob ${id}: ${header}`);
    const size = Number(match[2]);
    result.set(id, stdout.subarray(lineEnd + 1, lineEnd + 1 + size));
    offset = lineEnd + 1 + size + 1; // content is followed by a newline
  }
  return result;
}
