// The post step of a job whose main step was stopped after its restore and before its run started
// (cancelled while it claimed its session, or between the claim and the start, and killed 10 s on):
// main wrote no summary, ran nothing, and left nothing to save. A session claim it made would refuse
// every job of another workflow run RUN_CLAIMED until takeover or eviction, so it goes back here
// as main gives back a claim it did not use (claim.ts): a claim main heard it made, or, when the kill
// came mid-claim, an entry that names main's claimId — never another job's, and never once the runner
// was called (before-run.ts then holds nothing, and the existing rules apply). A claim not found
// when main was killed mid-claim may still land, or leave its key reserved; one the token may not
// delete (no `actions: write`) stays: post records that the job gave it up (claim-given-up.ts), so a
// job that finds it later goes on.
import { findClaim, type ClaimHolder } from '../persistence/index.ts';
import { readBeforeRun, type BeforeRun } from './before-run.ts';
import { claimHolderText, giveClaimBack, recordGivenUp } from './claim.ts';
import type { PostDeps, PostOutcome } from './post-job.ts';
import { writeStoppedNotice } from './post-notice.ts';
import { prepareJob, type PreparedJob } from './prepare.ts';

type ClaimOutcome =
  | { kind: 'none' }
  | { kind: 'given-back'; key: string }
  /** `givenUpKey`: post recorded that this job gave the claim up, so it refuses no one. */
  | { kind: 'kept'; key: string; message: string; givenUpKey?: string }
  /** Not listed while main's claim may still land: `givenUp` says whether post recorded giving it up. */
  | {
      kind: 'in-flight';
      key: string;
      givenUp: { kind: 'recorded'; key: string } | { kind: 'unrecorded'; message: string };
    }
  | { kind: 'other'; key: string; who: string }
  | { kind: 'unknown'; key: string; message: string }
  /** What main recorded could not be read. */
  | { kind: 'unrecorded' };

export async function summariseStoppedBeforeRun(deps: PostDeps): Promise<PostOutcome> {
  const { io } = deps;
  const job = prepareJob(deps.env, deps.cwd, io);
  const recorded = readBeforeRun(io);
  const outcome = await settleClaim(job, deps, recorded);
  if (outcome.kind === 'given-back' && recorded?.claim.state !== 'given-back')
    io.info(`the main step ran nothing: gave its session claim back (deleted cache entry ${outcome.key})`);
  const runId = job.config.runId;
  const lines = stoppedBeforeRunLines(runId, recorded, outcome);
  return writeStoppedNotice(io, runId, `stopped before the run ${startedOrResumed(recorded)}`, lines);
}

/** Gives back the claim that is this job's (where the token allows); says what became of it. */
async function settleClaim(job: PreparedJob, deps: PostDeps, recorded: BeforeRun | undefined): Promise<ClaimOutcome> {
  if (recorded === undefined) return { kind: 'unrecorded' };
  const { claim, session } = recorded;
  switch (claim.state) {
    case 'none':
      return { kind: 'none' };
    case 'given-back':
      return { kind: 'given-back', key: claim.key };
    case 'kept': {
      const kept = { kind: 'kept', key: claim.key, message: claim.message } as const;
      if (claim.givenUpKey !== undefined) return { ...kept, givenUpKey: claim.givenUpKey };
      // Main could not record giving it up (or was killed before it tried): one more try.
      return claim.claimId === undefined ? kept : giveUpKept(job, session, kept, claim.claimId);
    }
    case 'claimed':
      return giveBack(job, deps, session, claim.key, claim.claimId);
    case 'claiming': {
      const found = await findClaim(job.store, claim.key);
      if (found.kind === 'unknown') return { ...found, key: claim.key };
      if (found.kind === 'found') return giveBackIfOwn(job, deps, session, claim.key, claim.claimId, found.holder);
      return giveUpInFlight(job, deps, session, claim.key, claim.claimId);
    }
  }
}

/** Only an entry naming main's claimId is this job's to give back. */
async function giveBackIfOwn(
  job: PreparedJob,
  deps: PostDeps,
  session: number,
  key: string,
  claimId: string,
  holder: ClaimHolder | undefined,
  givenUpKey?: string,
): Promise<ClaimOutcome> {
  return holder?.claimId === claimId
    ? giveBack(job, deps, session, key, claimId, givenUpKey)
    : { kind: 'other', key, who: claimHolderText(holder) };
}

/**
 * Main's claim is not listed, yet its finalize may still land, or its reservation stay without an
 * entry (GitHub's cache keeps a save cut short reserved): post cannot tell those from a claim never
 * made, so it records that this job gave the claim up, then looks once more (landed meanwhile: given back).
 */
async function giveUpInFlight(
  job: PreparedJob,
  deps: PostDeps,
  session: number,
  key: string,
  claimId: string,
): Promise<ClaimOutcome> {
  const givenUp = await recordGivenUp(job, session, claimId);
  const found = await findClaim(job.store, key);
  if (found.kind === 'found')
    return giveBackIfOwn(
      job,
      deps,
      session,
      key,
      claimId,
      found.holder,
      givenUp.kind === 'recorded' ? givenUp.key : '',
    );
  return {
    kind: 'in-flight',
    key,
    givenUp: givenUp.kind === 'recorded' ? givenUp : { kind: 'unrecorded', message: givenUp.message },
  };
}

