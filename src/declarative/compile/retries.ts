// `retries:` -> the DAG form's retry limit and policy. A number is the limit (every failure retries,
// at once); the long form adds a growing backoff and which failures retry:
//   retries: { limit: 3, backoff: 10s, max-backoff: 5m, on: [1, 75, timeout, signal, rate-limit] }
import type { DagRetry, DagRetryOn } from '../../graph/index.ts';
import { durationProblem, parseDuration } from '../duration.ts';
import type { DocumentPath, RawIssue } from '../document/paths.ts';
import { engineErrorKinds } from '../document/schema.ts';

const longKeys = ['limit', 'backoff', 'max-backoff', 'on'];
const limitRule = 'must be a whole number from 0 to 100';

export function compileRetries(
  written: unknown,
  at: DocumentPath,
  nodeKind: 'command' | 'engine' | undefined,
  issues: RawIssue[],
): { retries?: number; retry?: DagRetry } {
  if (written === undefined) return {};
  if (typeof written === 'number') {
    if (Number.isInteger(written) && written >= 0 && written <= 100) return { retries: written };
    issues.push({ path: at, message: `${limitRule} (or a map with ${longKeys.join(', ')})` });
    return {};
  }
  if (typeof written !== 'object' || written === null || Array.isArray(written)) {
    issues.push({ path: at, message: `must be a number of retries or a map with ${longKeys.join(', ')}` });
    return {};
  }
  const map = written as Record<string, unknown>;
  for (const key of Object.keys(map))
    if (!longKeys.includes(key))
      issues.push({ path: [...at, key], message: `unknown key (accepted: ${longKeys.join(', ')})` });
  const limit = map.limit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > 100)
    issues.push({ path: [...at, 'limit'], message: `required: ${limitRule}` });
  const retry: DagRetry = {};
  const duration = (key: 'backoff' | 'max-backoff'): number | undefined => {
    if (map[key] === undefined) return undefined;
    const ms = parseDuration(map[key]);
    if (ms === undefined) issues.push({ path: [...at, key], message: durationProblem(map[key]) });
    return ms;
  };
  const backoff = duration('backoff');
  const maxBackoff = duration('max-backoff');
  if (backoff !== undefined) retry.backoffMs = backoff;
  if (maxBackoff !== undefined) {
    if (backoff === undefined)
      issues.push({ path: [...at, 'max-backoff'], message: 'only with backoff (the delay it caps)' });
    // The delay starts at backoff and only grows: a smaller cap would silently shorten even the first one.
    else if (maxBackoff < backoff)
      issues.push({
        path: [...at, 'max-backoff'],
        message: `must be at least the initial backoff (${String(map.backoff)}): it caps the delay, which starts at backoff and doubles`,
      });
    retry.maxBackoffMs = maxBackoff;
  }
  if (map.on !== undefined) {
    const on = compileOn(map.on, [...at, 'on'], nodeKind, issues);
    if (on !== undefined) retry.on = on;
  }
  return {
    ...(typeof limit === 'number' ? { retries: limit } : {}),
    ...(Object.keys(retry).length > 0 ? { retry } : {}),
  };
}

function compileOn(
  written: unknown,
  at: DocumentPath,
  nodeKind: 'command' | 'engine' | undefined,
  issues: RawIssue[],
): DagRetryOn | undefined {
  const accepted = `exit codes (1-255), timeout, signal (commands) or engine error kinds (${engineErrorKinds.join(', ')})`;
  if (!Array.isArray(written) || written.length === 0) {
    issues.push({ path: at, message: `must be a non-empty list of ${accepted}` });
    return undefined;
  }
  const on: DagRetryOn = {};
  written.forEach((item, index) => {
    const here = [...at, index];
    if (typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= 255) {
      if (nodeKind === 'engine') issues.push({ path: here, message: 'exit codes apply to command nodes only' });
      (on.exitCodes ??= []).push(item);
    } else if (item === 'timeout') on.timeout = true;
    else if (item === 'signal') {
      if (nodeKind === 'engine') issues.push({ path: here, message: 'signal applies to command nodes only' });
      on.signal = true;
    } else if (typeof item === 'string' && (engineErrorKinds as readonly string[]).includes(item)) {
      if (nodeKind === 'command')
        issues.push({ path: here, message: `"${item}" is an engine error kind: it applies to engine nodes only` });
      (on.kinds ??= []).push(item);
    } else issues.push({ path: here, message: `must be one of ${accepted}; got ${JSON.stringify(item)}` });
  });
  return on;
}
