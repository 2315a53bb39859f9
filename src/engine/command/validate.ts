import type { z } from 'zod';
import { EngineError } from '../contract.ts';

function problemsOf(error: z.ZodError, what: string): { field: string; accepts: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.length === 0 ? what : `${what}.${issue.path.join('.')}`,
    accepts: issue.message,
  }));
}

/**
 * Parses with zod; a failure becomes the engine layer's EngineError (kind `invalid-config`, code
 * `INVALID_OPTIONS`) naming the field and what it accepts, message and `details.problems` alike.
 */
export function parseOrEngineError<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = problemsOf(parsed.error, what);
  throw new EngineError(problems.map((problem) => `${problem.field}: ${problem.accepts}`).join('; '), {
    kind: 'invalid-config',
    details: { problems },
    cause: parsed.error,
  });
}
