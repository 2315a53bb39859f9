// A stored definition is read back through its schema; the graph's value and the run's inputs came
// out of JSON.parse, so they are checked for presence only. Definitions from callers are still
// checked as JSON.
import { describe, expect, it } from 'vitest';
import { supervisedRunDefinitionSchema } from '../../src/runner/index.ts';
import { graphRunSpecSchema, storedGraphSpecSchema } from '../../src/graph/index.ts';

const value = { nodes: { a: { needs: [] }, b: { needs: ['a'], phase: 'build' } }, concurrency: 2 };
const resolvedInputs = { list: [1, 'two', null, { deep: [true] }] };
const stored = {
  schemaVersion: 1,
  kind: 'supervised-run',
  runId: 'run-1',
  namespace: 'ns',
  createdAt: '2026-12-06T07:00:00.000Z',
  graphDefinition: { form: 'dag', version: 1, value },
  plan: { schemaVersion: 1, lanes: {} },
  resolvedInputs,
  host: { kind: 'module', path: 'host.mjs', digest: `sha256:${'0'.repeat(64)}` },
  limits: {},
  restart: { maxRestarts: 3, initialBackoffMs: 1000, maxBackoffMs: 30000 },
  teardownGraceMs: 1000,
  heartbeatMs: 0,
};
const without = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

describe('stored definitions', () => {
  it("take the graph's value and the inputs as stored, and still refuse either when it is missing", () => {
    const parsed = supervisedRunDefinitionSchema().parse(stored);
    expect(parsed.graphDefinition.value).toEqual(value);
    expect(parsed.resolvedInputs).toEqual(resolvedInputs);
    expect(storedGraphSpecSchema().parse(stored)).toMatchObject({ graphDefinition: { value }, resolvedInputs });

    const noValue = { ...stored, graphDefinition: without(stored.graphDefinition, 'value') };
    const noInputs = without(stored, 'resolvedInputs');
    for (const schema of [supervisedRunDefinitionSchema(), storedGraphSpecSchema()]) {
      expect(schema.safeParse(noValue).error?.issues[0]?.path).toEqual(['graphDefinition', 'value']);
      expect(schema.safeParse(noInputs).error?.issues[0]?.path).toEqual(['resolvedInputs']);
    }
  });

  it("a caller's graph spec is still checked as JSON all the way down", () => {
    const spec = { schemaVersion: 1, graphDefinition: stored.graphDefinition, plan: stored.plan, resolvedInputs };
    expect(graphRunSpecSchema().safeParse(spec).success).toBe(true);
    const notJson = { ...spec, resolvedInputs: { list: [1, { when: new Date(0) }] } };
    expect(graphRunSpecSchema().safeParse(notJson).success).toBe(false);
    const nestedUndefined = {
      ...spec,
      graphDefinition: { ...spec.graphDefinition, value: { nodes: { a: undefined } } },
    };
    expect(graphRunSpecSchema().safeParse(nestedUndefined).success).toBe(false);
  });
});
