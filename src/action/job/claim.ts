// Claiming the session this job is about to drive (DESIGN.md section 3, item 10), before it runs
// anything. Held by another workflow run: the job runs nothing and fails RUN_CLAIMED naming it —
// unless it is an earlier attempt of this same workflow run (re-runs never overlap their earlier
// attempt) or the job was told to take over. A cache that cannot hold a claim is a warning: the
// fork check at save time still reports two jobs that drove the run.
import { randomUUID } from 'node:crypto';
import { ActionError } from '../errors.ts';
import { inLogGroup, type ActionIO } from '../io.ts';
import {
  claimKeyFor,
  claimSession,
  recordClaimGivenUp,
  releaseClaim,
  type ClaimHolder,
  type ClaimResult,
  type GiveUpResult,
  type ReleaseResult,
} from '../persistence/index.ts';
import type { BeforeRunRecord } from './before-run.ts';
import type { Env, PreparedJob } from './prepare.ts';
import { stateNames } from './state-names.ts';
import { pruneTarget } from './write-ahead.ts';

/** A session claim this job holds: its entry's key and the claimId the entry names. */
export interface HeldClaim {
  key: string;
  claimId: string;
  session: number;
}

/** What the claim came to for the rest of the job. */
export interface SessionClaim {
  /** The claim held; undefined when the job holds none (and goes on). */
  held?: HeldClaim;
  /** Set when the cache refused this job's claim under two keys nobody holds: it refuses this job's writes. */
  cacheWritesRefused?: string;
}

type Claimed = Extract<ClaimResult, { kind: 'claimed' }>;
type Unavailable = Extract<ClaimResult, { kind: 'unavailable' }>;
type Held = Extract<ClaimResult, { kind: 'held' }>;

/**
 * Claims the session (or goes on without a claim, or throws RUN_CLAIMED). What the claim reached is
 * recorded before it is said, so a post step after a kill knows whether a claim is this job's.
 */
export async function claimNextSession(
  job: PreparedJob,
  session: number,
  io: ActionIO,
  warnings: string[],
  record: BeforeRunRecord,
): Promise<SessionClaim> {
  if (!job.config.persist.cache) return {};
  // The entry names this id: after a kill mid-claim, post gives back only an entry that names it.
  const claimId = randomUUID();
  const claim = await askForClaim(job, session, io, record, claimId);
  if (claim.kind === 'claimed') return { held: holdClaim(job, session, io, record, claim, claimId) };
  record.noClaim();
  if (claim.kind === 'unavailable') return goOnUnclaimed(job, session, io, warnings, claim);
  goOnPastHolder(job, session, io, warnings, claim);
  return {};
}

/** Asks the cache for the session's claim; each key is recorded before it is asked for. */
function askForClaim(
  job: PreparedJob,
  session: number,
  io: ActionIO,
  record: BeforeRunRecord,
  claimId: string,
): Promise<ClaimResult> {
  const { config } = job;
  const parts = { ...job.store, prefix: config.cachePrefix };
  record.claiming(claimKeyFor(parts, session), claimId);
  return inLogGroup(io, `claiming session ${session} of run ${config.runId}`, () =>
    claimSession({
      ...parts,
      session,
      holder: { githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName, claimId },
      onKey: (key) => record.claiming(key, claimId),
    }),
  );
}

/** The claim is this job's: said, with the session's earlier keys that hold nobody. */
function holdClaim(
  job: PreparedJob,
  session: number,
  io: ActionIO,
  record: BeforeRunRecord,
  claim: Claimed,
  claimId: string,
): HeldClaim {
  record.claimed(claim.key, claimId);
  for (const passed of claim.passed ?? []) {
    const why =
      passed.why === 'given-up'
        ? `${claimHolderText(passed.holder)}, which ran nothing and gave the claim up (cache entry ${passed.givenUpKey})`
        : 'nobody: the cache refused it and lists no entry (a save cut short, by a job stopped while it claimed, left the key reserved)';
    io.info(`claim entry ${passed.key} of session ${session} is held by ${why}: this job claims the next key`);
  }
  io.info(`claimed session ${session} of run ${job.config.runId} (cache entry ${claim.key})`);
  return { key: claim.key, claimId, session };
}

