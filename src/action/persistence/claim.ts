// One job drives one session: before it runs anything, a job reserves the cache key of the next
// session of the run (first writer wins: creating an existing key and version is refused). The
// client reports a refused reservation only as -1, like any failed save, so the key is looked up
// afterwards: found means another job holds the claim (its entry names that job's workflow run);
// not found means the key is reserved for nobody (a save cut short) or the cache refuses writes.
//   claim key  <prefix>/<namespace>/<run-id>@claim/<session>   then  ...@claim/<session>.2, .3, ...
// A key that holds nobody — a claim its job gave up (claim-given-up.ts), or a key a save cut short
// left reserved (GitHub's cache keeps it so, and no client can delete it) — is passed for the next:
// every job walks the same keys in the same order, so the exclusion holds again on the next key.
// `@` is in neither run IDs nor cache prefixes, so no restore prefix of any run matches a claim.
// The entry holds only claim.json (who claimed, when). Caches are scoped by branch: a claim is seen by jobs of the same branch (and of branches that
// can read the default branch's caches, for a claim made there).
import { setTimeout as sleep } from 'node:timers/promises';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { cacheAccess, describeMode, lookupCacheKey, restoreCacheEntry, saveCacheEntry } from './cache-client.ts';
import { claimPath, freshClaimDirectory, removeClaimDirectories } from './claim-directory.ts';
import { claimWasGivenUp, recordClaimGivenUp } from './claim-given-up.ts';
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

/** A claim key this job went past to the next one of the session. */
export type PassedClaimKey =
  /** Held by a job that was stopped while it claimed and gave the claim up (`givenUpKey` says so). */
  | { key: string; why: 'given-up'; holder: ClaimHolder; givenUpKey: string }
  /** Refused and never listed: a save cut short (a job stopped while it claimed) left it reserved. */
  | { key: string; why: 'reserved' };

export type ClaimResult =
  /** `passed`: the session's earlier claim keys, which hold nobody (absent when the first key was free). */
  | { kind: 'claimed'; key: string; passed?: PassedClaimKey[] }
  | { kind: 'held'; key: string; holder: ClaimHolder | undefined }
  /** `writesRefused`: the cache refused this job two claim entries under keys it lists for nobody. */
  | { kind: 'unavailable'; key: string; message: string; writesRefused?: boolean };

export interface ClaimOptions extends StoreRef, RunKeyParts {
  session: number;
  holder: Omit<ClaimHolder, 'schemaVersion' | 'claimedAt'>;
  /** Told each key just before it is asked for (a job records it: its post step looks for that entry). */
  onKey?: (key: string) => void;
}

/**
 * The claim key of `session`; `slot` 2, 3, ... are the keys the session moves on to once a key holds
 * nobody (given up, or reserved by a save cut short): `...@claim/<session>.<slot>`.
 */
export function claimKeyFor(parts: RunKeyParts, session: number, slot = 1): string {
  assertRunKeyParts(parts);
  const key = `${parts.prefix}/${parts.namespace}/${parts.runId}@claim/${session}`;
  return slot === 1 ? key : `${key}.${slot}`;
}

const claimLookupDelaysMs = [0, 250, 500, 1000, 2000];
/** Every job walks the same keys in the same order, so two jobs past a key that holds nobody race for the next. */
const maxClaimSlots = 20;
/** Refused twice under keys nobody holds: the cache refuses this job's writes (two keys left reserved is far likelier so). */
const maxRefusedClaims = 2;

type KeyAnswer =
  | { kind: 'claimed' }
  | { kind: 'held'; holder: ClaimHolder | undefined }
  | { kind: 'given-up'; holder: ClaimHolder; givenUpKey: string }
  | { kind: 'reserved' };

export async function claimSession(options: ClaimOptions): Promise<ClaimResult> {
  const first = claimKeyFor(options, options.session);
  const access = await cacheAccess();
  if (!access.available)
    return { kind: 'unavailable', key: first, message: 'the Actions cache service is not configured' };
  if (!access.canWrite || !access.canRead)
    return {
      kind: 'unavailable',
      key: first,
      message: `${describeMode(access)} does not permit a claim (a write and a read)`,
    };
  const directory = claimPath(options);
  const holder: ClaimHolder = { schemaVersion: 1, ...options.holder, claimedAt: new Date().toISOString() };
  try {
    return await walkClaimKeys(options, directory, holder);
  } finally {
    await removeClaimDirectories();
  }
}

