// Every action input parsed with zod into one typed ActionConfig. A bad input throws
// INVALID_INPUT naming the input, what it got (shortened, never a secret) and what it accepts —
// before anything is restored or written.
import os from 'node:os';
import path from 'node:path';
import type { JsonValue } from '../../store/contract.ts';
import { cancelBudget } from '../cancellation.ts';
import { ActionError } from '../errors.ts';
import { shownValue, type OptionValue } from '../../runner/index.ts';
import { redactSecrets, secretInInput } from './secrets.ts';
import { actionInputNames, secretInputs, type ActionInputName, type RawInputs } from './raw.ts';
import { inputsSchema, type ActionMode, type FailOn, type ParsedInputs, type WriteAhead } from './schema.ts';

export { readRawInputs, actionInputNames, inputVariable, type RawInputs, type ActionInputName } from './raw.ts';
export { collectSecrets, type ActionSecrets } from './secrets.ts';
export {
  actionModes,
  failOnValues,
  persistValues,
  writeAheadValues,
  type ActionMode,
  type FailOn,
  type WriteAhead,
} from './schema.ts';

/** A reconcile decision as the input gives it (who decided is added from GITHUB_ACTOR). */
export type InputDecision = { decision: 'retry' } | { decision: 'complete'; output?: JsonValue } | { decision: 'fail' };

export type RunSource = { kind: 'graph'; file: string } | { kind: 'module'; module: string; definitionFile: string };

export interface ActionConfig {
  runId: string;
  namespace: string;
  /** How a new run is defined; null when neither graph nor host-module is given (resume / status only). */
  source: RunSource | null;
  /** The `inputs` JSON object: stored durably. */
  runInputs: Record<string, JsonValue>;
  mode: ActionMode;
  position: string | undefined;
  decision: InputDecision | undefined;
  /**
   * A gate's answer (a JSON object of field values; who answered is added from the job's actor),
   * or what the input accepts when its text is not one: the job refuses it (modes.ts).
   */
  answer: OptionValue<Record<string, JsonValue>> | undefined;
  takeover: boolean;
  /** Reopen a run that failed because nodes failed (its failed nodes run again). */
  retryFailed: boolean;
  /** Absolute: working-directory resolved against the step's working directory. */
  runRoot: string;
  limits: { timeoutMs?: number; maxDispatches?: number; budget?: { usd?: number; tokens?: number; soft?: boolean } };
  /** Resuming a budget pause with higher limits (recorded with the actor). */
  raiseBudget: { usd?: number; tokens?: number } | undefined;
  restart: { maxRestarts: number; initialBackoffMs: number; maxBackoffMs: number };
  teardownGraceMs: number;
  heartbeatMs: number;
  /** runner:node-changes records of each node attempt (a new run only: the definition keeps it). */
  recordChanges: boolean;
  /** Bytes of one attempt's kept output; undefined: the graph file's log-limit, else 1 MiB. */
  logLimitBytes: number | undefined;
  /** Names of variables the worker gets (their values are known secrets: see collectSecrets). */
  environmentVariables: string[];
  /** The store directory exactly as configured (the cache client hashes this string). */
  storagePath: string;
  cachePrefix: string;
  persist: { cache: boolean; artifact: boolean };
  /** Save the store to the cache before each non-retry-safe node's code (DESIGN.md section 3, item 9). */
  writeAhead: WriteAhead;
  /** Periodic cache saves of retry-safe progress while the run goes on; 0: none. */
  checkpointIntervalMs: number;
  fromRun: string | undefined;
  githubToken: string;
  /** Milliseconds after which the run is interrupted cleanly; undefined: never. */
  interruptAfterMs: number | undefined;
  failOn: FailOn;
  inputNames: { runId: string; position: string; decision: string; answer?: string };
}

export interface InputContext {
  /** The step's working directory (GITHUB_WORKSPACE on a runner). */
  cwd: string;
  /** RUNNER_TEMP: the default store lives below it, outside the workspace. */
  runnerTemp: string | undefined;
}

/** A refusal that involves two inputs: reported on `input`, with its own wording. */
class Conflict {
  readonly input: ActionInputName;
  readonly message: string;
  constructor(input: ActionInputName, message: string) {
    this.input = input;
    this.message = message;
  }
}

