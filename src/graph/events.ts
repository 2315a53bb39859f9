// The graph log's records: type names and the zod schema of each record's data. Stored JSON
// is parsed through these before the executor acts on it; the envelope (StoredEvent) carries
// the schemaVersion.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { artifactRefSchema, storedJsonValueSchema } from '../store/contract.ts';
import { engineIdentitySchema, engineErrorKinds, usageReceiptSchema } from '../engine/contract.ts';
import { laneTargetSchema } from './contract.ts';

// A record's JSON fields (inputs, outputs, requests, details, answers) are checked for presence
// only (storedJsonValueSchema): every record comes out of JSON.parse.

export const graphEventTypes = {
  runStarted: 'graph:run-started',
  nodeDispatched: 'graph:node-dispatched',
  attemptStarted: 'graph:node-attempt-started',
  nodeCompleted: 'graph:node-completed',
  nodePaused: 'graph:node-paused',
  nodeFailed: 'graph:node-failed',
  nodeResumed: 'graph:node-resumed',
  nodeReconciled: 'graph:node-reconciled',
  laneDead: 'graph:lane-dead',
  /** A failed run reopened on request: the named failed nodes may be dispatched again (new positions). */
  runReopened: 'graph:run-reopened',
  /**
   * The next decision would have passed maxDispatches: the run stops (BUDGET_STOP). A form that
   * folds it (Graph.settlesAfterStop) still dispatches its cleanup nodes, each once, then fails.
   */
  dispatchLimitReached: 'graph:dispatch-limit-reached',
  /**
   * The run's time limit passed (recorded by the runner's cleanup worker, GraphExecutorOptions.timeLimit):
   * every position unsettled at this record was stopped and is never resumed; a form that settles
   * after a stop dispatches its cleanup nodes, each once, then fails with the record's code (TIMEOUT).
   */
  timeLimitReached: 'graph:time-limit-reached',
} as const;

/** Per engine call; written to the graph log by the worker, read by status/usage. */
export const engineEventTypes = {
  started: 'runner:engine-started',
  completed: 'runner:engine-completed',
  failed: 'runner:engine-failed',
} as const;

export const runStartedSchema = lazySchema(() =>
  z.object({
    /** digestJson of the whole stored definition. */
    definitionDigest: z.string(),
    form: z.string(),
    formVersion: z.number(),
  }),
);

/** Which node a dispatched position is: every dispatch entry has it. */
const dispatchTargetSchema = lazySchema(() => z.object({ position: z.string().min(1), nodeId: z.string().min(1) }));

export const dispatchEntrySchema = lazySchema(() =>
  z.union([
    dispatchTargetSchema().extend({ input: storedJsonValueSchema }),
    // An input too large for the record is stored as an artifact (purpose `graph-node-input`).
    dispatchTargetSchema().extend({ inputArtifact: artifactRefSchema() }),
  ]),
);
export type DispatchEntry = z.infer<ReturnType<typeof dispatchEntrySchema>>;

export const nodeDispatchedSchema = lazySchema(() => z.object({ dispatches: z.array(dispatchEntrySchema()).min(1) }));
/**
 * A dispatch record read for its positions and nodes only: checking every entry's input is the
 * ledger's business, and doing it again per node was most of a tally's work.
 */
export const dispatchedTargetsSchema = lazySchema(() =>
  z.object({ dispatches: z.array(dispatchTargetSchema()).min(1) }),
);
export type DispatchedTargets = z.infer<ReturnType<typeof dispatchedTargetsSchema>>;

export const attemptIdentitySchema = lazySchema(() =>
  z.object({
    attemptId: z.string().min(1),
    position: z.string().min(1),
    attempt: z.number().int().positive(),
  }),
);
export type AttemptIdentity = z.infer<ReturnType<typeof attemptIdentitySchema>>;

export const attemptStartedSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    nodeId: z.string().min(1),
    identity: attemptIdentitySchema(),
    /** The binding's value when this attempt started: it alone decides crash recovery. */
    retrySafe: z.boolean(),
    kind: z.enum(['data', 'engine']),
    /** Engine nodes: the lane and the first live target when the attempt started (null: none live). */
    lane: z.object({ name: z.string(), target: laneTargetSchema().nullable() }).optional(),
    /** The binding's node time limit (ms) when it declares one: status reports the time left. */
    timeoutMs: z.number().int().positive().optional(),
  }),
);

export const nodeCompletedSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    /** Absent only when a reconcile decision completed a pause that had no attempt. */
    attemptId: z.string().optional(),
    output: storedJsonValueSchema.optional(),
    outputArtifact: artifactRefSchema().optional(),
    durationMs: z.number().nonnegative(),
    /** Set when a person's reconcile decision completed it (node code did not run). */
    reconciled: z.literal(true).optional(),
    /** Set when the node was skipped (its condition was unmet): node code did not run, output is null. */
    skipped: z.object({ reason: z.string() }).optional(),
  }),
);

