// restoreStore: bring a run's persisted directory onto this runner before the run is touched.
// Cache first (newest save under `<prefix>/<namespace>/<run-id>/`), then — on a miss and with
// `fromRun` — the store artifact of that earlier workflow run. What arrives is untrusted until
// acceptRestored has checked it; the runner layer then re-verifies schemas and hash chains.
// A cache entry that exists but cannot be restored is STORE_RESTORE (unless from-run stands in),
// never "nothing stored": a new run in its place could repeat finished work.
// Residual risk, by the client's design: the cache archive is extracted by the system tar with
// -P relative to GITHUB_WORKSPACE, so entries outside the run directory cannot be refused
// before they are written. Cache entries are written only by this repository's own workflows;
// artifacts — which from-run may take from any run, a fork's included — are read by zip-reader.
// A run directory already on the runner is this job's own, or is weighed against what is persisted
// (leftover.ts). Every restore records this job as the store's (job-marker.ts). A restore is
// journaled on the machine while it is in progress, and one a killed job left unsettled is undone
// before anything else (restore-journal.ts); set-aside copies past their retention go (set-aside.ts).
import { promises as fs } from 'node:fs';
import { ActionError } from '../errors.ts';
import type { FromRun } from './artifact-client.ts';
import { restoreFromArtifact } from './artifact-restore.ts';
import { cacheAccess, describeMode, lookupCacheKey, restoreCacheEntry } from './cache-client.ts';
import { parseFromRun, type FromRunInput } from './from-run.ts';
import { jobIdentityFromEnv, writeJobMarker, type JobIdentity } from './job-marker.ts';
import { cacheRestorePrefix } from './keys.ts';
import { locateStore, type StoreLocation, type StoreRef } from './layout.ts';
import { settleLeftover } from './leftover.ts';
import { RestoreInProgress, undoInterruptedRestore, type UndoneRestore } from './restore-journal.ts';
import { pruneSetAside } from './set-aside.ts';
import { assertDirectoryChain, pathExists } from './tree.ts';
import { acceptRestored, discardRestored } from './verify.ts';

export interface RestoreStoreOptions extends StoreRef {
  /** cache-prefix: first segment(s) of the cache key. */
  prefix: string;
  /** Where to look when the cache misses. */
  fromRun?: FromRunInput;
  /** This job (default: GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, GITHUB_JOB): tells its own earlier step's store from a leftover. */
  job?: JobIdentity;
  /** persist: none: a run directory already on the runner is the run's only store, used as is. */
  localOnly?: boolean;
}

export interface RestoreStoreResult {
  /**
   * `local`: the run directory already on this runner was used as is: an earlier step of this job
   * left it, it holds every record of what is persisted (leftover.ts), or persist is none.
   */
  source: 'cache' | 'artifact' | 'local' | 'none';
  /** The cache key restored (pass it to saveStore as restoredKey for fork detection). */
  key?: string;
  /**
   * source `local`: the cache entry the directory holds every record of (the run's newest when it was
   * compared, or the one this job's earlier step started from): saveStore takes it as restoredKey.
   */
  heldKey?: string;
  /** source `local`: which earlier job left the directory (undefined: an earlier step of this job did). */
  leftBy?: string;
  /**
   * The run's newest cache entry when it was found but could not be restored (from-run stood in):
   * saved before this job, so saveStore takes it as restoredKey too (no fork), and it is pruned.
   */
  unrestoredKey?: string;
  artifactName?: string;
  artifactId?: number;
  /** The run ID the restored definition names (always the one asked for; undefined when it has no definition). */
  storedRunId?: string;
  runDirectory: string;
  /** The cache prefix that was tried (for STORE_NOT_FOUND messages). */
  restorePrefix: string;
  warnings: string[];
}

