// saveStore: persist a run's directory after the job (or from the post step) — to the cache
// under a new immutable key, and as an artifact of this job attempt.
// Nothing here throws for a save that did not happen: the client returns -1 instead of
// throwing, ACTIONS_CACHE_MODE may forbid writes, the service may deny them; every such case
// comes back as a warning for the summary. Only a missing run directory or bad input throws.
import { ActionError } from '../errors.ts';
import { uploadStoreArtifact } from './artifact-client.ts';
import { cacheAccess, describeMode, lookupCacheKey, saveCacheEntry } from './cache-client.ts';
import { chainsShortened, type SealedChainMarks } from './chains.ts';
import { artifactNameFor, cacheKeyFor, cacheRestorePrefix } from './keys.ts';
import { locateStore, type StoreLocation, type StoreRef } from './layout.ts';
import { TreeProblem, inspectRunTree, pathExists } from './tree.ts';

export interface SaveStoreOptions extends StoreRef {
  prefix: string;
  /** GITHUB_RUN_ID; default from the environment. */
  githubRunId?: string | number;
  /** GITHUB_RUN_ATTEMPT; default from the environment. */
  githubRunAttempt?: string | number;
  /**
   * The entry this job's store started from, which a newer entry must be one of this attempt's own
   * saves to follow without a fork: the key restoreStore restored; else its heldKey (the run
   * directory already on the runner was found to hold every record of that entry, so it extends its
   * chain); else its unrestoredKey (an entry found but not restored is older than this job's store,
   * not another job's save since).
   */
  restoredKey?: string;
  /** Save to the cache (default true). */
  cache?: boolean;
  /** Upload as an artifact (default true). */
  artifact?: boolean;
  retentionDays?: number;
  /** The logs as the job restored them: a store that no longer extends them is not saved (chains.ts). */
  restoredChains?: SealedChainMarks;
}

export interface StoreFork {
  /** The entry this job's store started from (restored or held; undefined: none). */
  restoredKey: string | undefined;
  /** The newest entry for the run found at save time, written by another job. */
  newestKey: string;
}

export interface SaveStoreResult {
  /** The key the cache service accepted the store under (it finalized the upload). */
  cacheKey?: string;
  artifactName?: string;
  artifactId?: number;
  warnings: string[];
  /** Another job saved this run since this job restored it: two jobs drove the same run. */
  fork?: StoreFork;
  /** Why nothing was saved: the store lost records it was restored with. */
  shortened?: string;
}

/** Later saves in one job attempt (another step, the post step) get `.2`, `.3`, ...: keys are immutable. */
const maxSavesPerAttempt = 20;

export async function saveStore(options: SaveStoreOptions): Promise<SaveStoreResult> {
  const location = locateStore(options);
  const parts = {
    prefix: options.prefix,
    namespace: options.namespace,
    runId: options.runId,
    githubRunId: options.githubRunId ?? process.env.GITHUB_RUN_ID ?? '',
    githubRunAttempt: options.githubRunAttempt ?? process.env.GITHUB_RUN_ATTEMPT ?? '',
  };
  const key = cacheKeyFor(parts);
  const artifactName = artifactNameFor(parts);
  if (!(await pathExists(location.runDirectory))) {
    throw new ActionError(
      'STORE_NOT_FOUND',
      `there is no store of run ${options.runId} to save at ${location.runDirectory}`,
      { path: location.runDirectory },
    );
  }
  const result: SaveStoreResult = { warnings: [] };
  if (options.restoredChains !== undefined) {
    const shortened = await chainsShortened(options, options.restoredChains);
    if (shortened !== undefined) {
      const kept = options.restoredKey === undefined ? 'the entry it came from' : `cache entry ${options.restoredKey}`;
      result.shortened = shortened;
      result.warnings.push(
        `the store of run ${options.runId} was NOT saved (neither to the cache nor as an artifact): ${shortened}; ${kept} stays the newest`,
      );
      return result;
    }
  }
  let files: string[];
  try {
    // .local (locks, leases) lies outside the run directory, so it is never part of what is saved.
    files = (await inspectRunTree(location.runDirectory)).files;
  } catch (error) {
    const problem = error instanceof TreeProblem ? error.message : (error as Error).message;
    result.warnings.push(`the store of run ${options.runId} was NOT saved: ${problem}`);
    return result;
  }
  if (options.cache !== false) await saveToCache(location, cacheRestorePrefix(parts), key, options.restoredKey, result);
  if (options.artifact !== false) await saveAsArtifact(location, artifactName, files, options.retentionDays, result);
  return result;
}

