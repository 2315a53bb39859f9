// MockEngineOptions checked once, when the engine is made: a bad option is an EngineError
// (kind `invalid-config`) naming the field and what it accepts, not a crash at the first call.
import { z } from 'zod';
import { billingSchema, EngineError, engineErrorKinds } from '../contract.ts';
import { lazySchema } from '../../store/index.ts';

const mockStepSchema = lazySchema(() =>
  z
    .looseObject({ kind: z.enum(['result', 'error', 'hang']).optional(), error: z.unknown().optional() })
    .refine((step) => step.kind !== 'error' || (engineErrorKinds as readonly unknown[]).includes(step.error), {
      error: `an error step needs error: one of ${engineErrorKinds.join(', ')}`,
      path: ['error'],
    }),
);

const mockEngineOptionsSchema = lazySchema(() =>
  z.looseObject({
    identity: z.looseObject({}).optional(),
    steps: z.array(mockStepSchema(), { error: 'expected a list of steps' }).optional(),
    respond: z
      .custom<unknown>((value) => typeof value === 'function', 'expected a function (request, callIndex) => step')
      .optional(),
    whenExhausted: z.enum(['repeat-last', 'error']).optional(),
    billing: billingSchema().optional(),
    prices: z.looseObject({}).optional(),
  }),
);

export function checkMockEngineOptions(options: unknown): void {
  const parsed = mockEngineOptionsSchema().safeParse(options);
  if (parsed.success) return;
  const problems = parsed.error.issues.map((issue) => ({
    field: ['options', ...issue.path.map(String)].join('.'),
    accepts: issue.message,
  }));
  throw new EngineError(`MockEngine: ${problems.map((p) => `${p.field}: ${p.accepts}`).join('; ')}`, {
    kind: 'invalid-config',
    details: { problems },
    cause: parsed.error,
  });
}
