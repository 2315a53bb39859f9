// The child's environment: nothing from the parent unless asked, except the owner marker, which is
// how cleanup finds descendants that left the tree.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { isValidOwnerId, OWNER_ENV, resolveOwner, type OwnerResolution } from './owner-id.ts';
import { parseOrEngineError } from './validate.ts';

const ownerIdAccepts = "expected 'sha256:' followed by 64 lowercase hexadecimal characters (newOwnerId)";

export interface ChildEnvironment extends OwnerResolution {
  env: Record<string, string>;
}

export function buildChildEnvironment(
  options: {
    env?: Record<string, string> | undefined;
    inheritParentEnv?: boolean | undefined;
    ownerId?: string | undefined;
  },
  parentEnv: NodeJS.ProcessEnv = process.env,
): ChildEnvironment {
  const env: Record<string, string> = {};
  if (options.inheritParentEnv === true) {
    for (const [name, value] of Object.entries(parentEnv)) if (value !== undefined) env[name] = value;
  }
  Object.assign(env, options.env);
  const owner = resolveOwner(options.ownerId, options.env, parentEnv);
  if (owner.marker !== undefined) env[OWNER_ENV] = owner.marker;
  return { env, ...owner };
}

// Checked once, here: a bad request is the engine layer's EngineError (code INVALID_OPTIONS) naming
// the field and what it accepts.
const attemptSchema = lazySchema(() =>
  z.strictObject(
    {
      attemptId: z
        .string({ error: 'expected a non-empty attempt ID string' })
        .min(1, 'expected a non-empty attempt ID string'),
      runId: z
        .string({ error: 'expected a non-empty run ID string' })
        .min(1, 'expected a non-empty run ID string')
        .optional(),
      ownerId: z.string({ error: ownerIdAccepts }).refine(isValidOwnerId, ownerIdAccepts).optional(),
      /** Variables to start from (e.g. the engine's credentials); the attempt variables win. */
      env: z
        .record(z.string(), z.string({ error: 'expected a string value' }), {
          error: 'expected an object of environment variable names to string values',
        })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}; expected { attemptId, runId?, ownerId?, env? }`
          : 'expected { attemptId, runId?, ownerId?, env? }',
    },
  ),
);
export type AttemptEnvironmentRequest = z.infer<ReturnType<typeof attemptSchema>>;

/**
 * Environment for a command-backed attempt: OBVERSA_ATTEMPT_ID, OBVERSA_RUN_ID, OBVERSA_HEADLESS=1 and,
 * when given, OBVERSA_RUN_OWNER (an inherited marker still wins when the command starts).
 */
export function attemptEnvironment(request: AttemptEnvironmentRequest): Record<string, string> {
  const parsed = parseOrEngineError(attemptSchema(), request, 'attemptEnvironment request');
  return {
    ...parsed.env,
    OBVERSA_ATTEMPT_ID: parsed.attemptId,
    ...(parsed.runId === undefined ? {} : { OBVERSA_RUN_ID: parsed.runId }),
    OBVERSA_HEADLESS: '1',
    ...(parsed.ownerId === undefined ? {} : { [OWNER_ENV]: parsed.ownerId }),
  };
}
