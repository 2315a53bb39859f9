// Which API engines' keys a run will not get, read from what the start stores (plan and host):
// only engines that engine nodes call, a blank value counted as missing, a fallback named when its
// own key is there, and nothing for a definition that is not the declarative host's.
import { describe, expect, it } from 'vitest';
import { describeUnpassedKey, storedEngineKeys, unpassedEngineKeys } from '../../src/declarative/engine-keys.ts';
import { load, useTempRoots } from './helpers.ts';

useTempRoots();

const graph = `version: 1
engines:
  writer: { kind: anthropic, model: claude-haiku-4-5 }
  checker: { kind: openai, model: gpt-5-mini, api-key-env: CHECK_KEY, fallback: local }
  local: { kind: mock }
  spare: { kind: openai, model: gpt-5 }
  cli: { kind: claude-cli }
nodes:
  draft: { engine: writer, prompt: "draft it", retry-safe: true }
  polish: { engine: writer, prompt: "polish it", needs: [draft], retry-safe: true }
  check: { engine: checker, prompt: "check it", needs: [polish], retry-safe: true }
  ask: { engine: cli, prompt: "ask", retry-safe: true }
  build: { run: [make], retry-safe: true }
`;

async function stored() {
  const compiled = await load(graph);
  return { plan: compiled.plan, host: compiled.host };
}

describe('unpassedEngineKeys', () => {
  it('names each used API engine whose key variable is missing, with the nodes that call it', async () => {
    // Set where the caller runs, but not among the names passed: the worker does not get it.
    const keys = unpassedEngineKeys(await stored(), [], { ANTHROPIC_API_KEY: 'sk-ant-in-the-shell-0123' });
    expect(keys).toEqual([
      { engine: 'writer', kind: 'anthropic', variable: 'ANTHROPIC_API_KEY', empty: false, nodes: ['draft', 'polish'] },
      { engine: 'checker', kind: 'openai', variable: 'CHECK_KEY', empty: false, nodes: ['check'], fallback: 'local' },
    ]);
    // spare is used by no node and cli logs in on its own: neither is named.
    expect(describeUnpassedKey(keys[0]!)).toBe(
      'engine "writer" (anthropic) reads its API key from ANTHROPIC_API_KEY, which the run does not get: nodes "draft", "polish" will fail when they call it',
    );
    expect(describeUnpassedKey(keys[1]!)).toBe(
      'engine "checker" (openai) reads its API key from CHECK_KEY, which the run does not get: the calls of node "check" will go to its fallback engine "local"',
    );
  });

  it('counts a blank value as missing and says it is empty; a key that is there is not named', async () => {
    const keys = unpassedEngineKeys(await stored(), ['ANTHROPIC_API_KEY', 'CHECK_KEY'], {
      ANTHROPIC_API_KEY: '  ',
      CHECK_KEY: 'sk-test-0123456789',
    });
    expect(keys).toEqual([
      { engine: 'writer', kind: 'anthropic', variable: 'ANTHROPIC_API_KEY', empty: true, nodes: ['draft', 'polish'] },
    ]);
    expect(describeUnpassedKey(keys[0]!)).toContain('reads its API key from ANTHROPIC_API_KEY, which is empty:');
  });

  it('names no fallback whose own key is missing too', async () => {
    const compiled = await load(`version: 1
engines:
  first: { kind: anthropic, model: claude-haiku-4-5, fallback: second }
  second: { kind: openai, model: gpt-5-mini }
nodes:
  one: { engine: first, prompt: "p", retry-safe: true }
`);
    const keys = unpassedEngineKeys(compiled, [], {});
    expect(keys).toEqual([
      { engine: 'first', kind: 'anthropic', variable: 'ANTHROPIC_API_KEY', empty: false, nodes: ['one'] },
    ]);
    expect(describeUnpassedKey(keys[0]!)).toContain('node "one" will fail when it calls it');
  });

  it('reads the same from the stored definition, as untrusted JSON', async () => {
    const compiled = await load(graph);
    const definition: unknown = JSON.parse(JSON.stringify({ schemaVersion: 1, runId: 'r', ...compiled }));
    expect(storedEngineKeys(definition, [], {})).toEqual(unpassedEngineKeys(compiled, [], {}));
    expect(storedEngineKeys(definition, [], {})).toHaveLength(2);
  });

  it("reads nothing from a host module's definition or a malformed one", () => {
    const plan = { schemaVersion: 1, lanes: {} };
    const module = { kind: 'module', path: 'host.mjs', digest: 'x' };
    expect(storedEngineKeys({ plan, host: module }, [], {})).toEqual([]);
    expect(storedEngineKeys(undefined, [], {})).toEqual([]);
    expect(storedEngineKeys({ plan, host: { kind: 'builtin', name: 'declarative', config: 7 } }, [], {})).toEqual([]);
  });
});
