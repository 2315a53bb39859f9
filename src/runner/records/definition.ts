// The stored run definition of a supervised run (schemaVersion 1). It extends the graph layer's
// run spec (the executor reads only the graph fields) with what the watchdog and worker need.
// Restored from caches, so it is parsed with this schema before use.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { jsonValueSchema, storedJsonValueSchema, storeIdPattern, type JsonValue } from '../../store/contract.ts';
import { graphPlanSchema, storedGraphDefinitionSchema } from '../../graph/contract.ts';
import { restartPolicySchema, runLimitsSchema } from '../options/options.ts';

const digestSchema = lazySchema(() =>
  z.string().regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits'),
);

/** A relative POSIX path that stays inside its root: no `..`, not absolute, no NUL, no empty segment. */
export const relativeModulePathSchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(4096)
    .refine(
      (value) =>
        !value.includes('\0') &&
        !value.includes('\\') &&
        !value.startsWith('/') &&
        value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
      'a normalised relative path inside runRoot (no "..", no leading "/", no empty or "." segments)',
    ),
);

export const storedHostSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('module'),
      /** Relative to runRoot, as resolved (symlinks followed) at start. */
      path: relativeModulePathSchema(),
      /** SHA-256 of the module file's bytes; each worker checks it before and after import. */
      digest: digestSchema(),
    }),
    z.strictObject({
      kind: z.literal('builtin'),
      name: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
      config: jsonValueSchema.optional(),
    }),
  ]),
);
export type StoredHost = z.infer<ReturnType<typeof storedHostSchema>>;

export const supervisedRunDefinitionSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    kind: z.literal('supervised-run'),
    runId: z.string().regex(storeIdPattern),
    namespace: z.string().regex(storeIdPattern),
    /** ISO-8601: the stored run timestamp the elapsed budget counts from. */
    createdAt: z.iso.datetime({ offset: true }),
    // Read back from the store (JSON already): the graph's value and the inputs are checked for presence only.
    graphDefinition: storedGraphDefinitionSchema(),
    plan: graphPlanSchema(),
    resolvedInputs: storedJsonValueSchema,
    host: storedHostSchema(),
    limits: runLimitsSchema(),
    /** The start's restart policy: a resume uses it for fields it does not override. */
    restart: restartPolicySchema(),
    teardownGraceMs: z.number().int().nonnegative(),
    heartbeatMs: z.number().int().nonnegative(),
    /** runner:node-changes after each attempt; absent (definitions stored before the option existed) means true. */
    recordChanges: z.boolean().optional(),
    /** Bound of one attempt's kept output, when the caller set one (absent: the host's or 1 MiB). */
    attemptLogBytes: z.number().int().positive().optional(),
  }),
);
export type SupervisedRunDefinition = z.infer<ReturnType<typeof supervisedRunDefinitionSchema>>;

/** The definition as a JSON value for storage.writeDefinition. */
export function definitionToJson(definition: SupervisedRunDefinition): JsonValue {
  return JSON.parse(JSON.stringify(definition)) as JsonValue;
}
