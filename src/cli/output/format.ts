// Figures as terminal text: durations, token counts, usage. Missing usage is never shown as zero.
import type { UsageTotals } from '../../engine/usage.ts';

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${seconds % 60} s`;
}

export const formatCount = (value: number): string => value.toLocaleString('en-US');

export function formatUsd(usd: number): string {
  if (usd === 0) return '0 USD';
  return `${usd >= 1 ? usd.toFixed(2) : usd >= 0.0001 ? usd.toFixed(4) : 'under 0.0001'} USD`;
}

/** `tokens 1,200 in / 300 out` (`≥` when partial), `tokens unknown`, or `-` with no engine calls. */
export function tokensText(usage: UsageTotals, label = 'tokens '): string {
  if (usage.calls === 0) return '-';
  if (usage.state === 'unknown') return `${label}unknown`;
  const mark = usage.state === 'partial' ? '≥ ' : '';
  return `${label}${mark}${formatCount(usage.inputTokens)} in / ${mark}${formatCount(usage.outputTokens)} out`;
}

export function costText(usage: UsageTotals, label = 'cost '): string {
  if (usage.calls === 0) return '-';
  const cost = usage.cost;
  if (cost.unknownCalls >= usage.calls) return `${label}unknown`;
  return `${label}${cost.unknownCalls > 0 ? '≥ ' : ''}${formatUsd(cost.usd)}${cost.unknownCalls > 0 ? ` (${cost.unknownCalls} call${cost.unknownCalls === 1 ? '' : 's'} unpriced)` : ''}`;
}

/** `4 calls, tokens …, cost …` or `no engine calls`. */
export function usageLine(usage: UsageTotals): string {
  if (usage.calls === 0) return 'no engine calls';
  return `${usage.calls} engine call${usage.calls === 1 ? '' : 's'} (${usage.state}), ${tokensText(usage)}, ${costText(usage)}`;
}

/** Left-aligned columns; the last column is not padded. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(headers), ...rows.map(render)];
}

/** One line of untrusted text for a terminal: control characters (escape sequences) shown as `?`. */
export function plain(text: string, max = 300): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => (char === '\n' ? ' ' : '?'));
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
