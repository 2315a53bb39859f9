// The built-in host bound to a compiled graph and run by the real graph executor over a real store:
// command nodes, engine nodes with mock engines, template substitution, dead-lane fallback.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindDeclarativeRun, readHostConfig } from '../../src/declarative/bind/bind.ts';
import { engineBindings, type EngineFactories } from '../../src/declarative/bind/engines.ts';
import { environmentSecrets } from '../../src/declarative/bind/secrets.ts';
import type { CompiledDeclarativeRun } from '../../src/declarative/compile/compile.ts';
import { DeclarativeError } from '../../src/declarative/errors.ts';
import { createEngine } from '../../src/engine/engines/index.ts';
import { MockEngine } from '../../src/engine/testing/index.ts';
import { createDagGraph, createGraphExecutor, createGraphRun, type GraphPlan } from '../../src/graph/index.ts';
import type { SupervisedRunDefinition } from '../../src/runner/records/definition.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { load, tempRoot, useTempRoots, writeIn } from './helpers.ts';

useTempRoots();

function definitionOf(compiled: CompiledDeclarativeRun): SupervisedRunDefinition {
  return {
    schemaVersion: 1,
    kind: 'supervised-run',
    runId: 'run-1',
    namespace: 'test',
    createdAt: new Date().toISOString(),
    ...compiled,
    limits: {},
    restart: { maxRestarts: 0, initialBackoffMs: 0, maxBackoffMs: 0 },
    teardownGraceMs: 200,
    heartbeatMs: 0,
  };
}

function bind(
  compiled: CompiledDeclarativeRun,
  runRoot: string,
  environment: Record<string, string> = { PATH: process.env.PATH ?? '' },
) {
  return bindDeclarativeRun({
    definition: definitionOf(compiled),
    scratchDirectory: runRoot,
    runRoot,
    forms: { dag: (value) => createDagGraph(value) },
    engines: { create: (config: unknown, options?: { path?: string }) => createEngine(config, options), MockEngine },
    environment,
  });
}

async function execute(compiled: CompiledDeclarativeRun, runRoot: string) {
  const bound = bind(compiled, runRoot);
  const storage = await createLocalRunStorage({ directory: join(runRoot, '.store'), namespace: 'test' });
  await createGraphRun(storage, 'run-1', { schemaVersion: 1, ...compiled }, { session: 1 });
  const executor = createGraphExecutor({
    storage,
    runId: 'run-1',
    session: 1,
    graph: bound.graph,
    nodes: bound.nodes,
    engines: bound.engines ?? [],
  });
  return { bound, result: await executor.run(new AbortController().signal) };
}

const node = JSON.stringify(process.execPath);

