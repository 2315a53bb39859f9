// Per-node caps: an engine node's own limit in dollars and/or tokens, checked before each of its
// engine calls like the run budget, counted from that node's engine records at every position it
// was dispatched at (attempts, restarts, resumes, jobs, reopened runs). At or over the cap the
// node pauses with a budget request naming the node; resuming that pause may raise the cap.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import type { ResumeOptions } from '../bindings.ts';
import type { BudgetCheck, BudgetTally } from './budget.ts';
import type { PendingRecord } from './services.ts';

export interface NodeCapLimit {
  usd?: number | undefined;
  tokens?: number | undefined;
}

/** The cap of the node making a call, as its binding declares it. */
export interface NodeCapCall {
  nodeId: string;
  limit: NodeCapLimit;
}

/** A raise recorded when a node-cap pause is resumed; that node's larger cap holds from then on. */
export const nodeCapRaisedType = 'runner:node-cap-raised';
export const nodeCapRaisedSchema = lazySchema(() =>
  z.object({
    nodeId: z.string().min(1),
    usd: z.number().positive().optional(),
    tokens: z.number().int().positive().optional(),
    raisedBy: z.string().min(1),
    pauseEventId: z.string().optional(),
    /** Calls of unknown usage the person accepted by resuming: they count as zero from then on. */
    acknowledged: z.array(z.string()).optional(),
  }),
);

/** `1 earlier call has`, `2 earlier calls have` (a warning or pause reason a person reads). */
export const earlierCalls = (count: number): string => `${count} earlier call${count === 1 ? ' has' : 's have'}`;

/** Each limit that `spent` has reached, as "<spent> spent of <limit>" (the run budget's and a node cap's). */
export function reachedLimits(
  spent: { usd: number; tokens: number },
  limit: { usd?: number | undefined; tokens?: number | undefined },
): string[] {
  const over: string[] = [];
  if (limit.usd !== undefined && spent.usd >= limit.usd) over.push(`${spent.usd} USD spent of ${limit.usd}`);
  if (limit.tokens !== undefined && spent.tokens >= limit.tokens)
    over.push(`${spent.tokens} tokens spent of ${limit.tokens}`);
  return over;
}

/** Why a binding's caps are unusable (a library caller may pass anything), or undefined. */
export function nodeCapProblem(
  nodeId: string,
  caps: { maxCostUsd?: unknown; maxTokensTotal?: unknown },
): string | undefined {
  const { maxCostUsd: usd, maxTokensTotal: tokens } = caps;
  if (usd !== undefined && (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0))
    return `node "${nodeId}": maxCostUsd must be a positive number of dollars (got ${JSON.stringify(usd)})`;
  if (tokens !== undefined && (typeof tokens !== 'number' || !Number.isSafeInteger(tokens) || tokens <= 0))
    return `node "${nodeId}": maxTokensTotal must be a positive whole number of tokens (got ${JSON.stringify(tokens)})`;
  return undefined;
}

/** The cap of an engine binding, or undefined when it declares none. */
export function nodeCapOf(
  nodeId: string,
  binding: { maxCostUsd?: number | undefined; maxTokensTotal?: number | undefined },
): NodeCapCall | undefined {
  if (binding.maxCostUsd === undefined && binding.maxTokensTotal === undefined) return undefined;
  const limit: NodeCapLimit = {};
  if (binding.maxCostUsd !== undefined) limit.usd = binding.maxCostUsd;
  if (binding.maxTokensTotal !== undefined) limit.tokens = binding.maxTokensTotal;
  return { nodeId, limit };
}

/**
 * Decides whether the node's next call may start. Unknown usage follows the run budget's rule:
 * it pauses unless the run budget is soft (then it counts as zero, warned once per call).
 */
export function checkNodeCap(
  tally: BudgetTally,
  cap: NodeCapCall,
  next: { position: string; lane: string },
  warn: (message: string) => void,
): BudgetCheck | undefined {
  const limit = tally.nodeCap(cap.nodeId, cap.limit);
  const soft = tally.limit?.soft === true;
  const spent = tally.spent(cap.nodeId);
  const unknown = [
    ...(limit.usd === undefined ? [] : spent.unknownUsd),
    ...(limit.tokens === undefined ? [] : spent.unknownTokens),
  ];
  const unknownCalls = [...new Set(unknown)].map((callId) => ({ callId, position: tally.positionOf(callId) ?? '' }));
  const limitJson: Record<string, JsonValue> = {};
  if (limit.usd !== undefined) limitJson.usd = limit.usd;
  if (limit.tokens !== undefined) limitJson.tokens = limit.tokens;
  const node = JSON.stringify(cap.nodeId);
  const request = (reason: string): BudgetCheck => ({
    reason,
    request: {
      kind: 'budget',
      scope: 'node',
      nodeId: cap.nodeId,
      spent: { usd: spent.usd, tokens: spent.tokens },
      limit: limitJson,
      soft,
      next: { position: next.position, lane: next.lane },
      unknownCalls,
    },
  });
  const over = reachedLimits(spent, limit);
  if (over.length > 0)
    return request(
      `node ${node} reached its cap (max-cost-usd/max-tokens-total: ${over.join('; ')}); next: lane "${next.lane}" at ${next.position}`,
    );
  if (unknownCalls.length === 0) return undefined;
  const which = unknownCalls.map((c) => `${c.callId} at ${c.position}`).join(', ');
  if (soft) {
    if (tally.unwarned(unknownCalls.map((c) => c.callId)).length > 0)
      warn(
        `soft budget: node ${node} has ${unknownCalls.length} call${unknownCalls.length === 1 ? '' : 's'} of unknown usage, counted as zero (${which})`,
      );
    return undefined;
  }
  return request(
    `node ${node} cap cannot be checked: its ${earlierCalls(unknownCalls.length)} unknown usage (${which}); resume to count them as zero and go on (a soft budget does so without pausing)`,
  );
}

/** The record a resume of a node-cap pause writes first (undefined: the pause is not a node cap's). */
export function nodeCapResumeRecord(
  pause: { pauseEventId: string; request: JsonValue },
  options: ResumeOptions | undefined,
  session: number,
): PendingRecord | undefined {
  const request = z
    .object({
      scope: z.literal('node'),
      nodeId: z.string().min(1),
      unknownCalls: z.array(z.object({ callId: z.string() })).optional(),
    })
    .safeParse(pause.request);
  if (!request.success) return undefined;
  const raise = options?.raiseBudget;
  const acknowledged = (request.data.unknownCalls ?? []).map((c) => c.callId);
  const data: Record<string, JsonValue> = {
    nodeId: request.data.nodeId,
    raisedBy: raise?.raisedBy ?? 'resume',
    pauseEventId: pause.pauseEventId,
  };
  if (raise?.usd !== undefined) data.usd = raise.usd;
  if (raise?.tokens !== undefined) data.tokens = raise.tokens;
  if (acknowledged.length > 0) data.acknowledged = acknowledged;
  return { event: { type: nodeCapRaisedType, session, data } };
}
