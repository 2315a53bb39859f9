// Warnings, as a run starts or resumes, of what it will not get from the step's environment: an API
// engine's key (declarative/engine-keys.ts), and any other variable environment-variables lists that
// the step's env leaves unset or empty. Each says what to change in the workflow.
import { describeUnpassedKey, unpassedVariables, type UnpassedEngineKey } from '../../declarative/index.ts';
import type { ActionIO } from '../io.ts';

const emptySecret = 'a secret that is not set reads as empty, and so does every secret in a pull request from a fork';

/**
 * Warns in the log of each key (unpassedEngineKeys, storedEngineKeys) and each other listed variable
 * without a value; returns the warnings for the summary. `listed`: the environment-variables input.
 */
export function warnOfRunEnvironment(
  io: ActionIO,
  keys: readonly UnpassedEngineKey[],
  listed: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): string[] {
  const warnings = [
    ...keys.map((key) => `${describeUnpassedKey(key)}; ${keyRemedy(key, listed)}`),
    ...unpassedVariables(keys, listed, env).map(({ name, empty }) =>
      empty
        ? `the environment-variables input lists ${name}, but the step's env sets it empty (${emptySecret})`
        : `the environment-variables input lists ${name}, but the step's env does not set it: the run does not get it`,
    ),
  ];
  for (const warning of warnings) io.warning(warning);
  return warnings;
}

function keyRemedy(key: UnpassedEngineKey, listed: readonly string[]): string {
  if (key.empty) return `the step's env sets it empty (${emptySecret})`;
  if (listed.includes(key.variable))
    return "the environment-variables input lists it, but the step's env does not set it";
  return `list ${key.variable} in the environment-variables input (and set it in the step's env)`;
}
