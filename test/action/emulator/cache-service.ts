// The cache service v2 (twirp JSON, github.actions.results.api.v1.CacheService) as
// @actions/cache 6 calls it. Requests use proto field names (restore_keys, size_bytes).
// Lookups match each of [key, ...restore_keys] in order, first exactly then as a prefix,
// both without regard to case, newest finalized entry first, and only entries of the
// same version (the client hashes paths + compression method into it).
import type { CacheEntryRecord, EmulatorState } from './state.ts';
import { problems, stringField } from './http.ts';

export type CacheMode = 'write' | 'read' | 'write-only' | 'none';

export interface CacheServiceControls {
  mode(): CacheMode;
  savesDenied(): boolean;
  /** True when this CreateCacheEntry is to be answered 429 (the service's rate limit on entry creation). */
  takeRateLimit(): boolean;
  signUpload(blob: string): string;
  signDownload(blob: string): string;
}

/** The stable prefixes the client recognises in a denial (see @actions/cache CACHE_WRITE_DENIED_PREFIX). */
const writeDenied = 'cache write denied:';
const readDenied = 'cache read denied:';

const canWrite = (mode: CacheMode) => mode === 'write' || mode === 'write-only';
const canRead = (mode: CacheMode) => mode === 'write' || mode === 'read';

export async function handleCacheRpc(
  method: string,
  body: Record<string, unknown>,
  state: EmulatorState,
  controls: CacheServiceControls,
): Promise<Record<string, unknown>> {
  switch (method) {
    case 'CreateCacheEntry':
      return createEntry(body, state, controls);
    case 'FinalizeCacheEntryUpload':
      return finalizeEntry(body, state);
    case 'GetCacheEntryDownloadURL':
      return lookup(body, state, controls);
    default:
      throw problems.notFound(`CacheService has no method ${method}`);
  }
}

async function createEntry(body: Record<string, unknown>, state: EmulatorState, controls: CacheServiceControls) {
  const key = stringField(body, 'key');
  const version = stringField(body, 'version');
  if (controls.takeRateLimit()) throw problems.rateLimited(`cache entry creation is rate-limited (key ${key})`);
  // A read-only token answers ok:false with the stable prefix; the client turns that into
  // CacheWriteDeniedError, logs a warning and saveCache returns -1.
  if (controls.savesDenied() || !canWrite(controls.mode())) {
    return { ok: false, message: `${writeDenied} the token of this job may not write caches (key ${key})` };
  }
  const blob = await state.update((data) => {
    const clash = data.cacheEntries.find(
      (entry) => entry.key.toLowerCase() === key.toLowerCase() && entry.version === version,
    );
    // A reservation is refused while the key is taken, finalized or not. GitHub's service keeps a key
    // whose save was cut between reservation and finalize reserved ("Unable to reserve cache ...
    // another job may be creating this cache") until it drops the reservation: actions/cache#485
    // and #144 (v1, "up to 24 hours"), actions/cache#1612 (v2, CreateCacheEntry, "permanently
    // reserved"), actions/toolkit#658 (a run cancelled after its reservation). How long v2 keeps
    // one is not documented, so the emulator keeps it for good (evictCache aside): the stricter
    // behaviour, which real clients must survive. Such an entry is never listed.
    if (clash?.finalized) throw problems.conflict(`cache entry with key ${clash.key} and this version already exists`);
    if (clash) throw problems.conflict(`cache entry with key ${clash.key} and this version is reserved, not finalized`);
    const id = data.nextId++;
    const record: CacheEntryRecord = {
      id,
      key,
      version,
      blob: `cache/${id}.tzst`,
      sizeBytes: 0,
      createdAt: new Date().toISOString(),
      order: 0,
      finalized: false,
    };
    data.cacheEntries.push(record);
    return record.blob;
  });
  return { ok: true, signed_upload_url: controls.signUpload(blob.slice('cache/'.length)) };
}

async function finalizeEntry(body: Record<string, unknown>, state: EmulatorState) {
  const key = stringField(body, 'key');
  const version = stringField(body, 'version');
  const sizeBytes = Number(body.size_bytes ?? 0);
  const pending = await state.read((data) =>
    data.cacheEntries.find((entry) => entry.key === key && entry.version === version && !entry.finalized),
  );
  if (!pending) return { ok: false, message: `no reserved cache entry with key ${key} to finalize` };
  const content = await state.getBlob(pending.blob);
  if (!content) return { ok: false, message: `nothing was uploaded for cache key ${key}` };
  if (content.length !== sizeBytes)
    return { ok: false, message: `uploaded ${content.length} bytes for cache key ${key}, finalize says ${sizeBytes}` };
  return state.update((data) => {
    const entry = data.cacheEntries.find((candidate) => candidate.id === pending.id);
    if (!entry) throw problems.notFound(`cache entry ${pending.id} vanished`);
    entry.finalized = true;
    entry.sizeBytes = sizeBytes;
    entry.order = data.nextOrder++;
    return { ok: true, entry_id: String(entry.id) };
  });
}

async function lookup(body: Record<string, unknown>, state: EmulatorState, controls: CacheServiceControls) {
  if (!canRead(controls.mode())) throw problems.forbidden(`${readDenied} the token of this job may not read caches`);
  const key = stringField(body, 'key');
  const version = stringField(body, 'version');
  const restoreKeys = Array.isArray(body.restore_keys)
    ? body.restore_keys.filter((value): value is string => typeof value === 'string')
    : [];
  const match = await state.read((data) => findEntry(data.cacheEntries, [key, ...restoreKeys], version));
  if (!match) return { ok: false };
  return {
    ok: true,
    signed_download_url: controls.signDownload(match.blob.slice('cache/'.length)),
    matched_key: match.key,
  };
}

export function findEntry(
  entries: readonly CacheEntryRecord[],
  keys: readonly string[],
  version: string,
): CacheEntryRecord | undefined {
  const candidates = entries
    .filter((entry) => entry.finalized && entry.version === version)
    .sort((a, b) => b.order - a.order);
  for (const wanted of keys.map((key) => key.toLowerCase())) {
    const exact = candidates.find((entry) => entry.key.toLowerCase() === wanted);
    if (exact) return exact;
    const prefixed = candidates.find((entry) => entry.key.toLowerCase().startsWith(wanted));
    if (prefixed) return prefixed;
  }
  return undefined;
}
