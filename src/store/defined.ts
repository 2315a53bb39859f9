// With exactOptionalPropertyTypes an optional field may be absent but not `undefined`, so objects
// were built with `...(x === undefined ? {} : { x })` once per field. definedFields does it for
// several fields at once: `{ ...definedFields({ cwd, timeoutMs }) }`.

/** The fields of `fields` whose value is not undefined (the others are left out, not set). */
export function definedFields<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    // defineProperty: a key such as "__proto__" becomes an own field, not the prototype.
    if (value !== undefined)
      Object.defineProperty(kept, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return kept as { [K in keyof T]?: Exclude<T[K], undefined> };
}
