// Warnings for API engines whose key the run will not get (declarative/engine-keys.ts), with what
// to change in the workflow: list the variable, set it in the step's env, or give its secret a value.
import { describeUnpassedKey, type UnpassedEngineKey } from '../../declarative/index.ts';
import type { ActionIO } from '../io.ts';

/** Warns in the log of each key (unpassedEngineKeys, storedEngineKeys); returns the warnings for the summary. */
export function warnOfEngineKeys(
  io: ActionIO,
  keys: readonly UnpassedEngineKey[],
  variables: readonly string[] = [],
): string[] {
  const warnings = keys.map((key) => `${describeUnpassedKey(key)}; ${remedy(key, variables)}`);
  for (const warning of warnings) io.warning(warning);
  return warnings;
}

function remedy(key: UnpassedEngineKey, variables: readonly string[]): string {
  if (key.empty)
    return "the step's env sets it empty (a secret that is not set reads as empty, and so does every secret in a pull request from a fork)";
  if (variables.includes(key.variable)) return "environment-variables lists it, but the step's env does not set it";
  return `list ${key.variable} in the environment-variables input (and set it in the step's env)`;
}
