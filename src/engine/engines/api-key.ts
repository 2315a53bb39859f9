// API engines read their key from a named variable at call time (the worker's environment).
import { EngineError, type EngineIdentity, type UsageReceipt } from '../contract.ts';
import type { Environment } from './environment.ts';

/** The variable each API engine reads its key from when its config names none. */
export const defaultApiKeyVariables = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' } as const;

/** The variable an engine reads its API key from; undefined for kinds that take no key (CLIs log in on their own). */
export function apiKeyVariableOf(config: { kind: string; apiKeyEnv?: string | undefined }): string | undefined {
  if (config.kind !== 'anthropic' && config.kind !== 'openai') return undefined;
  return config.apiKeyEnv ?? defaultApiKeyVariables[config.kind];
}

/** An unset or blank key: readApiKey refuses it, and a start warns of it. */
export function isApiKeyMissing(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

export function readApiKey(
  env: Environment,
  name: string,
  adapter: string,
  reported: EngineIdentity,
  usage: UsageReceipt,
): string {
  const key = env[name];
  if (key === undefined || isApiKeyMissing(key)) {
    throw new EngineError(
      // Set in a person's shell is not enough: a run sees only the variables it is given, so say how
      // on each face (the engine knows none of them).
      `${adapter}: environment variable ${name} is empty or not passed to the run; pass it with the Action's environment-variables input, the CLI's --env ${name} or the library's environmentVariables (the engine's api-key-env names another variable)`,
      { kind: 'auth', reported, usage },
    );
  }
  return key.trim();
}
