// Acceptance of a restored run directory: the path down to it holds no symlink, the tree
// holds only plain files and directories, and its definition names the run asked for.
// Whatever fails is discarded before the error is raised, so nothing refused stays behind
// for a later step to open.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ActionError, isActionError } from '../errors.ts';
import { readStoredRunId } from './identity.ts';
import type { StoreLocation, StoreRef } from './layout.ts';
import { TreeProblem, assertDirectoryChain, inspectRunTree, pathExists, removeTree } from './tree.ts';

/**
 * Removes what a refused restore left at the run directory. A component of the path that is
 * not a real directory (a symlink the archive planted) is unlinked itself, never followed.
 */
export async function discardRestored(location: StoreLocation): Promise<void> {
  let current = location.storeRoot;
  for (const segment of location.segments) {
    current = path.join(current, segment);
    let stats;
    try {
      stats = await fs.lstat(current);
    } catch {
      return;
    }
    if (!stats.isDirectory()) {
      await fs.rm(current, { force: true });
      return;
    }
  }
  await removeTree(location.runDirectory);
}

export async function acceptRestored(
  location: StoreLocation,
  ref: StoreRef,
  origin: string,
): Promise<string | undefined> {
  try {
    await assertDirectoryChain(location.storeRoot, location.segments);
    if (!(await pathExists(location.runDirectory))) {
      throw new ActionError(
        'STORE_RESTORE',
        `${origin} did not contain ${location.runDirectory}: keep storage-path the same string, at the same place relative to GITHUB_WORKSPACE, in every job`,
        { path: location.runDirectory },
      );
    }
    await inspectRunTree(location.runDirectory);
    // The resolved root: a relative storage-path must not depend on the cwd at this moment.
    return await readStoredRunId({ ...ref, storeDirectory: location.storeRoot });
  } catch (error) {
    await discardRestored(location);
    if (isActionError(error)) throw error;
    const problem =
      error instanceof TreeProblem ? error.message : `could not be inspected: ${(error as Error).message}`;
    throw new ActionError('STORE_RESTORE', `the store restored from ${origin} was refused and removed: ${problem}`, {
      path: error instanceof TreeProblem ? error.path : location.runDirectory,
      cause: error,
    });
  }
}
