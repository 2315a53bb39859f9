// What a valid graph file compiles to: the DAG definition, the plan, resolved inputs and the built-in
// host's stored config.
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileGraph } from '../../src/declarative/compile/compile.ts';
import { parseDuration } from '../../src/declarative/duration.ts';
import { declarativeHostSchema } from '../../src/declarative/host-config.ts';
import { createDagGraph } from '../../src/graph/dag/index.ts';
import { graphRunSpecSchema } from '../../src/graph/contract.ts';
import { load, tempRoot, useTempRoots, writeIn } from './helpers.ts';

useTempRoots();

const file = `version: 1
concurrency: 2
inputs:
  ticket: { default: "ABC-1", description: the ticket to review }
  labels: {}
engines:
  reviewer: { kind: claude-cli, model: claude-sonnet-4-5, fallback: backup, args: [--max-turns, 3], timeout: 2m, env: { DEBUG: 1 } }
  backup:   { kind: codex-cli }
  api:      { kind: anthropic, model: claude-haiku-4-5, api-key-env: MY_KEY, base-url: "http://127.0.0.1:9", max-tokens: 512 }
  json:     { kind: command, command: "./tool --json", billing: subscription }
nodes:
  test:
    run: [npm, test, 5]
    retry-safe: true
    timeout: 10m
    cwd: packages/app
    env: { CI: true, LEVEL: 3 }
  review:
    needs: [test]
    engine: reviewer
    prompt-file: .github/supervised/review.md
    retry-safe: true
  publish:
    needs: [review]
    run: ./scripts/publish.sh --tag "v1 beta" '$HOME'
    optional: false
    retries: 1
`;

