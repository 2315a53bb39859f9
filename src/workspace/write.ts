// Writes and removes files under the root without ever following a symlink:
// every directory on the way is checked with lstat, and files are created with
// O_EXCL | O_NOFOLLOW after whatever was at the path is unlinked.
import { constants } from 'node:fs';
import { lstat, mkdir, open, rmdir, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { WorkspaceFileMode } from './anchor.ts';
import { WorkspaceError } from './errors.ts';
import { resolveInside } from './paths.ts';

/** Creates missing parent directories of `relative`; refuses a parent that is a symlink or a file. */
async function prepareParents(root: string, relative: string, create: boolean): Promise<boolean> {
  const segments = relative.split('/').slice(0, -1);
  for (let count = 1; count <= segments.length; count += 1) {
    const prefix = segments.slice(0, count).join('/');
    const absolute = resolveInside(root, prefix);
    const stats = await lstat(absolute).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
    if (stats === null) {
      if (!create) return false;
      await mkdir(absolute);
    } else if (!stats.isDirectory()) {
      const what = stats.isSymbolicLink() ? 'a symbolic link' : 'a file';
      throw new WorkspaceError(
        'WORKSPACE_ANCHOR_INVALID',
        `restore refuses ${JSON.stringify(relative)}: ${JSON.stringify(prefix)} is ${what}, and restore never writes through one`,
      );
    }
  }
  return true;
}

export async function writeWorkspaceFile(
  root: string,
  relative: string,
  bytes: Buffer,
  mode: WorkspaceFileMode,
): Promise<void> {
  await prepareParents(root, relative, true);
  const absolute = resolveInside(root, relative);
  const existing = await lstat(absolute).catch(() => null);
  if (existing?.isDirectory() === true) {
    throw new WorkspaceError(
      'WORKSPACE_DRIFT',
      `restore cannot write ${JSON.stringify(relative)}: a directory is in the way in this checkout`,
    );
  }
  if (existing !== null) await unlink(absolute);
  if (mode === '120000') {
    await symlink(bytes.toString('utf8'), absolute);
    return;
  }
  const permissions = mode === '100755' ? 0o755 : 0o644;
  const handle = await open(
    absolute,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    permissions,
  );
  try {
    await handle.writeFile(bytes);
    await handle.chmod(permissions); // the umask must not decide the executable bit
  } finally {
    await handle.close();
  }
}

/** Removes the file or symlink at `relative` if there is one, then its parents that became empty (as git does). */
export async function removeWorkspaceFile(root: string, relative: string): Promise<void> {
  if (!(await prepareParents(root, relative, false))) return;
  const absolute = resolveInside(root, relative);
  const existing = await lstat(absolute).catch(() => null);
  if (existing === null || existing.isDirectory()) return;
  await unlink(absolute);
  for (let parent = path.posix.dirname(relative); parent !== '.'; parent = path.posix.dirname(parent)) {
    try {
      await rmdir(resolveInside(root, parent));
    } catch {
      return; // not empty (or not removable): stop climbing
    }
  }
}
