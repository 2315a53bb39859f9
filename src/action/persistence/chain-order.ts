// Which of two stores of one run is newer, by their event logs. Every record carries the hash of the
// one before it, so two logs that agree on record n agree on every record up to n: a store holds
// another's records when each of its logs is at least as long and has the same record at the other's
// length (the same head there). That is what DESIGN §8 calls one store extending another's chain.
import { createLocalRunStorage, eventLogNames, type EventLogName, type StoredEvent } from '../../store/index.ts';
import type { StoreRef } from './layout.ts';

/** Per log, the hash of each verified record, in order (a torn tail is left out, as every reader does). */
export type LogHashes = Record<EventLogName, string[]>;

export async function readLogHashes(ref: StoreRef): Promise<LogHashes> {
  const storage = await createLocalRunStorage({ directory: ref.storeDirectory, namespace: ref.namespace });
  const hashes: LogHashes = { graph: [], runner: [] };
  for (const log of eventLogNames) {
    const into = hashes[log];
    const keep = (batch: readonly StoredEvent[]) => {
      for (const event of batch) into.push(event.hash);
    };
    await storage.readEvents(ref.runId, log, undefined, { eachBatch: keep });
  }
  return hashes;
}

export type StoreOrder =
  /** `a` holds every record of `b` (equal, or more after them). */
  | { kind: 'holds'; more: number }
  /** `b` holds every record of `a` and more. */
  | { kind: 'older' }
  /** Neither holds the other: they differ at `log`'s record `record` (1-based). */
  | { kind: 'diverged'; log: EventLogName; record: number };

function holdsLog(a: readonly string[], b: readonly string[]): boolean {
  return a.length >= b.length && (b.length === 0 || a[b.length - 1] === b[b.length - 1]);
}

/** How store `a` stands to store `b`. */
export function orderStores(a: LogHashes, b: LogHashes): StoreOrder {
  if (eventLogNames.every((log) => holdsLog(a[log], b[log])))
    return { kind: 'holds', more: eventLogNames.reduce((sum, log) => sum + a[log].length - b[log].length, 0) };
  if (eventLogNames.every((log) => holdsLog(b[log], a[log]))) return { kind: 'older' };
  for (const log of eventLogNames) {
    const shorter = Math.min(a[log].length, b[log].length);
    const differs = a[log].slice(0, shorter).findIndex((hash, index) => hash !== b[log][index]);
    if (differs !== -1) return { kind: 'diverged', log, record: differs + 1 };
  }
  // Each log of one is a prefix of the other's, but not the same way round for both logs.
  const log = eventLogNames.find((name) => a[name].length < b[name].length) ?? 'graph';
  return { kind: 'diverged', log, record: a[log].length + 1 };
}

/** "graph 11, runner 6 records", for messages. */
export function describeRecords(hashes: LogHashes): string {
  return `${eventLogNames.map((log) => `${log} ${hashes[log].length}`).join(', ')} records`;
}
