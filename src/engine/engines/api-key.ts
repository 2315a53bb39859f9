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
      `${adapter}: environment variable ${name} is not set; list it in environmentVariables (or set apiKeyEnv to the variable that holds the key)`,
      { kind: 'auth', reported, usage },
    );
  }
  return key.trim();
}
