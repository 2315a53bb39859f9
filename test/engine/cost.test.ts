import { describe, expect, it } from 'vitest';
import { estimateCost, estimateReceiptCost, mergePrices, resolvePriceEntry } from '../../src/engine/cost.ts';
import { buildReceipt } from '../../src/engine/receipt.ts';
import { shippedPrices, type PriceTable } from '../../src/engine/prices.ts';
import { EngineError } from '../../src/engine/contract.ts';

const table: PriceTable = {
  'claude-sonnet-4-5': {
    inputPerMTokUsd: 3,
    outputPerMTokUsd: 15,
    cacheWritePerMTokUsd: 3.75,
    cacheReadPerMTokUsd: 0.3,
  },
  'gpt-5': { inputPerMTokUsd: 1.25, outputPerMTokUsd: 10, cacheReadPerMTokUsd: 0.125 },
  'no-cache-model': { inputPerMTokUsd: 1, outputPerMTokUsd: 2 },
};

describe('resolvePriceEntry', () => {
  it('uses the entry with the exact name', () => {
    expect(resolvePriceEntry('gpt-5', table)?.name).toBe('gpt-5');
  });

  it('falls back to the name less an 8-digit release date', () => {
    expect(resolvePriceEntry('claude-sonnet-4-5-20250929', table)?.name).toBe('claude-sonnet-4-5');
  });

  it('falls back to the name less a dashed release date', () => {
    expect(resolvePriceEntry('gpt-5-2025-08-07', table)?.name).toBe('gpt-5');
  });

  it('never matches by prefix', () => {
    expect(resolvePriceEntry('gpt-5.6', table)).toBeUndefined();
    expect(resolvePriceEntry('gpt-5-mini', table)).toBeUndefined();
    expect(resolvePriceEntry('claude-sonnet-4-5-preview', table)).toBeUndefined();
  });

  it('does not treat a non-date suffix or inherited property as a match', () => {
    expect(resolvePriceEntry('gpt-5-1234', table)).toBeUndefined();
    expect(resolvePriceEntry('toString', table)).toBeUndefined();
  });
});

describe('estimateCost', () => {
  it('prices input, output and cache tokens per million', () => {
    const cost = estimateCost(
      { inputTokens: 1_000_000, outputTokens: 100_000, cacheReadTokens: 1_000_000, cacheWriteTokens: 1_000_000 },
      'claude-sonnet-4-5-20250929',
      table,
    );
    expect(cost).toEqual({ kind: 'estimated', usd: 3 + 1.5 + 0.3 + 3.75, entry: 'claude-sonnet-4-5' });
  });

  it('is unknown when no tokens were reported', () => {
    expect(estimateCost({}, 'gpt-5', table)).toEqual({ kind: 'unknown' });
  });

  it('is unknown when the model has no entry', () => {
    expect(estimateCost({ inputTokens: 10, outputTokens: 10 }, 'gpt-5.6', table)).toEqual({ kind: 'unknown' });
    expect(estimateCost({ inputTokens: 10, outputTokens: 10 }, undefined, table)).toEqual({ kind: 'unknown' });
  });

  it('is unknown when cache tokens are present and the entry has no cache rate', () => {
    expect(estimateCost({ inputTokens: 10, outputTokens: 10, cacheReadTokens: 5 }, 'no-cache-model', table)).toEqual({
      kind: 'unknown',
    });
    expect(estimateCost({ inputTokens: 10, outputTokens: 10, cacheWriteTokens: 5 }, 'gpt-5', table)).toEqual({
      kind: 'unknown',
    });
  });

  it('needs no cache rate when the cache token counts are zero', () => {
    expect(estimateCost({ inputTokens: 1000, outputTokens: 0, cacheReadTokens: 0 }, 'no-cache-model', table)).toEqual({
      kind: 'estimated',
      usd: 0.001,
      entry: 'no-cache-model',
    });
  });
});

