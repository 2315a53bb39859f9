// Run budgets (dollars and/or tokens) counted from the graph log's engine records, so every
// session, worker restart, resume and job of the run is counted once. Checked before each engine
// call: at or over the limit the call does not start and the node pauses with a budget request.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { JsonValue, StoredEvent } from '../../store/contract.ts';
import type { UsageReceipt } from '../../engine/contract.ts';
import type { ResumeOptions } from '../bindings.ts';
import type { PendingRecord } from './services.ts';
import {
  engineCompletedSchema,
  engineEventTypes,
  engineFailedSchema,
  engineStartedSchema,
  dispatchedTargetsSchema,
  graphEventTypes,
  type DispatchedTargets,
} from '../events.ts';
import { BudgetTurns } from './budget-turns.ts';
import {
  earlierCalls,
  nodeCapRaisedSchema,
  nodeCapRaisedType,
  nodeCapResumeRecord,
  reachedLimits,
  type NodeCapLimit,
} from './node-caps.ts';

export const runBudgetSchema = lazySchema(() =>
  z.strictObject({
    usd: z
      .number({ error: 'budget.usd must be a number of dollars' })
      .positive('budget.usd must be more than 0')
      .optional(),
    tokens: z
      .number({ error: 'budget.tokens must be a number of tokens' })
      .int('budget.tokens must be a whole number')
      .positive('budget.tokens must be more than 0')
      .optional(),
    /** Soft: a call with unknown usage counts as zero (with a warning) instead of pausing the run. */
    soft: z.boolean().optional(),
  }),
);
export type RunBudget = z.infer<ReturnType<typeof runBudgetSchema>>;

/** A raise recorded when a budget pause is resumed; the larger limit holds from then on. */
export const budgetRaisedType = 'runner:budget-raised';
/** A soft budget counted unknown usage as zero (once per newly unknown call). */
export const budgetWarningType = 'runner:budget-warning';
export const budgetRaisedSchema = lazySchema(() =>
  z.object({
    usd: z.number().positive().optional(),
    tokens: z.number().int().positive().optional(),
    raisedBy: z.string().min(1),
    pauseEventId: z.string().optional(),
    /** Calls of unknown usage the person accepted by resuming: they count as zero from then on. */
    acknowledged: z.array(z.string()).optional(),
  }),
);
export type BudgetRaise = z.infer<ReturnType<typeof budgetRaisedSchema>>;

export interface BudgetSpent {
  usd: number;
  tokens: number;
  /** Ended calls with no cost figure (usd) or no token counts (tokens), by callId. */
  unknownUsd: string[];
  unknownTokens: string[];
}

interface CallEntry {
  /** Started by this executor: while it has not ended it is in flight here, counted when it ends. */
  live: boolean;
  position: string;
  nodeId?: string;
  usage: UsageReceipt | undefined;
  ended: boolean;
}

/** Folds engine and raise records (durable ones from the log, and this session's as they end). */
export class BudgetTally {
  readonly #calls = new Map<string, CallEntry>();
  readonly #acknowledged = new Set<string>();
  readonly #warned = new Set<string>();
  /** Position -> node ID (from dispatch records), so a node's cap counts every position of it. */
  readonly #nodeOf = new Map<string, string>();
  /** Per-node cap raises recorded by resumes of node-cap pauses (the highest of each). */
  readonly #nodeRaises = new Map<string, NodeCapLimit>();
  #limit: RunBudget | undefined;
  /** Calls counted by the same hard budget take turns (budget-turns.ts). */
  readonly turns = new BudgetTurns();

  constructor(limit: RunBudget | undefined) {
    this.#limit = limit;
  }

  get limit(): RunBudget | undefined {
    return this.#limit;
  }

