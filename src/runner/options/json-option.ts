// JSON values a caller hands the runner (resolvedInputs, a host's config, a decision's output):
// refused where the value is not JSON, naming the path below the option and what is there,
// instead of zod's "Invalid input" for the whole value.
import { z } from 'zod';
import type { JsonValue } from '../../store/contract.ts';

type Path = Array<string | number>;
type NotJson = { path: Path; why: string };

/** What a value that JSON cannot hold is, in a person's words. */
function notJson(value: unknown): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${value} (JSON has only finite numbers)`;
  if (typeof value === 'object') {
    if (Array.isArray(value)) return undefined;
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype === Object.prototype || prototype === null) return undefined;
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return `a ${typeof name === 'string' && name !== '' ? name : 'class instance'} (JSON has only plain objects and arrays)`;
  }
  return `${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`} (JSON has no such value)`;
}

/** The first place in `value` that is not JSON (depth first), or undefined when it all is. */
export function firstNotJson(value: unknown, path: Path = [], enclosing = new Set<object>()): NotJson | undefined {
  const why = notJson(value);
  if (why !== undefined) return { path, why };
  if (typeof value !== 'object' || value === null) return undefined;
  if (enclosing.has(value)) return { path, why: 'a reference to an enclosing value (JSON cannot hold a cycle)' };
  enclosing.add(value);
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((child, index) => [index, child])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const found = firstNotJson(child, [...path, key], enclosing);
    if (found !== undefined) return found;
  }
  enclosing.delete(value); // a value shared by two places is fine; only one inside itself is a cycle
  return undefined;
}

/** A JSON value option: each refusal names where below the option the value stops being JSON. */
export const jsonOptionSchema = (): z.ZodType<JsonValue> =>
  z.custom<JsonValue>().superRefine((value, context) => {
    const problem = firstNotJson(value);
    if (problem !== undefined)
      context.addIssue({ code: 'custom', path: problem.path, message: `is ${problem.why}; it must be JSON` });
  });
