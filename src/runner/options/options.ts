// The one schema of run options that both adapters (Action inputs, CLI flags) map onto; the library
// call's non-serialisable extras are split off and checked in extras.ts, and the parts the schemas
// are built from live in option-schemas.ts. Bad options -> INVALID_OPTIONS naming the field.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import { jsonOptionSchema } from './json-option.ts';
import { checkBuiltInGraph } from './built-in-graph.ts';
import { invalidOption, SupervisedRunError } from '../errors.ts';
import { checkExtras, extraKeys, type SupervisedRunExtras } from './extras.ts';
import { collectKnownSecrets } from './option-values.ts';
import {
  attemptLogBytesSchema,
  decisionSchema,
  defaultTeardownGraceMs,
  environmentVariables,
  hostOptionSchema,
  nonNegativeMs,
  path,
  restartOption,
  restartPolicySchema,
  runDefinitionOptionsSchema,
  runLimitsSchema,
  storageOptionsSchema,
  storeId,
  teardownGraceMs,
  type RestartPolicy,
} from './option-schemas.ts';
import type { AttemptRef, OffMachineOutcome } from '../worker/messages.ts';

export type { AttemptRef, OffMachineOutcome };
export type { OffMachinePersistence, OffMachineRequest, SupervisedRunEvent, SupervisedRunExtras } from './extras.ts';
export {
  attemptLogBytesSchema,
  decisionSchema,
  defaultTeardownGraceMs,
  environmentVariableNameSchema,
  hostOptionSchema,
  restartPolicySchema,
  runDefinitionOptionsSchema,
  runLimitsSchema,
  storageOptionsSchema,
} from './option-schemas.ts';
export type { HostOption, ResumeDecision, RestartPolicy, RunLimits, StorageOptions } from './option-schemas.ts';

export const supervisedRunOptionsSchema = lazySchema(() =>
  z.strictObject({
    storage: storageOptionsSchema(),
    definition: runDefinitionOptionsSchema(),
    host: hostOptionSchema(),
    /** Working directory of the worker and root of the default git workspace. */
    runRoot: path('runRoot'),
    /** Handed to bindRun; default: a directory under the store's machine-local state. */
    scratchDirectory: path('scratchDirectory').optional(),
    limits: runLimitsSchema().prefault({}),
    restart: restartPolicySchema().prefault({}),
    /** Grace between SIGTERM and SIGKILL when stopping the worker's processes. */
    teardownGraceMs: teardownGraceMs.default(defaultTeardownGraceMs),
    /** Interval of runner:heartbeat records while a worker runs; 0 writes none. */
    heartbeatMs: nonNegativeMs('heartbeatMs').default(60_000),
    /** Names of variables copied into the worker when present; their values are known secrets (never stored). */
    environmentVariables: environmentVariables().default([]),
    /**
     * runner:node-changes after each node attempt in a git workspace (files and lines each attempt
     * changed, from workspace captures around it); false skips the captures, e.g. for pure data
     * graphs. Stored in the definition: every session of the run follows it.
     */
    recordChanges: z.boolean({ error: 'recordChanges must be true or false' }).default(true),
    /**
     * Bound of what one node attempt's kept output may hold (head and tail, with a marker of what was
     * cut). Default: the host's own (a graph file's log-limit), else 1 MiB. Stored in the definition.
     */
    attemptLogBytes: attemptLogBytesSchema().optional(),
  }),
);
export type SupervisedRunOptionsInput = z.input<ReturnType<typeof supervisedRunOptionsSchema>>;
export type ParsedSupervisedRunOptions = z.output<ReturnType<typeof supervisedRunOptionsSchema>>;

export const takeoverSchema = lazySchema(() =>
  z.strictObject({
    reason: z.string().min(1, 'takeover.reason must say why'),
    by: z.string().min(1, 'takeover.by must name who takes over'),
  }),
);

/** Reopening a run that failed because nodes failed (recorded with who asked and why). */
export const retryFailedSchema = lazySchema(() =>
  z.strictObject({
    by: z.string().min(1, 'retryFailed.by must name who asks for the retry'),
    reason: z.string().min(1, 'retryFailed.reason must say why').optional(),
  }),
);

