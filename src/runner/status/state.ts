// The status fold's state: plain JSON, so it can be cached as a checkpoint and parsed back
// (a checkpoint that does not parse is rebuilt from events).
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { jsonValueSchema } from '../../store/contract.ts';
import { usageTotalsSchema } from '../../engine/index.ts';
import { processIdentitySchema } from '../../engine/command/index.ts';
import { headDriftSchema, workerResultSchema } from '../records/records.ts';

export const budgetStateSchema = lazySchema(() =>
  z.object({
    /** Closed segments of execution (worker time and backoff), in ms. */
    spentMs: z.number().nonnegative(),
    /** Start of the open segment, or null while frozen (settled pause, before a resumed launch). */
    openSince: z.string().nullable(),
  }),
);
export type BudgetState = z.infer<ReturnType<typeof budgetStateSchema>>;

export const runnerFoldSchema = lazySchema(() =>
  z.object({
    eventCount: z.number().int().nonnegative(),
    lastEventAt: z.string().nullable(),
    session: z.number().int().nonnegative(),
    budget: budgetStateSchema(),
    launches: z.number().int().nonnegative(),
    restartCount: z.number().int().nonnegative(),
    worker: z
      .object({
        launchId: z.string(),
        session: z.number(),
        launch: z.number(),
        ownerId: z.string(),
        launchedAt: z.string(),
        pid: z.number().nullable(),
        identity: processIdentitySchema().nullable(),
        startedAt: z.string().nullable(),
        exitedAt: z.string().nullable(),
      })
      .nullable(),
    backoff: z.object({ restart: z.number(), delayMs: z.number(), until: z.string() }).nullable(),
    /** The record that settled the latest session (cleared when a new session starts). */
    settled: z.object({ type: z.string(), at: z.string(), session: z.number(), data: jsonValueSchema }).nullable(),
    pauseAnchor: z.object({ at: z.string(), data: jsonValueSchema }).nullable(),
    restartAnchor: z.object({ at: z.string(), data: jsonValueSchema }).nullable(),
    resumeRefused: z
      .object({ at: z.string(), code: z.string(), reason: z.string(), head: headDriftSchema().optional() })
      .nullable(),
    /** From runner:cancelled: who cancelled the run, why, when it was recorded and when asked. */
    cancelled: z.object({ reason: z.string(), by: z.string(), at: z.string(), requestedAt: z.string() }).nullable(),
    /** Each reopening of a failed run (runner:adopted from failed): who asked, why, what failed. */
    reopened: z
      .array(
        z.object({ at: z.string(), by: z.string(), reason: z.string(), code: z.string(), nodes: z.array(z.string()) }),
      )
      .optional(),
    /** The lock token the latest session recorded (absent in checkpoints of older versions). */
    sessionLockToken: z.string().nullable().optional(),
  }),
);
export type RunnerFold = z.infer<ReturnType<typeof runnerFoldSchema>>;

export const occurrenceSchema = lazySchema(() =>
  z.object({
    nodeId: z.string(),
    state: z.enum(['dispatched', 'running', 'completed', 'skipped', 'failed', 'paused']),
    dispatchedAt: z.string(),
    attempts: z.number().int().nonnegative(),
    attemptId: z.string().nullable(),
    attempt: z.number().nullable(),
    retrySafe: z.boolean().nullable(),
    startedAt: z.string().nullable(),
    timeoutMs: z.number().nullable(),
    durationMs: z.number().nullable(),
    code: z.string().nullable(),
    message: z.string().nullable(),
    reconciled: z.object({ decision: z.string(), decidedBy: z.string() }).nullable(),
    pause: z
      .object({ eventId: z.string(), reason: z.string(), request: jsonValueSchema, pauseKind: z.string().nullable() })
      .nullable(),
    changes: z.object({ files: z.number(), added: z.number(), removed: z.number() }).nullable(),
    /** A gate's (or policy pause's) answer recorded with its resume: who answered, when, the values. */
    answered: z
      .object({ answeredBy: z.string(), at: z.string(), values: z.record(z.string(), jsonValueSchema) })
      .nullable()
      .optional(),
  }),
);
export type Occurrence = z.infer<ReturnType<typeof occurrenceSchema>>;

