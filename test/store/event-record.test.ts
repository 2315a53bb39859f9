// The hand check a verified read applies to each line before (instead of) the schema walk must
// never accept what the stored-line schema refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedLine, storedLineSchema } from '../../src/store/event-record.ts';

const valid = {
  schemaVersion: 1,
  seq: 3,
  id: '0f8e9d2c-1b3a-4c5d-8e7f-123456789abc',
  at: '2026-11-29T20:00:00.000Z',
  type: 'graph:node-completed',
  session: 1,
  data: { position: 'dag/a/1', output: { n: 1 } },
  batchRemaining: 0,
  prev: '0'.repeat(64),
  hash: 'a'.repeat(64),
};

describe('isWellFormedLine', () => {
  it('accepts a stored record', () => {
    expect(isWellFormedLine(valid)).toBe(true);
    expect(storedLineSchema().safeParse(valid).success).toBe(true);
  });

  it('is never looser than the stored-line schema (fields replaced, removed or added)', () => {
    const anyValue = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        -1,
        0,
        1,
        2,
        1.5,
        2 ** 53,
        -0,
        Number.MAX_SAFE_INTEGER,
        '',
        'x',
        '0'.repeat(64),
        'A'.repeat(64),
        '0'.repeat(63),
        null,
        [],
        {},
      ),
    );
    const key = fc.constantFrom(...Object.keys(valid), '__proto__', 'extra', 'constructor');
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key, value: anyValue }),
      fc.record({ kind: fc.constant('delete' as const), key }),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        // Built through JSON.parse, as a read does: "__proto__" becomes an own key there.
        const record = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
        for (const change of edits) {
          if (change.kind === 'set')
            Object.defineProperty(record, change.key, {
              value: change.value,
              enumerable: true,
              configurable: true,
              writable: true,
            });
          else delete record[change.key];
        }
        const line = JSON.parse(JSON.stringify(record)) as unknown;
        if (isWellFormedLine(line)) expect(storedLineSchema().safeParse(line).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what the schema refuses in the common ways', () => {
    for (const [field, value] of [
      ['seq', -1],
      ['seq', 1.5],
      ['session', 0],
      ['schemaVersion', 2],
      ['prev', 'A'.repeat(64)],
      ['hash', 'a'.repeat(63)],
      ['type', ''],
      ['id', ''],
      ['batchRemaining', '0'],
    ] as const) {
      const record = { ...valid, [field]: value };
      expect(isWellFormedLine(record), field).toBe(false);
      expect(storedLineSchema().safeParse(record).success, field).toBe(false);
    }
    expect(isWellFormedLine({ ...valid, extra: 1 })).toBe(false);
    expect(isWellFormedLine([valid])).toBe(false);
  });
});