describe('compile', () => {
  it('compiles a graph file into the DAG definition, plan, inputs and host config', async () => {
    const root = await tempRoot();
    await writeIn(
      root,
      '.github/supervised/review.md',
      'Review {{ inputs.ticket }} ({{ inputs.labels }}) after: {{ needs.test.output }}\n',
    );
    const compiled = await load(file, { root, inputs: { labels: ['a', 'b'] } });

    expect(compiled.graphDefinition).toEqual({
      form: 'dag',
      version: 1,
      value: {
        nodes: {
          test: { needs: [] },
          review: { needs: ['test'] },
          publish: { needs: ['review'], optional: false, retries: 1 },
        },
        concurrency: 2,
      },
    });
    expect(compiled.plan).toEqual({
      schemaVersion: 1,
      lanes: {
        reviewer: [
          { provider: 'anthropic', model: 'claude-sonnet-4-5' },
          { provider: 'openai', model: '' },
        ],
        backup: [{ provider: 'openai', model: '' }],
        api: [{ provider: 'anthropic', model: 'claude-haiku-4-5' }],
        json: [{ provider: 'command', model: '' }],
      },
    });
    expect(compiled.resolvedInputs).toEqual({ ticket: 'ABC-1', labels: ['a', 'b'] });
    expect(compiled.host).toEqual({
      kind: 'builtin',
      name: 'declarative',
      config: {
        schemaVersion: 1,
        nodes: {
          test: {
            kind: 'command',
            argv: ['npm', 'test', '5'],
            cwd: 'packages/app',
            env: { CI: 'true', LEVEL: '3' },
            timeoutMs: 600_000,
            retrySafe: true,
          },
          review: {
            kind: 'engine',
            lane: 'reviewer',
            prompt: 'Review {{ inputs.ticket }} ({{ inputs.labels }}) after: {{ needs.test.output }}\n',
            retrySafe: true,
          },
          publish: {
            kind: 'command',
            argv: ['./scripts/publish.sh', '--tag', 'v1 beta', '$HOME'],
            cwd: '.',
            env: {},
            retrySafe: false,
          },
        },
        engines: {
          reviewer: {
            kind: 'claude-cli',
            model: 'claude-sonnet-4-5',
            args: ['--max-turns', '3'],
            timeoutMs: 120_000,
            env: { DEBUG: '1' },
          },
          backup: { kind: 'codex-cli' },
          api: {
            kind: 'anthropic',
            model: 'claude-haiku-4-5',
            apiKeyEnv: 'MY_KEY',
            baseUrl: 'http://127.0.0.1:9',
            maxTokens: 512,
          },
          json: { kind: 'command', command: ['./tool', '--json'], billing: 'subscription' },
        },
      },
    });
    // The parts are what the stored formats accept, and the DAG form reproduces the value exactly.
    expect(graphRunSpecSchema().safeParse({ schemaVersion: 1, ...compiled }).success).toBe(true);
    expect(declarativeHostSchema().parse(compiled.host)).toEqual(compiled.host);
    expect(createDagGraph(compiled.graphDefinition.value).definition).toEqual(compiled.graphDefinition.value);
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
  });

  it('stores the prompt file text read at load time, so a later edit changes nothing', async () => {
    const root = await tempRoot();
    const prompt = await writeIn(root, 'p.md', 'first version');
    const compiled = await load(
      'version: 1\nengines: { m: { kind: mock } }\nnodes:\n  a: { engine: m, prompt-file: p.md }\n',
      { root },
    );
    await writeFile(prompt, 'edited later');
    expect(compiled.host.config.nodes.a).toEqual({
      kind: 'engine',
      lane: 'm',
      prompt: 'first version',
      retrySafe: false,
    });
  });

  it('reads JSON graph files', async () => {
    const compiled = await load(
      JSON.stringify({ version: 1, nodes: { a: { run: 'echo hi' }, b: { run: ['true'], needs: ['a'] } } }),
      {
        file: 'graph.json',
      },
    );
    expect(compiled.graphDefinition.value).toEqual({ nodes: { a: { needs: [] }, b: { needs: ['a'] } } });
    expect(compiled.host.config.nodes.a).toMatchObject({ argv: ['echo', 'hi'] });
  });

  it('names mock engines after themselves and defaults them to echo the prompt', async () => {
    const compiled = await load(`version: 1
engines:
  primary: { kind: mock, fallback: spare, responses: [{ error: auth, message: bad key }, { output: { ok: true }, usage: { input-tokens: 3, cost-usd: 0.01 }, delay: 5ms }] }
  spare: { kind: mock }
nodes:
  a: { engine: primary, prompt: hi }
`);
    expect(compiled.plan.lanes).toEqual({
      primary: [
        { provider: 'mock', model: 'primary' },
        { provider: 'mock', model: 'spare' },
      ],
      spare: [{ provider: 'mock', model: 'spare' }],
    });
    expect(compiled.host.config.engines).toEqual({
      primary: {
        kind: 'mock',
        steps: [
          { kind: 'error', error: 'auth', message: 'bad key' },
          { kind: 'result', structured: { ok: true }, usage: { inputTokens: 3, costUsd: 0.01 }, delayMs: 5 },
        ],
      },
      spare: { kind: 'mock', steps: [{ kind: 'result', echo: true }] },
    });
  });

  it('compiles a document object directly with caller inputs and no file', async () => {
    const root = await tempRoot();
    const compiled = await compileGraph(
      { version: 1, inputs: { n: { default: 1 } }, nodes: { only: { run: ['true'] } } },
      { runRoot: root, inputs: { n: 2 } },
    );
    expect(compiled.resolvedInputs).toEqual({ n: 2 });
    await expect(compileGraph({ version: 1, nodes: {} }, { runRoot: root })).rejects.toMatchObject({
      code: 'INVALID_GRAPH',
      message: 'the graph document is not a valid graph:\n  nodes: must declare at least one node',
    });
  });

  it('accepts a cwd that does not exist yet when its existing ancestor is inside the root', async () => {
    const root = await tempRoot();
    const compiled = await load('version: 1\nnodes:\n  a: { run: ls, cwd: build/out }\n', { root });
    expect(compiled.host.config.nodes.a).toMatchObject({ cwd: 'build/out' });
  });
});

describe('parseDuration', () => {
  it('reads unit strings (the grammar of the Action inputs and CLI flags), refusing everything else', () => {
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    for (const bad of [1500, 0, -1, 1.5, '0s', '10', '10 m', '1d', '', 'abc', null, '30m1h', '1m1m', `${2 ** 31}ms`])
      expect(parseDuration(bad), String(bad)).toBeUndefined();
  });
});
