// A mock engine's scripted responses follow the run's calls of that engine, not one worker's: call
// i of the run gets answer i, also after a resume (a new worker process) in between.
import { describe, expect, it } from 'vitest';
import { resumeDeclarativeRun } from '../../src/declarative/start.ts';
import { common, runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

const graph = `version: 1
engines:
  m:
    kind: mock
    responses:
      - { text: "first" }
      - { text: "second" }
      - { text: "third" }
nodes:
  a: { engine: m, prompt: "a", retry-safe: true }
  g: { needs: [a], ask: { question: "continue?" } }
  b: { needs: [g], engine: m, prompt: "b", retry-safe: true }
  c: { needs: [b], engine: m, prompt: "c", retry-safe: true }
  d: { needs: [c], engine: m, prompt: "d", retry-safe: true }
`;

describe('mock engine scripts across a resume', () => {
  it('goes on with the script after a gate resume instead of starting it again', async () => {
    const ctx = await runGraph(graph);
    expect(ctx.result).toMatchObject({ kind: 'pause', positions: ['dag/g/1'] });
    const handle = await resumeDeclarativeRun({
      restart: common.restart,
      teardownGraceMs: common.teardownGraceMs,
      runId: ctx.runId,
      runRoot: ctx.root,
      storage: ctx.storage,
      position: 'dag/g/1',
      answer: { values: {}, answeredBy: 'alice' },
    });
    const done = await handle.done;
    // The last response repeats once the script runs out.
    expect(done).toMatchObject({ kind: 'complete', output: { a: 'first', b: 'second', c: 'third', d: 'third' } });
  });
});
