// The schema of the action's inputs, each read on its own (parse.ts checks how they combine and
// builds the ActionConfig), with the values the choice inputs accept; parse.ts re-exports those.
import { z } from 'zod';
import { lazySchema } from '../../store/index.ts';
import {
  accepted,
  readChoice,
  readDuration,
  readJson,
  readJsonObject,
  readLogLimit,
  readNamespace,
  readPath,
  readPosition,
  readStoreId,
  readVariableNames,
  readWholeNumber,
  readDollars,
  readGateAnswer,
  refused,
  storeIdAccepts,
} from '../../runner/index.ts';
import { boolean, cachePrefix, dispatchInputName, field, optional, workflowRunId } from './fields.ts';

export const actionModes = ['auto', 'start', 'resume', 'status'] as const;
export type ActionMode = (typeof actionModes)[number];
export const failOnValues = ['fail', 'pause', 'never'] as const;
export type FailOn = (typeof failOnValues)[number];
export const persistValues = ['cache', 'artifact', 'both', 'none'] as const;
export const writeAheadValues = ['auto', 'required', 'off'] as const;
export type WriteAhead = (typeof writeAheadValues)[number];

/** Durations where 0 means "none" (no heartbeat, no backoff, never interrupt). */
const zeroAllowed = { allowZero: true } as const;

// Built at the first parse, after the main step has configured zod (main.ts).
export const inputsSchema = lazySchema(() =>
  z.strictObject({
    'run-id': field((text) => (text === '' ? refused(`a run ID: ${storeIdAccepts}`) : readStoreId(text))),
    graph: optional(readPath),
    'host-module': optional(readPath),
    definition: optional(readPath),
    inputs: field(readJsonObject),
    mode: field((text) => readChoice(text, actionModes)),
    position: optional(readPosition),
    decision: optional((text) => readChoice(text, ['retry', 'complete', 'fail'] as const)),
    'decision-output': optional(readJson),
    // Read, not refused, here: a text that is no JSON object is refused once the run is open, with
    // the gate's exact answers (modes.ts).
    answer: optional((text) => accepted(readGateAnswer(text))),
    takeover: field(boolean),
    'retry-failed': field(boolean),
    'working-directory': field(readPath),
    timeout: optional((text) => readDuration(text)),
    'max-dispatches': optional((text) => readWholeNumber(text, 1, 1_000_000_000)),
    'budget-usd': optional(readDollars),
    'budget-tokens': optional((text) => readWholeNumber(text, 1, Number.MAX_SAFE_INTEGER)),
    'budget-soft': field(boolean),
    'raise-budget-usd': optional(readDollars),
    'raise-budget-tokens': optional((text) => readWholeNumber(text, 1, Number.MAX_SAFE_INTEGER)),
    'max-restarts': field((text) => readWholeNumber(text, 0, 1000)),
    'initial-backoff': field((text) => readDuration(text, zeroAllowed)),
    'max-backoff': field((text) => readDuration(text, zeroAllowed)),
    'teardown-grace': field((text) => readDuration(text, zeroAllowed)),
    heartbeat: field((text) => readDuration(text, zeroAllowed)),
    // Empty is the action.yml default (true), not false as for takeover.
    'record-changes': field((text) => (text === '' ? accepted(true) : boolean(text))),
    'log-limit': optional(readLogLimit),
    'environment-variables': field(readVariableNames),
    'known-secrets': z.string(),
    'storage-path': optional(readPath),
    namespace: field(readNamespace),
    'cache-prefix': field(cachePrefix),
    persist: field((text) => readChoice(text, persistValues)),
    'write-ahead': field((text) => readChoice(text, writeAheadValues)),
    'checkpoint-interval': field((text) => readDuration(text, zeroAllowed)),
    'from-run': optional(workflowRunId),
    'github-token': z.string(),
    'interrupt-after': field((text) => readDuration(text, zeroAllowed)),
    'fail-on': field((text) => readChoice(text, failOnValues)),
    'run-id-input': field(dispatchInputName),
    'position-input': field(dispatchInputName),
    'decision-input': field(dispatchInputName),
    'answer-input': field(dispatchInputName),
  }),
);
export type ParsedInputs = z.output<ReturnType<typeof inputsSchema>>;
