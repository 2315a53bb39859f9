// Flag values as zod schemas: each takes the string parseArgs read and yields a typed value, or an
// issue saying what the flag accepts. The syntax is the Action's (durations such as 30s or 5h50m,
// names as in cache keys), so the two faces accept the same values.
import { z } from 'zod';
import { maxDurationMs, parseDuration } from '../../declarative/duration.ts';
import { jsonValueSchema, storeIdPattern, type JsonValue } from '../../store/contract.ts';

const field = <T>(accepts: string, parse: (text: string) => T | undefined) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : `expected ${accepts}`) }).transform((text, context): T => {
    const value = parse(text);
    if (value !== undefined) return value;
    context.addIssue({ code: 'custom', message: `expected ${accepts}` });
    return z.NEVER;
  });

export const storeNameAccepts = '1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-" (not "." or "..")';
export const durationAccepts = 'a duration such as 500ms, 30s, 10m, 2h or 5h50m (units ms, s, m, h, largest first)';

export const runId = () => field(storeNameAccepts, (text) => (storeIdPattern.test(text) ? text : undefined));
export const namespace = () =>
  field(`${storeNameAccepts}; ".local" is reserved`, (text) => (storeIdPattern.test(text) && text.toLowerCase() !== '.local' ? text : undefined));

/** A duration in ms; `allowZero` also takes 0. A bare number is refused: seconds or milliseconds? */
export const duration = (options: { allowZero?: boolean } = {}) =>
  field(`${options.allowZero === true ? '0 or ' : ''}${durationAccepts}, at most ${maxDurationMs} ms`, (text) => {
    if (options.allowZero === true && /^0+(ms|s|m|h)?$/.test(text)) return 0;
    if (!/^(\d+h)?(\d+m(?!s))?(\d+s)?(\d+ms)?$/.test(text)) return undefined;
    return parseDuration(text);
  });

export const count = (min: number, max: number) =>
  field(`a whole number from ${min} to ${max}`, (text) => (/^(0|[1-9][0-9]*)$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined));

export const json = () =>
  field('JSON', (text): JsonValue | undefined => {
    try {
      const parsed = jsonValueSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  });

export const jsonObject = () =>
  field('a JSON object, e.g. {"ticket": "DEMO-1"}', (text): Record<string, JsonValue> | undefined => {
    try {
      const parsed = jsonValueSchema.safeParse(JSON.parse(text));
      const value = parsed.success ? parsed.data : undefined;
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    } catch {
      return undefined;
    }
  });

export const path = () => field('a path', (text) => (text.length > 0 && !text.includes('\0') ? text : undefined));

/** Position strings as the graph records them: printable, one line. */
export const position = () =>
  field('a paused position as status or the summary shows it, e.g. dag/publish/1', (text) => (/^[^\u0000-\u001f\u007f]{1,1000}$/.test(text) ? text : undefined));

export const text = (max: number) => field(`text of 1 to ${max} characters`, (value) => (value.trim().length > 0 && value.length <= max ? value.trim() : undefined));

export const choice = <const T extends string>(values: readonly T[]) =>
  field(`one of ${values.join(', ')}`, (value) => ((values as readonly string[]).includes(value) ? (value as T) : undefined));

const variableName = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
export const environmentName = () =>
  field('an environment variable name (letters, digits and "_", not starting with a digit)', (value) => (variableName.test(value) ? value : undefined));

/** A cursor as history printed it (opaque, base64url). */
export const cursor = () => field('a cursor printed by an earlier history call', (value) => (/^[A-Za-z0-9_-]{1,4096}$/.test(value) ? value : undefined));

export const flagOff = z.boolean().optional().transform((value) => value === true);