  /**
   * `live`: the record was appended by this executor now, not read from the log (a call read from
   * the log that never ended died with an earlier worker, even of the same session: unknown usage).
   */
  apply(event: Pick<StoredEvent, 'type' | 'session' | 'data'>, live = false): void {
    if (event.type === engineEventTypes.started) {
      const data = engineStartedSchema().safeParse(event.data);
      if (data.success)
        this.#calls.set(data.data.callId, {
          live,
          position: data.data.position,
          usage: undefined,
          ended: false,
        });
    } else if (event.type === engineEventTypes.completed || event.type === engineEventTypes.failed) {
      const data = (
        event.type === engineEventTypes.completed ? engineCompletedSchema() : engineFailedSchema()
      ).safeParse(event.data);
      if (data.success) this.noteEnd(data.data.callId, data.data.usage);
    } else if (event.type === graphEventTypes.nodeDispatched) {
      // A live record is one this process built: not validated again (as the ledger's trusted fold).
      const data = live ? (event.data as DispatchedTargets) : dispatchedTargetsSchema().safeParse(event.data).data;
      if (data !== undefined) for (const entry of data.dispatches) this.#nodeOf.set(entry.position, entry.nodeId);
    } else if (event.type === nodeCapRaisedType) {
      const data = nodeCapRaisedSchema().safeParse(event.data);
      if (data.success) {
        const { nodeId, usd, tokens } = data.data;
        this.#nodeRaises.set(nodeId, raisedLimit(this.#nodeRaises.get(nodeId), { usd, tokens }));
        for (const callId of data.data.acknowledged ?? []) this.#acknowledged.add(callId);
      }
    } else if (event.type === budgetRaisedType) {
      const data = budgetRaisedSchema().safeParse(event.data);
      if (data.success) {
        this.#limit = raisedLimit(this.#limit, data.data);
        for (const callId of data.data.acknowledged ?? []) this.#acknowledged.add(callId);
      }
    }
  }

  /** Counts a call as it ends (before its record is flushed), so concurrent checks see it. */
  noteEnd(callId: string, usage: UsageReceipt | undefined): void {
    const entry = this.#calls.get(callId);
    if (entry === undefined) this.#calls.set(callId, { live: true, position: '', usage, ended: true });
    else {
      entry.usage = usage;
      entry.ended = true;
    }
  }

  /**
   * Spent so far (by the node `nodeId` only, when given); a call read from the log that never
   * ended (its worker died) has unknown usage.
   */
  spent(nodeId?: string): BudgetSpent {
    const out: BudgetSpent = { usd: 0, tokens: 0, unknownUsd: [], unknownTokens: [] };
    for (const [callId, call] of this.#calls) {
      if (!call.ended && call.live) continue; // in flight here: counted when it ends
      if (nodeId !== undefined && this.#nodeOf.get(call.position) !== nodeId) continue;
      const usage = call.usage;
      if (usage === undefined && this.#acknowledged.has(callId)) continue;
      const known = !this.#acknowledged.has(callId);
      if (usage === undefined || usage.cost.kind === 'unknown') {
        if (known) out.unknownUsd.push(callId);
      } else out.usd += usage.cost.usd;
      // Only one side measured: the sum would be a lower bound passed off as the figure.
      if (usage?.measured !== true || usage.inputTokens === undefined || usage.outputTokens === undefined) {
        if (known) out.unknownTokens.push(callId);
      } else out.tokens += usage.inputTokens + usage.outputTokens;
    }
    out.usd = Math.round(out.usd * 1e6) / 1e6;
    return out;
  }

  /** The calls not warned about yet (a soft budget warns once per unknown call). */
  unwarned(callIds: readonly string[]): string[] {
    const fresh = callIds.filter((id) => !this.#warned.has(id));
    for (const id of fresh) this.#warned.add(id);
    return fresh;
  }

  positionOf(callId: string): string | undefined {
    return this.#calls.get(callId)?.position;
  }

  /**
   * The hard budgets a call counts toward (the run budget; the node's cap when it has one): a call
   * waits until no other call of any of them is in flight. A soft budget counts none.
   */
  turnKeys(cap: { nodeId: string } | undefined): string[] {
    const limit = this.#limit;
    if (limit?.soft === true) return [];
    const keys: string[] = [];
    if (limit !== undefined && (limit.usd !== undefined || limit.tokens !== undefined)) keys.push('run');
    if (cap !== undefined) keys.push(`node\u0000${cap.nodeId}`);
    return keys;
  }

  /** A node's cap: the binding's, raised by recorded resumes (only upward). */
  nodeCap(nodeId: string, declared: NodeCapLimit): NodeCapLimit {
    const raise = this.#nodeRaises.get(nodeId);
    return raise === undefined ? declared : raisedLimit(declared, raise);
  }
}

export function raisedLimit<L extends NodeCapLimit>(
  limit: L | undefined,
  raise: { usd?: number | undefined; tokens?: number | undefined },
): L {
  const next = { ...limit } as L;
  if (raise.usd !== undefined) next.usd = Math.max(raise.usd, limit?.usd ?? 0);
  if (raise.tokens !== undefined) next.tokens = Math.max(raise.tokens, limit?.tokens ?? 0);
  return next;
}

export interface BudgetCheck {
  /** Why the call may not start. */
  reason: string;
  request: JsonValue;
  /** Soft budget: unknown usage counted as zero. */
}

/** Decides whether the next call may start; returns a pause (reason and request) when it may not. */
export function checkBudget(
  tally: BudgetTally,
  next: { position: string; lane: string },
  warn: (message: string) => void,
): BudgetCheck | undefined {
  const limit = tally.limit;
  if (limit === undefined || (limit.usd === undefined && limit.tokens === undefined)) return undefined;
  const spent = tally.spent();
  const unknown = [
    ...(limit.usd === undefined ? [] : spent.unknownUsd),
    ...(limit.tokens === undefined ? [] : spent.unknownTokens),
  ];
  const unknownCalls = [...new Set(unknown)].map((callId) => ({ callId, position: tally.positionOf(callId) ?? '' }));
  const limitJson: Record<string, JsonValue> = {};
  if (limit.usd !== undefined) limitJson.usd = limit.usd;
  if (limit.tokens !== undefined) limitJson.tokens = limit.tokens;
  const request = (reason: string): BudgetCheck => ({
    reason,
    request: {
      kind: 'budget',
      spent: { usd: spent.usd, tokens: spent.tokens },
      limit: limitJson,
      soft: limit.soft === true,
      next: { position: next.position, lane: next.lane },
      unknownCalls,
    },
  });
  const over = reachedLimits(spent, limit);
  if (over.length > 0)
    return request(`run budget reached (${over.join('; ')}); next: lane "${next.lane}" at ${next.position}`);
  if (unknownCalls.length > 0) {
    const which = unknownCalls.map((c) => `${c.callId} at ${c.position}`).join(', ');
    if (limit.soft === true) {
      if (tally.unwarned(unknownCalls.map((c) => c.callId)).length === 0) return undefined;
      warn(`soft budget: ${earlierCalls(unknownCalls.length)} unknown usage, counted as zero (${which})`);
      return undefined;
    }
    return request(
      `run budget cannot be checked: ${earlierCalls(unknownCalls.length)} unknown usage (${which}); resume to count them as zero and go on (a soft budget does so without pausing)`,
    );
  }
  return undefined;
}

/**
 * The record a resume of a budget pause writes first: the raised limits (if any), who resumed,
 * and the unknown-usage calls the pause named (accepted by resuming, so they count as zero).
 */
export function budgetResumeRecord(
  pause: { pauseEventId: string; request: JsonValue },
  options: ResumeOptions | undefined,
  session: number,
): PendingRecord {
  const node = nodeCapResumeRecord(pause, options, session);
  if (node !== undefined) return node;
  const raise = options?.raiseBudget;
  const request = z
    .object({ unknownCalls: z.array(z.object({ callId: z.string() })).optional() })
    .safeParse(pause.request);
  const acknowledged = request.success ? (request.data.unknownCalls ?? []).map((c) => c.callId) : [];
  const data: Record<string, JsonValue> = { raisedBy: raise?.raisedBy ?? 'resume', pauseEventId: pause.pauseEventId };
  if (raise?.usd !== undefined) data.usd = raise.usd;
  if (raise?.tokens !== undefined) data.tokens = raise.tokens;
  if (acknowledged.length > 0) data.acknowledged = acknowledged;
  return { event: { type: budgetRaisedType, session, data } };
}
