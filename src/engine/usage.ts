// Usage totals of a node (or a run): honest about what was not measured.
//  reported: every call measured; partial: some calls (or one side of a call) not measured, so the
//  token counts are lower bounds; unknown: no token count at all, or a total passed the safe
//  integer range. A call with no receipt (still open, or lost in a crash) counts as one unmeasured
//  call; a call that reported only input or only output tokens is unmeasured too, and the side it
//  reported is added to the lower bound.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { billingSchema, usageReceiptSchema, type UsageReceipt } from './contract.ts';
import { roundUsd } from './cost.ts';
import { hasCompleteTokens } from './receipt.ts';

const count = lazySchema(() => z.number().int().nonnegative());
const usd = lazySchema(() => z.number().nonnegative());

export const costTotalsSchema = lazySchema(() =>
  z.object({
    /** reportedUsd + estimatedUsd. A lower bound whenever unknownCalls > 0. */
    usd: usd(),
    reportedUsd: usd(),
    estimatedUsd: usd(),
    /** Calls with no figure (unknown cost, or no receipt at all). */
    unknownCalls: count(),
    /** Distinct models of those calls, where known, sorted. */
    unknownModels: z.array(z.string()),
  }),
);
export type CostTotals = z.infer<ReturnType<typeof costTotalsSchema>>;

const billingLineSchema = lazySchema(() => z.object({ calls: count(), usd: usd() }));
/** Calls and priced USD per way of paying. A subscription figure is what the API would cost, not a bill. */
export const billingTotalsSchema = lazySchema(() =>
  z.object({
    api: billingLineSchema(),
    subscription: billingLineSchema(),
    unknown: billingLineSchema(),
  }),
);
export type BillingTotals = z.infer<ReturnType<typeof billingTotalsSchema>>;

const common = lazySchema(() => ({
  /** Every call once: completed, failed and still open. */
  calls: count(),
  /** Calls with a measured receipt (failed ones included). */
  measuredCalls: count(),
  /** Calls without a measured receipt, including still-open ones. */
  unknownCalls: count(),
  failedCalls: count(),
  /** Calls started with no receipt yet (in flight, or cut off by a crash). */
  openCalls: count(),
  cost: costTotalsSchema(),
  billing: billingTotalsSchema(),
}));
const tokens = lazySchema(() => ({
  inputTokens: count(),
  outputTokens: count(),
  cacheReadTokens: count(),
  cacheWriteTokens: count(),
  /**
   * Calls whose cache read / write count is not known (the engine did not report it, or the call
   * reported no tokens): the cache sum is a lower bound when above zero, unknown when every call.
   * Absent in totals written by earlier releases.
   */
  cacheReadUnknownCalls: count().optional(),
  cacheWriteUnknownCalls: count().optional(),
}));

export const usageTotalsSchema = lazySchema(() =>
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('reported'), ...common(), ...tokens() }),
    /** Token counts are measured lower bounds. */
    z.object({ state: z.literal('partial'), ...common(), ...tokens() }),
    z.object({
      state: z.literal('unknown'),
      ...common(),
      /** `no-measured-calls`, or `overflow` when measured totals passed Number.MAX_SAFE_INTEGER. */
      reason: z.enum(['no-measured-calls', 'overflow']),
    }),
  ]),
);
export type UsageTotals = z.infer<ReturnType<typeof usageTotalsSchema>>;
export type UsageState = UsageTotals['state'];
export const usageStateSchema = lazySchema(() => z.enum(['reported', 'partial', 'unknown']));

/** One call as the aggregation sees it: a receipt, or a call still open / lost with no receipt. */
export const usageCallSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('receipt'), receipt: usageReceiptSchema() }),
    z.object({ kind: z.literal('open'), model: z.string().optional(), billing: billingSchema().optional() }),
  ]),
);
export type UsageCall = z.infer<ReturnType<typeof usageCallSchema>>;

type TokenSums = { inputTokens: number; outputTokens: number; cacheReadTokens: number; cacheWriteTokens: number };
/** Sums so far, and whether any call contributed a token count (a lower bound is still a figure). */
type Tokens = {
  sums: TokenSums | 'overflow';
  counted: boolean;
  cacheReadUnknownCalls: number;
  cacheWriteUnknownCalls: number;
};
type Common = { [K in keyof ReturnType<typeof common>]: z.infer<ReturnType<typeof common>[K]> };

function emptyCommon(): Common {
  const line = () => ({ calls: 0, usd: 0 });
  return {
    calls: 0,
    measuredCalls: 0,
    unknownCalls: 0,
    failedCalls: 0,
    openCalls: 0,
    cost: { usd: 0, reportedUsd: 0, estimatedUsd: 0, unknownCalls: 0, unknownModels: [] },
    billing: { api: line(), subscription: line(), unknown: line() },
  };
}

/** Totals with no calls: vacuously reported, all zero. */
export function emptyUsageTotals(): UsageTotals {
  return {
    state: 'reported',
    ...emptyCommon(),
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    cacheReadUnknownCalls: 0,
    cacheWriteUnknownCalls: 0,
  };
}

