// A stored record for tests that fold or render records without a store: chained to nothing
// (zero hashes), numbered in the order made, session 1 unless given.
import type { JsonValue, StoredEvent } from '../../src/store/contract.ts';

const zero = '0'.repeat(64);
let seq = 0;

export function storedEvent(type: string, data: JsonValue, fields: Partial<StoredEvent> = {}): StoredEvent {
  seq += 1;
  return {
    schemaVersion: 1,
    seq,
    id: `e${seq}`,
    at: new Date().toISOString(),
    type,
    session: 1,
    data,
    batchRemaining: 0,
    prev: zero,
    hash: zero,
    ...fields,
  };
}
