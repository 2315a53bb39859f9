// The shipped price table is read from prices.json without a parse when a process loads
// (src/engine/prices.ts): this holds the file to its schema instead.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceFileSchema, shippedPrices, shippedPricesAsOf } from '../../src/engine/index.ts';

const file: unknown = JSON.parse(readFileSync(new URL('../../src/engine/prices.json', import.meta.url), 'utf8'));

describe('the shipped price table', () => {
  it('prices.json is a valid price file', () => {
    const parsed = priceFileSchema().safeParse(file);
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('shippedPrices is exactly the parsed table, and shippedPricesAsOf its month', () => {
    const parsed = priceFileSchema().parse(file);
    expect(shippedPrices).toStrictEqual(parsed.models);
    expect(shippedPricesAsOf).toBe(parsed.asOf);
  });

  it('is frozen, the table and every entry', () => {
    expect(Object.isFrozen(shippedPrices)).toBe(true);
    for (const entry of Object.values(shippedPrices)) expect(Object.isFrozen(entry)).toBe(true);
  });
});
