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
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ActionError, isActionError } from '../errors.ts';
import { downloadArtifactZip, findStoreArtifact, isExpiredArtifactError, type FromRun } from './artifact-client.ts';
import { cacheAccess, describeMode, lookupCacheKey, restoreCacheEntry } from './cache-client.ts';
import { parseFromRun, type FromRunInput } from './from-run.ts';
import { artifactNamePrefix, cacheRestorePrefix } from './keys.ts';
import { locateStore, type StoreLocation, type StoreRef } from './layout.ts';
import { TreeProblem, assertDirectoryChain, pathExists, removeTree } from './tree.ts';
import { acceptRestored, discardRestored } from './verify.ts';

export interface RestoreStoreOptions extends StoreRef {
  /** cache-prefix: first segment(s) of the cache key. */
  prefix: string;
  /** Where to look when the cache misses. */
  fromRun?: FromRunInput;
}

export interface RestoreStoreResult {
  /** `local`: the run directory already existed on this runner (an earlier step of this job) and was used as is. */
  source: 'cache' | 'artifact' | 'local' | 'none';
  /** The cache key restored (pass it to saveStore as restoredKey for fork detection). */
  key?: string;
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

  if (await alreadyHere(location, warnings)) return { source: 'local', ...base, warnings };
  const cached = await restoreFromCache(location, ref, restorePrefix, warnings);
  if (cached.kind === 'hit') {
    if (fromRun)
      warnings.push(
        `from-run ${fromRun.runId} was not used: the cache restored the run (entry ${cached.key}), and from-run is read only when the cache misses`,
      );
    return { source: 'cache', key: cached.key, storedRunId: cached.storedRunId, ...base, warnings };
  }
  if (fromRun) {
    const artifact = await restoreFromArtifact(location, ref, fromRun, warnings);
    if (artifact)
      return {
        source: 'artifact',
        artifactName: artifact.name,
        artifactId: artifact.id,
        storedRunId: artifact.storedRunId,
        ...(cached.kind === 'failed' ? { unrestoredKey: cached.key } : {}),
        ...base,
        warnings,
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
  return { source: 'none', ...base, warnings };
}

/**
 * True when the run directory is already on this runner (an earlier step of this job): it is used
 * as is. An empty one is removed; a run directory reached through a link is refused.
 */
async function alreadyHere(location: StoreLocation, warnings: string[]): Promise<boolean> {
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
  if ((await fs.readdir(location.runDirectory)).length > 0) {
    warnings.push(
      `the run directory ${location.runDirectory} already exists on this runner (an earlier step of this job?); it was used as is and nothing was restored`,
    );
    return true;
  }
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

async function restoreFromArtifact(location: StoreLocation, ref: StoreRef, fromRun: FromRun, warnings: string[]) {
  const failed = (what: string, error: unknown) =>
    new ActionError(
      'STORE_RESTORE',
      `${what} (workflow run ${fromRun.runId} of ${fromRun.repository}): ${(error as Error).message}`,
      { cause: error },
    );
  let artifact;
  try {
    artifact = await findStoreArtifact(fromRun, ref);
  } catch (error) {
    throw failed('could not list the artifacts of from-run', error);
  }
  if (!artifact) {
    warnings.push(
      `workflow run ${fromRun.runId} has no store artifact of run ${ref.runId} (looked for ${artifactNamePrefix}+${ref.namespace}+${ref.runId}+<attempt>)`,
    );
    return undefined;
  }
  const origin = `artifact ${artifact.name} (ID ${artifact.id}) of workflow run ${fromRun.runId}`;
  const download = await fs.mkdtemp(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'supervised-run-artifact-'));
  try {
    let zip: string;
    try {
      zip = await downloadArtifactZip(fromRun, artifact, download);
    } catch (error) {
      if (isExpiredArtifactError(error)) throw expiredArtifact(artifact.name, fromRun, ref, error);
      throw failed(`could not download ${artifact.name}`, error);
    }
    await unpackInPlace(location, zip, origin);
    const storedRunId = await acceptRestored(location, ref, origin);
    return { ...artifact, storedRunId };
  } finally {
    await removeTree(download);
  }
}

/** The artifact outlived its retention: the run's store is gone unless a later job saved it. */
function expiredArtifact(name: string, fromRun: FromRun, ref: StoreRef, cause: unknown): ActionError {
  return new ActionError(
    'STORE_RESTORE',
    `the store artifact ${name} of workflow run ${fromRun.runId} has expired (GitHub keeps artifacts for the repository's retention period, 90 days by default), and the cache did not restore run ${ref.runId}: pass the ID of a later workflow run that saved the run as from-run; if there is none, the run's store is gone: start the work again under a new run-id`,
    { cause },
  );
}

/** Unpacks into a fresh staging directory below the store's machine-local directory, then renames it into place. */
async function unpackInPlace(location: StoreLocation, zip: string, origin: string): Promise<void> {
  const refuse = (message: string, cause: unknown) =>
    new ActionError('STORE_RESTORE', `${origin} was refused: ${message}`, { cause });
  try {
    await fs.mkdir(location.localDirectory, { recursive: true, mode: 0o700 });
    await assertDirectoryChain(location.storeRoot, [path.basename(location.localDirectory)]);
  } catch (error) {
    throw refuse(`cannot stage below ${location.localDirectory}: ${(error as Error).message}`, error);
  }
  const staging = await fs.mkdtemp(path.join(location.localDirectory, 'restore-'));
  try {
    // Loaded only for an artifact (with node:zlib): a cache restore never reads a zip.
    const { ZipProblem, extractZip } = await import('./zip-reader.ts');
    try {
      await extractZip(zip, staging);
    } catch (error) {
      if (error instanceof ZipProblem) throw refuse(error.message, error);
      throw error;
    }
    await fs.mkdir(path.dirname(location.runDirectory), { recursive: true, mode: 0o700 });
    await assertDirectoryChain(location.storeRoot, location.segments);
    if (await pathExists(location.runDirectory))
      throw refuse(`${location.runDirectory} appeared while unpacking`, undefined);
    await fs.rename(staging, location.runDirectory);
  } catch (error) {
    if (isActionError(error)) throw error;
    const message = error instanceof TreeProblem ? error.message : (error as Error).message;
    throw refuse(message, error);
  } finally {
    await removeTree(staging);
  }
}
