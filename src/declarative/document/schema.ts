// The graph file as written (YAML or JSON), validated with strict objects: an unknown key is an
// error, so a typo (`retry_safe`, `need`) never silently changes what runs. Cross-field rules
// (needs, cycles, engine references, templates) are checked afterwards in compile/check-*.ts.
import { z } from 'zod';
import { jsonValueSchema } from '../../store/contract.ts';
import { durationProblem, parseDuration } from '../duration.ts';
import { logLimitAccepts, readLogLimit } from '../../runner/index.ts';
import { reviewDocumentKeys, reviewDocumentSchema } from './review.ts';
import { askKeys, askSchema } from '../gate/schema.ts';

export const namePattern = /^[A-Za-z0-9_-]{1,64}$/;
const nameRule = '1-64 letters, digits, "_" or "-"';

export const engineKinds = ['claude-cli', 'codex-cli', 'anthropic', 'openai', 'command', 'mock'] as const;
export type EngineKind = (typeof engineKinds)[number];
export const engineErrorKinds = [
  'auth',
  'billing',
  'missing-cli',
  'model-unavailable',
  'invalid-config',
  'rate-limit',
  'timeout',
  'transport',
  'incomplete',
  'protocol',
  'other',
] as const;

const nameKey = (what: string) => z.string().regex(namePattern, `${what} must be ${nameRule}`);
const str = (what = 'must be a string') => z.string({ error: what });
const bool = z.boolean({ error: 'must be true or false' });
const wholeNumber = (min: number, max: number, rule = `must be a whole number from ${min} to ${max}`) =>
  z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
const retriesRule = 'must be a whole number from 0 to 100, or a map with limit, backoff, max-backoff, on';
const stringList = (what: string) => z.array(z.string({ error: 'must be a string' }), { error: what });
/** Arguments: YAML reads `[sleep, 5]` with a number, which is meant as the text "5". */
const argList = (what: string) =>
  z.array(z.union([z.string(), z.number(), z.boolean()], { error: 'arguments must be strings' }).transform(String), {
    error: what,
  });

/** A duration string (one grammar with the Action and CLI); the value stays as written and compile converts it. */
const duration = z.unknown().superRefine((value, ctx) => {
  if (parseDuration(value) === undefined) ctx.addIssue({ code: 'custom', message: durationProblem(value) });
});

const logLimit = z.unknown().superRefine((value, ctx) => {
  if (!readLogLimit(String(value)).ok)
    ctx.addIssue({ code: 'custom', message: `must be ${logLimitAccepts}, got ${JSON.stringify(value)}` });
});

/** Scalars are accepted as environment values (YAML reads `CI: true` as a boolean) and stored as strings. */
const envValue = z.union([z.string(), z.number(), z.boolean()], { error: 'environment values must be strings' });
const envMap = z.record(
  z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'environment variable names must match [A-Za-z_][A-Za-z0-9_]*'),
  envValue,
  { error: 'must be a map of environment variable names to values' },
);

const inputSchema = z.preprocess(
  (value) => (value === null ? {} : value),
  z.strictObject(
    { default: jsonValueSchema.optional(), description: str().optional() },
    { error: 'must be a map with default and/or description' },
  ),
);

export const nodeSchema = z.strictObject(
  {
    run: z.union([z.string(), argList('')], { error: 'must be a command string or a list of arguments' }).optional(),
    engine: str('must be the name of an engine').optional(),
    /** A gate: asks a person (see gate/schema.ts). */
    ask: askSchema.optional(),
    prompt: str().optional(),
    'prompt-file': str('must be a path relative to the run root').optional(),
    needs: stringList('must be a list of node IDs').optional(),
    'retry-safe': bool.optional(),
    optional: bool.optional(),
    /** A number, or the long form { limit, backoff, max-backoff, on }: checked in compile/retries.ts. */
    retries: z
      .union([wholeNumber(0, 100, retriesRule), z.record(z.string(), z.unknown())], { error: retriesRule })
      .optional(),
    timeout: duration.optional(),
    cwd: str('must be a path relative to the run root').optional(),
    env: envMap.optional(),
    /** Checked in compile/conditions (paths and messages of its own grammar). */
    when: z.unknown().optional(),
    finally: bool.optional(),
    /** A display group (status and the summary group nodes by it); never changes what runs. */
    phase: str().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    /** Engine nodes: the node's own caps across all its calls (a reached cap pauses, like the run budget). */
    'max-cost-usd': z.number({ error: 'must be a number of dollars' }).positive('must be more than 0').optional(),
    'max-tokens-total': wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
    /** This node reviews earlier work and may send it back (checked in compile/review.ts). */
    review: reviewDocumentSchema.optional(),
  },
  { error: 'must be a map of node settings' },
);
export type NodeDocument = z.infer<typeof nodeSchema>;