describe('bindDeclarativeRun', () => {
  it('runs a command node and an engine node whose prompt substitutes inputs and needs, falling back on a dead lane', async () => {
    const root = await tempRoot();
    await writeIn(
      root,
      'review.md',
      'Ticket {{ inputs.ticket }}; labels {{ inputs.labels }}; tests said {{ needs.test.output }}',
    );
    const compiled = await load(
      `version: 1
inputs: { ticket: { default: T-1 }, labels: {} }
engines:
  reviewer: { kind: mock, fallback: backup, responses: [{ error: auth, message: key revoked }] }
  backup: { kind: mock }
nodes:
  test: { run: [${node}, -e, "process.stdout.write('ok')"], retry-safe: true }
  review: { needs: [test], engine: reviewer, prompt-file: review.md, retry-safe: true }
  summary: { needs: [review], engine: backup, prompt: "Summarise: {{ needs.review.output }}" }
`,
      { root, inputs: { labels: ['bug', 'p1'] } },
    );
    const { bound, result } = await execute(compiled, root);
    const testOutput = { exitCode: 0, durationMs: expect.any(Number), stdoutTail: 'ok' };
    expect(result).toEqual({
      kind: 'complete',
      output: {
        test: testOutput,
        review: expect.stringMatching(
          /^Ticket T-1; labels \["bug","p1"\]; tests said \{"durationMs":\d+,"exitCode":0,"stdoutTail":"ok"\}$/,
        ),
        summary: expect.stringMatching(/^Summarise: Ticket T-1; labels/),
      },
    });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- the binding made a MockEngine
    const [primary, backup] = bound.engines!.map((b) => b.engine as MockEngine);
    expect(bound.engines!.map((b) => b.target)).toEqual([
      { provider: 'mock', model: 'reviewer' },
      { provider: 'mock', model: 'backup' },
    ]);
    expect(primary!.calls).toBe(1);
    expect(backup!.prompts).toHaveLength(2);
    expect(bound.nodes.test).toMatchObject({ kind: 'data', retrySafe: true });
    expect(bound.nodes.summary).toMatchObject({ kind: 'engine', lane: 'backup', retrySafe: false });
  });

  it('fails the run with DAG_NODE_FAILED when a required command exits non-zero, naming the exit code', async () => {
    const root = await tempRoot();
    const compiled = await load(
      `version: 1\nnodes:\n  boom: { run: [${node}, -e, "console.error('nope'); process.exit(4)"] }\n`,
      { root },
    );
    const { result } = await execute(compiled, root);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect((result as { message: string }).message).toContain('EFFECT_FAILED');
    expect((result as { message: string }).message).toContain('exited with code 4; stderr ends with:\nnope');
  });

  it('answers structured output and scripted usage from a mock engine', async () => {
    const root = await tempRoot();
    const compiled = await load(
      `version: 1
engines:
  m: { kind: mock, responses: [{ output: { verdict: pass }, usage: { input-tokens: 10, output-tokens: 2 } }] }
nodes:
  judge: { engine: m, prompt: judge it }
`,
      { root },
    );
    const { result } = await execute(compiled, root);
    expect(result).toEqual({ kind: 'complete', output: { judge: { verdict: 'pass' } } });
  });

  it('binds real engine kinds through the engine factory, joined to their plan targets', async () => {
    const root = await tempRoot();
    const compiled = await load(
      `version: 1
engines:
  claude: { kind: claude-cli, model: claude-sonnet-4-5, executable: /nonexistent/claude }
  api: { kind: openai, model: gpt-5, base-url: "http://127.0.0.1:9" }
nodes:
  a: { engine: claude, prompt: hi }
  b: { engine: api, prompt: hi }
`,
      { root },
    );
    const bound = bind(compiled, root);
    expect(
      bound.engines!.map((b) => [
        b.target,
        b.engine.identity.provider,
        b.engine.identity.model,
        b.engine.identity.adapter,
      ]),
    ).toEqual([
      [{ provider: 'anthropic', model: 'claude-sonnet-4-5' }, 'anthropic', 'claude-sonnet-4-5', 'claude-cli'],
      [{ provider: 'openai', model: 'gpt-5' }, 'openai', 'gpt-5', 'openai-api'],
    ]);
  });

  it('refuses a stored host that is not its own or whose config is malformed', async () => {
    const refusal = (host: unknown) => {
      try {
        readHostConfig(host);
      } catch (error) {
        return error;
      }
      throw new Error('readHostConfig accepted the host');
    };
    expect(refusal({ kind: 'module', path: 'x.mjs' })).toMatchObject({
      constructor: DeclarativeError,
      code: 'INVALID_HOST_CONFIG',
      message: 'the stored host is not the built-in "declarative" host',
    });
    const malformed = refusal({
      kind: 'builtin',
      name: 'declarative',
      config: { schemaVersion: 1, nodes: { a: { kind: 'shell' } }, engines: {} },
    });
    expect(malformed).toMatchObject({ constructor: DeclarativeError, code: 'INVALID_HOST_CONFIG' });
    expect((malformed as Error).message).toMatch(
      /^stored declarative host config is invalid: host\.config\.nodes\.a\.kind: /,
    );
  });

  it('refuses a stored engine whose lane the stored plan lacks, naming the lanes it has', () => {
    const factories = { create: () => undefined, MockEngine } as unknown as EngineFactories;
    const plan = { schemaVersion: 1, lanes: { writer: [{ provider: 'mock', model: 'm' }] } } as unknown as GraphPlan;
    expect(() => engineBindings({ reviewer: { kind: 'mock' } }, plan, factories, '/')).toThrow(
      expect.objectContaining({
        code: 'INVALID_HOST_CONFIG',
        message: 'engine "reviewer" has no lane in the stored plan (lanes: writer)',
      }),
    );
  });
});

describe('environmentSecrets', () => {
  it('treats every value outside the runner allow-list as secret, except runner variables', () => {
    expect(
      environmentSecrets({
        PATH: '/usr/bin',
        HOME: '/home/u',
        ANTHROPIC_API_KEY: 'sk-ant-123',
        CUSTOM: 'value-1',
        OBVERSA_RUN_OWNER: 'sha256:x',
      }).sort(),
    ).toEqual(['sk-ant-123', 'value-1']);
  });
});

describe('mock engine timeout', () => {
  it('bounds a scripted call by the engine timeout, failing the node', async () => {
    const root = await tempRoot();
    const compiled = await load(
      `version: 1
engines:
  slow: { kind: mock, timeout: 100ms, responses: [{ text: late, delay: 10s }] }
nodes:
  wait: { engine: slow, prompt: hi }
`,
      { root },
    );
    const started = Date.now();
    const { result } = await execute(compiled, root);
    expect(result).toMatchObject({ kind: 'fail', code: 'DAG_NODE_FAILED' });
    expect((result as { message: string }).message).toContain('engine call exceeded its time bound of 100 ms');
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
