// A stat fingerprint of the workspace as git sees it, taken with a capture, so that the next
// capture can be skipped when nothing git would report has changed (no git process).
//
// Why it is sound. The fingerprint lists every non-ignored, non-excluded directory of the work
// tree (the root too, and directories that hold nothing or only ignored files: a new file may
// appear in any of them), every file, symlink or other entry in them (tracked or untracked:
// git's view of both comes from their bytes and mode), and the git state files (HEAD, its ref,
// packed-refs, index, config, info/exclude), each with (mtime ns, ctime ns, size, inode, mode)
// from lstat. Adding, removing or renaming an entry changes its directory's mtime; writing a
// file changes its mtime and ctime, chmod its ctime and mode, replacing it its inode; a commit,
// checkout or `git add` rewrites a git state file. ctime cannot be set back by a user, so even
// a tool that restores an mtime is caught. Ignored entries are left out: git does not report
// them, and whether they are ignored only changes through a listed file (.gitignore, config,
// info/exclude). This is the stat reasoning git's own index relies on.
//
// The racy case. An entry written in the same timestamp granule as the capture may change
// again without its stat changing, and an entry written while git ran may differ from what git
// read. So every entry must be strictly older than the file system's clock taken before git
// started (see clock.ts), as in git's racy-git rule; otherwise no fingerprint is kept and the
// next capture runs git (by then the entry is old enough).
//
// Past maxEntries the stats cost too near what git itself costs: no fingerprint either.
import { lstatSync, readdirSync, type BigIntStats } from 'node:fs';
import path from 'node:path';
import { isAtOrUnder } from '../paths.ts';

// Measured on 2 cores: at ~1900 entries the re-check costs ~5-8 ms against ~11-14 ms for a capture, and a
// fingerprinted capture twice a plain one; at 500, ~1 ms against ~7-10 ms.
export const defaultMaxFingerprintEntries = 1000;

interface EntryStat {
  /** Absolute path. */
  path: string;
  /** mtime ns, ctime ns, size, inode, mode; or null when the entry did not exist (git state files only). */
  stat: StatKey | null;
}

export interface StatFingerprint {
  readonly entries: readonly EntryStat[];
}

export interface FingerprintInput {
  root: string;
  /** Repository-relative excluded paths (never listed, never walked). */
  excludePaths: readonly string[];
  /** Ignored paths as `git status --ignored=matching` reports them (directories end in "/"). */
  ignored: readonly string[];
  /** Absolute paths of the git state files (absent ones included). */
  gitFiles: readonly string[];
  /** The file system's clock before git started (clock.ts). */
  startedAt: bigint;
  maxEntries?: number;
}

type StatKey = readonly [bigint, bigint, bigint, bigint, bigint];

function statKey(stats: BigIntStats): StatKey {
  return [stats.mtimeNs, stats.ctimeNs, stats.size, stats.ino, stats.mode];
}

function sameStat(a: StatKey | null, b: StatKey | null): boolean {
  if (a === null || b === null) return a === b;
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[4] === b[4];
}

function statOf(absolute: string): StatKey | null {
  try {
    // throwIfNoEntry: a missing entry is an answer here, and exceptions cost more than the stat.
    const stats = lstatSync(absolute, { bigint: true, throwIfNoEntry: false });
    return stats === undefined ? null : statKey(stats);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * The fingerprint; 'too-many' when the workspace has more than maxEntries entries; null when it
 * cannot vouch for the capture (an entry too new for the racy rule, or unreadable).
 */
export function takeStatFingerprint(input: FingerprintInput): StatFingerprint | 'too-many' | null {
  const maxEntries = input.maxEntries ?? defaultMaxFingerprintEntries;
  const ignoredFiles = new Set(input.ignored.filter((item) => !item.endsWith('/')));
  const ignoredDirectories = new Set(
    input.ignored.filter((item) => item.endsWith('/')).map((item) => item.slice(0, -1)),
  );
  const skipped = (relative: string): boolean =>
    ignoredFiles.has(relative) ||
    ignoredDirectories.has(relative) ||
    input.excludePaths.some((excluded) => isAtOrUnder(relative, excluded));
  const entries: EntryStat[] = [];
  const settled = (absolute: string): boolean => {
    const stats = lstatSync(absolute, { bigint: true });
    if (stats.mtimeNs >= input.startedAt || stats.ctimeNs >= input.startedAt) return false;
    entries.push({ path: absolute, stat: statKey(stats) });
    return true;
  };
  try {
    for (const file of input.gitFiles) {
      if (statOf(file) === null) entries.push({ path: file, stat: null });
      else if (!settled(file)) return null;
    }
    if (!settled(input.root)) return null;
    const pending: string[] = [''];
    for (let relativeDirectory = pending.pop(); relativeDirectory !== undefined; relativeDirectory = pending.pop()) {
      const directory = path.join(input.root, relativeDirectory);
      for (const dirent of readdirSync(directory, { withFileTypes: true })) {
        // The root's .git is the repository itself (its state is in gitFiles); elsewhere .git marks a
        // nested repository or submodule, whose contents git status does not report here.
        if (dirent.name === '.git') continue;
        const relative = relativeDirectory === '' ? dirent.name : `${relativeDirectory}/${dirent.name}`;
        if (skipped(relative)) continue;
        if (entries.length >= maxEntries) return 'too-many';
        const absolute = path.join(directory, dirent.name);
        if (!settled(absolute)) return null;
        if (dirent.isDirectory() && !holdsGit(absolute)) pending.push(relative);
      }
    }
  } catch {
    return null; // unreadable or vanished while listed: let git decide
  }
  return { entries };
}

function holdsGit(directory: string): boolean {
  return statOf(path.join(directory, '.git')) !== null;
}

/** True when every entry stats exactly as when the fingerprint was taken (any error: false). */
export function unchangedSince(fingerprint: StatFingerprint): boolean {
  try {
    return fingerprint.entries.every((entry) => sameStat(statOf(entry.path), entry.stat));
  } catch {
    return false;
  }
}
