// The records that settle a watchdog session (runner:completed, paused, interrupted, stopped,
// timeout, failed) and runner:cancelled, which may follow a stop: the zod schema of each one's data.
// Status reads a run's result out of them; records.ts re-exports them with the other record types.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { artifactRefSchema } from '../../store/contract.ts';
import { processIdentitySchema } from '../../engine/command/index.ts';
import { graphPinSchema } from '../status/graph-pin.ts';
import { recordedPauseSchema } from './worker-records.ts';

/** A commit on each side of a WORKSPACE_DRIFT whose HEAD differs; null: no commit (an unborn branch). */
export const headDriftSchema = lazySchema(() =>
  z.object({ expected: z.string().nullable(), found: z.string().nullable() }),
);
export type HeadDrift = z.infer<ReturnType<typeof headDriftSchema>>;

const settledCommon = lazySchema(() => ({
  /** True when the worker's processes were verified gone (vacuously true when none ran). */
  cleanupVerified: z.boolean(),
  /** The graph log when the session settled (status/graph-pin.ts); absent in records written before pins. */
  graphLog: graphPinSchema().optional(),
}));

export const completedSchema = lazySchema(() =>
  z.object({ ...settledCommon(), outputArtifact: artifactRefSchema(), launchId: z.string() }),
);
export const pausedSchema = lazySchema(() =>
  z.object({
    ...settledCommon(),
    code: z.string().optional(),
    reason: z.string().optional(),
    positions: z.array(z.string()),
    /** By reference (the requests are in the graph log); records written before that hold them. */
    pauses: z.array(recordedPauseSchema()),
    /**
     * Set when the list was too long for one record: positions and pauses are then empty, and the
     * pauses are the graph log's open ones (the worker has ended: nothing follows there). Absent in
     * older records.
     */
    pausesInLog: z.literal(true).optional(),
    anchor: artifactRefSchema(),
    /** WORKSPACE_DRIFT during a restart's backoff with another HEAD: both commits. Absent in older records. */
    head: headDriftSchema().optional(),
  }),
);
export const interruptedSchema = lazySchema(() =>
  z.object({
    ...settledCommon(),
    positions: z.array(z.string()),
    anchor: artifactRefSchema(),
    /** What interrupted it: a signal's name, or the caller's cause (`SIGINT (the job was cancelled)`). */
    signal: z.string().optional(),
  }),
);
export const stoppedSchema = lazySchema(() =>
  z.object({
    ...settledCommon(),
    /** Set when cancelSupervisedRun settled the run (its runner:cancelled record says who and why). */
    cancelled: z.boolean().optional(),
    reason: z.string().optional(),
  }),
);

/** runner:cancelled: the cancel intent (reason, by, requestedAt) and what the cancel found and did. */
export const cancelledSchema = lazySchema(() =>
  z.object({
    intentId: z.string(),
    reason: z.string(),
    by: z.string(),
    requestedAt: z.string(),
    /** The run's phase when the cancel began. */
    from: z.string(),
    /** The live watchdog's pid that was sent SIGTERM, if any. */
    signalled: z.number().int().nullable(),
    /** `stopped`: the cancel (or the signalled watchdog) settled it; `already-ended`: it had ended. */
    outcome: z.enum(['stopped', 'already-ended']),
  }),
);
export type CancelledRecord = z.infer<ReturnType<typeof cancelledSchema>>;
export const timeoutSchema = lazySchema(() =>
  z.object({ ...settledCommon(), elapsedMs: z.number(), timeoutMs: z.number() }),
);
export const failedSchema = lazySchema(() =>
  z.object({
    ...settledCommon(),
    code: z.string(),
    message: z.string(),
    leaseRetained: z.boolean(),
    survivors: z.array(processIdentitySchema()).optional(),
  }),
);