function checkCombinations(p: ParsedInputs): Conflict | undefined {
  if (p.graph !== undefined && p['host-module'] !== undefined)
    return new Conflict('host-module', 'give either graph or host-module, not both');
  if (p['host-module'] !== undefined && p.definition === undefined)
    return new Conflict('definition', 'host-module needs definition (a JSON file with the graph definition)');
  if (p.definition !== undefined && p['host-module'] === undefined)
    return new Conflict('definition', 'definition is only used with host-module');
  if (p.mode === 'start' && p.graph === undefined && p['host-module'] === undefined)
    return new Conflict('graph', 'mode start needs graph (or host-module with definition)');
  if (p.mode === 'start' && p.position !== undefined)
    return new Conflict('position', 'mode start starts a new run; position is for resuming one');
  if (p.mode === 'resume' && p.position === undefined)
    return new Conflict(
      'position',
      'mode resume needs position (a paused position from the job summary or the positions output); to continue an interrupted run use mode auto',
    );
  if (p.decision !== undefined && p.position === undefined)
    return new Conflict('decision', 'decision answers a reconcile pause: give the position it answers too');
  if (p.decision !== undefined && p.mode === 'status')
    return new Conflict('decision', 'mode status only reports; a decision needs mode auto or resume');
  if (p.answer !== undefined && p.position === undefined)
    return new Conflict('answer', 'answer answers a gate: give the position it answers too');
  if (p.answer !== undefined && p.mode === 'status')
    return new Conflict('answer', 'mode status only reports; an answer needs mode auto or resume');
  if (p['retry-failed'] && (p.position !== undefined || p.mode !== 'auto'))
    return new Conflict(
      'retry-failed',
      'retry-failed reopens a failed run as a whole: it takes no position and needs mode auto',
    );
  if (p['decision-output'] !== undefined && p.decision !== 'complete')
    return new Conflict('decision-output', 'decision-output is the output recorded by decision complete');
  if (p['from-run'] !== undefined && p['github-token'] === '')
    return new Conflict(
      'github-token',
      "from-run needs github-token (a token with actions: read) to download the other run's artifact",
    );
  if (p['write-ahead'] === 'required' && (p.persist === 'artifact' || p.persist === 'none'))
    return new Conflict(
      'write-ahead',
      `write-ahead required saves to the cache before unsafe nodes; persist ${p.persist} does not use the cache (use persist cache or both, or write-ahead auto / off)`,
    );
  if (p['teardown-grace'] >= cancelBudget.totalMs)
    return new Conflict(
      'teardown-grace',
      `a cancelled job is killed ${cancelBudget.totalMs / 1000} s after its first signal; a teardown grace of that or more leaves no time to stop the worker and save the store (use at most ${cancelBudget.graceWarnMs / 1000}s)`,
    );
  if (p['max-backoff'] < p['initial-backoff'])
    return new Conflict('max-backoff', 'max-backoff must be at least initial-backoff');
  return undefined;
}

function invalid(input: ActionInputName, raw: RawInputs, secrets: readonly string[], message: string): ActionError {
  const got = secretInputs.has(input) ? '' : ` (got ${shownValue(redactSecrets(raw[input], secrets))})`;
  // The explanation is redacted too (never the input's own name, which is ours).
  return new ActionError('INVALID_INPUT', `input "${input}"${got}: ${redactSecrets(message, secrets)}`, { input });
}

