// Building usage receipts the same way in every engine: measured tokens priced by the
// engine's own figure or the price table, unmeasured calls never counted as zero.
import type { Billing, UsageReceipt } from './contract.ts';
import { estimateReceiptCost, type TokenCounts } from './cost.ts';
import type { PriceTable } from './prices.ts';

export interface ReceiptInput {
  /** Token counts as reported; a count not reported stays undefined (never zero). */
  tokens?: TokenCounts | undefined;
  /** The engine's own USD figure (wins over the table when present and finite). */
  reportedUsd?: number | undefined;
  model?: string | undefined;
  /** Each model's tokens, when the call used several (kept on the receipt; priced one by one). */
  models?: Readonly<Record<string, TokenCounts>> | undefined;
  billing: Billing;
  /** Price table for estimates; without it an unreported figure is unknown. */
  prices?: Readonly<PriceTable> | undefined;
  failed?: boolean | undefined;
}

const countOrUndefined = (n: number | undefined): number | undefined =>
  n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;

/**
 * One receipt: `measured` when both input and output tokens were reported. A side reported alone
 * is kept on an unmeasured receipt as a lower bound (the call used at least that much); it is never
 * priced, since a figure from half the tokens would pass a lower bound off as the cost.
 */
export function buildReceipt(input: ReceiptInput): UsageReceipt {
  const inputTokens = countOrUndefined(input.tokens?.inputTokens);
  const outputTokens = countOrUndefined(input.tokens?.outputTokens);
  const measured = inputTokens !== undefined && outputTokens !== undefined;
  const receipt: UsageReceipt = { measured, cost: { kind: 'unknown' }, billing: input.billing };
  if (inputTokens !== undefined || outputTokens !== undefined) {
    if (inputTokens !== undefined) receipt.inputTokens = inputTokens;
    if (outputTokens !== undefined) receipt.outputTokens = outputTokens;
    const cacheRead = countOrUndefined(input.tokens?.cacheReadTokens);
    const cacheWrite = countOrUndefined(input.tokens?.cacheWriteTokens);
    if (cacheRead !== undefined) receipt.cacheReadTokens = cacheRead;
    if (cacheWrite !== undefined) receipt.cacheWriteTokens = cacheWrite;
    const models = modelBreakdown(input.models);
    if (models !== undefined) receipt.models = models;
  }
  const { reportedUsd } = input;
  if (reportedUsd !== undefined && Number.isFinite(reportedUsd) && reportedUsd >= 0) {
    receipt.cost = { kind: 'reported', usd: reportedUsd };
  } else if (measured && input.prices !== undefined) {
    receipt.cost = estimateReceiptCost(receipt, input.model, input.prices);
  }
  if (input.model !== undefined && input.model !== '') receipt.model = input.model;
  if (input.failed === true) receipt.failed = true;
  return receipt;
}

/** The valid counts of each model, or undefined when fewer than two models are named. */
function modelBreakdown(models: ReceiptInput['models']): UsageReceipt['models'] {
  const entries = Object.entries(models ?? {});
  if (entries.length < 2) return undefined;
  const out: NonNullable<UsageReceipt['models']> = {};
  for (const [name, tokens] of entries) {
    const counts: TokenCounts = {};
    for (const key of ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'] as const) {
      const n = countOrUndefined(tokens[key]);
      if (n !== undefined) counts[key] = n;
    }
    out[name] = counts;
  }
  return out;
}

/**
 * True when the receipt holds both input and output token counts. Receipts stored by earlier
 * releases may say `measured` with one side only: those are lower bounds too.
 */
export function hasCompleteTokens(receipt: UsageReceipt): boolean {
  return receipt.measured && receipt.inputTokens !== undefined && receipt.outputTokens !== undefined;
}

/** The receipt of a call that failed before it reported anything. */
export function unmeasuredFailure(model: string | undefined, billing: Billing): UsageReceipt {
  return buildReceipt({ model, billing, failed: true });
}

/**
 * The receipt of a call that failed before it sent anything (no API key, aborted before the request,
 * the CLI not found), or whose request the provider refused before any model work (an API error
 * reply, a CLI saying its login is missing): nothing was used or billed, which is known, not
 * unmeasured. The engine reports the zero itself.
 */
export function unsentFailure(model: string | undefined, billing: Billing): UsageReceipt {
  // No request reached a model, so no cache was read or written either: every count is a known zero.
  const tokens = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
  return buildReceipt({ model, billing, tokens, reportedUsd: 0, failed: true });
}
