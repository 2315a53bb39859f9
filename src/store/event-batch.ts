// An append's batch, checked and encoded whole before anything is written: each record's type and
// session, its data's size against the policy, and no known secret in what the caller supplied
// (as given or encoded). One bad record refuses the batch.
import type { NewEvent, JsonValue, StoredEvent, StoragePolicy } from './contract.ts';
import { nodeCrypto } from './crypto.ts';
import { StorageError } from './errors.ts';
import type { LogLocation } from './event-log-reader.ts';
import { encodeRecord } from './event-record.ts';
import { canonicalJson } from './json.ts';
import { maxEventRecordBytes } from './record-limits.ts';
import { describeFinding, findEncodedSecretInValue } from './secret-scan.ts';
import type { SecretMatcher } from './secrets.ts';

export interface BatchContext {
  where: LogLocation;
  policy: StoragePolicy;
  secrets: SecretMatcher;
}

/** The chain's position: the next record's seq and the hash it links to. */
export interface ChainHead {
  nextSeq: number;
  head: string;
}

export interface EncodedBatch extends ChainHead {
  /** The records' lines, each ending in a newline. */
  bytes: Buffer;
  stored: StoredEvent[];
}

export function encodeBatch(records: readonly NewEvent[], context: BatchContext, from: ChainHead): EncodedBatch {
  const at = new Date().toISOString();
  const lines: string[] = [];
  const stored: StoredEvent[] = [];
  let { nextSeq: seq, head: prev } = from;
  records.forEach((record, index) => {
    const event = encodeOne(record, index, context, {
      seq,
      id: nodeCrypto().randomUUID(),
      at,
      batchRemaining: records.length - 1 - index,
      prev,
    });
    lines.push(event.line, '\n');
    stored.push(event.stored);
    seq += 1;
    prev = event.stored.hash;
  });
  return { bytes: Buffer.from(lines.join(''), 'utf8'), stored, nextSeq: seq, head: prev };
}

type Place = Pick<StoredEvent, 'seq' | 'id' | 'at' | 'batchRemaining' | 'prev'>;

function encodeOne(
  record: NewEvent,
  index: number,
  { where, policy, secrets }: BatchContext,
  place: Place,
): { line: string; stored: StoredEvent } {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers may pass null entries
  if (typeof record?.type !== 'string' || record.type.length === 0)
    throw new TypeError(`event ${index}: type must be a non-empty string`);
  if (!Number.isInteger(record.session) || record.session < 1)
    throw new TypeError(`event ${index}: session must be a positive integer`);
  // The type first: every message below names the record by it.
  refuseSecretType(record.type, index, where, secrets);
  const dataJson = canonicalJson(record.data);
  const dataBytes = Buffer.byteLength(dataJson);
  if (dataBytes > policy.maxEventPayloadBytes) {
    throw new StorageError(
      'STORAGE_LIMIT_EXCEEDED',
      `event ${index} (${record.type}) has ${dataBytes} bytes of data; maxEventPayloadBytes is ${policy.maxEventPayloadBytes}`,
      { runId: where.runId, log: where.log, limit: policy.maxEventPayloadBytes, actual: dataBytes },
    );
  }
  const { line, hash } = encodeRecord({ ...place, type: record.type, session: record.session, dataJson });
  refuseLongLine(line, record.type, index, where);
  // Only what the caller supplied is searched: ids and hashes are random hex a short secret could match.
  const secret = secrets.findIn(dataJson);
  if (secret >= 0) {
    throw new StorageError(
      'KNOWN_SECRET',
      `event ${index} (${record.type}) holds knownSecrets[${secret}]; nothing was written`,
      { runId: where.runId, log: where.log },
    );
  }
  const data = JSON.parse(dataJson) as JsonValue;
  const encoded = findEncodedSecretInValue(secrets, data);
  if (encoded !== null) {
    throw new StorageError(
      'KNOWN_SECRET',
      `event ${index} (${record.type}) holds knownSecrets[${encoded.index}] (${describeFinding(encoded)}); nothing was written`,
      { runId: where.runId, log: where.log },
    );
  }
  const stored: StoredEvent = {
    schemaVersion: 1,
    seq: place.seq,
    id: place.id,
    at: place.at,
    type: record.type,
    session: record.session,
    data,
    batchRemaining: place.batchRemaining,
    prev: place.prev,
    hash,
  };
  return { line, stored };
}

/** KNOWN_SECRET when a record's type holds a known secret, as given or encoded; the message leaves the type out. */
function refuseSecretType(type: string, index: number, where: LogLocation, secrets: SecretMatcher): void {
  const plain = secrets.findIn(type);
  const encoded = plain >= 0 ? null : findEncodedSecretInValue(secrets, type);
  if (plain < 0 && encoded === null) return;
  const found = encoded === null ? `knownSecrets[${plain}]` : `knownSecrets[${encoded.index}] (${encoded.encoding})`;
  throw new StorageError('KNOWN_SECRET', `event ${index}'s type holds ${found}; nothing was written`, {
    runId: where.runId,
    log: where.log,
  });
}

/** STORAGE_LIMIT_EXCEEDED for a line past maxEventRecordBytes, which every reader refuses (a long type can make one). */
function refuseLongLine(line: string, type: string, index: number, where: LogLocation): void {
  if (line.length * 3 <= maxEventRecordBytes) return; // UTF-8 takes at most 3 bytes per UTF-16 unit
  const bytes = Buffer.byteLength(line);
  if (bytes <= maxEventRecordBytes) return;
  throw new StorageError(
    'STORAGE_LIMIT_EXCEEDED',
    `event ${index} (${type.slice(0, 100)}) would be a ${bytes}-byte line; an event log line holds at most ${maxEventRecordBytes} bytes (maxEventRecordBytes)`,
    { runId: where.runId, log: where.log, limit: maxEventRecordBytes, actual: bytes },
  );
}
