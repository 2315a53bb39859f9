// The shipped price table and its schema. Prices are never fetched at run time;
// callers override entries by name (mergePrices in cost.ts).
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import shipped from './prices.json' with { type: 'json' };

/** USD per million tokens. A cache rate is needed only for calls that report cache tokens. */
export const priceEntrySchema = lazySchema(() =>
  z.strictObject({
    inputPerMTokUsd: z.number().nonnegative(),
    outputPerMTokUsd: z.number().nonnegative(),
    cacheWritePerMTokUsd: z.number().nonnegative().optional(),
    cacheReadPerMTokUsd: z.number().nonnegative().optional(),
  }),
);
export type PriceEntry = z.infer<ReturnType<typeof priceEntrySchema>>;

/** Model name -> entry. */
export const priceTableSchema = lazySchema(() => z.record(z.string().min(1), priceEntrySchema()));
export type PriceTable = z.infer<ReturnType<typeof priceTableSchema>>;

export const priceFileSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    currency: z.literal('USD'),
    unit: z.string(),
    note: z.string().optional(),
    asOf: z.string(),
    models: priceTableSchema(),
  }),
);
export type PriceFile = z.infer<ReturnType<typeof priceFileSchema>>;

// prices.json ships in this package and test/engine/prices.test.ts holds it to priceFileSchema: it is
// not parsed again when a process loads (the parse was most of what loading the engine layer cost).
const shippedModels: PriceTable = shipped.models;

/** The table shipped with this release (frozen). */
export const shippedPrices: Readonly<PriceTable> = Object.freeze(
  Object.fromEntries(Object.entries(shippedModels).map(([name, entry]) => [name, Object.freeze({ ...entry })])),
);

/** Month the shipped list prices were taken from. */
export const shippedPricesAsOf: string = shipped.asOf;