export async function restoreStore(options: RestoreStoreOptions): Promise<RestoreStoreResult> {
  const location = locateStore(options);
  const ref: StoreRef = { storeDirectory: options.storeDirectory, namespace: options.namespace, runId: options.runId };
  const restorePrefix = cacheRestorePrefix({
    prefix: options.prefix,
    namespace: options.namespace,
    runId: options.runId,
  });
  const fromRun = options.fromRun === undefined ? undefined : parseFromRun(options.fromRun);
  const base = { runDirectory: location.runDirectory, restorePrefix };
  const warnings: string[] = [];
  const identity = options.job ?? jobIdentityFromEnv();
  await tidyMachine(location, ref, warnings);
  const restore = RestoreInProgress.begin(location, ref, identity);
  const restorePersisted = () => restoreFromPersisted(location, ref, restorePrefix, fromRun, warnings, restore);

  let result: RestoreStoreResult;
  try {
    if (await alreadyHere(location)) {
      const settled = await settleLeftover(
        location,
        ref,
        { identity, localOnly: options.localOnly === true, restorePersisted, restore },
        warnings,
      );
      result =
        settled.kind === 'persisted'
          ? { ...settled.restored, ...base, warnings }
          : {
              source: 'local',
              ...(settled.heldKey === undefined ? {} : { heldKey: settled.heldKey }),
              ...(settled.leftBy === undefined ? {} : { leftBy: settled.leftBy }),
              ...base,
              warnings,
            };
    } else {
      result = { ...(await restorePersisted()), ...base, warnings };
    }
  } catch (error) {
    // The restore cleaned up after itself: the journal goes (a set-aside directory still aside goes back).
    await undoInterruptedRestore(location, ref).catch(() => undefined);
    throw error;
  }
  // From here the run directory is the job's store: killed later, the next start weighs it as it is.
  await restore.settled();
  try {
    await writeJobMarker(location, ref, identity, result.key ?? result.heldKey ?? result.unrestoredKey);
  } catch (error) {
    // Only a later step of this job misses it: it then compares its store with the cache as a later job would.
    warnings.push(
      `could not record this job as the one whose store ${location.runDirectory} is: ${(error as Error).message}`,
    );
  }
  return result;
}

type PersistedRestore = Omit<RestoreStoreResult, 'runDirectory' | 'restorePrefix' | 'warnings' | 'source'> & {
  source: 'cache' | 'artifact' | 'none';
};

/** The run's newest cache entry, else (on a miss, or an entry that cannot be restored) from-run's artifact. */
async function restoreFromPersisted(
  location: StoreLocation,
  ref: StoreRef,
  restorePrefix: string,
  fromRun: FromRun | undefined,
  warnings: string[],
  restore: RestoreInProgress,
): Promise<PersistedRestore> {
  const cached = await restoreFromCache(location, ref, restorePrefix, warnings, restore);
  if (cached.kind === 'hit') {
    if (fromRun)
      warnings.push(
        `from-run ${fromRun.runId} was not used: the cache restored the run (entry ${cached.key}), and from-run is read only when the cache misses`,
      );
    return { source: 'cache', key: cached.key, storedRunId: cached.storedRunId };
  }
  if (fromRun) {
    await restore.restoring(`the store artifact of workflow run ${fromRun.runId}`);
    const artifact = await restoreFromArtifact(location, ref, fromRun, warnings);
    if (artifact)
      return {
        source: 'artifact',
        artifactName: artifact.name,
        artifactId: artifact.id,
        storedRunId: artifact.storedRunId,
        ...(cached.kind === 'failed' ? { unrestoredKey: cached.key } : {}),
      };
  }
  if (cached.kind === 'failed') {
    // The run IS stored: carrying on as if it were new could repeat finished, non-retry-safe work.
    throw new ActionError(
      'STORE_RESTORE',
      `cache entry ${cached.key} holds this run but could not be restored (see the cache client's message above)${fromRun ? `, and from-run ${fromRun.runId} had no usable artifact` : ''}; re-run the job, or pass from-run`,
      { key: cached.key },
    );
  }
  return { source: 'none' };
}

