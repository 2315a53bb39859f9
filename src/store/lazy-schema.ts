// Module-level schemas built the first time they are used, not when their module loads: a start
// loads every module its path imports, and building all their schemas cost it tens of milliseconds
// (zod builds a schema eagerly), while one path uses few of them.

/** `build`, called on the first call of the result and kept: `fooSchema().parse(value)`. */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= build());
}
