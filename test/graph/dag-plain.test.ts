// The hand check of a DAG definition's common shape (dag/plain.ts) must never take what
// dagDefinitionSchema refuses, and must give what the schema gives for what it takes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, fieldEdit } from '../support/field-edits.ts';
import { plainDagDefinition } from '../../src/graph/dag/plain.ts';
import { dagDefinitionSchema, parseDagDefinition } from '../../src/graph/index.ts';

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    undefined,
    true,
    false,
    0,
    1,
    1.5,
    -0,
    1000,
    1001,
    Number.NaN,
    '',
    'x',
    'p'.repeat(100),
    'p'.repeat(101),
    [],
    ['a'],
    [1],
    {},
    null,
  ),
);
const nodeKey = fc.constantFrom(
  'needs',
  'optional',
  'conditional',
  'finally',
  'phase',
  'retries',
  'retry',
  'review',
  'extra',
  '__proto__',
);
/** Mostly `valid`, now and then one of the values just outside what the schema takes. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...outside: unknown[]) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: fc.constantFrom(...outside), weight: 1 });
const validNode = fc.record(
  {
    needs: fc.array(mostly(fc.constantFrom('a', 'b', 'c'), 1, null, undefined), { maxLength: 3 }),
    optional: mostly(fc.boolean(), 0, 'true', null, undefined),
    conditional: mostly(fc.boolean(), 1, undefined),
    finally: mostly(fc.boolean(), 'false', undefined),
    phase: mostly(fc.string({ minLength: 1, maxLength: 100 }), '', 'p'.repeat(101), 7, undefined),
  },
  { requiredKeys: ['needs'] },
);
// The common shape with valid values, the same with a field or two replaced, added or removed, or
// any keys with any values.
const node = fc.oneof(
  validNode,
  fc
    .tuple(validNode, fc.array(fieldEdit(nodeKey, oddValue), { minLength: 1, maxLength: 2 }))
    .map(([valid, edits]) => applyEdits({ ...valid }, edits)),
  fc.dictionary(nodeKey, oddValue, { maxKeys: 4 }),
);

/** Built through JSON.parse, as a stored or YAML-read definition is ("__proto__" an own key), or not. */
const viaJson = (value: unknown, json: boolean): unknown =>
  json ? JSON.parse(JSON.stringify(value) ?? 'null') : value;

describe('the plain DAG definition check', () => {
  it('takes the common shape, as the schema parses it', () => {
    const value = { nodes: { a: { needs: [] }, b: { needs: ['a'], phase: 'build', optional: true } }, concurrency: 2 };
    expect(plainDagDefinition(value)).toEqual(dagDefinitionSchema().parse(value));
    expect(parseDagDefinition(value)).toEqual(dagDefinitionSchema().parse(value));
  });

  it('is never looser than the schema, and gives what the schema gives', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), node, { maxKeys: 3 }),
        // Mostly absent or valid, so that the nodes decide.
        fc.oneof(
          { arbitrary: fc.constant(null), weight: 6 },
          { arbitrary: fc.integer({ min: 1, max: 1000 }), weight: 2 },
          { arbitrary: oddValue, weight: 2 },
        ),
        fc.oneof(
          { arbitrary: fc.constant(null), weight: 9 },
          { arbitrary: fc.constantFrom('extra', 'nodes2'), weight: 1 },
        ),
        fc.boolean(),
        (nodes, concurrency, extraKey, json) => {
          const raw: Record<string, unknown> = { nodes };
          if (concurrency !== null) raw.concurrency = concurrency;
          if (extraKey !== null) raw[extraKey] = 1;
          const value = viaJson(raw, json);
          const plain = plainDagDefinition(value);
          if (plain === undefined) return;
          const parsed = dagDefinitionSchema().safeParse(value);
          expect(parsed.success).toBe(true);
          expect(plain).toStrictEqual(parsed.data);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves anything else to the schema, which names the problem', () => {
    expect(plainDagDefinition({ nodes: { a: { needs: ['b'], retries: 2 } } })).toBeUndefined();
    expect(plainDagDefinition({ nodes: { a: { needs: [, 'b'] } } })).toBeUndefined();
    expect(plainDagDefinition({ nodes: { a: { needs: [], optional: undefined } } })).toBeUndefined();
    expect(plainDagDefinition(new Map())).toBeUndefined();
    expect(() => parseDagDefinition({ nodes: { a: { needs: [1] } } })).toThrow(
      /nodes\.a\.needs\[0\]: Invalid input: expected string/,
    );
    // The checks after the shape still apply to what the plain check took.
    expect(() => parseDagDefinition({ nodes: { a: { needs: ['b'] } } })).toThrow(
      /nodes\.a\.needs\[0\]: unknown node "b"/,
    );
  });
});
