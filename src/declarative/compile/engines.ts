// `engines:` -> the stored engine configs (the engine layer's createEngine config, plus mock scripts)
// and each engine's plan target. A lane is [its target, its fallback's target].
import type { LaneTarget } from '../../graph/contract.ts';
import { ArgvSyntaxError, splitCommandLine } from '../argv.ts';
import { parseDuration } from '../duration.ts';
import { definedFields } from '../../store/index.ts';
import type { RawIssue } from '../document/paths.ts';
import type { EngineDocument, EngineKind, MockResponseDocument } from '../document/schema.ts';
import type { EngineConfigEntry, MockStepConfig } from '../host-config.ts';
import { checkEnvName } from './secrets-check.ts';

/** The provider half of a plan target; the model half is the configured model. */
export const providerOfKind: Record<EngineKind, string> = {
  'claude-cli': 'anthropic',
  anthropic: 'anthropic',
  'codex-cli': 'openai',
  openai: 'openai',
  command: 'command',
  mock: 'mock',
};

/** Which kinds accept each optional field (kind and model, fallback, timeout go with every kind). */
const fieldKinds: Partial<Record<keyof EngineDocument, readonly EngineKind[]>> = {
  args: ['claude-cli', 'codex-cli', 'command'],
  command: ['command'],
  executable: ['claude-cli', 'codex-cli'],
  'api-key-env': ['anthropic', 'openai'],
  'base-url': ['anthropic', 'openai'],
  'max-tokens': ['anthropic', 'openai'],
  billing: ['command', 'mock'],
  env: ['claude-cli', 'codex-cli', 'command'],
  responses: ['mock'],
};

/** An engine's plan target: its provider and model (a lane is its target, then its fallback's). */
export function laneTargetOf(name: string, engine: { kind: EngineKind; model?: string | undefined }): LaneTarget {
  // A mock without a model is named after its engine, so two scripted mocks are two targets.
  return { provider: providerOfKind[engine.kind], model: engine.model ?? (engine.kind === 'mock' ? name : '') };
}

export interface CompiledEngines {
  configs: Record<string, EngineConfigEntry>;
  targets: Record<string, LaneTarget>;
}

export function compileEngines(engines: Record<string, EngineDocument>, issues: RawIssue[]): CompiledEngines {
  const configs: Record<string, EngineConfigEntry> = {};
  const targets: Record<string, LaneTarget> = {};
  const names = Object.keys(engines);
  for (const [name, engine] of Object.entries(engines)) {
    const at = ['engines', name];
    for (const [field, kinds] of Object.entries(fieldKinds)) {
      if (engine[field as keyof EngineDocument] !== undefined && !kinds.includes(engine.kind)) {
        issues.push({
          path: [...at, field],
          message: `not accepted for kind ${engine.kind} (only for ${kinds.join(', ')})`,
        });
      }
    }
    if (engine.kind === 'command' && engine.command === undefined) {
      issues.push({
        path: [...at, 'command'],
        message: 'required for kind command (the executable, or the whole argv)',
      });
    }
    if ((engine.kind === 'anthropic' || engine.kind === 'openai') && engine.model === undefined) {
      issues.push({ path: [...at, 'model'], message: `required for kind ${engine.kind}` });
    }
    if (engine.fallback !== undefined) {
      if (engine.fallback === name)
        issues.push({ path: [...at, 'fallback'], message: 'an engine cannot be its own fallback' });
      else if (!Object.hasOwn(engines, engine.fallback)) {
        issues.push({
          path: [...at, 'fallback'],
          message: `unknown engine "${engine.fallback}" (declared: ${names.join(', ')})`,
        });
      }
    }
    for (const key of Object.keys(engine.env ?? {})) checkEnvName(key, [...at, 'env', key], issues);
    configs[name] = engineConfig(engine, name, issues);
    targets[name] = laneTargetOf(name, engine);
  }
  // An API engine without its required model already has an issue; a collision on '' would only repeat it.
  const comparable = Object.fromEntries(
    Object.entries(targets).filter(
      ([name]) => !(['anthropic', 'openai'].includes(engines[name]!.kind) && engines[name]!.model === undefined),
    ),
  );
  checkDistinctTargets(comparable, issues);
  return { configs, targets };
}

