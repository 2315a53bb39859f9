import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneFrozenJson, digestJson, sha256Hex } from '../../src/store/index.ts';
import { encodeRecord } from '../../src/store/event-record.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":true,"z":null}]},"b":1}',
    );
  });

  it('writes numbers and strings as JSON.stringify does (RFC 8785 form)', () => {
    expect(canonicalJson([1e21, -0, 0.1, 'é"\\\n\u0001'])).toBe('[1e+21,0,0.1,"é\\"\\\\\\n\\u0001"]');
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['undefined', undefined],
    ['an undefined property', { a: undefined }],
    ['a function', () => 1],
    ['a bigint', 1n],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    ['an array hole', [1, , 3]],
  ])('rejects %s with a TypeError', (_name, value) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
  });

  it('is a fixed point of parse: canonicalJson(JSON.parse(canonicalJson(v))) === canonicalJson(v)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('writes exactly what JSON.stringify writes for the same value with its keys sorted (any string, any number)', () => {
    const sortKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortKeys)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
            )
          : value;
    const text = fc.string({ unit: 'binary' }); // lone surrogates and control characters included
    const leaf = fc.oneof(
      text,
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(text, tie('value'), { maxKeys: 4 }),
      ),
    }));
    fc.assert(
      fc.property(value, (json) => {
        expect(canonicalJson(json)).toBe(JSON.stringify(sortKeys(json)));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the path of what is not JSON, also deep inside a value', () => {
    expect(() => canonicalJson({ a: [1, { b: Number.NaN }] })).toThrow('canonicalJson: $.a[1].b is NaN');
    let deep: unknown = { x: undefined };
    for (let i = 0; i < 300; i += 1) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(/\[0\]\.x is undefined/);
    let deepOk: unknown = 1;
    for (let i = 0; i < 300; i += 1) deepOk = { k: deepOk };
    expect(canonicalJson(deepOk)).toBe(`${'{"k":'.repeat(300)}1${'}'.repeat(300)}`);
  });

  it('rejects cycles but accepts a shared (acyclic) object twice', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(/cycle/);
  });
});

describe('digests', () => {
  it('digestJson is sha256: over the canonical form, independent of key order', () => {
    expect(digestJson({ a: 1, b: 2 })).toBe(digestJson({ b: 2, a: 1 }));
    expect(digestJson({ a: 1 })).toBe(`sha256:${sha256Hex('{"a":1}')}`);
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('cloneFrozenJson returns a deep frozen copy', () => {
    const original = { a: [{ b: 1 }] };
    const copy = cloneFrozenJson(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(Object.isFrozen(copy.a[0])).toBe(true);
  });

  it('the event line encoder matches canonicalJson of the record, with the hash over the record without it', () => {
    const fields = {
      seq: 3,
      id: 'id-1',
      at: '2025-01-01T00:00:00.000Z',
      type: 'graph:x',
      session: 2,
      batchRemaining: 1,
      prev: 'a'.repeat(64),
    };
    const data = { z: [1, 'two'], a: null };
    const { line, hash } = encodeRecord({ ...fields, dataJson: canonicalJson(data) });
    expect(hash).toBe(sha256Hex(canonicalJson({ ...fields, data, schemaVersion: 1 })));
    expect(line).toBe(canonicalJson({ ...fields, data, schemaVersion: 1, hash }));
  });
});
