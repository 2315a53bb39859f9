// A walk over a JSON value's strings and keys, rebuilding only what changed (the redaction of
// stored values and of attempt-log lines uses it).

/** A JSON value with every string and key mapped: the same value when nothing changed. */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const list = value as unknown[];
    const items = list.map((item) => mapStrings(item, map));
    return items.some((item, index) => item !== list[index]) ? (items as T) : value;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const mapped = entries.map(([key, item]): [string, unknown] => [map(key), mapStrings(item, map)]);
  const changed = mapped.some(([key, item], index) => key !== entries[index]![0] || item !== entries[index]![1]);
  // fromEntries defines each key as its own property, `__proto__` included.
  return changed ? (Object.fromEntries(mapped) as T) : value;
}
