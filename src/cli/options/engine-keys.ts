// Warnings for API engines whose key the run will not get (declarative/engine-keys.ts), with what
// to change on the command line: pass the variable with --env, or set it in the shell.
import { describeUnpassedKey, type UnpassedEngineKey } from '../../declarative/index.ts';

/** The warning of each key (unpassedEngineKeys, storedEngineKeys), for the run's preface. */
export function engineKeyWarnings(keys: readonly UnpassedEngineKey[], variables: readonly string[]): string[] {
  return keys.map((key) => `${describeUnpassedKey(key)}; ${remedy(key, variables)}`);
}

function remedy(key: UnpassedEngineKey, variables: readonly string[]): string {
  if (key.empty) return 'it is set but empty in this shell';
  if (variables.includes(key.variable)) return '--env names it, but it is not set in this shell';
  return `pass it with --env ${key.variable}`;
}
