// A run directory that is already on the runner when a job restores: an earlier step of this job
// left it (job-marker.ts says so), or an earlier job did — a self-hosted runner keeps a storage-path
// that survives between jobs, or a RUNNER_TEMP nobody emptied after a crash. An earlier job's store
// may be older than what another machine saved since; used as is, it would roll the run back (a
// completed node offered again as a reconcile request). So it is set aside, what is persisted is
// restored in its place, and the newer of the two is kept: the directory on the runner when it
// holds every record of the persisted one (chain-order.ts), else the persisted one, the old
// directory staying aside under `.local/set-aside/` for a person to look at.
import { describeError } from '../../store/index.ts';
import { ActionError, isActionError } from '../errors.ts';
import { describeRecords, orderStores, readLogHashes, type LogHashes, type StoreOrder } from './chain-order.ts';
import { describeEarlierJob, isSameJob, readJobMarker, type JobIdentity } from './job-marker.ts';
import type { StoreLocation, StoreRef } from './layout.ts';
import { liveLockHolder } from './live-holder.ts';
import type { RestoreInProgress } from './restore-journal.ts';
import { moveAside, pruneSetAside, putBack, setAsideRetentionText } from './set-aside.ts';
import { removeTree } from './tree.ts';
import { discardRestored } from './verify.ts';

/** What restore.ts brought back from the cache or an artifact (or `none`). */
export interface PersistedStore {
  source: 'cache' | 'artifact' | 'none';
  key?: string;
  unrestoredKey?: string;
  artifactName?: string;
}

export interface LeftoverOptions<T extends PersistedStore> {
  identity: JobIdentity;
  /** persist: none: the directory on the runner is the run's only store, used whenever it exists. */
  localOnly: boolean;
  /** Restores what is persisted into the (then empty) run directory; throws as restoreStore does. */
  restorePersisted: () => Promise<T>;
  /** The restore's journal: it names the set-aside directory before the move (restore-journal.ts). */
  restore: RestoreInProgress;
}

export type LeftoverOutcome<T> =
  /** The directory on the runner is used; `heldKey`: the cache entry it holds every record of. */
  { kind: 'local'; heldKey?: string; leftBy?: string } | { kind: 'persisted'; restored: T };

export async function settleLeftover<T extends PersistedStore>(
  location: StoreLocation,
  ref: StoreRef,
  options: LeftoverOptions<T>,
  warnings: string[],
): Promise<LeftoverOutcome<T>> {
  const directory = location.runDirectory;
  const marker = await readJobMarker(location, ref);
  if (isSameJob(marker, options.identity)) {
    warnings.push(
      `the run directory ${directory} already exists on this runner, from an earlier step of this job: it was used as is and nothing was restored`,
    );
    return marker.baseKey === undefined ? { kind: 'local' } : { kind: 'local', heldKey: marker.baseKey };
  }
  const leftBy = describeEarlierJob(marker);
  if (options.localOnly) {
    warnings.push(
      `the run directory ${directory} was left on this runner by ${leftBy}; persist is none, so it is the run's only store: it was used as is`,
    );
    return { kind: 'local', leftBy };
  }
  return weighAgainstPersisted(location, ref, leftBy, options, warnings);
}

/** Sets the directory aside, restores what is persisted, and keeps the newer of the two. */
async function weighAgainstPersisted<T extends PersistedStore>(
  location: StoreLocation,
  ref: StoreRef,
  leftBy: string,
  { restorePersisted, restore }: LeftoverOptions<T>,
  warnings: string[],
): Promise<LeftoverOutcome<T>> {
  const directory = location.runDirectory;
  const leftHere = `the run directory ${directory} was left on this runner by ${leftBy}`;
  const holder = await liveLockHolder(storeRefAt(location, ref));
  if (holder !== undefined) {
    warnings.push(
      `${leftHere}, and a live process (pid ${holder.pid}) still holds its process lock: it was used as is and nothing was restored (the run is not driven from here while that process holds it)`,
    );
    return { kind: 'local', leftBy };
  }
  let local: LogHashes | string;
  try {
    local = await readLogHashes(storeRefAt(location, ref));
  } catch (error) {
    local = describeError(error);
  }
  const aside = await moveAside(location, ref, restore);
  // Copies past their retention go at each set-aside too (a failure there only keeps them).
  await pruneSetAside(location).catch(() => undefined);
  let restored: T;
  let persisted: LogHashes;
  try {
    restored = await restorePersisted();
    if (restored.source === 'none') {
      await putBack(location, aside);
      warnings.push(`${leftHere}; no persisted store of the run was found to compare it with, so it was used as is`);
      return { kind: 'local', leftBy };
    }
    persisted = await readPersisted(location, ref, restored);
  } catch (error) {
    // Not compared, so not used either way: the directory goes back untouched and the job fails.
    await discardRestored(location);
    await putBack(location, aside);
    throw notCompared(
      error,
      `the run directory ${directory}, left on this runner by ${leftBy}, could not be compared with it and was not used (it stays in place)`,
    );
  }
  const origin = originOf(restored);
  const order = typeof local === 'string' ? undefined : orderStores(local, persisted);
  if (order?.kind === 'holds') {
    await removeTree(directory);
    await putBack(location, aside);
    const more = order.more === 0 ? '' : ` and ${order.more} more`;
    warnings.push(`${leftHere}; it holds every record of ${origin}${more}, so it was used as is`);
    const heldKey = restored.source === 'cache' ? restored.key : restored.unrestoredKey;
    return heldKey === undefined ? { kind: 'local', leftBy } : { kind: 'local', heldKey, leftBy };
  }
  warnings.push(
    `${leftHere}; ${whyReplaced(order, local, origin, persisted)}: ${origin} was restored in its place, and the old directory was moved to ${aside.directory} (${setAsideRetentionText}: copy it elsewhere to keep it)`,
  );
  return { kind: 'persisted', restored };
}

/** The store's root as it is found now (a relative storage-path must not depend on the cwd later). */
function storeRefAt(location: StoreLocation, ref: StoreRef): StoreRef {
  return { ...ref, storeDirectory: location.storeRoot };
}

function originOf(restored: PersistedStore): string {
  return restored.source === 'cache' ? `cache entry ${restored.key}` : `artifact ${restored.artifactName}`;
}

async function readPersisted(location: StoreLocation, ref: StoreRef, restored: PersistedStore): Promise<LogHashes> {
  try {
    return await readLogHashes(storeRefAt(location, ref));
  } catch (error) {
    throw new ActionError(
      'STORE_RESTORE',
      `the logs of ${originOf(restored)} cannot be read: ${describeError(error)}`,
      restored.key === undefined ? { cause: error } : { key: restored.key, cause: error },
    );
  }
}

function whyReplaced(
  order: StoreOrder | undefined,
  local: LogHashes | string,
  origin: string,
  persisted: LogHashes,
): string {
  if (typeof local === 'string') return `its logs cannot be read (${local})`;
  if (order?.kind === 'older')
    return `it is older than the run's newest save, ${origin} (it holds ${describeRecords(local)}; ${origin} ${describeRecords(persisted)}, its records among them)`;
  const at = order?.kind === 'diverged' ? ` (its ${order.log} log differs at record ${order.record})` : '';
  return `it and ${origin} diverged${at}, and the newest save wins`;
}

function notCompared(error: unknown, what: string): unknown {
  if (!isActionError(error)) return error;
  return new ActionError('STORE_RESTORE', `${error.message}; ${what}`, {
    ...(error.key === undefined ? {} : { key: error.key }),
    ...(error.path === undefined ? {} : { path: error.path }),
    cause: error,
  });
}
