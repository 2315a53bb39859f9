// ActionConfig -> the runner's one schema of run options (supervisedRunOptionsSchema /
// resumeSupervisedRunOptionsSchema). Nothing here re-validates what the runner validates: the
// runner parses these and refuses with INVALID_OPTIONS naming the field.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { declarativeRunOptions, loadGraphFile, type CompiledDeclarativeRun } from '../declarative/index.ts';
import type {
  ResumeSupervisedRunOptions,
  SupervisedRunExtras,
  SupervisedRunOptions,
  DefinitionFile,
} from '../runner/index.ts';
import {
  checkHostModule,
  definitionFileAccepts,
  describeHostModuleProblem,
  hostModuleProblemOf,
  readDefinitionFile,
} from '../runner/index.ts';
import { ActionError } from './errors.ts';
import type { ActionConfig } from './inputs/parse.ts';

export interface JobIdentity {
  /** Recorded as who decided, raised, answered, reopened or took over (GITHUB_TRIGGERING_ACTOR on a re-run). */
  actor: string;
  /** `workflow run 123 attempt 2`, for takeover reasons. */
  job: string;
}

/** The answer input's values. One that is no JSON object was refused when the job was planned (modes.ts). */
function answerValues(answer: NonNullable<ActionConfig['answer']>) {
  if (answer.ok) return answer.value;
  throw new ActionError('INVALID_INPUT', `input "answer": expected ${answer.accepts}`, { input: 'answer' });
}

function storage(config: ActionConfig, knownSecrets: readonly string[]) {
  return { directory: path.resolve(config.storagePath), namespace: config.namespace, knownSecrets: [...knownSecrets] };
}

/** The definition file of a host-module run (INVALID_INPUT naming the input when unreadable or malformed). */
async function readDefinition(runRoot: string, file: string): Promise<DefinitionFile> {
  const full = path.resolve(runRoot, file);
  const refuse = (problem: string, expected: string | undefined) =>
    new ActionError(
      'INVALID_INPUT',
      `input "definition": ${file} ${problem}${expected === undefined ? '' : `; it must hold ${expected}`}`,
      { input: 'definition', path: full },
    );
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch (error) {
    throw refuse(`cannot be read (${(error as Error).message})`, definitionFileAccepts);
  }
  const result = readDefinitionFile(text);
  if (!result.ok) throw refuse(result.problem, result.expected);
  return result.value;
}

/**
 * What a new run starts from: its graph file compiled, or its definition file. Only reads the
 * workspace, so the Action reads it while the session is claimed (before the claim is known won).
 */
export type StartSource =
  { kind: 'graph'; compiled: CompiledDeclarativeRun } | { kind: 'definition'; file: DefinitionFile; module: string };

/** Reads the start source (DeclarativeError / INVALID_INPUT on a missing or bad one). */
export async function loadStartSource(config: ActionConfig): Promise<StartSource> {
  const source = config.source;
  if (source === null) {
    throw new ActionError(
      'INVALID_INPUT',
      `input "graph": run ${config.runId} is not stored yet, and starting it needs graph (or host-module with definition)`,
      { input: 'graph' },
    );
  }
  if (source.kind === 'graph') {
    const compiled = await loadGraphFile(path.resolve(config.runRoot, source.file), {
      runRoot: config.runRoot,
      inputs: config.runInputs,
    });
    return { kind: 'graph', compiled };
  }
  // The definition first: of two bad inputs, the error names the same one every time.
  const file = await readDefinition(config.runRoot, source.definitionFile);
  await checkModule(config.runRoot, source.module);
  return { kind: 'definition', file, module: source.module };
}

/** The host module resolved as the start will resolve it: INVALID_INPUT naming the input when it cannot be. */
async function checkModule(runRoot: string, module: string): Promise<void> {
  try {
    await checkHostModule(runRoot, module);
  } catch (error) {
    const problem = hostModuleProblemOf(error);
    if (problem === undefined) throw error;
    throw new ActionError(
      'INVALID_INPUT',
      `input "host-module": ${describeHostModuleProblem(problem, 'working-directory')}`,
      {
        input: 'host-module',
      },
    );
  }
}

