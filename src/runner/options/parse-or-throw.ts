// The smaller library calls' options (cancel, history, the storage options): parsed with their
// schema, or INVALID_OPTIONS naming the first problem's field.
import type { z } from 'zod';
import { SupervisedRunError } from '../errors.ts';

/** `options` parsed with `schema`, or INVALID_OPTIONS naming the first problem's field under `at`. */
export function parseOptionsOrThrow<T>(schema: z.ZodType<T>, options: unknown, at = 'options'): T {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SupervisedRunError(
    'INVALID_OPTIONS',
    `${at}.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    { cause: parsed.error },
  );
}
