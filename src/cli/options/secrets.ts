// Known secrets, as the Action collects them: the values of the variables handed to the worker
// (--env) and of the variables named by --known-secret-env. Values never appear in argv: only
// names do. The store refuses records that hold one (KNOWN_SECRET).
import { usageError } from '../errors.ts';

/** Shorter values would make the store refuse ordinary records; the Action has the same floor. */
export const minStoredSecretLength = 8;

export interface KnownSecrets {
  values: string[];
  warnings: string[];
}

export function collectKnownSecrets(env: Readonly<Record<string, string | undefined>>, passed: readonly string[], named: readonly string[]): KnownSecrets {
  const values = new Set<string>();
  const warnings: string[] = [];
  for (const name of named) {
    const value = env[name];
    if (value === undefined || value === '') throw usageError(`--known-secret-env: ${name} is not set (it names a variable whose value the store must refuse)`);
    values.add(value);
  }
  for (const name of passed) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (value.length >= minStoredSecretLength) values.add(value);
    else if (!named.includes(name)) warnings.push(`the value of ${name} is shorter than ${minStoredSecretLength} characters: the store does not refuse it (name it with --known-secret-env to refuse it too)`);
  }
  return { values: [...values], warnings };
}
