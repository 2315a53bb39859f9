// Cost of one call: matching a model name to a price entry and pricing its tokens.
import { EngineError, type Cost } from './contract.ts';
import { priceTableSchema, type PriceEntry, type PriceTable } from './prices.ts';

/** A trailing release date: `-20250929` or `-2025-08-07`. */
const releaseDateSuffix = /-(?:\d{8}|\d{4}-\d{2}-\d{2})$/;

export interface ResolvedPrice {
  /** The table name that matched (the model itself or the model less its date). */
  name: string;
  entry: PriceEntry;
}

/**
 * Exact name first, then the name less a trailing release date. Never a prefix match:
 * `gpt-5.6` does not use `gpt-5`.
 */
export function resolvePriceEntry(model: string, table: Readonly<PriceTable>): ResolvedPrice | undefined {
  const own = (name: string): PriceEntry | undefined =>
    Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
  const exact = own(model);
  if (exact !== undefined) return { name: model, entry: exact };
  if (!releaseDateSuffix.test(model)) return undefined;
  const undated = model.replace(releaseDateSuffix, '');
  const entry = own(undated);
  return entry === undefined ? undefined : { name: undated, entry };
}

/** Token counts of one call; `inputTokens` excludes tokens read from or written to the cache. */
export interface TokenCounts {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  cacheReadTokens?: number | undefined;
  cacheWriteTokens?: number | undefined;
}

/**
 * Prices a call from the table. Unknown when input or output tokens were not reported, the
 * model has no entry, or the call has cache tokens and the entry has no rate for them.
 */
export function estimateCost(usage: TokenCounts, model: string | undefined, table: Readonly<PriceTable>): Cost {
  const { inputTokens, outputTokens, cacheReadTokens = 0, cacheWriteTokens = 0 } = usage;
  // Both counts are needed: pricing only one side would pass a lower bound off as the figure.
  if (inputTokens === undefined || outputTokens === undefined) return { kind: 'unknown' };
  if (model === undefined || model === '') return { kind: 'unknown' };
  const resolved = resolvePriceEntry(model, table);
  if (resolved === undefined) return { kind: 'unknown' };
  const { entry } = resolved;
  if (cacheReadTokens > 0 && entry.cacheReadPerMTokUsd === undefined) return { kind: 'unknown' };
  if (cacheWriteTokens > 0 && entry.cacheWritePerMTokUsd === undefined) return { kind: 'unknown' };
  const micro =
    inputTokens * entry.inputPerMTokUsd +
    outputTokens * entry.outputPerMTokUsd +
    cacheReadTokens * (entry.cacheReadPerMTokUsd ?? 0) +
    cacheWriteTokens * (entry.cacheWritePerMTokUsd ?? 0);
  const usd = roundUsd(micro / 1_000_000);
  if (!Number.isFinite(usd)) return { kind: 'unknown' };
  return { kind: 'estimated', usd, entry: resolved.name };
}

/**
 * Prices a receipt: each model at its own rate when the receipt names the tokens of each (a call on
 * several models), else all its tokens at `model`. Unknown when any model cannot be priced.
 */
export function estimateReceiptCost(
  usage: TokenCounts & { models?: Readonly<Record<string, TokenCounts>> | undefined },
  model: string | undefined,
  table: Readonly<PriceTable>,
): Cost {
  const models = Object.entries(usage.models ?? {});
  if (models.length === 0) return estimateCost(usage, model, table);
  let usd = 0;
  const entries = new Set<string>();
  for (const [name, tokens] of models) {
    const cost = estimateCost(tokens, name, table);
    if (cost.kind !== 'estimated') return { kind: 'unknown' };
    usd += cost.usd;
    entries.add(cost.entry);
  }
  return { kind: 'estimated', usd: roundUsd(usd), entry: [...entries].join(', ') };
}

/** Caller entries replace shipped ones by name (whole entries, cache rates included); new names add. */
export function mergePrices(shipped: Readonly<PriceTable>, callerEntries?: unknown): PriceTable {
  const parsed = priceTableSchema().safeParse(callerEntries ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'prices' : `prices.${issue.path.join('.')}`;
    throw new EngineError(
      `${where}: ${issue?.message ?? 'invalid'}; expected { [model]: { inputPerMTokUsd, outputPerMTokUsd, cacheWritePerMTokUsd?, cacheReadPerMTokUsd? } } in USD per million tokens`,
      { kind: 'invalid-config' },
    );
  }
  return { ...shipped, ...parsed.data };
}

/** Rounds away binary-fraction noise (1e-12 USD is far below any price). */
export function roundUsd(usd: number): number {
  return Math.round(usd * 1e12) / 1e12;
}
