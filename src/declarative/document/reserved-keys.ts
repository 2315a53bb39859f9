// Map keys a graph file may not use. `__proto__` names an object's prototype in JavaScript: reading
// the document into plain values drops it, so a node, an input or a gate field so named would vanish
// without a word (and an answer to that field would be lost). Refused where it is written instead.
import { isScalar, visit, type Document } from 'yaml';

export interface ReservedKey {
  /** Offset of the key in the text. */
  offset: number;
  code: 'RESERVED_KEY';
  message: string;
}

const reserved = new Set(['__proto__']);

export function reservedKeys(doc: Document): ReservedKey[] {
  const found: ReservedKey[] = [];
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (!isScalar(key) || typeof key.value !== 'string' || !reserved.has(key.value) || !key.range) return;
      found.push({
        offset: key.range[0],
        code: 'RESERVED_KEY',
        message: `the key "${key.value}" is reserved (JavaScript reads it as the prototype, so it would be dropped): choose another name`,
      });
    },
  });
  return found;
}
