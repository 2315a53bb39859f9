// `phase:` on a node, in graph files and in the library's DAG definitions: a display group that is
// stored with the DAG value, read back by declaredPhases, and validated with the path it sits at.
import { describe, expect, it } from 'vitest';
import { createDagGraph, declaredPhases, GraphError } from '../../src/graph/index.ts';
import { issueTexts, load, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

describe('plan phases', () => {
  it('a graph file node phase is stored in the DAG definition and read back per node', async () => {
    const compiled = await load(`version: 1
nodes:
  compile: { run: [make], phase: build }
  test: { run: [make, test], needs: [compile], phase: check }
  notes: { run: [echo, hi] }
`);
    expect(compiled.graphDefinition.value).toEqual({
      nodes: {
        compile: { needs: [], phase: 'build' },
        test: { needs: ['compile'], phase: 'check' },
        notes: { needs: [] },
      },
    });
    expect([...declaredPhases(compiled.graphDefinition)]).toEqual([
      ['compile', 'build'],
      ['test', 'check'],
    ]);
    // The worker rebuilds the same graph from the stored value.
    expect(createDagGraph(compiled.graphDefinition.value).definition).toEqual(compiled.graphDefinition.value);
  });

  it('refuses an empty, overlong or non-string phase, naming the path', async () => {
    const error = await loadError(`version: 1
nodes:
  a: { run: [make], phase: "" }
  b: { run: [make], phase: ${'x'.repeat(101)} }
  c: { run: [make], phase: 3 }
`);
    const texts = issueTexts(error);
    expect(texts.some((text) => text.startsWith('nodes.a.phase: must not be empty'))).toBe(true);
    expect(texts.some((text) => text.startsWith('nodes.b.phase: must be at most 100 characters'))).toBe(true);
    expect(texts.some((text) => text.startsWith('nodes.c.phase: must be a string'))).toBe(true);
  });

  it('library DAG definitions take phase too, and refuse a non-string one (INVALID_GRAPH)', () => {
    const graph = createDagGraph({ nodes: { a: { needs: [], phase: 'build' }, b: { needs: ['a'] } } });
    expect(declaredPhases({ form: graph.form, version: graph.version, value: graph.definition })).toEqual(
      new Map([['a', 'build']]),
    );
    expect(() => createDagGraph({ nodes: { a: { needs: [], phase: 7 } } })).toThrow(GraphError);
    expect(() => createDagGraph({ nodes: { a: { needs: [], phase: 7 } } })).toThrow(/nodes\.a\.phase/);
    // Another form declares no phases.
    expect(declaredPhases({ form: 'custom', version: 1, value: { nodes: { a: { phase: 'x' } } } }).size).toBe(0);
  });
});
