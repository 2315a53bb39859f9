// Safe path handling below the storage directory. A restored store is untrusted: any
// directory or file inside it may have been replaced by a symlink, so every component we
// create or open is checked with lstat, files are opened with O_NOFOLLOW, and names are
// plain segments that cannot escape.
import { constants, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { StorageError, errnoCode, ioError } from './errors.ts';

export const directoryMode = 0o700;
export const fileMode = 0o600;

/** Creates the storage root if missing and refuses one that is a symlink or not a directory. */
export async function prepareRoot(directory: string): Promise<string> {
  if (typeof directory !== 'string' || directory.length === 0 || directory.includes('\0')) {
    throw new StorageError('UNSAFE_STORAGE_PATH', 'storage directory must be a non-empty path without NUL bytes');
  }
  const root = path.resolve(directory);
  try {
    await fs.mkdir(root, { recursive: true, mode: directoryMode });
  } catch (error) {
    throw ioError('creating storage directory', root, error);
  }
  await assertRealDirectory(root);
  return root;
}

/**
 * True when `relative` (from path.relative) names a place strictly below its base: not the base itself,
 * not `..` or `../x`, not absolute. A name that merely starts with two dots (`..a`) is inside.
 */
export function isStrictlyInside(relative: string): boolean {
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** Joins plain name segments below root; refuses anything that could leave it. */
export function joinInside(root: string, segments: readonly string[]): string {
  for (const segment of segments) {
    if (segment.length === 0 || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      throw new StorageError(
        'UNSAFE_STORAGE_PATH',
        `path segment ${JSON.stringify(segment)} would escape the storage directory`,
        {
          path: root,
        },
      );
    }
  }
  const joined = path.join(root, ...segments);
  const relative = path.relative(root, joined);
  if (!isStrictlyInside(relative)) {
    throw new StorageError('UNSAFE_STORAGE_PATH', `${joined} is outside the storage directory ${root}`, {
      path: joined,
    });
  }
  return joined;
}

/** Walks segments below root, creating missing directories (0o700, parent synced) and refusing symlinks. */
export async function ensureDirectory(root: string, segments: readonly string[]): Promise<string> {
  let current = root;
  for (const segment of segments) {
    const next = joinInside(current, [segment]);
    const kind = await entryKind(next);
    if (kind === 'missing') {
      try {
        await fs.mkdir(next, { mode: directoryMode });
        await fsyncDirectory(current);
      } catch (error) {
        if (errnoCode(error) !== 'EEXIST') throw ioError('creating directory', next, error);
      }
      await assertRealDirectory(next);
    } else if (kind !== 'directory') {
      throw unsafe(next, kind);
    }
    current = next;
  }
  return current;
}

/** The same walk without creating anything: undefined when a component is missing. */
export async function findDirectory(root: string, segments: readonly string[]): Promise<string | undefined> {
  let current = root;
  for (const segment of [undefined, ...segments]) {
    if (segment !== undefined) current = joinInside(current, [segment]);
    const kind = await entryKind(current);
    if (kind === 'missing') return undefined;
    if (kind !== 'directory') throw unsafe(current, kind);
  }
  return current;
}

type EntryKind = 'missing' | 'directory' | 'file' | 'symlink' | 'other';

export async function entryKind(target: string): Promise<EntryKind> {
  try {
    const stats = await fs.lstat(target);
    if (stats.isSymbolicLink()) return 'symlink';
    if (stats.isDirectory()) return 'directory';
    if (stats.isFile()) return 'file';
    return 'other';
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return 'missing';
    throw ioError('inspecting', target, error);
  }
}

async function assertRealDirectory(target: string): Promise<void> {
  const kind = await entryKind(target);
  if (kind !== 'directory') throw unsafe(target, kind);
}

function unsafe(target: string, kind: EntryKind): StorageError {
  const what = kind === 'symlink' ? 'is a symlink' : kind === 'missing' ? 'vanished' : 'is not a directory';
  return new StorageError('UNSAFE_STORAGE_PATH', `${target} ${what}; the store refuses symlinks and foreign entries`, {
    path: target,
  });
}

/**
 * Opens a regular file without following a symlink in its last component. O_NONBLOCK: opening a
 * FIFO planted in a store would otherwise wait for a writer forever (it is refused below); on a
 * regular file the flag changes nothing.
 */
export async function openFile(file: string, flags: number, mode: number = fileMode): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await fs.open(file, flags | constants.O_NOFOLLOW | constants.O_NONBLOCK, mode);
  } catch (error) {
    if (errnoCode(error) === 'ELOOP') {
      throw new StorageError('UNSAFE_STORAGE_PATH', `${file} is a symlink; the store refuses symlinks`, {
        path: file,
        cause: error,
      });
    }
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      throw new StorageError('UNSAFE_STORAGE_PATH', `${file} is not a regular file`, { path: file });
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Creates a new file exclusively, writes it whole and syncs it (used for temp files). */
export async function writeNewFile(file: string, content: Uint8Array | string, sync: boolean): Promise<void> {
  const handle = await openFile(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL);
  try {
    await handle.writeFile(content);
    if (sync) await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Makes a directory entry (a create, rename or unlink inside it) durable. */
export async function fsyncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes a file, ignoring one that is already gone. */
export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => undefined);
}
