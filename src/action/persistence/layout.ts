// Where a run's persisted directory is, in the two forms the cache needs.
// The cache client hashes the path STRINGS it is given into the entry's version and writes
// tar entries relative to GITHUB_WORKSPACE, so a later job restores an entry only when it
// passes the same string and keeps the store at the same place relative to its workspace
// (true for the default store under RUNNER_TEMP on hosted runners). `cachePath` is therefore
// built from storeDirectory exactly as given; `runDirectory` is the resolved location, taken
// from the store layer so the two cannot drift apart.
import path from 'node:path';
import { runDirectoryPath } from '../../store/index.ts';
import { ActionError } from '../errors.ts';
import { assertStoreName } from './keys.ts';

export interface StoreRef {
  /** The store's root directory (storage-path), as the Action is configured with it. */
  storeDirectory: string;
  namespace: string;
  runId: string;
}

export interface StoreLocation {
  /** Path string handed to the cache client (version identity). */
  cachePath: string;
  /** Absolute run directory: `<storeDirectory>/<namespace>/runs/<runId>`. */
  runDirectory: string;
  /** Absolute store root. */
  storeRoot: string;
  /** Segments from the store root down to the run directory. */
  segments: string[];
  /** Machine-local directory of the store (never persisted); restores stage below it. */
  localDirectory: string;
}

/** Characters the cache client's glob would interpret. */
const globCharacters = /[*?[\]{}!#]/;

export function locateStore(ref: StoreRef): StoreLocation {
  assertStoreName('namespace', ref.namespace);
  assertStoreName('run-id', ref.runId);
  if (typeof ref.storeDirectory !== 'string' || ref.storeDirectory.trim() === '' || ref.storeDirectory.includes('\0')) {
    throw new ActionError(
      'INVALID_INPUT',
      `storage-path must be a non-empty path; got ${JSON.stringify(ref.storeDirectory)}`,
      { input: 'storage-path' },
    );
  }
  const segments = [ref.namespace, 'runs', ref.runId];
  const cachePath = path.join(ref.storeDirectory, ...segments);
  if (globCharacters.test(cachePath)) {
    throw new ActionError(
      'INVALID_INPUT',
      `storage-path must not contain glob characters (* ? [ ] { } ! #); got ${JSON.stringify(ref.storeDirectory)}`,
      {
        input: 'storage-path',
      },
    );
  }
  if (cachePath.split(path.sep).includes('..')) {
    // The cache client's glob refuses `..` segments: a store above the working directory needs an absolute path.
    throw new ActionError(
      'INVALID_INPUT',
      `storage-path must be absolute or below the working directory (no ".."); got ${JSON.stringify(ref.storeDirectory)}`,
      {
        input: 'storage-path',
      },
    );
  }
  const storeRoot = path.resolve(ref.storeDirectory);
  const runDirectory = runDirectoryPath(storeRoot, ref.namespace, ref.runId);
  if (path.resolve(cachePath) !== runDirectory) {
    throw new Error(
      `store layout changed: expected the run directory at ${path.resolve(cachePath)}, the store says ${runDirectory}`,
    );
  }
  return { cachePath, runDirectory, storeRoot, segments, localDirectory: path.join(storeRoot, '.local') };
}

/** `.local/set-aside/<namespace>`: run directories earlier jobs left, kept aside (set-aside.ts). */
export function setAsideDirectory(location: StoreLocation, namespace: string): string {
  return path.join(location.localDirectory, 'set-aside', namespace);
}

/** `.local/restoring`: the journals of restores in progress (restore-journal.ts). */
export function restoreJournalsDirectory(location: StoreLocation): string {
  return path.join(location.localDirectory, 'restoring');
}
