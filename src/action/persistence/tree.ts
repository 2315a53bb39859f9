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

/**
 * How many directories deep a run directory may nest: the store writes two (`artifacts/<digest>`).
 * A restored tree deeper than this is no store's; refused before its depth reaches the file system's
 * path limit, where each lstat of it would fail.
 */
export const maxRunTreeDepth = 8;

export async function inspectRunTree(root: string): Promise<RunTree> {
  const rootStats = await fs.lstat(root);
  if (!rootStats.isDirectory()) throw new TreeProblem(`${root} is ${describe(rootStats)}, not a directory`, root);
  const files: string[] = [];
  const linked = new Map<string, { path: string; nlink: number; seen: number }>();
  let bytes = 0;
  const pending = [{ directory: root, depth: 0 }];
  while (pending.length > 0) {
    const { directory, depth } = pending.pop() as { directory: string; depth: number };
    for (const name of (await fs.readdir(directory)).sort()) {
      const entry = path.join(directory, name);
      const stats = await fs.lstat(entry);
      if (stats.isDirectory()) {
        if (depth + 1 > maxRunTreeDepth)
          throw new TreeProblem(
            `${shortened(path.relative(root, entry))} is nested more than ${maxRunTreeDepth} directories deep; a store is at most ${maxRunTreeDepth}`,
            entry,
          );
        pending.push({ directory: entry, depth: depth + 1 });
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

function shortened(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
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

/**
 * Removes a restored tree without following symlinks inside it (fs.rm unlinks them). A tree nested
 * past the file system's path limit (an archive's entries are relative, so one can reach below it)
 * defeats fs.rm, which names each file by its whole path: its deep subtrees are moved up to the top
 * of the tree, pass by pass, until fs.rm can reach everything.
 */
export async function removeTree(target: string): Promise<void> {
  for (let pass = 0; ; pass += 1) {
    try {
      await fs.rm(target, { recursive: true, force: true });
      return;
    } catch (error) {
      // Each pass moves something up, or the tree is not too deep for the reason fs.rm failed.
      if ((error as NodeJS.ErrnoException).code !== 'ENAMETOOLONG' || (await hoistDeepSubtrees(target, pass)) === 0)
        throw error;
    }
  }
}

/** A path this much longer than the tree's own is safe to name; a directory's that reaches it moves up. */
const hoistAtLength = 2048;

/**
 * Moves every directory whose path is hoistAtLength longer than `target`'s to the top of `target`,
 * under a name not taken there; returns how many it moved.
 */
async function hoistDeepSubtrees(target: string, pass: number): Promise<number> {
  let moved = 0;
  const pending = [target];
  while (pending.length > 0) {
    const directory = pending.pop() as string;
    for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = path.join(directory, entry.name);
      if (child.length - target.length < hoistAtLength) {
        pending.push(child);
        continue;
      }
      let up: string;
      do up = path.join(target, `.hoisted-${pass}-${(moved += 1)}`);
      while (await pathExists(up));
      await fs.rename(child, up);
    }
  }
  return moved;
}