/**
 * Deletes the claim; where it cannot, records that this job gave it up (unless `givenUpKey` says it
 * did already: '' when it tried and failed), so the next job of another workflow run goes on.
 */
async function giveBack(
  job: PreparedJob,
  deps: PostDeps,
  session: number,
  key: string,
  claimId: string | undefined,
  givenUpKey?: string,
): Promise<ClaimOutcome> {
  const result = await giveClaimBack(job, deps.env, key);
  if (result.kind === 'released') return { kind: 'given-back', key };
  const kept = { kind: 'kept', key, message: result.message } as const;
  if (givenUpKey !== undefined) return givenUpKey === '' ? kept : { ...kept, givenUpKey };
  return claimId === undefined ? kept : giveUpKept(job, session, kept, claimId);
}

/** A claim that stays: recorded as given up where the cache takes the entry. */
async function giveUpKept(
  job: PreparedJob,
  session: number,
  kept: { kind: 'kept'; key: string; message: string },
  claimId: string,
): Promise<ClaimOutcome> {
  const givenUp = await recordGivenUp(job, session, claimId);
  return givenUp.kind === 'recorded'
    ? { ...kept, givenUpKey: givenUp.key }
    : { ...kept, message: `${kept.message}; recording that it gave the claim up failed too (${givenUp.message})` };
}

function startedOrResumed(recorded: BeforeRun | undefined): string {
  return recorded?.action === 'resume' ? 'resumed' : 'started';
}

function stoppedBeforeRunLines(runId: string, recorded: BeforeRun | undefined, outcome: ClaimOutcome): string[] {
  const session = recorded?.session;
  const state = recorded?.claim.state;
  const when =
    state === 'claiming'
      ? `while it claimed session ${session}`
      : state === 'claimed' || state === 'given-back' || state === 'kept'
        ? `after it claimed session ${session}`
        : 'after it restored the store';
  const start = recorded?.action !== 'resume';
  return [
    `The job was stopped (cancelled, or timeout-minutes reached) ${when}, before run ${runId} ${startedOrResumed(recorded)}. Nothing ran and nothing was saved${start ? '' : ': the run is as the last job that saved it left it'}.`,
    claimLine(session, outcome),
    `Re-run the job (Re-run jobs, or dispatch the workflow again) to ${start ? 'start the run' : 'go on with the run'}.`,
  ];
}

const ifRefused =
  'If a job of another workflow run is refused RUN_CLAIMED naming this workflow run, run it with takeover: true, or delete that cache entry.';

function claimLine(session: number | undefined, outcome: ClaimOutcome): string {
  switch (outcome.kind) {
    case 'none':
      return `It held no claim on session ${session}: nothing to give back.`;
    case 'given-back':
      return `Its claim on session ${session} (cache entry ${outcome.key}) was given back: a job of another workflow run can drive the session without takeover.`;
    case 'kept':
      if (outcome.givenUpKey !== undefined)
        return `Its claim on session ${session} (cache entry ${outcome.key}) could not be deleted: ${outcome.message}. This job recorded that it gave the claim up (cache entry ${outcome.givenUpKey}): a job of another workflow run that finds it goes on without takeover.`;
      return `Its claim on session ${session} (cache entry ${outcome.key}) could not be given back: ${outcome.message}. Until that entry is deleted or the cache evicts it, a job of another workflow run is refused RUN_CLAIMED: run it with takeover: true, or delete the cache entry (a re-run of this workflow run is not refused).`;
    case 'in-flight':
      return inFlightLine(session, outcome);
    case 'other':
      return `Session ${session} is claimed by ${outcome.who}, not by this job: that claim is left in place.`;
    case 'unknown':
      return `Whether its claim on session ${session} (cache entry ${outcome.key}) was made could not be checked (${outcome.message}), so it is left in place. ${ifRefused}`;
    case 'unrecorded':
      return `What the main step recorded of its session claim could not be read, so a claim it made is left in place. If a job of another workflow run is refused RUN_CLAIMED naming this workflow run, run it with takeover: true.`;
  }
}

function inFlightLine(session: number | undefined, outcome: Extract<ClaimOutcome, { kind: 'in-flight' }>): string {
  const unlisted = `No claim entry ${outcome.key} is listed: the main step was stopped while the cache created it, so it may not have been made, may still be completed, or may stay reserved without an entry (the cache keeps the key of a save cut short reserved until it drops it; then a job of another workflow run claims session ${session} under its next claim key).`;
  return outcome.givenUp.kind === 'recorded'
    ? `${unlisted} This job recorded that it gave the claim up (cache entry ${outcome.givenUp.key}): a job of another workflow run that finds its claim goes on without takeover.`
    : `${unlisted} Recording that this job gave the claim up failed (${outcome.givenUp.message}). ${ifRefused}`;
}
