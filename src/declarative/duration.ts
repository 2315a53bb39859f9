// Durations in graph files: a number of milliseconds, or a string such as 500ms, 30s, 10m, 2h
// (units may be combined: 1h30m). Bounded by what a Node timer accepts.

const unitMs: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** Largest delay setTimeout honours (about 24.8 days). */
export const maxDurationMs = 2_147_483_647;

export const durationHint = 'a positive number of milliseconds or a duration such as 500ms, 30s, 10m, 2h or 1h30m';

/** Milliseconds, or undefined when `value` is not a valid positive duration. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 && value <= maxDurationMs ? value : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^(\d+(ms|s|m|h))+$/.test(text)) return undefined;
  let total = 0;
  for (const match of text.matchAll(/(\d+)(ms|s|m|h)/g)) total += Number(match[1]) * unitMs[match[2]!]!;
  return total > 0 && total <= maxDurationMs ? total : undefined;
}
