// Claiming the session this job is about to drive (DESIGN.md section 3, item 10), before it runs
// anything. Held by another workflow run: the job runs nothing and fails RUN_CLAIMED naming it —
// unless it is an earlier attempt of this same workflow run (re-runs never overlap their earlier
// attempt) or the job was told to take over. A cache that cannot hold a claim is a warning: the
// fork check at save time still reports two jobs that drove the run.
import { ActionError } from '../errors.ts';
import type { ActionIO } from '../io.ts';
import { claimSession } from '../persistence/index.ts';
import type { PreparedJob } from './prepare.ts';

export async function claimNextSession(
  job: PreparedJob,
  storedSession: number,
  io: ActionIO,
  warnings: string[],
): Promise<void> {
  const { config } = job;
  if (!config.persist.cache) return;
  const session = storedSession + 1;
  const claim = await claimSession({
    ...job.store,
    prefix: config.cachePrefix,
    session,
    holder: { githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName },
  });
  if (claim.kind === 'claimed') {
    io.info(`claimed session ${session} of run ${config.runId} (cache entry ${claim.key})`);
    return;
  }
  if (claim.kind === 'unavailable') {
    const line = `session ${session} of run ${config.runId} could not be claimed (${claim.message}): nothing keeps another job from driving it at the same time; the check at save time still reports it`;
    io.warning(line);
    warnings.push(line);
    return;
  }
  const holder = claim.holder;
  const who =
    holder === undefined
      ? 'another job (its claim entry could not be read)'
      : `workflow run ${holder.githubRunId} attempt ${holder.githubRunAttempt} (job ${holder.job}, since ${holder.claimedAt})`;
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
