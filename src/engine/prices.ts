// The shipped price table and its schema. Prices are never fetched at run time;
// callers override entries by name (mergePrices in cost.ts).
import { z } from 'zod';
import shipped from './prices.json' with { type: 'json' };

/** USD per million tokens. A cache rate is needed only for calls that report cache tokens. */
export const priceEntrySchema = z.strictObject({
  inputPerMTokUsd: z.number().nonnegative(),
  outputPerMTokUsd: z.number().nonnegative(),
  cacheWritePerMTokUsd: z.number().nonnegative().optional(),
  cacheReadPerMTokUsd: z.number().nonnegative().optional(),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

/** Model name -> entry. */
export const priceTableSchema = z.record(z.string().min(1), priceEntrySchema);
export type PriceTable = z.infer<typeof priceTableSchema>;

export const priceFileSchema = z.object({
  schemaVersion: z.literal(1),
  currency: z.literal('USD'),
  unit: z.string(),
  note: z.string().optional(),
  asOf: z.string(),
  models: priceTableSchema,
});
export type PriceFile = z.infer<typeof priceFileSchema>;

const parsedFile = priceFileSchema.parse(shipped);

/** The table shipped with this release (frozen). */
export const shippedPrices: Readonly<PriceTable> = Object.freeze(
  Object.fromEntries(Object.entries(parsedFile.models).map(([name, entry]) => [name, Object.freeze(entry)])),
);

/** Month the shipped list prices were taken from. */
export const shippedPricesAsOf: string = parsedFile.asOf;
