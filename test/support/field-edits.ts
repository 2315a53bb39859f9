// Edits of an object's fields for property tests of hand checks against their schemas: a field set
// to any value (as an own property, "__proto__" too, as JSON.parse makes it) or removed.
import fc from 'fast-check';

export type FieldEdit = { kind: 'set'; key: string; value: unknown } | { kind: 'delete'; key: string };

/** One edit of a field named by `key` (set to a `value`, or removed). */
export function fieldEdit(key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>): fc.Arbitrary<FieldEdit> {
  return fc.oneof(
    fc.record({ kind: fc.constant('set' as const), key, value }),
    fc.record({ kind: fc.constant('delete' as const), key }),
  );
}

/** Applies `edits` to `object` in place and returns it. */
export function applyEdits(object: Record<string, unknown>, edits: readonly FieldEdit[]): Record<string, unknown> {
  for (const change of edits) {
    if (change.kind === 'set')
      Object.defineProperty(object, change.key, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    else delete object[change.key];
  }
  return object;
}
