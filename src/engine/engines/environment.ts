// The environment a command-backed attempt runs with, and what it says about billing.
import type { Billing, EngineRequest } from '../contract.ts';
import { attemptEnvironment } from '../command/index.ts';

export type Environment = Readonly<Record<string, string | undefined>>;

export interface EngineEnvironmentOptions {
  /** The base environment (default: this process's, which a supervised worker has already narrowed). */
  base?: Environment;
  /** Variables added for this engine (config `env`). */
  extra?: Readonly<Record<string, string>>;
}

/**
 * The child's whole environment: the base, the engine's extras, and the attempt identity
 * (attemptEnvironment: OBVERSA_ATTEMPT_ID, OBVERSA_HEADLESS). The owner marker is added by runOwnedCommand.
 */
export function engineEnvironment(
  request: EngineRequest,
  options: EngineEnvironmentOptions = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.base ?? process.env)) {
    if (value !== undefined) env[name] = value;
  }
  Object.assign(env, options.extra);
  return attemptEnvironment({ attemptId: request.attemptId, env });
}

const present = (env: Environment, name: string): boolean => {
  const value = env[name];
  return value !== undefined && value !== '';
};

/** Claude CLI: an API key, an auth token or a cloud provider means the API bills the call. */
export function claudeBilling(env: Environment): Billing {
  const api = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_USE_BEDROCK', 'CLAUDE_CODE_USE_VERTEX'];
  return api.some((name) => present(env, name)) ? 'api' : 'subscription';
}

/** Codex: CODEX_API_KEY bills the API; OPENAI_API_KEY alone may or may not be used (codex prefers a login). */
export function codexBilling(env: Environment): Billing {
  if (present(env, 'CODEX_API_KEY')) return 'api';
  if (present(env, 'OPENAI_API_KEY')) return 'unknown';
  return 'subscription';
}
