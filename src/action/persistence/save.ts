// saveStore: persist a run's directory after the job (or from the post step) — to the cache
// under a new immutable key, and as an artifact of this job attempt.
// Nothing here throws for a save that did not happen: the client returns -1 instead of
// throwing, ACTIONS_CACHE_MODE may forbid writes, the service may deny them; every such case
// comes back as a warning for the summary. A key that a save cut short left reserved looks free
// (lookups do not list it) but is refused: the store then goes under the next follow-up key, unless
// the job's session claim already showed that the cache refuses its writes (then it says so once).
// Only a missing run directory or bad input throws.
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
  /**
   * Why this job knows the cache refuses its writes (its session claim was refused under two keys
   * nobody holds): a refused save then tries no follow-up key, whose refusal would only repeat it.
   */
  cacheWritesRefused?: string;
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
  const refused =
    options.cache === false
      ? undefined
      : await saveToCache(
          location,
          cacheRestorePrefix(parts),
          key,
          options.restoredKey,
          result,
          options.cacheWritesRefused,
        );
  if (options.artifact !== false) await saveAsArtifact(location, artifactName, files, options.retentionDays, result);
  if (refused !== undefined) result.warnings.push(refusedAsWritesAre(refused, result.artifactName));
  return result;
}

/** Said once: the store went only to the artifact (or nowhere), as the cache refuses this job's writes. */
function refusedAsWritesAre(refused: { key: string; why: string }, artifactName: string | undefined): string {
  const cause = `the cache client returned -1 for ${refused.key}, as ${refused.why}: the cache refuses this job's writes (see the client's message above), so no follow-up key was tried`;
  return artifactName === undefined
    ? `the store was NOT saved to the cache: ${cause}`
    : `the store was saved only as artifact ${artifactName}, not to the cache: ${cause}`;
}

async function saveToCache(
  location: StoreLocation,
  restorePrefix: string,
  key: string,
  restoredKey: string | undefined,
  result: SaveStoreResult,
  writesRefused: string | undefined,
): Promise<{ key: string; why: string } | undefined> {
  const access = await cacheAccess();
  if (!access.available) {
    result.warnings.push(
      `the Actions cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL unset): the store was not saved to the cache (key ${key})`,
    );
    return undefined;
  }
  if (!access.canWrite) {
    result.warnings.push(
      `${describeMode(access)} does not permit cache writes: the store was not saved to the cache (key ${key})`,
    );
    return undefined;
  }
  let save = 1;
  if (access.canRead) {
    const newest = await lookupCacheKey(location.cachePath, restorePrefix, [restorePrefix]);
    const ours = (candidate: string) => candidate === key || candidate.startsWith(`${key}.`);
    if (newest !== undefined && newest !== restoredKey && !ours(newest))
      result.fork = { restoredKey, newestKey: newest };
    // The newest entry of the run is the last one saved: none, or the one this job restored (not one
    // of this attempt's keys), means nothing was saved since, so this attempt's first key is free
    // without asking again. Otherwise the keys are looked up one by one.
    const nothingSince = newest === undefined || (newest === restoredKey && !ours(newest));
    const free = nothingSince ? 1 : await firstFreeSave(location, key, 1);
    if (free === undefined) {
      result.warnings.push(
        `the store was not saved to the cache: ${key} and ${maxSavesPerAttempt - 1} follow-up keys are all taken in this job attempt`,
      );
      return undefined;
    }
    save = free;
  } else {
    result.warnings.push(`${describeMode(access)} does not permit cache reads: fork detection was skipped`);
  }
  const first = await saveUnder(location, keyOfSave(key, save), result);
  if (first !== 'refused') return undefined;
  // Refused where this job's claim was refused too: a follow-up key would be refused the same way.
  if (writesRefused !== undefined) return { key: keyOfSave(key, save), why: writesRefused };
  await saveAfterRefusal(location, key, save, access.canRead, result);
  return undefined;
}

/**
 * After save number `save` came back -1. A lookup does not list a key whose save was cut short
 * between reservation and finalize (a job killed mid-upload), yet the service keeps it reserved and
 * refuses it: it looked free, and was not. Still unlisted, it is most likely such a key, and the next
 * free follow-up key takes the store. A key listed now was finalized by another save: no second try.
 * Without reads nothing tells them apart, so nothing is tried.
 */
async function saveAfterRefusal(
  location: StoreLocation,
  key: string,
  save: number,
  canRead: boolean,
  result: SaveStoreResult,
): Promise<void> {
  const target = keyOfSave(key, save);
  const listed = canRead && (await lookupCacheKey(location.cachePath, target, [])) === target;
  const next = canRead && !listed ? await firstFreeSave(location, key, save + 1) : undefined;
  if (next === undefined) {
    result.warnings.push(refusedWarning(target, !canRead ? 'unknown' : listed ? 'listed' : 'no-follow-up'));
    return;
  }
  const second = keyOfSave(key, next);
  const reserved = `the cache did not take ${target} and does not list it: a save cut short (a job killed mid-upload) probably left it reserved`;
  const retried = await saveUnder(location, second, result, reserved);
  if (retried === 'saved') result.warnings.push(`${reserved}; the store was saved under ${second} instead`);
  // Refused twice: a denied write looks the same, so the warning does not guess.
  if (retried === 'refused')
    result.warnings.push(
      `the store was NOT saved to the cache under ${target} nor under ${second}: the cache client returned -1 for both (the write was denied, or a save cut short left ${target} reserved and ${second} was refused too; see its messages above)`,
    );
}

/** `saved` sets result.cacheKey; `failed` (the client threw) adds a warning; `refused`: the client returned -1. */
async function saveUnder(
  location: StoreLocation,
  target: string,
  result: SaveStoreResult,
  context?: string,
): Promise<'saved' | 'refused' | 'failed'> {
  let cacheId: number;
  try {
    cacheId = await saveCacheEntry(location.cachePath, target);
  } catch (error) {
    const failed = `saving the store to the cache under ${target} failed: ${(error as Error).message}`;
    result.warnings.push(context === undefined ? failed : `${context}; ${failed}`);
    return 'failed';
  }
  if (cacheId === -1) return 'refused';
  // An entry ID means the service finalized the upload (the client returns -1 for every failure),
  // as the claim relies on too: a lookup of the key here would cost a client call and prove nothing more.
  result.cacheKey = target;
  return 'saved';
}

function refusedWarning(target: string, why: 'listed' | 'no-follow-up' | 'unknown'): string {
  const base = `the store was NOT saved to the cache under ${target}: the cache client returned -1`;
  if (why === 'listed') return `${base}, and the cache lists ${target} now: another save finalized it meanwhile`;
  if (why === 'no-follow-up')
    return `${base}; the cache does not list ${target} (a save cut short probably left it reserved), and no follow-up key up to ${keyOfSave('', maxSavesPerAttempt)} is free`;
  return `${base} (the write was denied, the key was reserved by another job, or the upload failed; see its message above)`;
}

/** Save 1 is `key`, later saves of the attempt `key.2`, `key.3`, ... */
function keyOfSave(key: string, save: number): string {
  return save === 1 ? key : `${key}.${save}`;
}

/** The number of the first save from `from` on whose key is free, or undefined past maxSavesPerAttempt. */
async function firstFreeSave(location: StoreLocation, key: string, from: number): Promise<number | undefined> {
  for (let save = from; save <= maxSavesPerAttempt; save += 1) {
    const candidate = keyOfSave(key, save);
    // Lookups match by prefix too: only an exact answer means the key is taken.
    if ((await lookupCacheKey(location.cachePath, candidate, [])) !== candidate) return save;
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
