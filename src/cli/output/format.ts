// Figures as terminal text: the report's formatters (one way to write a duration, a count, a cost)
// with the terminal's ASCII "-" for a missing figure. Missing usage is never shown as zero.
import type { UsageTotals } from '../../engine/index.ts';
import {
  costText as reportCostText,
  formatDuration as reportDuration,
  oneLine,
  tokenText,
} from '../../report/index.ts';

export { countOf, formatCount } from '../../report/index.ts';

export const formatDuration = (ms: number | null | undefined): string => reportDuration(ms, '-');

/** `tokens 1,200 in / 300 out` (`≥` when partial), `tokens unknown`, or `-` with no engine calls. */
export function tokensText(usage: UsageTotals, label = 'tokens '): string {
  if (usage.calls === 0) return '-';
  if (usage.state === 'unknown') return `${label}unknown`;
  return `${label}${tokenText(usage, 'inputTokens')} in / ${tokenText(usage, 'outputTokens')} out`;
}

/** `cost 0.0123 USD (estimated)`, `cost ≥ 0.5 USD (reported, 2 unknown)`, `cost unknown`, or `-` with no engine calls. */
export function costText(usage: UsageTotals, label = 'cost '): string {
  return usage.calls === 0 ? '-' : `${label}${reportCostText(usage)}`;
}

/** `4 calls, tokens …, cost …` or `no engine calls`. */
export function usageLine(usage: UsageTotals): string {
  if (usage.calls === 0) return 'no engine calls';
  return `${usage.calls} engine call${usage.calls === 1 ? '' : 's'} (${usage.state}), ${tokensText(usage)}, ${costText(usage)}`;
}

/**
 * Left-aligned columns; the last column is not padded. With `width` (a terminal's), a row longer
 * than that is cut to it with `…`, so no row wraps (put the column of any length last).
 */
export function table(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  options: { width?: number } = {},
): string[] {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const render = (cells: readonly string[]) => {
    const text = cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
    return options.width === undefined || text.length <= options.width
      ? text
      : `${text.slice(0, Math.max(1, options.width - 1))}…`;
  };
  return [render(headers), ...rows.map(render)];
}

/**
 * One line of untrusted text for a terminal, as the text summary writes it: control characters
 * (escape sequences) as U+FFFD, bidi controls by name (`<U+202E>`: a line cannot read in another
 * order than it holds), line breaks as spaces; the report's oneLine, which the progress lines use too.
 */
export const plain = oneLine;
