// Supervision records: type names and the zod schema of each record's data. The watchdog writes
// the runner log; the worker writes runner:worker-result, runner:heartbeat and runner:node-changes
// into the graph log (beside the executor's records; their schemas: worker-records.ts, re-exported
// here, as are those of settled-records.ts: the records that settle a session). Status folds both
// through these schemas.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { artifactRefSchema, jsonValueSchema, lockHolderSchema, type JsonValue } from '../../store/contract.ts';
import { cleanupReportSchema, processIdentitySchema } from '../../engine/command/index.ts';
import { headDriftSchema } from './settled-records.ts';

export {
  fileChangeSchema,
  heartbeatSchema,
  nodeChangesSchema,
  pauseSummarySchema,
  recordedPauseSchema,
  workerEventTypes,
  workerResultRecordSchema,
  workerResultSchema,
  type RecordedPause,
  type WorkerResult,
  type WorkerResultRecord,
} from './worker-records.ts';

export {
  cancelledSchema,
  completedSchema,
  failedSchema,
  headDriftSchema,
  interruptedSchema,
  pausedSchema,
  stoppedSchema,
  timeoutSchema,
  type CancelledRecord,
  type HeadDrift,
} from './settled-records.ts';

export const runnerEventTypes = {
  sessionStarted: 'runner:session-started',
  workerLaunching: 'runner:worker-launching',
  workerStarted: 'runner:worker-started',
  workerExited: 'runner:worker-exited',
  workerCrashed: 'runner:worker-crashed',
  backoff: 'runner:backoff',
  restartAnchor: 'runner:restart-anchor',
  pauseAnchor: 'runner:pause-anchor',
  adopted: 'runner:adopted',
  resumeRefused: 'runner:resume-refused',
  completed: 'runner:completed',
  paused: 'runner:paused',
  interrupted: 'runner:interrupted',
  stopped: 'runner:stopped',
  timeout: 'runner:timeout',
  failed: 'runner:failed',
  /** Who cancelled the run and why (cancelSupervisedRun, under the process lock; may follow runner:stopped). */
  cancelled: 'runner:cancelled',
  /** A resume removed the lock a dead watchdog left after it had settled the run (clearSettledSessionLock). */
  lockCleared: 'runner:lock-cleared',
  /** The workspace lease of a provably dead holder (same host and boot, pid gone or reused) was cleared to take it. */
  leaseCleared: 'runner:lease-cleared',
} as const;

/** Records that settle a watchdog session: terminal ones and resumable pauses. */
export const settledTypes: ReadonlySet<string> = new Set([
  runnerEventTypes.completed,
  runnerEventTypes.paused,
  runnerEventTypes.interrupted,
  runnerEventTypes.stopped,
  runnerEventTypes.timeout,
  runnerEventTypes.failed,
]);
export const terminalTypes: ReadonlySet<string> = new Set([
  runnerEventTypes.completed,
  runnerEventTypes.stopped,
  runnerEventTypes.timeout,
  runnerEventTypes.failed,
]);

export const workerModeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    /** run(), then resume each position a crashed predecessor left in flight. */
    z.object({ kind: z.literal('run') }),
    /** Reopen one recorded pause (if it is still the current one), then as `run`. */
    z.object({
      kind: z.literal('resume'),
      position: z.string().min(1),
      pauseEventId: z.string().min(1),
      decision: z
        .object({
          decision: z.enum(['retry', 'complete', 'fail']),
          output: jsonValueSchema.optional(),
          message: z.string().optional(),
          decidedBy: z.string().min(1),
        })
        .optional(),
      raiseBudget: z
        .object({ usd: z.number().optional(), tokens: z.number().optional(), raisedBy: z.string().min(1) })
        .optional(),
      answer: z.object({ values: z.record(z.string(), jsonValueSchema), answeredBy: z.string().min(1) }).optional(),
    }),
    /** After the run's time limit: record it in the graph log (once), run only the finally nodes, then fail TIMEOUT. */
    z.object({
      kind: z.literal('time-limit'),
      timeoutMs: z.number().int().nonnegative(),
      elapsedMs: z.number().int().nonnegative(),
    }),
  ]),
);
export type WorkerMode = z.infer<ReturnType<typeof workerModeSchema>>;