/** Before a restore: undo one a killed job left unsettled, and remove set-aside copies past their retention. */
async function tidyMachine(location: StoreLocation, ref: StoreRef, warnings: string[]): Promise<void> {
  const undone = await undoInterruptedRestore(location, ref).catch((error: unknown) => {
    throw new ActionError(
      'STORE_RESTORE',
      `an earlier job was stopped while it restored ${location.runDirectory}, and what it left could not be undone: ${(error as Error).message}`,
      { path: location.runDirectory, cause: error },
    );
  });
  if (undone !== undefined) warnings.push(describeUndone(undone, location));
  // Only keeps copies longer when it fails: never a reason to stop the job.
  await pruneSetAside(location).catch(() => undefined);
}

/** The warning about a restore an earlier job was stopped in, and what was undone of it. */
function describeUndone(undone: UndoneRestore, location: StoreLocation): string {
  const { by, origin } = undone.journal;
  const job = `workflow run ${by.githubRunId || '?'} attempt ${by.githubRunAttempt || '?'}${by.job === '' ? '' : `, job ${by.job}`}`;
  const what = [
    ...(undone.discarded
      ? [
          `what it had restored${origin === undefined ? '' : ` of ${origin}`} at ${location.runDirectory} was removed unused`,
        ]
      : []),
    ...(undone.putBack ? [`the run directory it had set aside was put back in place`] : []),
  ];
  return `an earlier job (${job}) was stopped while it restored the store${what.length === 0 ? '' : `: ${what.join('; ')}`}; this job restores it afresh`;
}

/**
 * True when a run directory is already on this runner (settleLeftover decides what becomes of it).
 * An empty one is removed; a run directory reached through a link is refused.
 */
async function alreadyHere(location: StoreLocation): Promise<boolean> {
  try {
    await assertDirectoryChain(location.storeRoot, location.segments);
  } catch (error) {
    throw new ActionError(
      'STORE_RESTORE',
      `cannot restore into ${location.runDirectory}: ${(error as Error).message}`,
      { path: location.runDirectory, cause: error },
    );
  }
  if (!(await pathExists(location.runDirectory))) return false;
  if ((await fs.readdir(location.runDirectory)).length > 0) return true;
  await fs.rmdir(location.runDirectory);
  return false;
}

type CacheRestore =
  { kind: 'hit'; key: string; storedRunId: string | undefined } | { kind: 'miss' } | { kind: 'failed'; key: string };

async function restoreFromCache(
  location: StoreLocation,
  ref: StoreRef,
  restorePrefix: string,
  warnings: string[],
  restore: RestoreInProgress,
): Promise<CacheRestore> {
  const access = await cacheAccess();
  if (!access.available) {
    warnings.push(
      'the Actions cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL unset): the store was not restored from the cache',
    );
    return { kind: 'miss' };
  }
  if (!access.canRead) {
    warnings.push(`${describeMode(access)} does not permit cache reads: the store was not restored from the cache`);
    return { kind: 'miss' };
  }
  const refuseForeign = (key: string) =>
    new ActionError(
      'STORE_RESTORE',
      `cache entry ${key} was matched for ${restorePrefix} only because keys ignore case: it belongs to another run or namespace and was not used`,
      { key },
    );
  // Look first, so an entry of another run (a case-insensitive match) is refused before anything is extracted.
  const found = await lookupCacheKey(location.cachePath, restorePrefix, [restorePrefix]);
  if (found === undefined) return { kind: 'miss' };
  if (!found.startsWith(restorePrefix)) throw refuseForeign(found);
  await restore.restoring(`cache entry ${found}`);
  const key = await restoreCacheEntry(location.cachePath, found, []);
  if (key === undefined) {
    await discardRestored(location);
    warnings.push(`cache entry ${found} was found but could not be restored (see the cache client's message above)`);
    return { kind: 'failed', key: found };
  }
  if (!key.startsWith(restorePrefix)) {
    await discardRestored(location);
    throw refuseForeign(key);
  }
  const storedRunId = await acceptRestored(location, ref, `cache entry ${key}`);
  return { kind: 'hit', key, storedRunId };
}
