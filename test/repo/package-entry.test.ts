// The package's public entry points, reached the way a consumer reaches them: package.json
// "exports" names the built file (lib/…js); tsconfig.lib.json compiles src/ into lib/, so the
// entry's source is the matching src/…ts file, imported here. The seed's engine entry lists the
// JSON and command-adapter helpers; each is exercised through the entry, not its own module.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, { types: string; default: string }>;
};
// tsconfig.lib.json has comments: read the two fields it maps with.
const libConfig = readFileSync(path.join(root, 'tsconfig.lib.json'), 'utf8');
const outDir = /"outDir":\s*"([^"]+)"/.exec(libConfig)?.[1];
const rootDir = /"rootDir":\s*"([^"]+)"/.exec(libConfig)?.[1];

/** The source module behind a subpath of the package's exports (".", "./command", ...). */
function sourceOf(subpath: string): string {
  const target = manifest.exports[subpath]?.default;
  if (target === undefined || outDir === undefined || rootDir === undefined)
    throw new Error(`package.json exports has no ${subpath}`);
  const relative = path.relative(path.join(root, outDir), path.join(root, target));
  return path.join(root, rootDir, relative.replace(/\.js$/, '.ts'));
}

async function entry(subpath: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(sourceOf(subpath)).href)) as Record<string, unknown>;
}

describe('package entry "supervised-run"', () => {
  it('maps to src/index.ts', () => {
    expect(manifest.name).toBe('supervised-run');
    expect(path.relative(root, sourceOf('.'))).toBe(path.join('src', 'index.ts'));
  });

  it('exports the engine helpers the seed lists', async () => {
    const api = await entry('.');
    for (const name of [
      'canonicalJson',
      'digestJson',
      'cloneFrozenJson',
      'attemptEnvironment',
      'retryAfterHeaderToMs',
      'scrubCapture',
      'redactEnvValues',
      'redactSecrets',
    ])
      expect(typeof api[name], name).toBe('function');
  });

  it('canonicalJson, digestJson and cloneFrozenJson: sorted keys, a sha256 digest, a deep frozen copy', async () => {
    const api = (await entry('.')) as unknown as typeof import('../../src/index.ts');
    expect(api.canonicalJson({ b: 1, a: [true, null, 'x'] })).toBe('{"a":[true,null,"x"],"b":1}');
    expect(api.digestJson({ b: 1, a: 2 })).toBe(api.digestJson({ a: 2, b: 1 }));
    expect(api.digestJson({ a: 1 })).toMatch(/^sha256:[0-9a-f]{64}$/);
    const original = { list: [{ deep: 'value' }] };
    const copy = api.cloneFrozenJson(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(Object.isFrozen(copy) && Object.isFrozen(copy.list) && Object.isFrozen(copy.list[0])).toBe(true);
    expect(Object.isFrozen(original)).toBe(false);
    expect(() => api.cloneFrozenJson({ bad: Number.NaN } as never)).toThrow(TypeError);
  });

  it('attemptEnvironment adds the attempt identity to the given environment', async () => {
    const api = (await entry('.')) as unknown as typeof import('../../src/index.ts');
    const env = api.attemptEnvironment({ attemptId: 'attempt-1', env: { PATH: '/bin' } });
    expect(env).toMatchObject({ PATH: '/bin', OBVERSA_ATTEMPT_ID: 'attempt-1', OBVERSA_HEADLESS: '1' });
  });

  it('retryAfterHeaderToMs reads delay-seconds and HTTP dates', async () => {
    const api = (await entry('.')) as unknown as typeof import('../../src/index.ts');
    expect(api.retryAfterHeaderToMs('120')).toBe(120_000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(api.retryAfterHeaderToMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(api.retryAfterHeaderToMs('soon')).toBeUndefined();
    expect(api.retryAfterHeaderToMs(null)).toBeUndefined();
  });

  it('redactSecrets, redactEnvValues and scrubCapture replace secret values with ***', async () => {
    const api = (await entry('.')) as unknown as typeof import('../../src/index.ts');
    expect(api.redactSecrets('key=sk-abcdef and sk-abcdef', ['sk-abcdef'])).toBe('key=*** and ***');
    expect(api.redactEnvValues('token hunter22!', { TOKEN: 'hunter22!', OTHER: 'token' }, ['TOKEN'])).toBe('token ***');
    expect(api.scrubCapture({ stdout: 'out sk-abcdef', exitCode: 1 }, ['sk-abcdef'])).toEqual({
      stdout: 'out ***',
      exitCode: 1,
    });
  });

  it('unpassedEngineKeys and describeUnpassedKey: a library start can warn of an API key the run will not get', async () => {
    const api = (await entry('.')) as unknown as typeof import('../../src/index.ts');
    const dir = mkdtempSync(path.join(tmpdir(), 'sr-entry-keys-'));
    writeFileSync(
      path.join(dir, 'graph.yml'),
      [
        'version: 1',
        'engines:',
        '  writer: { kind: openai, model: gpt-test, api-key-env: SR_ENTRY_KEY }',
        'nodes:',
        '  draft: { engine: writer, prompt: hi }',
        '',
      ].join('\n'),
    );
    const compiled = await api.loadGraphFile(path.join(dir, 'graph.yml'), { runRoot: dir });
    const [key, ...rest] = api.unpassedEngineKeys(compiled, ['SR_ENTRY_KEY'], { SR_ENTRY_KEY: ' ' });
    expect(rest).toEqual([]);
    expect(key).toEqual({ engine: 'writer', kind: 'openai', variable: 'SR_ENTRY_KEY', empty: true, nodes: ['draft'] });
    expect(api.describeUnpassedKey(key!)).toBe(
      'engine "writer" (openai) reads its API key from SR_ENTRY_KEY, which is empty: node "draft" will fail when it calls it',
    );
    expect(api.unpassedEngineKeys(compiled, ['SR_ENTRY_KEY'], { SR_ENTRY_KEY: 'sk-1' })).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('package subpaths', () => {
  it('"supervised-run/command" and "supervised-run/testing" map to the engine layer entries', async () => {
    expect(path.relative(root, sourceOf('./command'))).toBe(path.join('src', 'engine', 'command', 'index.ts'));
    expect(path.relative(root, sourceOf('./testing'))).toBe(path.join('src', 'engine', 'testing', 'index.ts'));
    const command = await entry('./command');
    const testing = await entry('./testing');
    expect(typeof command.runOwnedCommand).toBe('function');
    expect(typeof command.attemptEnvironment).toBe('function');
    expect(typeof testing.MockEngine).toBe('function');
  });
});
