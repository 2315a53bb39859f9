// A claim given up: when a job was stopped while it claimed its session, its post step cannot tell
// whether the claim will still land (a finalize the service had not finished) or its key stays
// reserved without an entry (a save cut between reservation and finalize: GitHub's cache keeps
// such a key reserved until it drops it, and no client can delete it). The post step then saves a
// second, small entry that says the job gave that claim up, under a key naming the claim's
// claimId:
//   <prefix>/<namespace>/<run-id>@claim-given-up/<session>/<claimId>
// A job that later finds that claim held looks this key up: found, the holder ran nothing and
// never will, so the job claims the session under its next claim key (claim.ts), where the
// exclusion holds again. Only the job that made the claim knows its claimId before the claim lands.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { claimPath, freshClaimDirectory, removeClaimDirectories } from './claim-directory.ts';
import { cacheAccess, describeMode, lookupCacheKey, saveCacheEntry } from './cache-client.ts';
import { assertRunKeyParts, type RunKeyParts } from './keys.ts';
import type { StoreRef } from './layout.ts';

/** claimIds this code writes are UUIDs; one read from a claim entry is checked before it goes in a key. */
const claimIdSchema = lazySchema(() => z.string().regex(/^[A-Za-z0-9-]{1,64}$/));

const givenUpSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    claimId: z.string(),
    githubRunId: z.string(),
    githubRunAttempt: z.string(),
    job: z.string(),
    givenUpAt: z.string(),
  }),
);
export type ClaimGivenUp = z.infer<ReturnType<typeof givenUpSchema>>;

export interface GiveUpClaimOptions extends StoreRef, RunKeyParts {
  session: number;
  givenUp: Omit<ClaimGivenUp, 'schemaVersion' | 'givenUpAt'>;
}

export type GiveUpResult = { kind: 'recorded'; key: string } | { kind: 'unrecorded'; key: string; message: string };

/** The key that says the claim `claimId` of `session` was given up; undefined for a claimId no key can hold. */
export function claimGivenUpKeyFor(parts: RunKeyParts, session: number, claimId: string): string | undefined {
  assertRunKeyParts(parts);
  if (!claimIdSchema().safeParse(claimId).success) return undefined;
  return `${parts.prefix}/${parts.namespace}/${parts.runId}@claim-given-up/${session}/${claimId}`;
}

/** Saves the entry that says this job gave its claim up (a job stopped while it claimed). */
export async function recordClaimGivenUp(options: GiveUpClaimOptions): Promise<GiveUpResult> {
  const key = claimGivenUpKeyFor(options, options.session, options.givenUp.claimId);
  if (key === undefined) return { kind: 'unrecorded', key: '', message: 'the claim has no usable claimId' };
  const access = await cacheAccess();
  if (!access.available) return { kind: 'unrecorded', key, message: 'the Actions cache service is not configured' };
  if (!access.canWrite) return { kind: 'unrecorded', key, message: `${describeMode(access)} does not permit a write` };
  const directory = claimPath(options);
  const record: ClaimGivenUp = givenUpSchema().parse({
    schemaVersion: 1,
    ...options.givenUp,
    givenUpAt: new Date().toISOString(),
  });
  try {
    await freshClaimDirectory(directory);
    await fs.writeFile(path.join(directory, 'given-up.json'), `${JSON.stringify(record)}\n`);
    const id = await saveCacheEntry(directory, key).catch(() => -1);
    // Refused: the same job's post step recorded it already (a re-run post of the same attempt).
    if (id !== -1 || (await lookupCacheKey(directory, key, []).catch(() => undefined)) === key)
      return { kind: 'recorded', key };
    return { kind: 'unrecorded', key, message: 'the cache did not take the entry (see the cache client above)' };
  } finally {
    await removeClaimDirectories();
  }
}

/** The entry saying the claim `claimId` was given up, or undefined (none, or it could not be looked up). */
export async function claimWasGivenUp(
  ref: StoreRef & RunKeyParts,
  session: number,
  claimId: string | undefined,
): Promise<string | undefined> {
  const key = claimId === undefined ? undefined : claimGivenUpKeyFor(ref, session, claimId);
  if (key === undefined) return undefined;
  try {
    return (await lookupCacheKey(claimPath(ref), key, []).catch(() => undefined)) === key ? key : undefined;
  } finally {
    await removeClaimDirectories();
  }
}
