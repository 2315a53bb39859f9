// Durations in graph files use the one grammar of the Action inputs and CLI flags (the runner's
// readDuration: 500ms, 30s, 10m, 2h, 1h30m; units largest first, each once). A bare number is refused:
// graph files used to read it as milliseconds, which `timeout: 600` rarely means.
import { durationAccepts, maxDurationMs, readDuration } from '../runner/index.ts';

export { maxDurationMs };

export const durationHint = durationAccepts;

/** Milliseconds, or undefined when `value` is not a valid positive duration. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const read = readDuration(value.trim());
  return read.ok && read.value > 0 ? read.value : undefined;
}

/**
 * Why `value` is not a duration. A bare whole number gets what to write for it with a unit, each
 * spelling the grammar takes and that fits the bound: 600 -> "600ms for 600 milliseconds, or 600s
 * or 10m for 600 seconds".
 */
export function durationProblem(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
    const bare = `must be a duration with a unit, got the bare number ${value}`;
    const ways: string[] = [];
    if (value <= maxDurationMs) ways.push(`${value}ms for ${value} milliseconds`);
    if (value * 1000 <= maxDurationMs) {
      const units = secondsText(value);
      ways.push(`${units === `${value}s` ? units : `${value}s or ${units}`} for ${value} seconds`);
    }
    if (ways.length === 0) return `${bare}, and a duration is at most ${maxDurationMs} ms`;
    return `${bare}: write ${ways.join(', or ')}`;
  }
  return `must be ${durationHint}, at most ${maxDurationMs} ms; got ${JSON.stringify(value)}`;
}

/** `n` seconds in the largest units that divide it: 600 -> 10m, 5400 -> 1h30m, 45 -> 45s. */
function secondsText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h > 0 ? `${h}h` : ''}${m > 0 ? `${m}m` : ''}${s > 0 ? `${s}s` : ''}`;
}