/** The cache could not hold a claim: the job goes on, and says that nothing keeps another job off the session. */
function goOnUnclaimed(
  job: PreparedJob,
  session: number,
  io: ActionIO,
  warnings: string[],
  claim: Unavailable,
): SessionClaim {
  const line = `session ${session} of run ${job.config.runId} could not be claimed (${claim.message}): nothing keeps another job from driving it at the same time; the check at save time still reports it`;
  io.warning(line);
  warnings.push(line);
  if (claim.writesRefused !== true) return {};
  const refused = "the cache refused this job's session claim under two keys it lists for nobody";
  // The post step saves with what main learned, too.
  io.saveState(stateNames.cacheWritesRefused, refused);
  return { cacheWritesRefused: refused };
}

/** Held by another job: an earlier attempt of this workflow run or takeover go on; else RUN_CLAIMED. */
function goOnPastHolder(job: PreparedJob, session: number, io: ActionIO, warnings: string[], claim: Held): void {
  const { config } = job;
  const { holder } = claim;
  const who = claimHolderText(holder);
  if (
    holder !== undefined &&
    holder.githubRunId === job.githubRunId &&
    holder.githubRunAttempt !== job.githubRunAttempt
  ) {
    io.info(
      `session ${session} was claimed by an earlier attempt of this workflow run (${who}), which has ended: going on`,
    );
    return;
  }
  if (config.takeover) {
    const line = `takeover: session ${session} of run ${config.runId} is claimed by ${who}; going on because takeover is set`;
    io.warning(line);
    warnings.push(line);
    return;
  }
  throw new ActionError(
    'RUN_CLAIMED',
    `session ${session} of run ${config.runId} is claimed by ${who}: one job drives one session, so this job ran nothing. If that job is gone for good, run again with takeover: true (or delete the cache entry ${claim.key})`,
    { key: claim.key },
  );
}

/** Who holds a claim, in words. */
export function claimHolderText(holder: ClaimHolder | undefined): string {
  return holder === undefined
    ? 'another job (its claim entry could not be read)'
    : `workflow run ${holder.githubRunId} attempt ${holder.githubRunAttempt} (${jobOf(holder.job)}, since ${holder.claimedAt})`;
}

/** `job build`, or `an unnamed job` for a claim made without GITHUB_JOB (older versions wrote `unknown job`). */
function jobOf(name: string): string {
  return name === '' || name === 'unknown job' ? 'an unnamed job' : `job ${name}`;
}

/** Deletes the claim entry `key` where the token may delete caches; else says why it stays. */
export async function giveClaimBack(job: PreparedJob, env: Env, key: string): Promise<ReleaseResult> {
  const target = pruneTarget(job, env);
  return target === undefined
    ? { kind: 'kept', message: 'no token or API URL to delete it with' }
    : await releaseClaim(target, key);
}

/**
 * Saves the entry that says this job gave its claim up (claim-given-up.ts): for a claim it ran nothing
 * under and could not delete, so a job of another workflow run that finds the claim goes on.
 */
export function recordGivenUp(job: PreparedJob, session: number, claimId: string): Promise<GiveUpResult> {
  return recordClaimGivenUp({
    ...job.store,
    prefix: job.config.cachePrefix,
    session,
    givenUp: { claimId, githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName },
  });
}

export type UnusedClaimResult = { kind: 'released' } | { kind: 'kept'; message: string; givenUpKey?: string };

/**
 * A claim of a job that then ran nothing is given back (where the token may delete caches); else the
 * job records that it gave the claim up, and says so.
 */
export async function releaseUnusedClaim(
  job: PreparedJob,
  env: Env,
  io: ActionIO,
  claim: HeldClaim,
  warnings: string[],
): Promise<UnusedClaimResult> {
  const { key } = claim;
  const result = await giveClaimBack(job, env, key);
  if (result.kind === 'released') {
    io.info(`this job ran nothing: gave its session claim back (deleted cache entry ${key})`);
    return result;
  }
  const givenUp = await recordGivenUp(job, claim.session, claim.claimId);
  const cannot = `this job ran nothing, but its session claim (cache entry ${key}) could not be given back: ${result.message}`;
  const line =
    givenUp.kind === 'recorded'
      ? `${cannot}. This job recorded that it gave the claim up (cache entry ${givenUp.key}): a job of another workflow run that finds the claim goes on without takeover`
      : `${cannot}, and recording that it gave the claim up failed (${givenUp.message}). Until the claim is deleted, a job of another workflow run is refused RUN_CLAIMED; run it with takeover: true, or delete that cache entry`;
  io.warning(line);
  warnings.push(line);
  return givenUp.kind === 'recorded' ? { ...result, givenUpKey: givenUp.key } : result;
}