/** The executor routes by provider and model: two engines with the same pair would be one lane target. */
function checkDistinctTargets(targets: Record<string, LaneTarget>, issues: RawIssue[]): void {
  const seen = new Map<string, string>();
  for (const [name, target] of Object.entries(targets)) {
    const key = `${target.provider}\0${target.model}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, name);
    else {
      const model = target.model === '' ? 'the default model' : `model "${target.model}"`;
      issues.push({
        path: ['engines', name],
        message: `same provider and model as engines.${first} (${target.provider}, ${model}): give one of them a different model`,
      });
    }
  }
}

function engineConfig(engine: EngineDocument, name: string, issues: RawIssue[]): EngineConfigEntry {
  const config: EngineConfigEntry = { kind: engine.kind };
  if (engine.model !== undefined) config.model = engine.model;
  if (engine.args !== undefined) config.args = engine.args;
  if (engine.command !== undefined) config.command = commandArgv(engine.command, ['engines', name, 'command'], issues);
  if (engine.executable !== undefined) config.executable = engine.executable;
  if (engine['api-key-env'] !== undefined) config.apiKeyEnv = engine['api-key-env'];
  if (engine['base-url'] !== undefined) config.baseUrl = engine['base-url'];
  if (engine.billing !== undefined) config.billing = engine.billing;
  if (engine.timeout !== undefined) config.timeoutMs = parseDuration(engine.timeout)!;
  if (engine['max-tokens'] !== undefined) config.maxTokens = engine['max-tokens'];
  if (engine.env !== undefined)
    config.env = Object.fromEntries(Object.entries(engine.env).map(([k, v]) => [k, String(v)]));
  if (engine.kind === 'mock') {
    config.steps = (engine.responses ?? [{ echo: true }]).map((response, index) =>
      mockStep(response, ['engines', name, 'responses', index], issues),
    );
  }
  return config;
}

function mockStep(response: MockResponseDocument, at: Array<string | number>, issues: RawIssue[]): MockStepConfig {
  const given = response.usage;
  const usage =
    given === undefined
      ? undefined
      : definedFields({
          inputTokens: given['input-tokens'],
          outputTokens: given['output-tokens'],
          cacheReadTokens: given['cache-read-tokens'],
          cacheWriteTokens: given['cache-write-tokens'],
          costUsd: given['cost-usd'],
          model: given.model,
        });
  const common = {
    ...(usage === undefined ? {} : { usage }),
    ...(response.delay === undefined ? {} : { delayMs: parseDuration(response.delay)! }),
  };
  if (response.error !== undefined) {
    for (const field of ['text', 'output', 'echo'] as const) {
      if (response[field] !== undefined)
        issues.push({ path: [...at, field], message: 'an answer with error cannot also have text, output or echo' });
    }
    return {
      kind: 'error',
      error: response.error,
      ...(response.message === undefined ? {} : { message: response.message }),
      ...(response['retry-after'] === undefined ? {} : { retryAfterMs: parseDuration(response['retry-after'])! }),
      ...common,
    };
  }
  for (const field of ['message', 'retry-after'] as const) {
    if (response[field] !== undefined)
      issues.push({ path: [...at, field], message: 'only an answer with error takes this' });
  }
  if (response.echo === true && (response.text !== undefined || response.output !== undefined)) {
    issues.push({ path: [...at, 'echo'], message: 'an echo answer cannot also have text or output' });
  }
  return {
    kind: 'result',
    ...definedFields({ text: response.text, structured: response.output, echo: response.echo }),
    ...common,
  };
}

/** A command string is split like a node's `run` (no shell); the engine gets argv. */
function commandArgv(command: string | string[], at: Array<string | number>, issues: RawIssue[]): string[] {
  if (Array.isArray(command)) {
    if (command.length === 0 || command[0] === '')
      issues.push({ path: at, message: 'the executable must not be empty' });
    return command;
  }
  try {
    return splitCommandLine(command);
  } catch (error) {
    if (!(error instanceof ArgvSyntaxError)) throw error;
    issues.push({ path: at, message: error.message });
    return [];
  }
}
