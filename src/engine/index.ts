// The engine layer's public surface (owned processes live in ./command/index.ts,
// MockEngine and the conformance kit in ./testing/index.ts).
export * from './contract.ts';
export { canonicalJson, digestJson, cloneFrozenJson } from './json.ts';
export { priceEntrySchema, priceTableSchema, priceFileSchema, shippedPrices, shippedPricesAsOf } from './prices.ts';
export type { PriceEntry, PriceTable, PriceFile } from './prices.ts';
export { resolvePriceEntry, estimateCost, estimateReceiptCost, mergePrices, roundUsd } from './cost.ts';
export type { ResolvedPrice, TokenCounts } from './cost.ts';
export { buildReceipt, hasCompleteTokens, unmeasuredFailure } from './receipt.ts';
export type { ReceiptInput } from './receipt.ts';
export {
  costTotalsSchema,
  billingTotalsSchema,
  usageTotalsSchema,
  usageStateSchema,
  usageCallSchema,
  summarizeUsage,
  mergeUsageTotals,
  emptyUsageTotals,
  totalTokens,
} from './usage.ts';
export type { CostTotals, BillingTotals, UsageTotals, UsageState, UsageCall } from './usage.ts';
export {
  redactForDisplay,
  redactSecrets,
  redactEnvValues,
  scrubCapture,
  secretValuesOf,
  redactionMark,
  minimumSecretLength,
} from './redact.ts';
export { retryAfterHeaderToMs, retryAfterFromHeaders } from './retry-after.ts';
// The seed lists attemptEnvironment on the engine entry; it is owned by command/.
export { attemptEnvironment } from './command/index.ts';
export * from './engines/index.ts';