/** Asks for the session's claim keys in order until one is this job's, or held by a job that may drive it. */
async function walkClaimKeys(options: ClaimOptions, directory: string, holder: ClaimHolder): Promise<ClaimResult> {
  const passed: PassedClaimKey[] = [];
  for (let slot = 1; slot <= maxClaimSlots; slot += 1) {
    const key = claimKeyFor(options, options.session, slot);
    options.onKey?.(key);
    const answer = await claimKey(options, directory, key, holder);
    if (answer.kind === 'claimed') return await claimedPast(options, directory, key, passed);
    if (answer.kind === 'held') return { kind: 'held', key, holder: answer.holder };
    passed.push(
      answer.kind === 'given-up'
        ? { key, why: 'given-up', holder: answer.holder, givenUpKey: answer.givenUpKey }
        : { key, why: 'reserved' },
    );
    const refused = passed.filter((entry) => entry.why === 'reserved').map((entry) => entry.key);
    if (refused.length >= maxRefusedClaims) return refusedTwice(firstKey(passed), refused);
  }
  return {
    kind: 'unavailable',
    key: firstKey(passed),
    message: `all ${maxClaimSlots} claim keys of the session were given up by jobs that ran nothing, or left reserved`,
  };
}

const firstKey = (passed: PassedClaimKey[]): string => passed[0]?.key ?? '';

/**
 * `key` is this job's. A key it went past as reserved may have been a claim another job was still
 * uploading after the lookups gave up: listed now, that job holds the session (the first key wins),
 * and this job gives its own claim up (it runs nothing) so that jobs after it are not refused by it.
 */
async function claimedPast(
  options: ClaimOptions,
  directory: string,
  key: string,
  passed: PassedClaimKey[],
): Promise<ClaimResult> {
  for (const earlier of passed) {
    if (earlier.why !== 'reserved') continue;
    if ((await lookupCacheKey(directory, earlier.key, []).catch(() => undefined)) !== earlier.key) continue;
    const answer = await heldOrGivenUp(options, await readHolder(directory, earlier.key));
    if (answer.kind !== 'held') continue;
    const { claimId, githubRunId, githubRunAttempt, job } = options.holder;
    if (claimId !== undefined)
      await recordClaimGivenUp({ ...options, givenUp: { claimId, githubRunId, githubRunAttempt, job } });
    return { kind: 'held', key: earlier.key, holder: answer.holder };
  }
  return { kind: 'claimed', key, ...(passed.length === 0 ? {} : { passed }) };
}

function refusedTwice(key: string, refused: string[]): ClaimResult {
  return {
    kind: 'unavailable',
    key,
    writesRefused: true,
    message: `the cache took no claim entry under ${refused.join(' nor under ')} and lists none: it refuses this job's writes (see the cache client's messages above; a token without a writable scope is refused every save), unless saves cut short left both keys reserved`,
  };
}

/** One claim key: this job's now, held (by whom), given up by its holder, or reserved for nobody. */
async function claimKey(
  options: ClaimOptions,
  directory: string,
  key: string,
  holder: ClaimHolder,
): Promise<KeyAnswer> {
  await freshClaimDirectory(directory);
  await fs.writeFile(path.join(directory, 'claim.json'), `${JSON.stringify(holder)}\n`);
  const id = await saveCacheEntry(directory, key).catch(() => -1);
  if (id !== -1) return { kind: 'claimed' };
  // Refused, or failed: only a lookup tells which. An entry is listed only once its upload is
  // finalized, and a job that won the same reservation a moment ago may still be uploading it,
  // so a miss is looked up again (bounded, ~4 s) before the key is taken for reserved.
  for (const delayMs of claimLookupDelaysMs) {
    if (delayMs > 0) await sleep(delayMs);
    if ((await lookupCacheKey(directory, key, []).catch(() => undefined)) === key)
      return heldOrGivenUp(options, await readHolder(directory, key));
  }
  // GitHub's cache also refuses a key reserved by a save that was cut short (a job stopped while
  // it claimed), and lists no entry for it until it drops the reservation (a denied write looks the same).
  return { kind: 'reserved' };
}

async function heldOrGivenUp(options: ClaimOptions, holder: ClaimHolder | undefined): Promise<KeyAnswer> {
  const givenUpKey = holder === undefined ? undefined : await claimWasGivenUp(options, options.session, holder.claimId);
  return holder !== undefined && givenUpKey !== undefined
    ? { kind: 'given-up', holder, givenUpKey }
    : { kind: 'held', holder };
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