/** Start options for a new run from its source (loadStartSource). */
export function startRunOptionsFrom(
  config: ActionConfig,
  knownSecrets: readonly string[],
  source: StartSource,
  extras: SupervisedRunExtras,
): SupervisedRunOptions {
  const common = {
    storage: storage(config, knownSecrets),
    runRoot: config.runRoot,
    limits: config.limits,
    restart: config.restart,
    teardownGraceMs: config.teardownGraceMs,
    heartbeatMs: config.heartbeatMs,
    recordChanges: config.recordChanges,
    ...(config.logLimitBytes === undefined ? {} : { attemptLogBytes: config.logLimitBytes }),
    environmentVariables: workerVariables(config),
    ...extras,
  };
  if (source.kind === 'graph') return declarativeRunOptions(source.compiled, { runId: config.runId, ...common });
  const { file } = source;
  return {
    ...common,
    definition: {
      runId: config.runId,
      graphDefinition: file.graphDefinition,
      ...(file.plan === undefined ? {} : { plan: file.plan }),
      resolvedInputs: config.runInputs,
    },
    host: { kind: 'module', module: source.module },
  };
}

/** Start options for a new run (reads the graph file or definition file: DeclarativeError / INVALID_INPUT on a bad one). */
export async function startRunOptions(
  config: ActionConfig,
  knownSecrets: readonly string[],
  extras: SupervisedRunExtras,
): Promise<SupervisedRunOptions> {
  return startRunOptionsFrom(config, knownSecrets, await loadStartSource(config), extras);
}

/**
 * The listed variables plus RUNNER_TRACKING_ID: the GitHub runner's end-of-job cleanup stops every
 * process carrying it, so the worker and its node commands get it (a lost watchdog leaves nothing).
 */
export function workerVariables(config: ActionConfig): string[] {
  return config.environmentVariables.includes(trackingVariable)
    ? config.environmentVariables
    : [...config.environmentVariables, trackingVariable];
}
const trackingVariable = 'RUNNER_TRACKING_ID';

/** Resume options: the position and decision (when given) or a continuation; takeover when asked for. */
export function resumeRunOptions(
  config: ActionConfig,
  knownSecrets: readonly string[],
  identity: JobIdentity,
  plan: { position?: string; takeover?: boolean; retryFailed?: string },
  extras: SupervisedRunExtras,
): ResumeSupervisedRunOptions {
  const options: ResumeSupervisedRunOptions = {
    storage: storage(config, knownSecrets),
    runId: config.runId,
    runRoot: config.runRoot,
    restart: config.restart,
    teardownGraceMs: config.teardownGraceMs,
    environmentVariables: workerVariables(config),
    ...extras,
  };
  if (config.raiseBudget !== undefined && plan.position === undefined) {
    throw new ActionError(
      'INVALID_INPUT',
      'input "raise-budget-usd"/"raise-budget-tokens": raises a budget pause; set position to the pause it answers',
      { input: config.raiseBudget.usd === undefined ? 'raise-budget-tokens' : 'raise-budget-usd' },
    );
  }
  if (plan.position !== undefined) {
    options.position = plan.position;
    if (config.decision !== undefined) options.decision = { ...config.decision, decidedBy: identity.actor };
    if (config.raiseBudget !== undefined) options.raiseBudget = { ...config.raiseBudget, raisedBy: identity.actor };
    if (config.answer !== undefined)
      options.answer = { values: answerValues(config.answer), answeredBy: identity.actor };
  }
  if (plan.retryFailed !== undefined)
    options.retryFailed = { by: identity.actor, reason: `${plan.retryFailed} on ${identity.job}` };
  if (plan.takeover === true)
    options.takeover = { reason: `takeover input set on ${identity.job}`, by: identity.actor };
  return options;
}
