// createEngine: one validated configuration -> one Engine.
import { EngineError, type Engine } from '../contract.ts';
import { mergePrices } from '../cost.ts';
import { shippedPrices } from '../prices.ts';
import { MockEngine } from '../testing/mock-engine.ts';
import { AnthropicApiEngine } from './anthropic-api.ts';
import { ClaudeCliEngine } from './claude-cli.ts';
import { CodexCliEngine } from './codex-cli.ts';
import { CommandEngine } from './command.ts';
import { OpenAiApiEngine } from './openai-api.ts';
import type { EngineDeps } from './command-engine.ts';
import { engineConfigSchema, type EngineConfig } from './config.ts';

/** Fields each kind may use; anything else is a mistake worth naming. */
const allowed: Record<EngineConfig['kind'], readonly (keyof EngineConfig)[]> = {
  'claude-cli': ['model', 'args', 'executable', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
  'codex-cli': ['model', 'args', 'executable', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
  command: ['model', 'args', 'command', 'billing', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
  anthropic: ['model', 'apiKeyEnv', 'baseUrl', 'timeoutMs', 'maxTokens'],
  openai: ['model', 'apiKeyEnv', 'baseUrl', 'timeoutMs', 'maxTokens'],
  mock: ['model', 'billing', 'timeoutMs'],
};

function invalid(path: string, message: string): EngineError {
  return new EngineError(`${path}: ${message}`, { kind: 'invalid-config' });
}

/** Validates a configuration; EngineError `invalid-config` names the field and what it accepts. */
export function parseEngineConfig(config: unknown, path = 'engine'): EngineConfig {
  const parsed = engineConfigSchema().safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? path : `${path}.${issue.path.join('.')}`;
    throw invalid(where, issue?.message ?? 'invalid engine configuration');
  }
  const c = parsed.data;
  for (const key of Object.keys(c) as (keyof EngineConfig)[]) {
    if (key !== 'kind' && !allowed[c.kind].includes(key)) {
      throw invalid(`${path}.${key}`, `not used by kind "${c.kind}" (accepted: ${allowed[c.kind].join(', ')})`);
    }
  }
  if ((c.kind === 'anthropic' || c.kind === 'openai') && c.model === undefined) {
    throw invalid(
      `${path}.model`,
      `required for kind "${c.kind}" (e.g. ${c.kind === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-5'})`,
    );
  }
  if (c.kind === 'command' && c.command === undefined) {
    throw invalid(`${path}.command`, 'required for kind "command": the executable, or its argv');
  }
  return c;
}

export interface CreateEngineOptions extends Omit<EngineDeps, 'prices'> {
  /** Caller price entries; they replace shipped entries by name. */
  prices?: unknown;
  /** Where the configuration came from, for error messages (e.g. `engines.reviewer`). */
  path?: string;
}

export function createEngine(config: unknown, options: CreateEngineOptions = {}): Engine {
  const { path, prices: callerPrices, ...rest } = options;
  const c = parseEngineConfig(config, path);
  const deps: EngineDeps = { ...rest, prices: mergePrices(shippedPrices, callerPrices) };
  const { kind, ...settings } = c;
  switch (kind) {
    case 'claude-cli':
      return new ClaudeCliEngine(settings, deps);
    case 'codex-cli':
      return new CodexCliEngine(settings, deps);
    case 'command':
      return new CommandEngine({ ...settings, command: settings.command ?? [] }, deps);
    case 'anthropic':
      return new AnthropicApiEngine({ ...settings, model: settings.model ?? '' }, deps);
    case 'openai':
      return new OpenAiApiEngine({ ...settings, model: settings.model ?? '' }, deps);
    case 'mock':
      // Unscripted: answers '' with no usage. Scripted mocks are built with MockEngine directly.
      return new MockEngine({
        identity: { model: settings.model ?? 'mock-model' },
        prices: deps.prices ?? shippedPrices,
        ...(settings.billing === undefined ? {} : { billing: settings.billing }),
      });
  }
}
