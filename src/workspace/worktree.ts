// Reading one working-tree file the way git sees it, and git's blob ids.
import { createHash } from 'node:crypto';
import { lstat, readFile, readlink } from 'node:fs/promises';
import type { WorkspaceFileMode } from './anchor.ts';

export interface WorktreeFile {
  /** The file's bytes, or a symlink's target. */
  bytes: Buffer;
  mode: WorkspaceFileMode;
}

/** The file at `absolute`, or null when there is none (missing, or a directory or other non-file). */
export async function readWorktreeFile(absolute: string): Promise<WorktreeFile | null> {
  try {
    const stats = await lstat(absolute);
    if (stats.isSymbolicLink()) return { bytes: await readlink(absolute, { encoding: 'buffer' }), mode: '120000' };
    if (!stats.isFile()) return null;
    // Only the owner's execute bit matters to git.
    return { bytes: await readFile(absolute), mode: (stats.mode & 0o100) !== 0 ? '100755' : '100644' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** A mode as recorded in a tree or the index, as one of the three file modes. */
export function gitFileMode(mode: string | null): WorkspaceFileMode {
  return mode === '100755' || mode === '120000' ? mode : '100644';
}

/** Git's object id of a blob with these bytes (SHA-1, or SHA-256 when `like` is a SHA-256 id). */
export function gitBlobId(bytes: Uint8Array, like: string | null): string {
  const hash = createHash(like?.length === 64 ? 'sha256' : 'sha1');
  return hash.update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
