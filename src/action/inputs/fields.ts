// Field parsers for action inputs. Every input arrives as a string (INPUT_<NAME>, trimmed); each
// parser turns it into a typed value or a refusal that says what the input accepts. What a refusal
// echoes back is shortened, and secret inputs are never echoed at all.
import { z } from 'zod';
import { parseDuration, maxDurationMs } from '../../declarative/duration.ts';
import { storeIdPattern, type JsonValue, jsonValueSchema } from '../../store/contract.ts';

/** What a field parser returns: the value, or what the input accepts. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; accepts: string };

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const refuse = (accepts: string): FieldResult<never> => ({ ok: false, accepts });

export const durationAccepts = 'a duration such as 500ms, 30s, 10m, 2h or 5h50m (units ms, s, m, h; combine them largest first)';

/** A positive duration in milliseconds; `allowZero` also accepts 0 (e.g. "no heartbeat"). */
export function duration(text: string, options: { allowZero?: boolean } = {}): FieldResult<number> {
  if (options.allowZero === true && /^0+(ms|s|m|h)?$/.test(text)) return ok(0);
  // Bare numbers are refused: "30" could mean seconds or milliseconds.
  if (/^\d+$/.test(text)) return refuse(`${durationAccepts}; a bare number has no unit`);
  const ms = parseDuration(text);
  if (ms === undefined || !/^(\d+h)?(\d+m(?!s))?(\d+s)?(\d+ms)?$/.test(text)) {
    return refuse(`${options.allowZero === true ? `0 or ${durationAccepts}` : durationAccepts}, at most ${maxDurationMs} ms`);
  }
  return ok(ms);
}

export function positiveInteger(text: string, max: number): FieldResult<number> {
  if (!/^[1-9][0-9]*$/.test(text) || Number(text) > max) return refuse(`a whole number from 1 to ${max}`);
  return ok(Number(text));
}

export function nonNegativeInteger(text: string, max: number): FieldResult<number> {
  if (!/^(0|[1-9][0-9]*)$/.test(text) || Number(text) > max) return refuse(`a whole number from 0 to ${max}`);
  return ok(Number(text));
}

export const storeNameAccepts = '1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-" (not "." or ".."): it names cache keys and directories';

export function storeName(text: string): FieldResult<string> {
  return storeIdPattern.test(text) ? ok(text) : refuse(storeNameAccepts);
}

export function oneOf<const T extends string>(text: string, values: readonly T[]): FieldResult<T> {
  return (values as readonly string[]).includes(text) ? ok(text as T) : refuse(`one of ${values.join(', ')}`);
}

export function boolean(text: string): FieldResult<boolean> {
  // The YAML 1.2 core schema's booleans, as core.getBooleanInput reads them.
  if (['true', 'True', 'TRUE'].includes(text)) return ok(true);
  if (['false', 'False', 'FALSE', ''].includes(text)) return ok(false);
  return refuse('true or false');
}

export function json(text: string): FieldResult<JsonValue> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the input, which may hold a pasted secret: say only what is accepted.
    return refuse('valid JSON');
  }
  const parsed = jsonValueSchema.safeParse(value);
  return parsed.success ? ok(parsed.data) : refuse('JSON');
}

export function jsonObject(text: string): FieldResult<Record<string, JsonValue>> {
  const value = json(text);
  if (!value.ok) return refuse('a JSON object (valid JSON), e.g. {"ticket": "DEMO-1"}');
  if (typeof value.value !== 'object' || value.value === null || Array.isArray(value.value)) {
    return refuse('a JSON object, e.g. {"ticket": "DEMO-1"}');
  }
  return ok(value.value as Record<string, JsonValue>);
}

const variableName = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;

/** Names separated by commas, spaces or newlines. */
export function variableNames(text: string): FieldResult<string[]> {
  const names = text.split(/[\s,]+/).filter((name) => name !== '');
  const bad = names.find((name) => !variableName.test(name));
  if (bad !== undefined) return refuse('environment variable names (letters, digits and "_", not starting with a digit), separated by commas or newlines');
  return ok([...new Set(names)]);
}

/** One value per line; blank lines and surrounding whitespace are dropped. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function path(text: string): FieldResult<string> {
  if (text.includes('\0')) return refuse('a path without NUL characters');
  return ok(text);
}

/** A workflow_dispatch input name (what the summary's `gh workflow run -f <name>=…` uses). */
export function dispatchInputName(text: string): FieldResult<string> {
  return /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/.test(text) ? ok(text) : refuse('a workflow_dispatch input name: a letter or "_", then letters, digits, "-" or "_"');
}

/** A cache key prefix: segments of [A-Za-z0-9._-] separated by single "/". */
export function cachePrefix(text: string): FieldResult<string> {
  return /^(?!\/)(?!.*\/\/)(?!.*\/$)[A-Za-z0-9._/-]{1,200}$/.test(text)
    ? ok(text)
    : refuse('1-200 characters from A-Z, a-z, 0-9, ".", "_", "-" and "/" (no leading, trailing or doubled "/")');
}

/** A workflow run ID (digits). */
export function workflowRunId(text: string): FieldResult<string> {
  return /^[1-9][0-9]{0,19}$/.test(text) && Number.isSafeInteger(Number(text)) ? ok(text) : refuse('a workflow run ID (digits, as in the URL .../actions/runs/<id>)');
}

/** Position strings as the graph records them: printable, one line. */
export const positionSchema = z.string().min(1).max(1000).regex(/^[^\u0000-\u001f\u007f]+$/);

export function position(text: string): FieldResult<string> {
  return positionSchema.safeParse(text).success ? ok(text) : refuse('a paused position from the job summary or the positions output, e.g. dag/publish/1');
}
