// Warnings, as a run starts or resumes, of what it will not get from this shell: an API engine's key
// (declarative/engine-keys.ts), and any other --env variable that is unset or empty here. Each says
// what to change on the command line.
import {
  describeUnpassedKey,
  storedEngineKeys,
  unpassedVariables,
  type UnpassedEngineKey,
} from '../../declarative/index.ts';
import type { RunStorage } from '../../store/index.ts';

/** The warnings of each key (unpassedEngineKeys, storedEngineKeys) and each other --env without a value. */
export function runEnvironmentWarnings(
  keys: readonly UnpassedEngineKey[],
  passed: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  return [
    ...keys.map((key) => `${describeUnpassedKey(key)}; ${keyRemedy(key, passed)}`),
    ...unpassedVariables(keys, passed, env).map(({ name, empty }) =>
      empty
        ? `--env ${name}: it is empty in this shell`
        : `--env ${name}: it is not set in this shell, so the run does not get it`,
    ),
  ];
}

/** The warnings of a stored run about to be resumed or retried: its engines' keys from its stored definition. */
export async function storedRunEnvironmentWarnings(
  storage: Pick<RunStorage, 'readDefinition'>,
  runId: string,
  passed: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<string[]> {
  return runEnvironmentWarnings(storedEngineKeys(await storage.readDefinition(runId), passed), passed, env);
}

function keyRemedy(key: UnpassedEngineKey, passed: readonly string[]): string {
  if (key.empty) return 'it is set but empty in this shell';
  if (passed.includes(key.variable)) return '--env names it, but it is not set in this shell';
  return `pass it with --env ${key.variable}`;
}
