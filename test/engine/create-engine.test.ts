import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { createEngine, engineConfigSchema, parseEngineConfig } from '../../src/engine/engines/index.ts';
import { MockEngine } from '../../src/engine/testing/index.ts';
import { fakeEnv, never, request } from './helpers.ts';

const invalid = (config: unknown): EngineError => {
  try {
    createEngine(config, { path: 'engines.reviewer' });
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected invalid-config');
};

describe('createEngine', () => {
  it('builds each kind with its identity', () => {
    expect(createEngine({ kind: 'claude-cli', model: 'claude-sonnet-4-5' }).identity).toMatchObject({
      provider: 'anthropic',
      adapter: 'claude-cli',
      executable: 'claude',
    });
    expect(createEngine({ kind: 'codex-cli' }).identity).toMatchObject({
      provider: 'openai',
      adapter: 'codex-cli',
      model: '',
    });
    expect(createEngine({ kind: 'anthropic', model: 'claude-haiku-4-5' }).identity).toMatchObject({
      adapter: 'anthropic-api',
    });
    expect(createEngine({ kind: 'openai', model: 'gpt-5-mini' }).identity).toMatchObject({ adapter: 'openai-api' });
    expect(createEngine({ kind: 'command', command: ['./review.sh', '--json'] }).identity).toMatchObject({
      adapter: 'command',
      executable: './review.sh',
    });
    expect(createEngine({ kind: 'mock' })).toBeInstanceOf(MockEngine);
  });

  it('refuses configurations with invalid-config naming the field and what it accepts', () => {
    expect(invalid({ kind: 'gemini' }).message).toMatch(/^engines\.reviewer\.kind: /);
    expect(invalid({ kind: 'anthropic' }).message).toMatch(/^engines\.reviewer\.model: required for kind "anthropic"/);
    expect(invalid({ kind: 'command' }).message).toMatch(/^engines\.reviewer\.command: required/);
    expect(invalid({ kind: 'claude-cli', baseUrl: 'https://x.test' }).message).toMatch(
      /baseUrl: not used by kind "claude-cli" \(accepted: /,
    );
    expect(invalid({ kind: 'openai', model: 'gpt-5', baseUrl: 'file:///etc' }).message).toMatch(/baseUrl/);
    expect(invalid({ kind: 'openai', model: 'gpt-5', apiKeyEnv: 'BAD-NAME' }).message).toMatch(/apiKeyEnv/);
    expect(invalid({ kind: 'claude-cli', fallback: 'x' }).message).toMatch(/fallback|Unrecognized/);
    expect(invalid({ kind: 'mock', timeoutMs: -1 })).toMatchObject({ kind: 'invalid-config', deadLane: true });
  });

  it('lets caller prices replace shipped entries by name', async () => {
    const engine = createEngine(
      { kind: 'command', command: 'json-engine', billing: 'api' },
      { env: fakeEnv('success'), prices: { 'gpt-4o-mini': { inputPerMTokUsd: 1, outputPerMTokUsd: 1 } } },
    );
    const result = await engine.run(request(), never());
    expect(result.usage.cost).toEqual({ kind: 'estimated', usd: 0.0012, entry: 'gpt-4o-mini' });
    expect(result.usage.billing).toBe('api');
  });

  it('exports the schema for other layers to extend (e.g. a fallback field)', () => {
    const withFallback = engineConfigSchema().extend({ fallback: engineConfigSchema().shape.model });
    expect(withFallback.parse({ kind: 'codex-cli', fallback: 'backup' })).toEqual({
      kind: 'codex-cli',
      fallback: 'backup',
    });
    expect(parseEngineConfig({ kind: 'codex-cli', model: 'gpt-5-codex' })).toEqual({
      kind: 'codex-cli',
      model: 'gpt-5-codex',
    });
  });
});
