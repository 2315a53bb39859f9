// One event-log line: its canonical encoding, its hash, and the checks a reader applies.
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { storedEventSchema, type JsonValue, type StoredEvent } from './contract.ts';
import { canonicalJson, jsonString, sha256Hex } from './json.ts';

export const zeroHash = '0'.repeat(64);

/** Every field of a record except `hash`, with `data` already in canonical JSON. */
export interface RecordFields {
  seq: number;
  id: string;
  at: string;
  type: string;
  session: number;
  dataJson: string;
  batchRemaining: number;
  prev: string;
}

/**
 * Builds the canonical line (without its newline) and the hash of the record without `hash`.
 * Keys are written in canonical (sorted) order by hand so the append path serialises `data`
 * only once: at, batchRemaining, data, [hash], id, prev, schemaVersion, seq, session, type.
 */
export function encodeRecord(fields: RecordFields): { line: string; hash: string } {
  const head = `{"at":${jsonString(fields.at)},"batchRemaining":${fields.batchRemaining},"data":${fields.dataJson}`;
  const tail =
    `"id":${jsonString(fields.id)},"prev":${jsonString(fields.prev)},"schemaVersion":1,` +
    `"seq":${fields.seq},"session":${fields.session},"type":${jsonString(fields.type)}}`;
  const hash = sha256Hex(`${head},${tail}`);
  return { line: `${head},"hash":"${hash}",${tail}`, hash };
}

// `data` came out of JSON.parse, so it is JSON already; re-validating it recursively would
// only cost time. Unknown keys are refused: an edited record must not verify.
export const storedLineSchema = lazySchema(() =>
  storedEventSchema()
    .extend({ data: z.custom<JsonValue>(() => true) })
    .strict(),
);

const lineKeys = lazySchema(() => new Set(Object.keys(storedLineSchema().shape)));
const hex64 = /^[0-9a-f]{64}$/;
const isCount = (value: unknown, min: number): boolean => Number.isSafeInteger(value) && (value as number) >= min;
const isText = (value: unknown, min: number): boolean => typeof value === 'string' && value.length >= min;

/**
 * The common case of storedLineSchema, checked by hand: a verified read checks every line, and the
 * schema walk was a quarter of its time. Never looser than the schema (test/store/event-record.test.ts
 * holds the two together); a line it does not accept goes to the schema, which names the problem.
 */
export function isWellFormedLine(raw: unknown): raw is StoredEvent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const keys = Object.keys(raw);
  if (keys.length !== lineKeys().size || !keys.every((key) => lineKeys().has(key))) return false;
  const line = raw as Record<string, unknown>;
  return (
    line.schemaVersion === 1 &&
    isCount(line.seq, 0) &&
    isText(line.id, 1) &&
    isText(line.at, 0) &&
    isText(line.type, 1) &&
    isCount(line.session, 1) &&
    line.data !== undefined &&
    isCount(line.batchRemaining, 0) &&
    typeof line.prev === 'string' &&
    hex64.test(line.prev) &&
    typeof line.hash === 'string' &&
    hex64.test(line.hash)
  );
}

export interface LineExpectation {
  seq: number;
  prev: string;
  /** batchRemaining the record must carry when it continues an open batch; undefined at a batch start. */
  batchRemaining: number | undefined;
}

/** Parses one complete line and checks its schema and its own checksum (not its place in the chain). */
export function parseRecord(text: string): { ok: true; event: StoredEvent } | { ok: false; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: text.length === 0 ? 'the line is empty' : 'the line is not valid JSON' };
  }
  let event: StoredEvent;
  if (isWellFormedLine(raw)) event = raw;
  else {
    const parsed = storedLineSchema().safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        problem: `the record does not match the event schema (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
      };
    }
    event = parsed.data;
  }
  if (hashesAsWritten(text, event.hash)) return { ok: true, event };
  const { hash } = encodeRecord({ ...event, dataJson: canonicalJson(event.data) });
  if (hash !== event.hash) return { ok: false, problem: 'its checksum does not match its content' };
  return { ok: true, event };
}

const hashKey = ',"hash":"';

/**
 * Whether the line, less its `hash` member, hashes to `hash`: true for every line encodeRecord wrote,
 * whose text is that canonical encoding already, so a read need not encode each record again (a
 * quarter of a verified read's time). Any other line (false) is checked by encoding its content.
 * The member is the last `,"hash":"` of the line: that text never occurs inside a JSON string, and
 * only `id`, `prev`, `schemaVersion`, `seq`, `session` and `type` follow it in canonical order.
 */
export function hashesAsWritten(text: string, hash: string): boolean {
  const at = text.lastIndexOf(hashKey);
  const end = at + hashKey.length + hash.length;
  if (at < 0 || text.charCodeAt(end) !== 0x22 || text.slice(at + hashKey.length, end) !== hash) return false;
  return sha256Hex(text.slice(0, at) + text.slice(end + 1)) === hash;
}

/** Parses and verifies one complete line. Returns the record or a description of what is wrong. */
export function verifyLine(
  text: string,
  expected: LineExpectation,
): { ok: true; event: StoredEvent } | { ok: false; problem: string } {
  const parsed = parseRecord(text);
  if (!parsed.ok) return parsed;
  const { event } = parsed;
  if (event.seq !== expected.seq) return { ok: false, problem: `seq is ${event.seq}, expected ${expected.seq}` };
  if (event.prev !== expected.prev) return { ok: false, problem: "prev does not match the previous record's hash" };
  if (expected.batchRemaining !== undefined && event.batchRemaining !== expected.batchRemaining) {
    return {
      ok: false,
      problem: `batchRemaining is ${event.batchRemaining}, expected ${expected.batchRemaining} inside an open batch`,
    };
  }
  return { ok: true, event };
}