export const sessionStartedSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['start', 'resume', 'continue', 'takeover', 'reopen']),
    position: z.string().optional(),
    pauseEventId: z.string().optional(),
    decision: z.object({ decision: z.string(), decidedBy: z.string() }).optional(),
    /** Names only; values are never stored. */
    environmentVariables: z.array(z.string()),
    restart: z.object({ maxRestarts: z.number(), initialBackoffMs: z.number(), maxBackoffMs: z.number() }),
    teardownGraceMs: z.number(),
    /** The token of the process lock this session holds: ties a lock left after it settled to it. */
    lockToken: z.string().optional(),
    /** A start's workspace HEAD (null: unborn), from its capture: the commit the run started at. Absent in older records and other sessions. */
    head: z.string().nullable().optional(),
  }),
);

export const workerLaunchingSchema = lazySchema(() =>
  z.object({
    launchId: z.string(),
    /** Launches of this run so far, this one excluded. */
    launch: z.number().int().nonnegative(),
    /** Replacement workers launched after crashes, over the whole run. */
    restart: z.number().int().nonnegative(),
    mode: workerModeSchema(),
    ownerId: z.string(),
    /** Remaining elapsed budget when launched (null: no limit). */
    remainingTimeoutMs: z.number().nullable(),
    /** The process was started before this record, from the same spec, and waited for this launch (a prelaunch). */
    prelaunched: z.literal(true).optional(),
  }),
);

export const workerStartedSchema = lazySchema(() =>
  z.object({
    launchId: z.string(),
    pid: z.number().int().positive(),
    /** Linux: pid + start time; null where the start time cannot be read. */
    identity: processIdentitySchema().nullable(),
  }),
);

export const workerExitSchema = lazySchema(() =>
  z.object({
    launchId: z.string(),
    exitCode: z.number().nullable(),
    signal: z.string().nullable(),
    durationMs: z.number(),
    stopReason: z.string().optional(),
    outputLimitExceeded: z.boolean(),
    cleanup: cleanupReportSchema(),
    /** The worker recorded its result before exiting. */
    resultRecorded: z.boolean(),
    /** Last bytes of stderr (known secrets redacted), for a crash. */
    stderrTail: z.string().optional(),
    spawnError: z.object({ code: z.string(), message: z.string() }).optional(),
  }),
);

export const backoffSchema = lazySchema(() =>
  z.object({
    restart: z.number().int().positive(),
    delayMs: z.number().int().nonnegative(),
    until: z.string(),
  }),
);

export const anchorRecordSchema = lazySchema(() =>
  z.object({
    anchor: artifactRefSchema(),
    fingerprint: z.string(),
    head: z.string().nullable(),
    /** `capture`: taken now; `restart-anchor`: the earlier restart snapshot (drift, or interrupt during backoff). */
    source: z.enum(['capture', 'restart-anchor', 'adoption']),
    restart: z.number().int().nonnegative().optional(),
  }),
);

/** A failed run reopened on request: who asked, why, the failure it reopens and the failed nodes. */
export const reopenSchema = lazySchema(() =>
  z.object({
    by: z.string(),
    reason: z.string(),
    code: z.string(),
    nodes: z.array(z.string()),
  }),
);

export const adoptedSchema = lazySchema(() =>
  z.object({
    from: z.enum(['interrupted', 'paused', 'orphaned', 'failed']),
    reopen: reopenSchema().optional(),
    takeover: z
      .object({
        reason: z.string(),
        by: z.string(),
        previousHolder: lockHolderSchema().nullable(),
        /** Last recorded activity of the dead session: its unrecorded time is not counted against the budget. */
        lastActivityAt: z.string().nullable(),
        stoppedProcesses: z.array(processIdentitySchema()),
        brokeLease: z.boolean(),
      })
      .optional(),
  }),
);

export const resumeRefusedSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    reason: z.string(),
    position: z.string().optional(),
    /** WORKSPACE_DRIFT with another HEAD: both commits, so advice need not read them out of `reason`. Absent in older records. */
    head: headDriftSchema().optional(),
  }),
);

/** The artifact purposes the runner writes. */
export const artifactPurposes = {
  output: 'runner-output',
  pauseAnchor: 'runner-pause-anchor',
  restartAnchor: 'runner-restart-anchor',
} as const;

/** runner:lease-cleared: whose lease was cleared, and why that was safe. */
export function leaseClearedData(cleared: {
  runId: string;
  pid: number;
  hostname: string;
  acquiredAt: string;
  startedAt?: number | undefined;
}): { type: string; data: JsonValue } {
  const { runId, pid, hostname, acquiredAt, startedAt } = cleared;
  return {
    type: runnerEventTypes.leaseCleared,
    data: {
      holder: { runId, pid, hostname, acquiredAt, ...(startedAt === undefined ? {} : { startedAt }) },
      reason: 'its holder is provably dead: same host and boot, and that pid is gone or is another process now',
    },
  };
}
