// Known secrets, as the Action collects them: the values of the variables handed to the worker
// (--env) and of the variables named by --known-secret-env. Values never appear in argv: only
// names do. The store refuses records that hold one (KNOWN_SECRET).
import { collectKnownSecrets as collect, minStoredSecretLength } from '../../runner/index.ts';
import { usageError } from '../errors.ts';

export interface KnownSecrets {
  values: string[];
  warnings: string[];
}

export function collectKnownSecrets(
  env: Readonly<Record<string, string | undefined>>,
  passed: readonly string[],
  named: readonly string[],
): KnownSecrets {
  const secrets = collect(env, { passed, named });
  const unset = secrets.unset[0];
  if (unset !== undefined)
    throw usageError(`--known-secret-env: ${unset} is not set (it names a variable whose value the store must refuse)`);
  const warnings = secrets.short.map(
    (name) =>
      `the value of ${name} is shorter than ${minStoredSecretLength} characters: the store does not refuse it (name it with --known-secret-env to refuse it too)`,
  );
  return { values: secrets.stored, warnings };
}
