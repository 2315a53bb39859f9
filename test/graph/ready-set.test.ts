// The DAG state's ready set: a Set whose first(n) is the first n of its IDs in node-ID order,
// whatever order they were added and deleted in, across word boundaries of its bitmap.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderedReadySet } from '../../src/graph/dag/ready-set.ts';

describe('OrderedReadySet', () => {
  it('first(n) is the first n members in ID order, after any adds, deletes and clears', () => {
    // Adds outnumber deletes, so clears and reads meet sets of many members, across words.
    const operation = fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat(99) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat(99) }) },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('first' as const), count: fc.integer({ min: -1, max: 101 }) }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.array(operation, { minLength: 10, maxLength: 200, size: 'medium' }),
        (size, operations) => {
          // IDs whose string order is not their number order: n10 sorts before n2.
          const ids = Array.from({ length: size }, (_, i) => `n${i}`).sort();
          const ready = new OrderedReadySet(ids, new Map(ids.map((id, index) => [id, index])));
          const model = new Set<string>();
          for (const op of operations) {
            if (op.kind === 'clear') {
              ready.clear();
              model.clear();
            } else if (op.kind === 'first') {
              const expected = ids.filter((id) => model.has(id)).slice(0, Math.max(0, op.count));
              expect(ready.first(op.count)).toEqual(expected);
            } else {
              const id = ids[op.at % size]!;
              if (op.kind === 'add') {
                ready.add(id);
                model.add(id);
              } else expect(ready.delete(id)).toBe(model.delete(id));
            }
            expect(ready.size).toBe(model.size);
          }
          expect(ready.first(size)).toEqual(ids.filter((id) => model.has(id)));
        },
      ),
    );
  });

  it('refuses an ID that is not a node of the graph', () => {
    const ready = new OrderedReadySet(['a'], new Map([['a', 0]]));
    expect(() => ready.add('b')).toThrow('not a node of this graph: b');
  });
});
