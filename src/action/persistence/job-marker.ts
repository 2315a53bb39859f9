// Which job last restored (or created) a run's store on this machine: a small machine-local record
// below `.local` (never persisted). A run directory already on the runner is this job's own only
// when the record names this job (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, GITHUB_JOB): an earlier step of
// the same job. Anything else — a self-hosted runner's leftover from an earlier job, a store without a
// record — is compared with what is persisted before it is used (leftover.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { StoreLocation, StoreRef } from './layout.ts';
import { assertDirectoryChain } from './tree.ts';

/** The job a step belongs to, as the runner names it. */
export interface JobIdentity {
  githubRunId: string;
  githubRunAttempt: string;
  /** GITHUB_JOB (empty outside GitHub). */
  job: string;
}

const jobMarkerSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    githubRunId: z.string(),
    githubRunAttempt: z.string(),
    job: z.string(),
    /** The cache entry the job's store started from (restored, or held by the store found here); absent: none. */
    baseKey: z.string().optional(),
    /** ISO-8601 time of the restore. */
    at: z.string(),
  }),
);
export type JobMarker = z.infer<ReturnType<typeof jobMarkerSchema>>;

export function jobIdentityFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): JobIdentity {
  return {
    githubRunId: env.GITHUB_RUN_ID ?? '',
    githubRunAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
    job: env.GITHUB_JOB ?? '',
  };
}

/** True when the marker names this very job; never without a workflow run ID (outside GitHub nothing tells jobs apart). */
export function isSameJob(marker: JobMarker | undefined, identity: JobIdentity): marker is JobMarker {
  return (
    marker !== undefined &&
    identity.githubRunId !== '' &&
    marker.githubRunId === identity.githubRunId &&
    marker.githubRunAttempt === identity.githubRunAttempt &&
    marker.job === identity.job
  );
}

/** "an earlier job (workflow run 5000 attempt 1, job build)", for messages about a leftover store. */
export function describeEarlierJob(marker: JobMarker | undefined): string {
  if (marker === undefined) return 'an earlier job (it left no record of which)';
  const job = marker.job === '' ? '' : `, job ${marker.job}`;
  return `an earlier job (workflow run ${marker.githubRunId || '?'} attempt ${marker.githubRunAttempt || '?'}${job})`;
}

const markerSegments = (ref: StoreRef) => ['jobs', ref.namespace];

function markerPath(location: StoreLocation, ref: StoreRef): string {
  return path.join(location.localDirectory, ...markerSegments(ref), `${ref.runId}.json`);
}

/** The marker of the run's store on this machine; undefined when there is none or it does not parse. */
export async function readJobMarker(location: StoreLocation, ref: StoreRef): Promise<JobMarker | undefined> {
  let text: string;
  try {
    await assertDirectoryChain(location.storeRoot, [path.basename(location.localDirectory), ...markerSegments(ref)]);
    text = await fs.readFile(markerPath(location, ref), 'utf8');
  } catch {
    return undefined; // missing, or not a plain path: no proof that the store is this job's
  }
  try {
    const parsed = jobMarkerSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Records this job as the one whose store the run directory is (written whole, then renamed into place). */
export async function writeJobMarker(
  location: StoreLocation,
  ref: StoreRef,
  identity: JobIdentity,
  baseKey: string | undefined,
): Promise<void> {
  const marker: JobMarker = {
    schemaVersion: 1,
    ...identity,
    ...(baseKey === undefined ? {} : { baseKey }),
    at: new Date().toISOString(),
  };
  const directory = path.dirname(markerPath(location, ref));
  await assertDirectoryChain(location.storeRoot, [path.basename(location.localDirectory), ...markerSegments(ref)]);
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  const temporary = path.join(directory, `.${ref.runId}.${process.pid}.tmp`);
  await fs.writeFile(temporary, `${JSON.stringify(marker)}\n`, { mode: 0o600 });
  await fs.rename(temporary, markerPath(location, ref));
}
