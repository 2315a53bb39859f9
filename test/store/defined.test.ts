// definedFields: the optional fields that are set, and no key at all for those that are not.
import { describe, expect, it } from 'vitest';
import { definedFields } from '../../src/store/index.ts';

describe('definedFields', () => {
  it('keeps defined values (null, 0, false and "" included) and leaves undefined ones out', () => {
    const fields = definedFields({ a: 1, b: undefined, c: null, d: 0, e: false, f: '' });
    expect(fields).toEqual({ a: 1, c: null, d: 0, e: false, f: '' });
    expect(Object.hasOwn(fields, 'b')).toBe(false);
  });

  it('sets a "__proto__" field as an own field, never the prototype', () => {
    const fields = definedFields(JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
  });
});