export const resumeSupervisedRunOptionsSchema = lazySchema(() =>
  z.strictObject({
    storage: storageOptionsSchema(),
    runId: storeId('runId'),
    runRoot: path('runRoot'),
    scratchDirectory: path('scratchDirectory').optional(),
    /** The exact position of a recorded graph pause; omit to continue an interrupted (or drift-paused) run. */
    position: z.string().min(1, 'position must be a non-empty position string').optional(),
    decision: decisionSchema().optional(),
    /** Resuming a budget pause: higher limits (only upward) and who raised them. */
    raiseBudget: z
      .strictObject({
        usd: z.number().positive('raiseBudget.usd must be more than 0').optional(),
        tokens: z
          .number()
          .int('raiseBudget.tokens must be a whole number')
          .positive('raiseBudget.tokens must be more than 0')
          .optional(),
        raisedBy: z.string().min(1, 'raiseBudget.raisedBy must name who raised the budget'),
      })
      .optional(),
    /**
     * Answering a gate (or another policy pause): the values (a JSON object; a gate checks them against
     * its fields) and who answered (a gate's allowed actors). Recorded with the resume; the policy reads it.
     */
    answer: z
      .strictObject({
        values: z.record(z.string(), jsonOptionSchema(), { error: 'answer.values must be a JSON object' }),
        answeredBy: z.string().min(1, 'answer.answeredBy must name who answered'),
      })
      .optional(),
    /** Default: the policy stored at start. */
    restart: restartOption().optional(),
    teardownGraceMs: teardownGraceMs.optional(),
    environmentVariables: environmentVariables().default([]),
    /** Explicit, recorded takeover of a run whose watchdog died (its lock holder must be provably dead). */
    takeover: takeoverSchema().optional(),
    /**
     * Reopen a run that failed because nodes failed (DAG_NODE_FAILED, RESTART_EXHAUSTED): its failed
     * nodes are dispatched again at new positions, completed ones never run again, budgets go on.
     */
    retryFailed: retryFailedSchema().optional(),
  }),
);
export type ResumeSupervisedRunOptionsInput = z.input<ReturnType<typeof resumeSupervisedRunOptionsSchema>>;
export type ParsedResumeSupervisedRunOptions = z.output<ReturnType<typeof resumeSupervisedRunOptionsSchema>>;

export type SupervisedRunOptions = SupervisedRunOptionsInput & SupervisedRunExtras;
export type ResumeSupervisedRunOptions = ResumeSupervisedRunOptionsInput & SupervisedRunExtras;

function formatIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const at = issue.path.length === 0 ? 'options' : `options.${issue.path.map(String).join('.')}`;
      return `${at}: ${issue.message}`;
    })
    .join('; ');
}

/** The first issue's path; an unknown key's issue sits on the object holding it, so its name is added. */
function pathOfFirstIssue(error: z.ZodError): string[] {
  const issue = error.issues[0];
  if (issue === undefined) return [];
  const path = issue.path.map(String);
  return issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...path, issue.keys[0]] : path;
}

function split<T>(options: unknown, schema: z.ZodType<T>): { parsed: T; extras: SupervisedRunExtras } {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new SupervisedRunError('INVALID_OPTIONS', 'options: expected an object');
  }
  const record = options as Record<string, unknown>;
  checkExtras(record);
  const serialisable: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record))
    if (!(extraKeys as readonly string[]).includes(key)) serialisable[key] = value;
  const result = schema.safeParse(serialisable);
  if (!result.success) {
    // The first problem as data too, so a caller can name the option its own way (optionProblemOf).
    const [option, ...below] = pathOfFirstIssue(result.error);
    const first = {
      option: option ?? '',
      below: below.map((key) => `.${key}`).join(''),
      why: result.error.issues[0]?.message ?? '',
    };
    throw new SupervisedRunError('INVALID_OPTIONS', formatIssues(result.error), {
      cause: result.error,
      details: { option: first },
    });
  }
  const extras: SupervisedRunExtras = {};
  for (const key of extraKeys) if (record[key] !== undefined) (extras as Record<string, unknown>)[key] = record[key];
  return { parsed: result.data, extras };
}

export function parseSupervisedRunOptions(options: unknown): {
  parsed: ParsedSupervisedRunOptions;
  extras: SupervisedRunExtras;
} {
  const result = split(options, supervisedRunOptionsSchema());
  checkBackoff(result.parsed.restart);
  checkBuiltInGraph(result.parsed.definition.graphDefinition);
  refusePassedSecrets(result.parsed);
  return result;
}

/**
 * The values of the variables the worker gets are secrets: the store refuses them (from
 * minStoredSecretLength characters), as the Action and the CLI already ask. A library caller that
 * passes `environmentVariables` without `knownSecrets` gets the same protection.
 */
function refusePassedSecrets(parsed: {
  storage: { knownSecrets?: string[] | undefined };
  environmentVariables: readonly string[];
}): void {
  const { stored } = collectKnownSecrets(process.env, { passed: parsed.environmentVariables });
  if (stored.length === 0) return;
  parsed.storage.knownSecrets = [...new Set([...(parsed.storage.knownSecrets ?? []), ...stored])];
}

export function parseResumeSupervisedRunOptions(options: unknown): {
  parsed: ParsedResumeSupervisedRunOptions;
  extras: SupervisedRunExtras;
} {
  const result = split(options, resumeSupervisedRunOptionsSchema());
  if (result.parsed.decision !== undefined && result.parsed.position === undefined) {
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      'options.decision: a decision needs options.position (the reconcile pause it answers)',
    );
  }
  refusePassedSecrets(result.parsed);
  const { retryFailed, position, takeover } = result.parsed;
  if (retryFailed !== undefined && (position !== undefined || takeover !== undefined)) {
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      'options.retryFailed: reopens a failed run as a whole; it takes no position or takeover',
    );
  }
  return result;
}

/** Checked once the policy is complete (a resume merges its partial policy with the stored one). */
export function checkBackoff(restart: RestartPolicy): void {
  if (restart.maxBackoffMs < restart.initialBackoffMs) {
    throw invalidOption({
      option: 'restart',
      below: '.maxBackoffMs',
      why: `must be at least the initial backoff (${restart.initialBackoffMs} ms)`,
    });
  }
}
