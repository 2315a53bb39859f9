// Write-ahead saves: the run directory to the cache while the run goes on, under immutable keys
// `<cache key of this job attempt>.w<seq>` (one more per save, so the newest finalized entry is
// what a restore by the run's prefix yields). The client reports a refused or failed save only
// as -1 (a read-only token, a rate limit, a reservation clash all look alike), so a failed save
// is retried with backoff under the next key before it counts as failed.
import { cacheAccess, describeMode, saveCacheEntry } from './cache-client.ts';
import { cacheKeyFor, cacheRestorePrefix, type JobKeyParts } from './keys.ts';
import { locateStore, type StoreLocation, type StoreRef } from './layout.ts';
import { pruneOlderEntries, type PruneTarget } from './prune.ts';
import { TreeProblem, inspectRunTree } from './tree.ts';

export type WriteAheadSave = { kind: 'saved'; key: string } | { kind: 'failed'; message: string };

export interface WriteAheadSaverOptions extends StoreRef, Omit<JobKeyParts, 'namespace' | 'runId'> {
  /** Tries per save (each under a new key); default 3. */
  tries?: number;
  /** First backoff between tries; doubled each time. Default 1 s. */
  backoffMs?: number;
  /** Where older entries of the run are deleted after a save (undefined: never). */
  prune?: PruneTarget;
  /** One line per thing worth a log line (a prune that was refused, a retry). */
  log?: (message: string) => void;
  /** Why the store must not be saved now (it lost records it was restored with, chains.ts), or undefined. */
  guard?: () => Promise<string | undefined>;
}

export class WriteAheadSaver {
  readonly #options: WriteAheadSaverOptions;
  readonly #location: StoreLocation;
  readonly #key: string;
  readonly #restorePrefix: string;
  #seq = 0;
  #pruning: Promise<void> = Promise.resolve();
  #pruneOff = false;

  constructor(options: WriteAheadSaverOptions) {
    this.#options = options;
    this.#location = locateStore(options);
    this.#key = cacheKeyFor(options);
    this.#restorePrefix = cacheRestorePrefix(options);
  }

  /** The newest key this saver saved under (undefined: none yet). */
  lastKey: string | undefined;

  async save(options: { tries?: number } = {}): Promise<WriteAheadSave> {
    const access = await cacheAccess();
    if (!access.available)
      return { kind: 'failed', message: 'the Actions cache service is not configured (ACTIONS_RESULTS_URL unset)' };
    if (!access.canWrite) return { kind: 'failed', message: `${describeMode(access)} does not permit cache writes` };
    try {
      await inspectRunTree(this.#location.runDirectory);
    } catch (error) {
      return { kind: 'failed', message: error instanceof TreeProblem ? error.message : (error as Error).message };
    }
    const refused = await this.#options.guard?.();
    if (refused !== undefined) return { kind: 'failed', message: `the store was not saved: ${refused}` };
    const tries = options.tries ?? this.#options.tries ?? 3;
    let wait = this.#options.backoffMs ?? 1000;
    let last = '';
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      this.#seq += 1;
      const key = `${this.#key}.w${this.#seq}`;
      let id: number;
      try {
        id = await saveCacheEntry(this.#location.cachePath, key);
      } catch (error) {
        id = -1;
        last = (error as Error).message;
      }
      if (id !== -1) {
        this.lastKey = key;
        this.#prune(key);
        return { kind: 'saved', key };
      }
      last = `the cache did not take ${key} (denied, rate-limited or reserved elsewhere; see the cache client's message above)`;
      if (attempt < tries) {
        this.#options.log?.(`write-ahead: ${last}; trying again in ${wait} ms`);
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait *= 2;
      }
    }
    return { kind: 'failed', message: `${last} after ${tries} tries` };
  }

  /** Older entries of the run go once a newer one is finalized; in the background, never blocking a node. */
  #prune(keep: string): void {
    const target = this.#options.prune;
    if (target === undefined || this.#pruneOff) return;
    this.#pruning = this.#pruning.then(async () => {
      if (this.#pruneOff || this.lastKey !== keep) return; // a newer save prunes instead
      try {
        const result = await pruneOlderEntries(target, this.#restorePrefix, keep);
        if (result.kind === 'forbidden') {
          this.#pruneOff = true;
          this.#options.log?.(
            `older cache entries of the run are kept (the token may not delete caches: ${result.message}; give the job actions: write to prune them)`,
          );
        }
      } catch (error) {
        this.#options.log?.(`pruning older cache entries failed: ${(error as Error).message}`);
      }
    });
  }

  /** Waits for background pruning (before the job's own final save). */
  settled(): Promise<void> {
    return this.#pruning;
  }
}
