// Inspection of a run directory before it is saved and after it is restored. A store holds
// only directories and regular files; a symlink, device, FIFO or socket, or a hard link to a
// file outside the run directory, is refused: after a restore it could redirect the store's
// appends to any file of the runner, and before a save the artifact client would follow a
// symlink and upload what it points at.
import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';

export class TreeProblem extends Error {
  override readonly name = 'TreeProblem';
  readonly path: string;

  constructor(message: string, where: string) {
    super(message);
    this.path = where;
  }
}

export interface RunTree {
  /** Absolute paths of every regular file, sorted. */
  files: string[];
  /** Total bytes of those files. */
  bytes: number;
}

function describe(stats: Stats): string {
  if (stats.isSymbolicLink()) return 'a symlink';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isBlockDevice() || stats.isCharacterDevice()) return 'a device';
  return 'not a regular file or directory';
}

export async function inspectRunTree(root: string): Promise<RunTree> {
  const rootStats = await fs.lstat(root);
  if (!rootStats.isDirectory()) throw new TreeProblem(`${root} is ${describe(rootStats)}, not a directory`, root);
  const files: string[] = [];
  const linked = new Map<string, { path: string; nlink: number; seen: number }>();
  let bytes = 0;
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.pop() as string;
    for (const name of (await fs.readdir(directory)).sort()) {
      const entry = path.join(directory, name);
      const stats = await fs.lstat(entry);
      if (stats.isDirectory()) {
        pending.push(entry);
      } else if (stats.isFile()) {
        files.push(entry);
        bytes += stats.size;
        if (stats.nlink > 1) {
          const inode = `${stats.dev}:${stats.ino}`;
          const known = linked.get(inode);
          if (known) known.seen += 1;
          else linked.set(inode, { path: entry, nlink: stats.nlink, seen: 1 });
        }
      } else {
        throw new TreeProblem(
          `${path.relative(root, entry)} is ${describe(stats)}; a store holds only directories and regular files`,
          entry,
        );
      }
    }
  }
  for (const { path: file, nlink, seen } of linked.values()) {
    if (seen < nlink) {
      throw new TreeProblem(
        `${path.relative(root, file)} is hard-linked to a file outside the run directory (${nlink} links, ${seen} inside)`,
        file,
      );
    }
  }
  return { files: files.sort(), bytes };
}

/** Every existing component from `base` down through `segments` must be a real directory (no symlink). */
export async function assertDirectoryChain(base: string, segments: readonly string[]): Promise<void> {
  let current = base;
  for (const segment of segments) {
    current = path.join(current, segment);
    let stats: Stats;
    try {
      stats = await fs.lstat(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (!stats.isDirectory()) throw new TreeProblem(`${current} is ${describe(stats)}, not a directory`, current);
  }
}

/** True when `target` exists (as anything, a dangling symlink included). */
export async function pathExists(target: string): Promise<boolean> {
  try {
    await fs.lstat(target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Removes a restored tree without following symlinks inside it (fs.rm unlinks them). */
export async function removeTree(target: string): Promise<void> {
  await fs.rm(target, { recursive: true, force: true });
}
