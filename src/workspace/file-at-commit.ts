// One file's bytes as a commit of the repository holds it (git argv, no shell, no work tree read):
// what the Action compares a restored run's definition with, so the repository, not the store,
// says what the run is.
import { runGit } from './git.ts';

export type FileAtCommit =
  | { kind: 'file'; bytes: Buffer }
  /** The commit is not in this clone (a shallow checkout: fetch-depth: 0 brings it). */
  | { kind: 'no-commit' }
  /** The commit has no file (a blob) at that path. */
  | { kind: 'no-file' }
  | { kind: 'too-large'; bytes: number };

/** A full object id: anything else (a name, an option) is never handed to git. */
const objectIdPattern = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * `relativePath` is relative to `cwd` (a directory inside the repository), POSIX separators.
 * Throws (GitCommandError) only when git itself fails; `commit` must be a full object id.
 */
export async function readFileAtCommit(
  cwd: string,
  commit: string,
  relativePath: string,
  maxBytes: number,
): Promise<FileAtCommit> {
  if (!objectIdPattern.test(commit)) return { kind: 'no-commit' };
  const present = await runGit(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}^{commit}`], {
    okExitCodes: [1],
  });
  if (present.exitCode !== 0) return { kind: 'no-commit' };
  // `<commit>:./<path>` is read relative to cwd, as the input names the file.
  const blob = await runGit(
    cwd,
    ['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}:./${relativePath}`],
    {
      okExitCodes: [1, 128],
    },
  );
  const id = blob.stdout.toString('utf8').trim();
  if (blob.exitCode !== 0 || !objectIdPattern.test(id)) return { kind: 'no-file' };
  const type = (await runGit(cwd, ['cat-file', '-t', id])).stdout.toString('utf8').trim();
  if (type !== 'blob') return { kind: 'no-file' };
  const size = Number((await runGit(cwd, ['cat-file', '-s', id])).stdout.toString('utf8').trim());
  if (!(size <= maxBytes)) return { kind: 'too-large', bytes: size };
  return { kind: 'file', bytes: (await runGit(cwd, ['cat-file', 'blob', id])).stdout };
}

/** Whether `commit` is HEAD or in its history (a commit of another branch is not); a full object id only. */
export async function isCommitInHistory(cwd: string, commit: string): Promise<boolean> {
  if (!objectIdPattern.test(commit)) return false;
  const result = await runGit(cwd, ['merge-base', '--is-ancestor', '--end-of-options', commit, 'HEAD'], {
    okExitCodes: [1],
  });
  return result.exitCode === 0;
}