export const pauseKinds = ['policy', 'reconcile-attempt', 'engine', 'budget'] as const;
export type PauseKind = (typeof pauseKinds)[number];

export const nodePausedSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    attemptId: z.string().optional(),
    /** Says which rule paused it; a policy's own request may have any shape. */
    pauseKind: z.enum(pauseKinds),
    reason: z.string(),
    request: storedJsonValueSchema,
  }),
);

export const nodeFailedSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    /** Absent when no attempt started (a denied or aborted policy check). */
    attemptId: z.string().optional(),
    code: z.string().min(1),
    message: z.string(),
    durationMs: z.number().nonnegative(),
    details: storedJsonValueSchema.optional(),
    /** When the failure was recorded (ISO 8601): a retry backoff counts from here, across restarts. */
    failedAt: z.string().optional(),
  }),
);

export const nodeResumedSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    pauseEventId: z.string().optional(),
    /** The attempt a retry-safe resume runs again. */
    attemptId: z.string().optional(),
    /** A person's answer to the pause (a gate), with who answered. */
    answer: z.object({ values: z.record(z.string(), storedJsonValueSchema), answeredBy: z.string().min(1) }).optional(),
  }),
);

export const nodeReconciledSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    attemptId: z.string().optional(),
    pauseEventId: z.string(),
    decision: z.enum(['retry', 'complete', 'fail']),
    decidedBy: z.string(),
    output: storedJsonValueSchema.optional(),
    message: z.string().optional(),
  }),
);

export const runReopenedSchema = lazySchema(() =>
  z.object({
    /** Node IDs whose failure is set aside: a graph form dispatches them again at new positions. */
    nodes: z.array(z.string().min(1)),
    by: z.string().min(1),
    reason: z.string(),
  }),
);

export const dispatchLimitReachedSchema = lazySchema(() =>
  z.object({
    maxDispatches: z.number().int().positive(),
    /** Positions dispatched when the limit was reached. */
    dispatched: z.number().int().nonnegative(),
    /** What the run fails with once its cleanup has run (BUDGET_STOP). */
    code: z.string().min(1),
    message: z.string(),
  }),
);

export const timeLimitReachedSchema = lazySchema(() =>
  z.object({
    timeoutMs: z.number().int().nonnegative(),
    /** Elapsed execution time when the cleanup began. */
    elapsedMs: z.number().int().nonnegative(),
    /** Positions still unsettled at the limit: stopped, never resumed. */
    stopped: z.array(z.string().min(1)),
    /** What the run fails with once its cleanup has run (TIMEOUT). */
    code: z.string().min(1),
    message: z.string(),
  }),
);

export const laneDeadSchema = lazySchema(() =>
  z.object({
    position: z.string().min(1),
    attemptId: z.string(),
    lane: z.string(),
    /** The plan's lane target that failed: the one later calls skip (absent in older records: `selected`). */
    target: laneTargetSchema().optional(),
    selected: engineIdentitySchema(),
    reported: engineIdentitySchema(),
    kind: z.enum(engineErrorKinds),
    message: z.string(),
  }),
);

export const engineStartedSchema = lazySchema(() =>
  z.object({
    position: z.string(),
    attemptId: z.string(),
    callId: z.string(),
    lane: z.string(),
    target: laneTargetSchema(),
    identity: engineIdentitySchema(),
    /** The node's declared cap (max-cost-usd / max-tokens-total, before raises), so status can show it. */
    cap: z.object({ usd: z.number().positive().optional(), tokens: z.number().int().positive().optional() }).optional(),
  }),
);

export const engineCompletedSchema = lazySchema(() =>
  z.object({
    callId: z.string(),
    usage: usageReceiptSchema(),
    reported: engineIdentitySchema(),
    partsArtifact: artifactRefSchema().optional(),
  }),
);

export const engineFailedSchema = lazySchema(() =>
  z.object({
    callId: z.string(),
    kind: z.enum(engineErrorKinds),
    message: z.string(),
    /** The failed call's receipt (failed: true) when it reported one; absent means unknown usage. */
    usage: usageReceiptSchema().optional(),
    /** Why a finished call is recorded failed by the runtime, e.g. `KNOWN_SECRET` for refused parts. */
    code: z.string().optional(),
  }),
);

/** Key under which a dead identity is remembered: provider and model. */
export function identityKey(identity: { provider: string; model: string }): string {
  return `${identity.provider}\u0000${identity.model}`;
}
