// Building usage receipts the same way in every engine: measured tokens priced by the
// engine's own figure or the price table, unmeasured calls never counted as zero.
import type { Billing, UsageReceipt } from './contract.ts';
import { estimateCost, type TokenCounts } from './cost.ts';
import type { PriceTable } from './prices.ts';

export interface ReceiptInput {
  /** Token counts as reported; all missing means the call was not measured. */
  tokens?: TokenCounts | undefined;
  /** The engine's own USD figure (wins over the table when present and finite). */
  reportedUsd?: number | undefined;
  model?: string | undefined;
  billing: Billing;
  /** Price table for estimates; without it an unreported figure is unknown. */
  prices?: Readonly<PriceTable> | undefined;
  failed?: boolean | undefined;
}

const countOrUndefined = (n: number | undefined): number | undefined =>
  n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;

/** One receipt: `measured` when input or output tokens were reported. */
export function buildReceipt(input: ReceiptInput): UsageReceipt {
  const inputTokens = countOrUndefined(input.tokens?.inputTokens);
  const outputTokens = countOrUndefined(input.tokens?.outputTokens);
  const measured = inputTokens !== undefined || outputTokens !== undefined;
  const receipt: UsageReceipt = { measured, cost: { kind: 'unknown' }, billing: input.billing };
  if (measured) {
    if (inputTokens !== undefined) receipt.inputTokens = inputTokens;
    if (outputTokens !== undefined) receipt.outputTokens = outputTokens;
    const cacheRead = countOrUndefined(input.tokens?.cacheReadTokens);
    const cacheWrite = countOrUndefined(input.tokens?.cacheWriteTokens);
    if (cacheRead !== undefined) receipt.cacheReadTokens = cacheRead;
    if (cacheWrite !== undefined) receipt.cacheWriteTokens = cacheWrite;
  }
  const { reportedUsd } = input;
  if (reportedUsd !== undefined && Number.isFinite(reportedUsd) && reportedUsd >= 0) {
    receipt.cost = { kind: 'reported', usd: reportedUsd };
  } else if (measured && input.prices !== undefined) {
    receipt.cost = estimateCost(receipt, input.model, input.prices);
  }
  if (input.model !== undefined && input.model !== '') receipt.model = input.model;
  if (input.failed === true) receipt.failed = true;
  return receipt;
}

/** The receipt of a call that failed before it reported anything. */
export function unmeasuredFailure(model: string | undefined, billing: Billing): UsageReceipt {
  return buildReceipt({ model, billing, failed: true });
}

/**
 * The receipt of a call that failed before it sent anything (no API key, aborted before the request,
 * the CLI not found): nothing was used or billed, which is known, not unmeasured. The engine reports
 * the zero itself.
 */
export function unsentFailure(model: string | undefined, billing: Billing): UsageReceipt {
  return buildReceipt({ model, billing, tokens: { inputTokens: 0, outputTokens: 0 }, reportedUsd: 0, failed: true });
}
