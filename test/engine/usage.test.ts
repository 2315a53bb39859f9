import { describe, expect, it } from 'vitest';
import type { UsageReceipt } from '../../src/engine/contract.ts';
import {
  mergeUsageTotals,
  summarizeUsage,
  totalTokens,
  usageTotalsSchema,
  type UsageCall,
} from '../../src/engine/usage.ts';

const measured = (input: number, output: number, extra: Partial<UsageReceipt> = {}): UsageCall => ({
  kind: 'receipt',
  receipt: {
    measured: true,
    inputTokens: input,
    outputTokens: output,
    cost: { kind: 'unknown' },
    billing: 'api',
    ...extra,
  },
});
const unmeasured = (extra: Partial<UsageReceipt> = {}): UsageCall => ({
  kind: 'receipt',
  receipt: { measured: false, cost: { kind: 'unknown' }, billing: 'unknown', ...extra },
});

describe('summarizeUsage', () => {
  it('is reported when every call was measured', () => {
    const totals = summarizeUsage([measured(100, 10), measured(50, 5, { cacheReadTokens: 7 })]);
    expect(totals).toMatchObject({ state: 'reported', calls: 2, measuredCalls: 2, unknownCalls: 0 });
    expect(totals).toMatchObject({ inputTokens: 150, outputTokens: 15, cacheReadTokens: 7, cacheWriteTokens: 0 });
    expect(usageTotalsSchema().parse(totals)).toEqual(totals);
  });

  it('is partial with lower-bound tokens when some calls were not measured', () => {
    const totals = summarizeUsage([measured(100, 10), unmeasured()]);
    expect(totals).toMatchObject({ state: 'partial', calls: 2, measuredCalls: 1, unknownCalls: 1, inputTokens: 100 });
  });

  it('counts a still-open call as an unknown call', () => {
    const totals = summarizeUsage([measured(100, 10), { kind: 'open', model: 'claude-sonnet-4-5', billing: 'api' }]);
    expect(totals).toMatchObject({ state: 'partial', openCalls: 1, unknownCalls: 1 });
    expect(totals.cost).toMatchObject({ unknownCalls: 2, unknownModels: ['claude-sonnet-4-5'] });
    expect(totals.billing.api.calls).toBe(2);
  });

  it('is unknown when no call was measured, and never reports zero tokens', () => {
    const totals = summarizeUsage([unmeasured({ failed: true }), { kind: 'open' }]);
    expect(totals).toMatchObject({ state: 'unknown', reason: 'no-measured-calls', calls: 2, failedCalls: 1 });
    expect('inputTokens' in totals).toBe(false);
    expect(totalTokens(totals)).toBeUndefined();
  });

  it('is unknown when measured totals pass the safe integer range', () => {
    const totals = summarizeUsage([measured(Number.MAX_SAFE_INTEGER, 0), measured(1, 0)]);
    expect(totals).toMatchObject({ state: 'unknown', reason: 'overflow', measuredCalls: 2 });
  });

  it('counts a failed call once and keeps the tokens it reported', () => {
    const totals = summarizeUsage([measured(40, 4, { failed: true }), measured(60, 6)]);
    expect(totals).toMatchObject({ state: 'reported', calls: 2, failedCalls: 1, inputTokens: 100, outputTokens: 10 });
    expect(totalTokens(totals)).toBe(110);
  });

  it('splits cost into reported, estimated and unknown, with billing lines', () => {
    const totals = summarizeUsage([
      measured(1, 1, { cost: { kind: 'reported', usd: 0.1 }, billing: 'subscription' }),
      measured(1, 1, { cost: { kind: 'estimated', usd: 0.2, entry: 'gpt-5' }, billing: 'api' }),
      measured(1, 1, { model: 'mystery', billing: 'unknown' }),
      measured(1, 1, { model: 'mystery', billing: 'unknown' }),
    ]);
    expect(totals.cost).toEqual({
      usd: 0.3,
      reportedUsd: 0.1,
      estimatedUsd: 0.2,
      unknownCalls: 2,
      unknownModels: ['mystery'],
    });
    expect(totals.billing).toEqual({
      api: { calls: 1, usd: 0.2 },
      subscription: { calls: 1, usd: 0.1 },
      unknown: { calls: 2, usd: 0 },
    });
  });

  it('is vacuously reported with zeros for a node without engine calls', () => {
    expect(summarizeUsage([])).toMatchObject({ state: 'reported', calls: 0, inputTokens: 0 });
  });
});