describe('estimateReceiptCost', () => {
  it('prices each model of a call at its own rate, not every token at the main model', () => {
    const models = {
      'claude-sonnet-4-5': { inputTokens: 1_000_000, outputTokens: 0 },
      'no-cache-model': { inputTokens: 0, outputTokens: 1_000_000 },
    };
    const usage = { inputTokens: 1_000_000, outputTokens: 1_000_000, models };
    expect(estimateReceiptCost(usage, 'claude-sonnet-4-5', table)).toEqual({
      kind: 'estimated',
      usd: 3 + 2,
      entry: 'claude-sonnet-4-5, no-cache-model',
    });
  });

  it('is unknown when one of the models has no entry', () => {
    const models = {
      'claude-sonnet-4-5': { inputTokens: 1, outputTokens: 1 },
      mystery: { inputTokens: 1, outputTokens: 1 },
    };
    expect(estimateReceiptCost({ inputTokens: 2, outputTokens: 2, models }, 'claude-sonnet-4-5', table)).toEqual({
      kind: 'unknown',
    });
  });
});

describe('buildReceipt', () => {
  it('keeps a side reported alone as a lower bound on an unmeasured receipt and never prices it', () => {
    const receipt = buildReceipt({ tokens: { inputTokens: 1_000_000 }, model: 'gpt-5', billing: 'api', prices: table });
    expect(receipt).toEqual({
      measured: false,
      inputTokens: 1_000_000,
      cost: { kind: 'unknown' },
      billing: 'api',
      model: 'gpt-5',
    });
    // Both sides, a zero among them, are a measured call.
    const both = buildReceipt({
      tokens: { inputTokens: 1_000_000, outputTokens: 0 },
      model: 'gpt-5',
      billing: 'api',
      prices: table,
    });
    expect(both).toMatchObject({ measured: true, cost: { kind: 'estimated', usd: 1.25 } });
  });
});

describe('mergePrices', () => {
  it('replaces a shipped entry by name and adds new names', () => {
    const merged = mergePrices(table, {
      'gpt-5': { inputPerMTokUsd: 2, outputPerMTokUsd: 20 },
      'my-model': { inputPerMTokUsd: 1, outputPerMTokUsd: 1 },
    });
    // The whole entry is replaced: the shipped cache rate is gone.
    expect(merged['gpt-5']).toEqual({ inputPerMTokUsd: 2, outputPerMTokUsd: 20 });
    expect(merged['my-model']).toEqual({ inputPerMTokUsd: 1, outputPerMTokUsd: 1 });
    expect(merged['claude-sonnet-4-5']).toEqual(table['claude-sonnet-4-5']);
    expect(estimateCost({ inputTokens: 1, outputTokens: 1, cacheReadTokens: 1 }, 'gpt-5', merged).kind).toBe('unknown');
  });

  it('refuses a malformed entry with invalid-config naming the field', () => {
    expect(() => mergePrices(table, { 'gpt-5': { inputPerMTokUsd: -1, outputPerMTokUsd: 1 } })).toThrow(EngineError);
    expect(() => mergePrices(table, { 'gpt-5': { inputPerMTokUsd: 'x' } })).toThrow(/prices\.gpt-5\.inputPerMTokUsd/);
  });
});

describe('shipped price table', () => {
  it('covers the current Claude and OpenAI models with cache rates where they report cache tokens', () => {
    for (const name of [
      'claude-opus-4-5',
      'claude-opus-4-1',
      'claude-sonnet-4-5',
      'claude-haiku-4-5',
      'claude-3-5-haiku',
    ]) {
      expect(shippedPrices[name]?.cacheReadPerMTokUsd, name).toBeDefined();
      expect(shippedPrices[name]?.cacheWritePerMTokUsd, name).toBeDefined();
    }
    for (const name of ['gpt-5', 'gpt-5-mini', 'gpt-5-nano', 'gpt-5-codex', 'gpt-4.1', 'gpt-4o', 'o3', 'o4-mini']) {
      expect(shippedPrices[name]?.cacheReadPerMTokUsd, name).toBeDefined();
    }
    expect(Object.isFrozen(shippedPrices)).toBe(true);
  });
});
