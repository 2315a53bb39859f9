// The hand check a verified read applies to each line before (instead of) the schema walk must
// never accept what the stored-line schema refuses; and a line's checksum, which a read checks
// against the line's own text before it encodes the record again, refuses every change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, fieldEdit } from '../support/field-edits.ts';
import { canonicalJson } from '../../src/store/json.ts';
import {
  encodeRecord,
  hashesAsWritten,
  isWellFormedLine,
  parseRecord,
  storedLineSchema,
  zeroHash,
} from '../../src/store/event-record.ts';

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
    fc.assert(
      fc.property(fc.array(fieldEdit(key, anyValue), { minLength: 1, maxLength: 3 }), (edits) => {
        // Built through JSON.parse, as a read does: "__proto__" becomes an own key there.
        const record = applyEdits(JSON.parse(JSON.stringify(valid)) as Record<string, unknown>, edits);
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

/** A line as the store writes it. */
function written(data: unknown, type = 'graph:node-completed'): string {
  return encodeRecord({
    seq: 3,
    id: valid.id,
    at: valid.at,
    type,
    session: 1,
    dataJson: canonicalJson(data),
    batchRemaining: 0,
    prev: zeroHash,
  }).line;
}

describe('parseRecord', () => {
  it('verifies lines as the store writes them, whatever their data and type hold', () => {
    const hash = 'b'.repeat(64);
    for (const [data, type] of [
      [{ position: 'dag/a/1', output: { n: 1 } }, 'graph:node-completed'],
      // A member named hash inside the data, after another member, and as the last one.
      [{ a: 1, hash, z: { hash } }, 'graph:node-completed'],
      [{ a: 1, hash }, 'graph:node-completed'],
      // The text of the hash member inside strings (JSON escapes their quotes).
      [{ text: ',"hash":"' + hash + '"' }, 'x,"hash":"' + hash + '"'],
      [{ text: 'non-ASCII: é 日本 🙂', list: [null, true, -0, 1e21, 'a\u0000b'] }, 'graph:node-completed'],
    ] as const) {
      const line = written(data, type);
      const verdict = parseRecord(line);
      expect(verdict.ok, JSON.stringify(data)).toBe(true);
      if (!verdict.ok) continue;
      expect(verdict.event.data).toEqual(JSON.parse(canonicalJson(data)));
      // Checked against its own text, without encoding it again.
      expect(hashesAsWritten(line, verdict.event.hash)).toBe(true);
    }
  });

  it('verifies a line written other than canonically by the encoding of its content', () => {
    const line = written({ b: 2, a: [1, 2] });
    const event = JSON.parse(line) as Record<string, unknown>;
    // The same record: its members in another order, spaces between them, the checksum unchanged.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(event).reverse()), null, 1);
    const spaced = reordered.replace(/\n/g, ' ');
    expect(hashesAsWritten(spaced, event.hash as string)).toBe(false);
    expect(parseRecord(spaced).ok).toBe(true);
  });

  it('refuses a line with any one character changed, unless the record it holds is the same', () => {
    const line = written({ position: 'dag/a/1', output: { n: 12, text: 'ab"c' }, list: [true, null] });
    const original = JSON.parse(line) as unknown;
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.nat({ max: line.length - 1 }), printable, (index, replacement) => {
        const changed = line.slice(0, index) + replacement + line.slice(index + 1);
        let same = false;
        try {
          same = canonicalJson(JSON.parse(changed)) === canonicalJson(original);
        } catch {
          same = false;
        }
        expect(parseRecord(changed).ok).toBe(same);
      }),
      { numRuns: 3000 },
    );
  });
});