describe('summarizeUsage: a call that reported one side only', () => {
  const inputOnly = (input: number, extra: Partial<UsageReceipt> = {}): UsageCall => ({
    kind: 'receipt',
    receipt: { measured: false, inputTokens: input, cost: { kind: 'unknown' }, billing: 'api', ...extra },
  });

  it('is partial: the side it reported is a lower bound and the other is not zero', () => {
    const totals = summarizeUsage([inputOnly(1_000_000)]);
    expect(totals).toMatchObject({ state: 'partial', calls: 1, measuredCalls: 0, unknownCalls: 1 });
    expect(totals).toMatchObject({ inputTokens: 1_000_000, outputTokens: 0 });
  });

  it('makes a total with measured calls partial too', () => {
    expect(summarizeUsage([measured(10, 1), inputOnly(5)])).toMatchObject({
      state: 'partial',
      measuredCalls: 1,
      unknownCalls: 1,
      inputTokens: 15,
    });
  });

  it('reads a receipt of an earlier release that says measured with one side as a lower bound', () => {
    const old: UsageCall = {
      kind: 'receipt',
      receipt: { measured: true, outputTokens: 7, cost: { kind: 'unknown' }, billing: 'api' },
    };
    expect(summarizeUsage([old])).toMatchObject({ state: 'partial', unknownCalls: 1, outputTokens: 7 });
  });

  it('merges the same as summarizing at once', () => {
    const a = [inputOnly(3)];
    const b = [measured(1, 1, { cacheReadTokens: 4 })];
    expect(mergeUsageTotals([summarizeUsage(a), summarizeUsage(b)])).toEqual(summarizeUsage([...a, ...b]));
    expect(mergeUsageTotals([summarizeUsage(a)])).toMatchObject({ state: 'partial', inputTokens: 3 });
  });
});

describe('summarizeUsage: cache token counts', () => {
  it('counts the calls that did not report a cache count, so an unreported count is not 0', () => {
    const totals = summarizeUsage([
      measured(1, 1, { cacheReadTokens: 5, cacheWriteTokens: 0 }),
      measured(1, 1, { cacheReadTokens: 7 }),
      { kind: 'open' },
    ]);
    expect(totals).toMatchObject({
      cacheReadTokens: 12,
      cacheWriteTokens: 0,
      cacheReadUnknownCalls: 1,
      cacheWriteUnknownCalls: 2,
    });
  });
});

describe('mergeUsageTotals', () => {
  it('adds node totals and keeps the gap of a crashed call after a later measured retry', () => {
    const crashed = summarizeUsage([{ kind: 'open' }]);
    const retried = summarizeUsage([measured(10, 1)]);
    const run = mergeUsageTotals([crashed, retried]);
    expect(run).toMatchObject({ state: 'partial', calls: 2, unknownCalls: 1, inputTokens: 10, outputTokens: 1 });
  });

  it('keeps an overflow unknown when merged with measured totals', () => {
    const overflow = summarizeUsage([measured(Number.MAX_SAFE_INTEGER, 0), measured(1, 0)]);
    expect(mergeUsageTotals([overflow, summarizeUsage([measured(1, 1)])])).toMatchObject({
      state: 'unknown',
      reason: 'overflow',
    });
  });

  it('equals summarizing all calls at once', () => {
    const a = [measured(5, 5, { cost: { kind: 'reported', usd: 0.01 } }), unmeasured({ model: 'x' })];
    const b: UsageCall[] = [
      measured(7, 1, { cost: { kind: 'estimated', usd: 0.02, entry: 'y' } }),
      { kind: 'open', model: 'z' },
    ];
    expect(mergeUsageTotals([summarizeUsage(a), summarizeUsage(b)])).toEqual(summarizeUsage([...a, ...b]));
  });
});