/** `secrets`: the values collectSecrets found, so no message echoes one. */
export function parseActionInputs(
  raw: RawInputs,
  context: InputContext,
  secrets: readonly string[] = [],
): ActionConfig {
  const p = checkedInputs(raw, secrets);
  return {
    runId: p['run-id'],
    namespace: p.namespace,
    source: sourceOf(p),
    runInputs: p.inputs,
    mode: p.mode,
    position: p.position,
    decision: decisionOf(p),
    answer: p.answer,
    takeover: p.takeover,
    retryFailed: p['retry-failed'],
    runRoot: path.resolve(context.cwd, p['working-directory']),
    limits: {
      ...(p.timeout === undefined ? {} : { timeoutMs: p.timeout }),
      ...(p['max-dispatches'] === undefined ? {} : { maxDispatches: p['max-dispatches'] }),
      ...budgetOf(p['budget-usd'], p['budget-tokens'], p['budget-soft']),
    },
    raiseBudget: raiseOf(p['raise-budget-usd'], p['raise-budget-tokens']),
    restart: { maxRestarts: p['max-restarts'], initialBackoffMs: p['initial-backoff'], maxBackoffMs: p['max-backoff'] },
    teardownGraceMs: p['teardown-grace'],
    heartbeatMs: p.heartbeat,
    recordChanges: p['record-changes'],
    logLimitBytes: p['log-limit'],
    environmentVariables: p['environment-variables'],
    storagePath: p['storage-path'] ?? path.join(context.runnerTemp || os.tmpdir(), 'supervised-run'),
    cachePrefix: p['cache-prefix'],
    persist: {
      cache: p.persist === 'cache' || p.persist === 'both',
      artifact: p.persist === 'artifact' || p.persist === 'both',
    },
    writeAhead: p['write-ahead'],
    checkpointIntervalMs: p['checkpoint-interval'],
    fromRun: p['from-run'],
    githubToken: p['github-token'],
    interruptAfterMs: p['interrupt-after'] === 0 ? undefined : p['interrupt-after'],
    failOn: p['fail-on'],
    inputNames: {
      runId: p['run-id-input'],
      position: p['position-input'],
      decision: p['decision-input'],
      answer: p['answer-input'],
    },
  };
}

/** JSON inputs whose own checks name where in the value a known secret is (`input "answer" at .note`). */
const checkedForSecretsLater: ReadonlySet<ActionInputName> = new Set(['answer', 'decision-output', 'inputs']);

/** INVALID_INPUT for the first input holding a known secret, raw or encoded; its value is not echoed. */
function refuseSecretInputs(raw: RawInputs, secrets: readonly string[]): void {
  for (const input of actionInputNames) {
    if (secretInputs.has(input) || checkedForSecretsLater.has(input)) continue;
    const encoding = secretInInput(raw[input], secrets);
    if (encoding !== undefined)
      throw new ActionError(
        'INVALID_INPUT',
        `input "${input}" holds a known secret (${encoding}); it would be printed in the log and the summary, so nothing was run`,
        { input },
      );
  }
}

/** Each input read by the schema, then the combinations checked: the first refusal throws INVALID_INPUT. */
function checkedInputs(raw: RawInputs, secrets: readonly string[]): ParsedInputs {
  refuseSecretInputs(raw, secrets);
  const parsed = inputsSchema().safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const input = (actionInputNames as readonly string[]).includes(String(issue.path[0]))
      ? (issue.path[0] as ActionInputName)
      : 'run-id';
    throw invalid(input, raw, secrets, issue.message);
  }
  const p = parsed.data;
  const conflict = checkCombinations(p);
  if (conflict !== undefined) throw invalid(conflict.input, raw, secrets, conflict.message);
  return p;
}

/** The decision input, with decision-output for decision complete. */
function decisionOf(p: ParsedInputs): InputDecision | undefined {
  if (p.decision === 'complete')
    return p['decision-output'] === undefined
      ? { decision: 'complete' }
      : { decision: 'complete', output: p['decision-output'] };
  if (p.decision !== undefined) return { decision: p.decision };
  return undefined;
}

/** How a new run is defined: graph, or host-module with definition; null for neither. */
function sourceOf(p: ParsedInputs): RunSource | null {
  if (p.graph !== undefined) return { kind: 'graph', file: p.graph };
  if (p['host-module'] !== undefined)
    return { kind: 'module', module: p['host-module'], definitionFile: p.definition! };
  return null;
}

function budgetOf(usd: number | undefined, tokens: number | undefined, soft: boolean) {
  const budget = {
    ...(usd === undefined ? {} : { usd }),
    ...(tokens === undefined ? {} : { tokens }),
    ...(soft ? { soft: true } : {}),
  };
  return Object.keys(budget).length === 0 ? {} : { budget };
}

function raiseOf(usd: number | undefined, tokens: number | undefined) {
  if (usd === undefined && tokens === undefined) return undefined;
  return { ...(usd === undefined ? {} : { usd }), ...(tokens === undefined ? {} : { tokens }) };
}
