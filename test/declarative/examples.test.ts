// The example graph files compile, and the offline ones run through the built-in host and the real
// executor (run root = the repository, as in a checkout).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bindDeclarativeRun } from '../../src/declarative/bind/bind.ts';
import { loadGraphFile } from '../../src/declarative/load.ts';
import type { CompiledDeclarativeRun } from '../../src/declarative/compile/compile.ts';
import { createEngine } from '../../src/engine/engines/index.ts';
import { MockEngine } from '../../src/engine/testing/index.ts';
import { createDagGraph, createGraphExecutor, createGraphRun } from '../../src/graph/index.ts';
import type { SupervisedRunDefinition } from '../../src/runner/records/definition.ts';
import { createLocalRunStorage } from '../../src/store/index.ts';
import { tempRoot, useTempRoots } from './helpers.ts';

useTempRoots();

const repo = fileURLToPath(new URL('../..', import.meta.url));
const example = (name: string) => join(repo, 'examples', 'graphs', name);

async function runCompiled(compiled: CompiledDeclarativeRun) {
  return (await compiledExecutor(compiled)).run(new AbortController().signal);
}

async function compiledExecutor(compiled: CompiledDeclarativeRun) {
  const store = await tempRoot();
  const definition = {
    schemaVersion: 1,
    kind: 'supervised-run',
    runId: 'ex',
    namespace: 'ex',
    createdAt: new Date().toISOString(),
    ...compiled,
    limits: {},
    restart: { maxRestarts: 0, initialBackoffMs: 0, maxBackoffMs: 0 },
    teardownGraceMs: 200,
    heartbeatMs: 0,
  } satisfies SupervisedRunDefinition;
  const bound = bindDeclarativeRun({
    definition,
    scratchDirectory: store,
    runRoot: repo,
    forms: { dag: (value) => createDagGraph(value) },
    engines: { create: (config: unknown) => createEngine(config), MockEngine },
    environment: { PATH: process.env.PATH ?? '' },
  });
  const storage = await createLocalRunStorage({ directory: store, namespace: 'ex' });
  await createGraphRun(storage, 'ex', { schemaVersion: 1, ...compiled }, { session: 1 });
  const executor = createGraphExecutor({
    storage,
    runId: 'ex',
    session: 1,
    graph: bound.graph,
    nodes: bound.nodes,
    engines: bound.engines ?? [],
  });
  return executor;
}

describe('example graphs', () => {
  it('review.yml compiles with its prompt file read from the repository', async () => {
    const compiled = await loadGraphFile(example('review.yml'), { runRoot: repo });
    expect(Object.keys(compiled.host.config.nodes)).toEqual(['install', 'test', 'diff', 'review', 'publish']);
    expect(compiled.host.config.nodes.review).toMatchObject({
      kind: 'engine',
      lane: 'reviewer',
      prompt: expect.stringContaining('{{ needs.diff.output }}'),
    });
    expect(compiled.plan.lanes.reviewer).toEqual([
      { provider: 'anthropic', model: 'claude-sonnet-4-5' },
      { provider: 'openai', model: 'gpt-5-codex' },
    ]);
  });

  it('offline.yml runs without network: commands, a dead primary lane, the fallback echoing its prompt', async () => {
    const compiled = await loadGraphFile(example('offline.yml'), { runRoot: repo, inputs: { ticket: 'T-42' } });
    const result = await runCompiled(compiled);
    expect(result.kind).toBe('complete');
    const output = (result as { output: Record<string, { stdoutTail?: string } | string> }).output;
    expect(output.lint).toMatchObject({ exitCode: 0, stdoutTail: 'lint: 0 problems\n' });
    expect(output.publish).toMatchObject({ exitCode: 0, stdoutTail: 'published DEMO-1\n' });
    expect(output.review).toMatch(
      /^Review ticket T-42\.\nLint said: \{"durationMs":\d+,"exitCode":0,"stdoutTail":"lint: 0 problems\\n"\}\nTests said: \{/,
    );
  });

  it('control-flow.yml runs offline: outputs, conditions (a skip is green), a finally node', async () => {
    const released = await runCompiled(await loadGraphFile(example('control-flow.yml'), { runRoot: repo }));
    expect(released).toMatchObject({
      kind: 'complete',
      output: {
        version: { outputs: { tag: 'v1.2.3' } },
        release: { stdoutTail: 'released v1.2.3\n' },
        announce: 'Announce v1.2.3 on the stable channel.',
        notify: { stdoutTail: 'run completed\n' },
      },
    });
    const dev = await loadGraphFile(example('control-flow.yml'), { runRoot: repo, inputs: { channel: 'dev' } });
    const skipped = await runCompiled(dev);
    expect(skipped).toMatchObject({ kind: 'complete', output: { announce: 'Announce v1.2.3 on the dev channel.' } });
    expect(Object.keys((skipped as { output: object }).output)).not.toContain('release');
  });

  it('review-loop.yml runs offline: the reviewer revises twice and passes on round 3', async () => {
    const result = await runCompiled(await loadGraphFile(example('review-loop.yml'), { runRoot: repo }));
    expect(result).toMatchObject({
      kind: 'complete',
      output: {
        review: { verdict: 'pass', findings: [] },
        lint: { stdoutTail: 'lint round 3\n' },
        publish: { stdoutTail: 'published the release notes\n' },
      },
    });
    expect((result as unknown as { output: { draft: string } }).output.draft).toBe(
      'Round 3: write release notes for: --timeout takes a duration (breaking)\n' +
        'Answer the findings of the last review: [{"id":"finding-1","message":"the migration example still uses the old flag"}]\n',
    );
  });

  it('gate.yml pauses at its question offline, and an answer of ship publishes and announces', async () => {
    const executor = await compiledExecutor(await loadGraphFile(example('gate.yml'), { runRoot: repo }));
    const signal = new AbortController().signal;
    const paused = await executor.run(signal);
    expect(paused).toMatchObject({ kind: 'pause', positions: ['dag/approve/1'] });
    const pause = (paused as { pauses: Array<{ eventId: string; request: unknown }> }).pauses[0]!;
    expect(pause.request).toMatchObject({ kind: 'gate', question: 'Ship v1.2.3?' });
    const answer = { values: { choice: 'ship', note: 'fixes the login bug' }, answeredBy: 'octocat' };
    const done = await executor.resume('dag/approve/1', signal, undefined, { pauseEventId: pause.eventId, answer });
    expect(done).toMatchObject({
      kind: 'complete',
      output: {
        publish: { stdoutTail: 'published v1.2.3 (fixes the login bug)\n' },
        announce: 'Release v1.2.3: ship. fixes the login bug',
      },
    });
  });

  it('command-engine.json runs the generic JSON command engine offline', async () => {
    const compiled = await loadGraphFile(example('command-engine.json'), { runRoot: repo });
    const result = await runCompiled(compiled);
    expect(result).toMatchObject({ kind: 'complete', output: { count: { words: expect.any(Number) } } });
  });
});