const usageSchema = z.strictObject(
  {
    'input-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'output-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'cache-read-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'cache-write-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'cost-usd': z.number({ error: 'must be a number of US dollars' }).nonnegative('must not be negative').optional(),
    model: str().optional(),
  },
  { error: 'must be a map of token counts' },
);

/** One scripted answer of a mock engine (offline examples and tests). */
export const mockResponseSchema = z.strictObject(
  {
    text: str().optional(),
    /** Structured output (any JSON). */
    output: jsonValueSchema.optional(),
    /** Answer with the prompt itself (shows what a template rendered to). */
    echo: bool.optional(),
    usage: usageSchema.optional(),
    delay: duration.optional(),
    /** Fail the call with this engine error kind instead of answering. */
    error: z.enum(engineErrorKinds, { error: `must be one of ${engineErrorKinds.join(', ')}` }).optional(),
    message: str().optional(),
    'retry-after': duration.optional(),
  },
  { error: 'must be a map describing one answer' },
);
export type MockResponseDocument = z.infer<typeof mockResponseSchema>;

export const engineSchema = z.strictObject(
  {
    kind: z.enum(engineKinds, { error: `must be one of ${engineKinds.join(', ')}` }),
    model: str().min(1, 'must not be empty').optional(),
    fallback: str('must be the name of another engine').optional(),
    args: argList('must be a list of arguments').optional(),
    command: z
      .union([z.string(), argList('')], { error: 'must be a command string or a list of arguments' })
      .optional(),
    executable: str().min(1, 'must not be empty').optional(),
    'api-key-env': str()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')
      .optional(),
    'base-url': z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    billing: z.enum(['api', 'subscription', 'unknown'], { error: 'must be api, subscription or unknown' }).optional(),
    timeout: duration.optional(),
    'max-tokens': wholeNumber(1, 10_000_000).optional(),
    env: envMap.optional(),
    responses: z
      .array(mockResponseSchema, { error: 'must be a list of answers' })
      .min(1, 'must list at least one answer')
      .optional(),
  },
  { error: 'must be a map of engine settings' },
);
export type EngineDocument = z.infer<typeof engineSchema>;

export const graphDocumentSchema = z.strictObject(
  {
    version: z.literal(1, { error: 'must be 1 (the only format version)' }),
    concurrency: wholeNumber(1, 1000).optional(),
    /** Bound of each attempt's kept output: a number of bytes or a size such as 512KiB, 1MiB. */
    'log-limit': logLimit.optional(),
    /** Run budget across every session, restart, resume and job; reached -> a budget pause. */
    budget: z
      .strictObject(
        {
          usd: z.number({ error: 'must be a number of dollars' }).positive('must be more than 0').optional(),
          tokens: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
          soft: z.boolean({ error: 'must be true or false' }).optional(),
        },
        { error: 'must be a map with usd, tokens and/or soft' },
      )
      .refine((b) => b.usd !== undefined || b.tokens !== undefined, 'must set usd and/or tokens')
      .optional(),
    inputs: z.record(nameKey('input names'), inputSchema, { error: 'must be a map of input names' }).optional(),
    engines: z.record(nameKey('engine names'), engineSchema, { error: 'must be a map of engine names' }).optional(),
    nodes: z
      .record(nameKey('node IDs'), nodeSchema, { error: 'must be a map of node IDs to nodes' })
      .refine((nodes) => Object.keys(nodes).length > 0, 'must declare at least one node'),
  },
  { error: 'the document must be a map with version and nodes' },
);
export type GraphDocument = z.infer<typeof graphDocumentSchema>;

/** Keys each kind of map accepts, listed in "unknown key" messages. */
export const acceptedKeys = {
  document: Object.keys(graphDocumentSchema.shape),
  node: Object.keys(nodeSchema.shape),
  engine: Object.keys(engineSchema.shape),
  input: ['default', 'description'],
  response: Object.keys(mockResponseSchema.shape),
  usage: Object.keys(usageSchema.shape),
  review: reviewDocumentKeys,
  ask: askKeys,
};
