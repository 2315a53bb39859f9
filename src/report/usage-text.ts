// Usage figures as text. Missing usage is never zero: an unmeasured figure is "unknown", a
// partial one is a lower bound ("≥"), and a node with no engine calls says so ("—").
import type { UsageTotals } from '../engine/index.ts';
import { formatCount, formatUsd } from './format.ts';

export const noCalls = '—';

export function usageStateText(usage: UsageTotals): string {
  return usage.calls === 0 ? noCalls : usage.state;
}

/** Token count of one kind: exact, `≥ n` (partial) or unknown. */
export function tokenText(
  usage: UsageTotals,
  kind: 'inputTokens' | 'outputTokens' | 'cacheReadTokens' | 'cacheWriteTokens',
): string {
  if (usage.calls === 0) return noCalls;
  if (usage.state === 'unknown') return 'unknown';
  // A cache count no call reported is unknown, not 0; some calls without it make the sum a lower bound.
  const unknownCalls =
    kind === 'cacheReadTokens'
      ? usage.cacheReadUnknownCalls
      : kind === 'cacheWriteTokens'
        ? usage.cacheWriteUnknownCalls
        : undefined;
  if (unknownCalls !== undefined && unknownCalls >= usage.calls) return 'unknown';
  const value = formatCount(usage[kind]);
  return usage.state === 'partial' || (unknownCalls ?? 0) > 0 ? `≥ ${value}` : value;
}

/** `in / out` for the nodes table. */
export function tokensInOut(usage: UsageTotals): string {
  if (usage.calls === 0) return noCalls;
  if (usage.state === 'unknown') return 'unknown';
  return `${tokenText(usage, 'inputTokens')} / ${tokenText(usage, 'outputTokens')}`;
}

/**
 * The cost: priced figure (reported + estimated), a lower bound `≥` when some calls have no
 * figure, "unknown" when none has; followed by where the figure came from.
 */
export function costText(usage: UsageTotals): string {
  const cost = usage.cost;
  if (usage.calls === 0) return noCalls;
  if (cost.unknownCalls >= usage.calls) return 'unknown';
  const sources = [cost.reportedUsd > 0 ? 'reported' : '', cost.estimatedUsd > 0 ? 'estimated' : ''].filter(
    (s) => s !== '',
  );
  const figure = `${cost.unknownCalls > 0 ? '≥ ' : ''}${formatUsd(cost.usd)}`;
  const marks = [
    sources.length === 0 ? '' : sources.join(' + '),
    cost.unknownCalls > 0 ? `${formatCount(cost.unknownCalls)} unknown` : '',
  ].filter((s) => s !== '');
  return marks.length === 0 ? figure : `${figure} (${marks.join(', ')})`;
}

/** A priced part (reported or estimated): "—" when nothing was priced that way. */
export function pricedPartText(usd: number): string {
  return usd > 0 ? formatUsd(usd) : noCalls;
}

export function billingText(usage: UsageTotals): string {
  const parts = (['api', 'subscription', 'unknown'] as const)
    .filter((key) => usage.billing[key].calls > 0)
    .map((key) => {
      const line = usage.billing[key];
      return `${key} ${formatCount(line.calls)}${line.usd > 0 ? ` (${formatUsd(line.usd)})` : ''}`;
    });
  return parts.length === 0 ? noCalls : parts.join(', ');
}
