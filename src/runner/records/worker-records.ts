// The records the worker appends to the graph log, beside the executor's: its result, its
// heartbeats and each attempt's changes to the workspace (records.ts re-exports these), and the
// pause summary its result and the watchdog's pause record share.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { artifactRefSchema, jsonValueSchema } from '../../store/contract.ts';

/** Records the worker appends to the graph log. */
export const workerEventTypes = {
  result: 'runner:worker-result',
  heartbeat: 'runner:heartbeat',
  nodeChanges: 'runner:node-changes',
} as const;

/** One paused position, as the worker's result and the watchdog's runner:paused list it. */
export const pauseSummarySchema = lazySchema(() =>
  z.object({
    position: z.string(),
    nodeId: z.string(),
    eventId: z.string(),
    reason: z.string(),
    request: jsonValueSchema,
  }),
);

/**
 * A paused position as a record lists it: the request is in the graph log's pause record (eventId),
 * so records leave it out; records written before that carry it whole.
 */
export const recordedPauseSchema = lazySchema(() =>
  pauseSummarySchema().extend({ request: jsonValueSchema.optional() }),
);
export type RecordedPause = z.infer<ReturnType<typeof recordedPauseSchema>>;

const resultSchema = <P extends z.ZodType>(pause: P) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('complete'), outputArtifact: artifactRefSchema() }),
    z.object({ kind: z.literal('fail'), code: z.string(), message: z.string() }),
    z.object({
      kind: z.literal('pause'),
      code: z.string().optional(),
      reason: z.string().optional(),
      positions: z.array(z.string()),
      pauses: z.array(pause),
      /**
       * Set when the list was too long for one record: positions and pauses are then empty, and
       * the pauses are the graph log's open ones at this record. Absent in older records.
       */
      pausesInLog: z.literal(true).optional(),
    }),
  ]);

/** runner:worker-result as recorded (pauses by reference; older records hold their requests). */
export const workerResultRecordSchema = lazySchema(() =>
  z.object({ launchId: z.string(), result: resultSchema(recordedPauseSchema()) }),
);
export type WorkerResultRecord = z.infer<ReturnType<typeof workerResultRecordSchema>>['result'];

/** A worker's result as read: each pause with its request (from the graph log's pause record). */
export const workerResultSchema = lazySchema(() =>
  z.object({ launchId: z.string(), result: resultSchema(pauseSummarySchema()) }),
);
export type WorkerResult = z.infer<ReturnType<typeof workerResultSchema>>['result'];

export const heartbeatSchema = lazySchema(() => z.object({ launchId: z.string() }));

export const fileChangeSchema = lazySchema(() =>
  z.object({
    path: z.string(),
    change: z.enum(['added', 'modified', 'deleted']),
    added: z.number().int().nonnegative(),
    removed: z.number().int().nonnegative(),
    binary: z.boolean(),
  }),
);
export const nodeChangesSchema = lazySchema(() =>
  z.object({
    position: z.string(),
    nodeId: z.string(),
    attemptId: z.string(),
    attempt: z.number().int().positive(),
    outcome: z.enum(['completed', 'paused', 'failed']),
    files: z.array(fileChangeSchema()),
    added: z.number().int().nonnegative(),
    removed: z.number().int().nonnegative(),
    /** Files changed beyond the listed ones (the list is capped; the totals count every file). */
    omittedFiles: z.number().int().positive().optional(),
    /** Set when the change could not be read (the record still marks the attempt). */
    error: z.string().optional(),
    /** A review loop's node: the round, and the IDs of the findings it answered (in the send-back that opened it). */
    round: z.number().int().positive().optional(),
    findings: z.array(z.string()).optional(),
  }),
);
