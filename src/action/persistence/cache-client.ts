// The Actions cache as the store uses it, through the unmodified @actions/cache client.
// The client swallows most failures (it logs them and returns undefined or -1), so this
// module reports what it can tell apart — service missing, ACTIONS_CACHE_MODE, a lookup
// that found nothing, a save that returned -1 — and the callers turn those into warnings.
// The client (with the Azure SDK under it) is loaded on first use, not with the Action: a job
// that never reaches the cache service never pays for it.
type CacheClient = typeof import('@actions/cache');
let loaded: Promise<CacheClient> | undefined;
const client = (): Promise<CacheClient> => (loaded ??= import('@actions/cache'));

export type CacheMode = 'write' | 'read' | 'write-only' | 'none' | 'unset';

export interface CacheAccess {
  mode: CacheMode;
  available: boolean;
  canRead: boolean;
  canWrite: boolean;
}

/**
 * Mirrors the client's reading of ACTIONS_CACHE_MODE: unset or unknown values permit everything.
 * Availability is the client's answer; without either service URL it can only be no, so the
 * client is not loaded to say so.
 */
export async function cacheAccess(env: NodeJS.ProcessEnv = process.env): Promise<CacheAccess> {
  const raw = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
  const mode: CacheMode = raw === 'write' || raw === 'read' || raw === 'write-only' || raw === 'none' ? raw : 'unset';
  const configured = Boolean(env.ACTIONS_RESULTS_URL) || Boolean(env.ACTIONS_CACHE_URL);
  return {
    mode,
    available: configured && (await client()).isFeatureAvailable(),
    canRead: mode === 'unset' || mode === 'read' || mode === 'write',
    canWrite: mode === 'unset' || mode === 'write' || mode === 'write-only',
  };
}

export function describeMode(access: CacheAccess): string {
  return access.mode === 'unset' ? 'ACTIONS_CACHE_MODE (unset)' : `ACTIONS_CACHE_MODE=${access.mode}`;
}

/** The key the service would restore for [key, ...restoreKeys], without downloading. */
export async function lookupCacheKey(
  cachePath: string,
  key: string,
  restoreKeys: string[],
): Promise<string | undefined> {
  return (await client()).restoreCache([cachePath], key, restoreKeys, { lookupOnly: true });
}

/** Downloads and extracts (tar, relative to GITHUB_WORKSPACE) the entry `key` selects. */
export async function restoreCacheEntry(
  cachePath: string,
  key: string,
  restoreKeys: string[],
): Promise<string | undefined> {
  return (await client()).restoreCache([cachePath], key, restoreKeys);
}

/** The cache ID, or -1 when the client gave up (denied, reserved elsewhere, upload failed). */
export async function saveCacheEntry(cachePath: string, key: string): Promise<number> {
  return (await client()).saveCache([cachePath], key);
}
