// The files inside the git directory whose change can change what `git status` reports
// without touching the working tree: HEAD (checkout, detach), the ref HEAD names (commit,
// reset), packed-refs and the reftable list (refs packed or in a reftable), the index (add,
// rm --cached, stash), the repository config and info/exclude (what is ignored). Global
// git configuration and excludes files are not followed: changing them mid-run is not a
// workspace change this record is about.
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runGit } from '../git.ts';

export interface GitDirectories {
  /** This work tree's git directory (HEAD, index). */
  gitDir: string;
  /** The repository's common directory (refs, packed-refs, config), the same unless a linked worktree. */
  commonDir: string;
}

/**
 * The common case, without a git process (one on the way to a worker's first node): at the top
 * level `root`, a real `.git` directory (not a file naming a linked worktree's or a submodule's
 * git directory, not a symlink) with a HEAD and no `commondir` file (a linked worktree's has one)
 * is both directories, as git's own discovery would find. Anything else: null, and git says.
 */
export function plainGitDirectories(root: string): GitDirectories | null {
  const gitDir = path.join(root, '.git');
  try {
    if (!lstatSync(gitDir).isDirectory()) return null;
    if (lstatSync(path.join(gitDir, 'commondir'), { throwIfNoEntry: false }) !== undefined) return null;
    if (lstatSync(path.join(gitDir, 'HEAD'), { throwIfNoEntry: false }) === undefined) return null;
  } catch {
    return null;
  }
  return { gitDir, commonDir: gitDir };
}

/** The git directories of the repository whose top level is `root`. */
export async function gitDirectories(root: string): Promise<GitDirectories> {
  const plain = plainGitDirectories(root);
  if (plain !== null) return plain;
  const { stdout } = await runGit(root, ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir']);
  const [gitDir, commonDir] = stdout.toString('utf8').split('\n');
  if (gitDir === undefined || gitDir === '' || commonDir === undefined || commonDir === '') {
    throw new Error('git rev-parse did not report the git directories');
  }
  return { gitDir, commonDir };
}

/** Absolute paths to fingerprint; some may not exist (their absence is part of the fingerprint). */
export function gitStateFiles(directories: GitDirectories): string[] {
  const { gitDir, commonDir } = directories;
  const files = [
    path.join(gitDir, 'HEAD'),
    path.join(gitDir, 'index'),
    path.join(commonDir, 'packed-refs'),
    path.join(commonDir, 'reftable', 'tables.list'),
    path.join(commonDir, 'config'),
    path.join(commonDir, 'info', 'exclude'),
  ];
  const ref = symbolicRef(path.join(gitDir, 'HEAD'));
  // A ref name is checked like git does before it becomes a path: refs/… without "..".
  if (
    ref !== null &&
    ref.startsWith('refs/') &&
    !ref.split('/').some((part) => part === '' || part === '..' || part === '.')
  ) {
    files.push(path.join(commonDir, ...ref.split('/')));
  }
  return files;
}

/** The ref HEAD points to, or null when HEAD is detached (or unreadable: then HEAD's own stat decides). */
function symbolicRef(headFile: string): string | null {
  try {
    const match = /^ref: (\S+)\s*$/.exec(readFileSync(headFile, 'utf8'));
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}
