// API engines read their key from a named variable at call time (the worker's environment).
import { EngineError, type EngineIdentity, type UsageReceipt } from '../contract.ts';
import type { Environment } from './environment.ts';

export function readApiKey(
  env: Environment,
  name: string,
  adapter: string,
  reported: EngineIdentity,
  usage: UsageReceipt,
): string {
  const key = env[name];
  if (key === undefined || key.trim() === '') {
    throw new EngineError(
      // Set in a person's shell is not enough: a run sees only the variables it is given, so say how
      // on each face (the engine knows none of them).
      `${adapter}: environment variable ${name} is empty or not passed to the run; pass it with the Action's environment-variables input, the CLI's --env ${name} or the library's environmentVariables (the engine's api-key-env names another variable)`,
      { kind: 'auth', reported, usage },
    );
  }
  return key.trim();
}