function finish(c: Common, t: Tokens): UsageTotals {
  c.cost.usd = roundUsd(c.cost.reportedUsd + c.cost.estimatedUsd);
  c.cost.unknownModels = [...new Set(c.cost.unknownModels)].sort();
  if (t.sums === 'overflow') return { state: 'unknown', ...c, reason: 'overflow' };
  if (c.calls > 0 && !t.counted) return { state: 'unknown', ...c, reason: 'no-measured-calls' };
  const state = c.unknownCalls === 0 ? 'reported' : 'partial';
  const { cacheReadUnknownCalls, cacheWriteUnknownCalls } = t;
  return { state, ...c, ...t.sums, cacheReadUnknownCalls, cacheWriteUnknownCalls };
}

function addTokens(sums: TokenSums | 'overflow', add: Partial<TokenSums>): TokenSums | 'overflow' {
  if (sums === 'overflow') return sums;
  const next: TokenSums = {
    inputTokens: sums.inputTokens + (add.inputTokens ?? 0),
    outputTokens: sums.outputTokens + (add.outputTokens ?? 0),
    cacheReadTokens: sums.cacheReadTokens + (add.cacheReadTokens ?? 0),
    cacheWriteTokens: sums.cacheWriteTokens + (add.cacheWriteTokens ?? 0),
  };
  return Object.values(next).every(Number.isSafeInteger) ? next : 'overflow';
}

const noTokens = (): Tokens => ({
  sums: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
  counted: false,
  cacheReadUnknownCalls: 0,
  cacheWriteUnknownCalls: 0,
});

/** Adds one receipt's tokens: complete ones as figures, one side alone as a lower bound. */
function addReceipt(t: Tokens, r: UsageReceipt): void {
  const any = r.inputTokens !== undefined || r.outputTokens !== undefined;
  if (any) {
    t.sums = addTokens(t.sums, r);
    t.counted = true;
  }
  if (!any || r.cacheReadTokens === undefined) t.cacheReadUnknownCalls += 1;
  if (!any || r.cacheWriteTokens === undefined) t.cacheWriteUnknownCalls += 1;
}

/** Totals of a list of calls (e.g. every engine call of one node). Each call counts once. */
export function summarizeUsage(calls: readonly UsageCall[]): UsageTotals {
  const c = emptyCommon();
  const t = noTokens();
  for (const call of calls) {
    c.calls += 1;
    if (call.kind === 'open') {
      c.openCalls += 1;
      c.unknownCalls += 1;
      t.cacheReadUnknownCalls += 1;
      t.cacheWriteUnknownCalls += 1;
      c.cost.unknownCalls += 1;
      if (call.model !== undefined && call.model !== '') c.cost.unknownModels.push(call.model);
      c.billing[call.billing ?? 'unknown'].calls += 1;
      continue;
    }
    const r: UsageReceipt = call.receipt;
    if (r.failed === true) c.failedCalls += 1;
    if (hasCompleteTokens(r)) c.measuredCalls += 1;
    else c.unknownCalls += 1;
    addReceipt(t, r);
    const line = c.billing[r.billing];
    line.calls += 1;
    if (r.cost.kind === 'unknown') {
      c.cost.unknownCalls += 1;
      if (r.model !== undefined && r.model !== '') c.cost.unknownModels.push(r.model);
    } else {
      if (r.cost.kind === 'reported') c.cost.reportedUsd += r.cost.usd;
      else c.cost.estimatedUsd += r.cost.usd;
      line.usd = roundUsd(line.usd + r.cost.usd);
    }
  }
  c.cost.reportedUsd = roundUsd(c.cost.reportedUsd);
  c.cost.estimatedUsd = roundUsd(c.cost.estimatedUsd);
  return finish(c, t);
}

/** Adds totals (node totals into run totals). Overflow stays unknown; gaps are never erased. */
export function mergeUsageTotals(parts: readonly UsageTotals[]): UsageTotals {
  const c = emptyCommon();
  const t = noTokens();
  for (const p of parts) {
    c.calls += p.calls;
    c.measuredCalls += p.measuredCalls;
    c.unknownCalls += p.unknownCalls;
    c.failedCalls += p.failedCalls;
    c.openCalls += p.openCalls;
    c.cost.reportedUsd = roundUsd(c.cost.reportedUsd + p.cost.reportedUsd);
    c.cost.estimatedUsd = roundUsd(c.cost.estimatedUsd + p.cost.estimatedUsd);
    c.cost.unknownCalls += p.cost.unknownCalls;
    c.cost.unknownModels.push(...p.cost.unknownModels);
    for (const key of billingSchema().options) {
      c.billing[key].calls += p.billing[key].calls;
      c.billing[key].usd = roundUsd(c.billing[key].usd + p.billing[key].usd);
    }
    if (p.state === 'unknown') {
      if (p.reason === 'overflow') t.sums = 'overflow';
      t.cacheReadUnknownCalls += p.calls;
      t.cacheWriteUnknownCalls += p.calls;
    } else {
      t.sums = addTokens(t.sums, p);
      if (p.calls > 0) t.counted = true;
      // Totals from an earlier release do not say: their cache sums were all the figures there were.
      t.cacheReadUnknownCalls += p.cacheReadUnknownCalls ?? 0;
      t.cacheWriteUnknownCalls += p.cacheWriteUnknownCalls ?? 0;
    }
  }
  return finish(c, t);
}

/**
 * Tokens a budget counts: measured input + output tokens of every call, failed ones included
 * (cache reads and writes are priced separately and not counted); undefined when unknown.
 */
export function totalTokens(totals: UsageTotals): number | undefined {
  if (totals.state === 'unknown') return undefined;
  const sum = totals.inputTokens + totals.outputTokens;
  return Number.isSafeInteger(sum) ? sum : undefined;
}
