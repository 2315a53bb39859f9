// Flags that map onto the runner's one options schema (supervisedRunOptionsSchema), shared by start
// and resume. Values use the Action's syntax; the runner validates the mapped options again.
import { z } from 'zod';
import * as F from '../args/fields.ts';
import type { FlagSpec } from '../args/spec.ts';
import { usageError } from '../errors.ts';

export const restartFlags: Record<string, FlagSpec> = {
  'max-restarts': {
    type: 'string',
    value: 'N',
    description: 'Replacement workers after crashes, 0-1000 (default 3; resume: as stored)',
  },
  'initial-backoff': {
    type: 'string',
    value: 'D',
    description: 'First restart delay, doubling per restart (default 1s)',
  },
  'max-backoff': { type: 'string', value: 'D', description: 'Longest restart delay (default 30s)' },
  'teardown-grace': {
    type: 'string',
    value: 'D',
    description: 'Grace between SIGTERM and SIGKILL when stopping the worker (default 5s)',
  },
  env: {
    type: 'string',
    multiple: true,
    value: 'NAME',
    description: 'Copy this variable into the worker (its value becomes a known secret)',
  },
  'known-secret-env': {
    type: 'string',
    multiple: true,
    value: 'NAME',
    description: 'The value of this variable must never be stored (refused, KNOWN_SECRET)',
  },
};

export const restartFlagSchema = {
  'max-restarts': F.count(0, 1000).optional(),
  'initial-backoff': F.duration({ allowZero: true }).optional(),
  'max-backoff': F.duration({ allowZero: true }).optional(),
  'teardown-grace': F.duration({ allowZero: true }).optional(),
  env: z.array(F.environmentName()).optional(),
  'known-secret-env': z.array(F.environmentName()).optional(),
};

/**
 * start only: the option is stored in the run's definition, so every session of the run follows it.
 * A presence flag, as every boolean flag of the CLI is (the default, recording, needs no flag).
 */
export const recordChangesFlags: Record<string, FlagSpec> = {
  'no-record-changes': {
    type: 'boolean',
    description:
      'Write no record of the files each node attempt changed (skips the git captures around attempts, e.g. for pure data graphs)',
  },
};

export const recordChangesFlagSchema = { 'no-record-changes': F.flagOff };

/** start, resume and retry-failed: node output is printed while it runs, unless --quiet. */
export const outputFlags: Record<string, FlagSpec> = {
  quiet: {
    type: 'boolean',
    description: "Don't print what nodes print while they run (it is kept all the same: supervised-run logs prints it)",
  },
};
export const outputFlagSchema = { quiet: F.flagOff };

/** start only: the bound of each attempt's kept output (stored in the run's definition). */
export const logLimitFlags: Record<string, FlagSpec> = {
  'log-limit': {
    type: 'string',
    value: 'SIZE',
    description:
      "Bound of each node attempt's kept output, head and tail (default: the graph file's log-limit, else 1MiB)",
  },
};
export const logLimitFlagSchema = { 'log-limit': F.logLimit().optional() };

/** recordChanges of the runner options (default true). */
export const recordChangesOption = (flags: { 'no-record-changes': boolean }): boolean => !flags['no-record-changes'];

interface RestartFlagValues {
  'max-restarts'?: number | undefined;
  'initial-backoff'?: number | undefined;
  'max-backoff'?: number | undefined;
  'teardown-grace'?: number | undefined;
}

/** The restart policy fields that were given (the runner fills in the rest). */
export function restartOptions(
  flags: RestartFlagValues,
  defaults?: { initialBackoffMs: number; maxBackoffMs: number },
) {
  const restart: { maxRestarts?: number; initialBackoffMs?: number; maxBackoffMs?: number } = {};
  if (flags['max-restarts'] !== undefined) restart.maxRestarts = flags['max-restarts'];
  if (flags['initial-backoff'] !== undefined) restart.initialBackoffMs = flags['initial-backoff'];
  if (flags['max-backoff'] !== undefined) restart.maxBackoffMs = flags['max-backoff'];
  if (defaults !== undefined) {
    const initial = restart.initialBackoffMs ?? defaults.initialBackoffMs;
    const max = restart.maxBackoffMs ?? defaults.maxBackoffMs;
    if (max < initial) throw usageError(`--max-backoff: must be at least --initial-backoff (${initial} ms)`);
  }
  return restart;
}