export const nodeUsageFoldSchema = lazySchema(() =>
  z.object({
    closed: usageTotalsSchema(),
    open: z.record(z.string(), z.object({ model: z.string().optional() })),
  }),
);
export type NodeUsageFold = z.infer<ReturnType<typeof nodeUsageFoldSchema>>;

const capLimitSchema = lazySchema(() => z.object({ usd: z.number().optional(), tokens: z.number().optional() }));
export const nodeCapFoldSchema = lazySchema(() =>
  z.object({
    nodeId: z.string(),
    declared: capLimitSchema(),
    /** The highest raise of each limit, and who made the latest raise. */
    raised: capLimitSchema().optional(),
    raisedBy: z.string().optional(),
  }),
);
export type NodeCapFold = z.infer<ReturnType<typeof nodeCapFoldSchema>>;

/**
 * A running node's latest engine call start, or (with `after`) its wait for its budget turn;
 * `attemptClock`: a data node, whose timeout counts from its attempt whatever its calls.
 */
export const engineTurnFoldSchema = lazySchema(() =>
  z.object({
    position: z.string(),
    attemptId: z.string(),
    at: z.string(),
    after: z.array(z.string()).optional(),
    attemptClock: z.literal(true).optional(),
  }),
);
export type EngineTurnFold = z.infer<ReturnType<typeof engineTurnFoldSchema>>;

export const graphFoldSchema = lazySchema(() =>
  z.object({
    eventCount: z.number().int().nonnegative(),
    lastEventAt: z.string().nullable(),
    lastHeartbeatAt: z.string().nullable(),
    session: z.number().int().nonnegative(),
    dispatches: z.number().int().nonnegative(),
    occurrences: z.record(z.string(), occurrenceSchema()),
    /** Positions in dispatch order (a checkpoint's canonical JSON sorts object keys). */
    order: z.array(z.string()),
    usage: z.record(z.string(), nodeUsageFoldSchema()),
    /** The keys of `usage` in the order of each node's first engine call (object keys keep no such order). */
    usageOrder: z.array(z.string()),
    /** Open engine calls: callId -> nodeId. */
    calls: z.record(z.string(), z.string()),
    /** Budget raises recorded when budget pauses were resumed (the highest of each). */
    budgetRaise: z.object({ usd: z.number().optional(), tokens: z.number().optional() }).optional(),
    /** Per-node caps: declared (from engine:started), raised by node-cap resumes; an array (node IDs may be "__proto__"). */
    nodeCaps: z.array(nodeCapFoldSchema()).optional(),
    /** Running engine nodes' call clocks (engine-turns.ts); absent in checkpoints of older versions. */
    engineTurns: z.array(engineTurnFoldSchema()).optional(),
    workerResult: z
      .object({ at: z.string(), launchId: z.string(), result: workerResultSchema().shape.result })
      .nullable(),
  }),
);
export type GraphFold = z.infer<ReturnType<typeof graphFoldSchema>>;

// The fold's maps are keyed by strings a graph or a definition chooses (positions, node IDs):
// "constructor" and "__proto__" are valid, so they are read by own key only and set as own
// properties (assigning "__proto__" would replace the map's prototype).

export function ownValue<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

export function setOwnValue<T>(map: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

export function occurrenceAt(fold: GraphFold, position: string): Occurrence | undefined {
  return ownValue(fold.occurrences, position);
}

export function initialRunnerFold(createdAt: string): RunnerFold {
  return {
    eventCount: 0,
    lastEventAt: null,
    session: 0,
    budget: { spentMs: 0, openSince: createdAt },
    launches: 0,
    restartCount: 0,
    worker: null,
    backoff: null,
    settled: null,
    pauseAnchor: null,
    restartAnchor: null,
    resumeRefused: null,
    cancelled: null,
    reopened: [],
    sessionLockToken: null,
  };
}

export function initialGraphFold(): GraphFold {
  return {
    eventCount: 0,
    lastEventAt: null,
    lastHeartbeatAt: null,
    session: 0,
    dispatches: 0,
    occurrences: {},
    order: [],
    usage: {},
    usageOrder: [],
    calls: {},
    workerResult: null,
  };
}
