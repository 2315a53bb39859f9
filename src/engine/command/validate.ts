import type { z } from 'zod';

/** Parses with zod; a failure becomes a TypeError naming the field and what it accepts. */
export function parseOrTypeError<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .map((issue) => `${issue.path.length === 0 ? what : `${what}.${issue.path.join('.')}`}: ${issue.message}`)
    .join('; ');
  throw new TypeError(details);
}