async function saveToCache(
  location: StoreLocation,
  restorePrefix: string,
  key: string,
  restoredKey: string | undefined,
  result: SaveStoreResult,
): Promise<void> {
  const access = await cacheAccess();
  if (!access.available) {
    result.warnings.push(
      `the Actions cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL unset): the store was not saved to the cache (key ${key})`,
    );
    return;
  }
  if (!access.canWrite) {
    result.warnings.push(
      `${describeMode(access)} does not permit cache writes: the store was not saved to the cache (key ${key})`,
    );
    return;
  }
  let target = key;
  if (access.canRead) {
    const newest = await lookupCacheKey(location.cachePath, restorePrefix, [restorePrefix]);
    const ours = (candidate: string) => candidate === key || candidate.startsWith(`${key}.`);
    if (newest !== undefined && newest !== restoredKey && !ours(newest))
      result.fork = { restoredKey, newestKey: newest };
    // The newest entry of the run is the last one saved: none, or the one this job restored (not one
    // of this attempt's keys), means nothing was saved since, so this attempt's first key is free
    // without asking again. Otherwise the keys are looked up one by one.
    const nothingSince = newest === undefined || (newest === restoredKey && !ours(newest));
    const free = nothingSince ? key : await firstFreeKey(location, key);
    if (free === undefined) {
      result.warnings.push(
        `the store was not saved to the cache: ${key} and ${maxSavesPerAttempt - 1} follow-up keys are all taken in this job attempt`,
      );
      return;
    }
    target = free;
  } else {
    result.warnings.push(`${describeMode(access)} does not permit cache reads: fork detection was skipped`);
  }
  let cacheId: number;
  try {
    cacheId = await saveCacheEntry(location.cachePath, target);
  } catch (error) {
    result.warnings.push(`saving the store to the cache under ${target} failed: ${(error as Error).message}`);
    return;
  }
  if (cacheId === -1) {
    result.warnings.push(
      `the store was NOT saved to the cache under ${target}: the cache client returned -1 (the write was denied, the key was reserved by another job, or the upload failed; see its message above)`,
    );
    return;
  }
  // An entry ID means the service finalized the upload (the client returns -1 for every failure),
  // as the claim relies on too: a lookup of the key here would cost a client call and prove nothing more.
  result.cacheKey = target;
}

async function firstFreeKey(location: StoreLocation, key: string): Promise<string | undefined> {
  for (let save = 1; save <= maxSavesPerAttempt; save += 1) {
    const candidate = save === 1 ? key : `${key}.${save}`;
    // Lookups match by prefix too: only an exact answer means the key is taken.
    if ((await lookupCacheKey(location.cachePath, candidate, [])) !== candidate) return candidate;
  }
  return undefined;
}

async function saveAsArtifact(
  location: StoreLocation,
  name: string,
  files: string[],
  retentionDays: number | undefined,
  result: SaveStoreResult,
): Promise<void> {
  if (files.length === 0) {
    result.warnings.push(`the run directory ${location.runDirectory} holds no files: no artifact was uploaded`);
    return;
  }
  try {
    const upload = {
      name,
      files,
      rootDirectory: location.runDirectory,
      ...(retentionDays === undefined ? {} : { retentionDays }),
    };
    const { id } = await uploadStoreArtifact(upload);
    result.artifactName = name;
    if (id !== undefined) result.artifactId = id;
  } catch (error) {
    result.warnings.push(`uploading the store as artifact ${name} failed: ${(error as Error).message}`);
  }
}
