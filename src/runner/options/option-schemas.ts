// The parts the start and resume option schemas (options.ts) are built from: the storage, host,
// restart, limits, definition and decision options, and the field rules they share. options.ts
// re-exports the public ones.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { storagePolicySchema, storeIdPattern } from '../../store/contract.ts';
import { graphDefinitionSchema, graphPlanSchema } from '../../graph/contract.ts';
import { runBudgetSchema } from '../../graph/index.ts';
import { environmentVariableNamePattern } from './option-values.ts';
import { jsonOptionSchema } from './json-option.ts';

export const storeId = (what: string) =>
  z.string().regex(storeIdPattern, `${what} must be 1-100 characters from [A-Za-z0-9._-], not "." or ".."`);
const ms = (what: string) =>
  z.number({ error: `${what} must be a number of milliseconds` }).int(`${what} must be a whole number of milliseconds`);
const positiveMs = (what: string) =>
  ms(what)
    .positive(`${what} must be a positive number of milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
export const nonNegativeMs = (what: string) =>
  ms(what)
    .nonnegative(`${what} must be 0 or more milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
export const path = (what: string) =>
  z
    .string({ error: `${what} must be a path` })
    .min(1, `${what} must be a non-empty path`)
    .refine((s) => !s.includes('\0'), `${what} must not contain NUL`);

export const environmentVariableNameSchema = lazySchema(() =>
  z
    .string()
    .regex(
      environmentVariableNamePattern,
      'environment variable names are letters, digits and "_", not starting with a digit',
    ),
);

/** 16 KiB to 64 MiB. */
export const attemptLogBytesSchema = lazySchema(() =>
  z
    .number({ error: 'attemptLogBytes must be a number of bytes' })
    .int('attemptLogBytes must be a whole number of bytes')
    .min(16_384, 'attemptLogBytes must be at least 16384 (16 KiB)')
    .max(64 * 1024 * 1024, 'attemptLogBytes must be at most 67108864 (64 MiB)'),
);

export const storageOptionsSchema = lazySchema(() =>
  z.strictObject({
    directory: path('storage.directory'),
    namespace: storeId('storage.namespace'),
    policy: z.strictObject(storagePolicySchema().shape).optional(),
    /** Byte strings the store must never hold (refused with KNOWN_SECRET). Passed to the worker on stdin, never in argv or records. */
    knownSecrets: z.array(z.string()).optional(),
  }),
);
export type StorageOptions = z.input<ReturnType<typeof storageOptionsSchema>>;

/** Where the worker's bindings come from. */
export const hostOptionSchema = lazySchema(() =>
  z.discriminatedUnion(
    'kind',
    [
      /** A module file: a relative specifier inside runRoot (after resolving symlinks), e.g. `./host.mjs`. */
      z.strictObject({ kind: z.literal('module'), module: path('host.module') }),
      /** A host compiled into the worker entry (e.g. `declarative`), with JSON configuration stored in the definition. */
      z.strictObject({
        kind: z.literal('builtin'),
        name: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'host.name must be 1-100 characters from [A-Za-z0-9._-]'),
        config: jsonOptionSchema().optional(),
      }),
    ],
    { error: 'host must be { kind: "module", module: "./host.mjs" } or { kind: "builtin", name, config? }' },
  ),
);
export type HostOption = z.input<ReturnType<typeof hostOptionSchema>>;

export const restartPolicySchema = lazySchema(() =>
  z.strictObject({
    maxRestarts: z.number().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).default(3),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').default(1000),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').default(30_000),
  }),
);
export type RestartPolicy = z.output<ReturnType<typeof restartPolicySchema>>;

export const runLimitsSchema = lazySchema(() =>
  z.strictObject({
    /** Worker execution and restart backoff across pauses and resumes, from the stored run timestamp. */
    timeoutMs: positiveMs('limits.timeoutMs').optional(),
    /** Recorded graph dispatches across workers (BUDGET_STOP). */
    maxDispatches: z.number().int().positive('limits.maxDispatches must be a positive integer').optional(),
    /** Dollars and/or tokens across every session, restart, resume and job; reached -> a budget pause. */
    budget: runBudgetSchema().optional(),
  }),
);
export type RunLimits = z.output<ReturnType<typeof runLimitsSchema>>;

export const runDefinitionOptionsSchema = lazySchema(() =>
  z.strictObject({
    runId: storeId('definition.runId'),
    graphDefinition: graphDefinitionSchema(),
    plan: graphPlanSchema().optional(),
    /** Durable: never put secrets here. */
    resolvedInputs: jsonOptionSchema().optional(),
  }),
);

export const decisionSchema = lazySchema(() =>
  z.discriminatedUnion(
    'decision',
    [
      z.strictObject({
        decision: z.literal('retry'),
        decidedBy: z.string().min(1, 'decision.decidedBy must name who decided'),
      }),
      z.strictObject({
        decision: z.literal('complete'),
        output: jsonOptionSchema().optional(),
        decidedBy: z.string().min(1, 'decision.decidedBy must name who decided'),
      }),
      z.strictObject({
        decision: z.literal('fail'),
        message: z.string().optional(),
        decidedBy: z.string().min(1, 'decision.decidedBy must name who decided'),
      }),
    ],
    { error: 'decision.decision must be "retry", "complete" or "fail"' },
  ),
);
export type ResumeDecision = z.output<ReturnType<typeof decisionSchema>>;

// No defaults here: a resume's missing fields come from the policy stored at start.
export const restartOption = lazySchema(() =>
  z.strictObject({
    maxRestarts: z.number().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).optional(),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').optional(),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').optional(),
  }),
);
export const teardownGraceMs = nonNegativeMs('teardownGraceMs');
/** The worker's teardown grace when the options give none. */
export const defaultTeardownGraceMs = 5000;
export const environmentVariables = lazySchema(() => z.array(environmentVariableNameSchema()).max(1000));
