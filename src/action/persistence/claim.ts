// One job drives one session: before it runs anything, a job reserves the cache key of the next
// session of the run (first writer wins: creating an existing key and version is refused). The
// client reports a refused reservation only as -1, like any failed save, so the key is looked up
// afterwards: found means another job holds the claim (its entry names that job's workflow run);
// not found means the cache could not be used for a claim at all.
//   claim key  <prefix>/<namespace>/<run-id>@claim/<session>
// `@` is in neither run IDs nor cache prefixes, so no restore prefix of any run matches a claim.
// The entry holds only claim.json (who claimed, when). Caches are scoped by branch: a claim is seen by jobs of the same branch (and of branches that
// can read the default branch's caches, for a claim made there). A claim held by a job that was
// stopped while it claimed, and whose post step recorded that it gave the claim up, holds nobody
// (claim-given-up.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { cacheAccess, describeMode, lookupCacheKey, restoreCacheEntry, saveCacheEntry } from './cache-client.ts';
import { claimPath, freshClaimDirectory, removeClaimDirectories } from './claim-directory.ts';
import { claimWasGivenUp } from './claim-given-up.ts';
import { assertRunKeyParts, type RunKeyParts } from './keys.ts';
import type { StoreRef } from './layout.ts';

const holderSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    githubRunId: z.string(),
    githubRunAttempt: z.string(),
    job: z.string(),
    claimedAt: z.string(),
    /** Tells this claim from another job's of the same key (written since entries could be given back by post). */
    claimId: z.string().optional(),
  }),
);
export type ClaimHolder = z.infer<ReturnType<typeof holderSchema>>;

export type ClaimResult =
  | { kind: 'claimed'; key: string }
  | { kind: 'held'; key: string; holder: ClaimHolder | undefined }
  /** Held by a job that was stopped while it claimed and gave the claim up (`givenUpKey` says so). */
  | { kind: 'given-up'; key: string; holder: ClaimHolder; givenUpKey: string }
  | { kind: 'unavailable'; key: string; message: string };

export interface ClaimOptions extends StoreRef, RunKeyParts {
  session: number;
  holder: Omit<ClaimHolder, 'schemaVersion' | 'claimedAt'>;
}

export function claimKeyFor(parts: RunKeyParts, session: number): string {
  assertRunKeyParts(parts);
  return `${parts.prefix}/${parts.namespace}/${parts.runId}@claim/${session}`;
}

const claimLookupDelaysMs = [0, 250, 500, 1000, 2000];

export async function claimSession(options: ClaimOptions): Promise<ClaimResult> {
  const key = claimKeyFor(options, options.session);
  const access = await cacheAccess();
  if (!access.available) return { kind: 'unavailable', key, message: 'the Actions cache service is not configured' };
  if (!access.canWrite || !access.canRead)
    return {
      kind: 'unavailable',
      key,
      message: `${describeMode(access)} does not permit a claim (a write and a read)`,
    };
  const directory = claimPath(options);
  await freshClaimDirectory(directory);
  const holder: ClaimHolder = { schemaVersion: 1, ...options.holder, claimedAt: new Date().toISOString() };
  await fs.writeFile(path.join(directory, 'claim.json'), `${JSON.stringify(holder)}\n`);
  try {
    const id = await saveCacheEntry(directory, key).catch(() => -1);
    if (id !== -1) return { kind: 'claimed', key };
    // Refused, or failed: only a lookup tells which. An entry is listed only once its upload is
    // finalized, and a job that won the same reservation a moment ago may still be uploading it,
    // so a miss is looked up again (bounded, ~4 s) before the cache is called unavailable.
    for (const delayMs of claimLookupDelaysMs) {
      if (delayMs > 0) await sleep(delayMs);
      if ((await lookupCacheKey(directory, key, []).catch(() => undefined)) === key)
        return await heldOrGivenUp(options, key, await readHolder(directory, key));
    }
    // GitHub's cache also refuses a key reserved by a save that was cut short (a job stopped while
    // it claimed), and lists no entry for it until it drops the reservation.
    return {
      kind: 'unavailable',
      key,
      message:
        'the claim entry could not be created and none is listed; see the cache client above: a refused reservation means another job is still creating it, or one stopped while it claimed this session left the key reserved',
    };
  } finally {
    await removeClaimDirectories();
  }
}

async function heldOrGivenUp(
  options: ClaimOptions,
  key: string,
  holder: ClaimHolder | undefined,
): Promise<ClaimResult> {
  const givenUpKey = holder === undefined ? undefined : await claimWasGivenUp(options, options.session, holder.claimId);
  return holder !== undefined && givenUpKey !== undefined
    ? { kind: 'given-up', key, holder, givenUpKey }
    : { kind: 'held', key, holder };
}

export type FoundClaim =
  { kind: 'found'; holder: ClaimHolder | undefined } | { kind: 'not-found' } | { kind: 'unknown'; message: string };

/**
 * The entry `key` and who it names, for a job that asked for a claim and never heard the answer
 * (its main step was killed meanwhile): only an entry naming its own claimId is its to give back.
 */
export async function findClaim(ref: StoreRef, key: string): Promise<FoundClaim> {
  const access = await cacheAccess();
  if (!access.available) return { kind: 'unknown', message: 'the Actions cache service is not configured' };
  if (!access.canRead) return { kind: 'unknown', message: `${describeMode(access)} does not permit a read` };
  const directory = claimPath(ref);
  try {
    if ((await lookupCacheKey(directory, key, []).catch(() => undefined)) !== key) return { kind: 'not-found' };
    return { kind: 'found', holder: await readHolder(directory, key) };
  } finally {
    await removeClaimDirectories();
  }
}

/** Who holds the claim: the entry's claim.json (undefined when it cannot be read). */
async function readHolder(directory: string, key: string): Promise<ClaimHolder | undefined> {
  await freshClaimDirectory(directory);
  if ((await restoreCacheEntry(directory, key, []).catch(() => undefined)) !== key) return undefined;
  const text = await fs.readFile(path.join(directory, 'claim.json'), 'utf8').catch(() => '');
  try {
    const parsed = holderSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
