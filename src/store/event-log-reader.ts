// Reading an event log: split into lines, verify each record and the chain, and find where
// the last closed batch ends. The writer keeps the file preallocated with NUL bytes past the
// last record, so trailing NULs are padding (preallocated space, or a power-loss tail that holds
// no acknowledged record either) and are not a torn tail. A torn (never acknowledged) tail is an
// incomplete final line, complete lines of a batch that never closed, or the one batch that was
// being written into the padding when the power failed: parts of it, with NULs in the sectors that
// did not reach the disk (isBatchInFlight). Any other line before that which fails verification
// is corruption, NULs included.
import type { EventCursor, EventLogName, EventRead, StoredEvent } from './contract.ts';
import { StorageError } from './errors.ts';
import { parseRecord, verifyLine, zeroHash } from './event-record.ts';

export const startCursor: EventCursor = Object.freeze({ offset: 0, nextSeq: 0, head: zeroHash });

export interface LogLocation {
  runId: string;
  log: EventLogName;
  path: string;
}

const newline = 0x0a;

/** Takes each batch as it closes, with the cursor after it, in place of EventRead.events. */
export type BatchSink = (events: StoredEvent[], after: EventCursor) => void;

/**
 * Verifies `bytes`, the content of the log from `from.offset` to its end. When `from.offset` > 0,
 * `bytes` must start with the byte just before the cursor (which has to be a newline), so a cursor
 * that does not sit on a record boundary is caught. With `sink`, each closed batch goes to it and
 * the read's `events` stay empty.
 */
export function scanEventLog(bytes: Buffer, from: EventCursor, where: LogLocation, sink?: BatchSink): EventRead {
  let start = 0;
  if (from.offset > 0) {
    if (bytes[0] !== newline) throw corrupt(where, from.nextSeq + 1, 'the cursor does not sit on a record boundary');
    start = 1;
  }
  let end = bytes.length;
  while (end > start && bytes[end - 1] === 0) end -= 1; // padding
  let completeEnd = start;
  if (end > start) {
    const lastNewline = bytes.lastIndexOf(newline, end - 1);
    if (lastNewline >= start) completeEnd = lastNewline + 1;
  }
  const incomplete = end > completeEnd;

  const events: StoredEvent[] = [];
  let pending: StoredEvent[] = [];
  const base = from.offset - start; // file offset of bytes[0]
  let cursor: EventCursor = { ...from };
  let nextSeq = from.nextSeq;
  let head = from.head;
  let openBatch: number | undefined;
  let lineStart = start;
  let unfinished = false;
  while (lineStart < completeEnd) {
    const lineEnd = bytes.indexOf(newline, lineStart);
    const text = bytes.toString('utf8', lineStart, lineEnd);
    const verdict = verifyLine(text, {
      seq: nextSeq,
      prev: head,
      batchRemaining: openBatch === undefined ? undefined : openBatch - 1,
    });
    if (!verdict.ok) {
      const lastSeq = openBatch === undefined ? undefined : nextSeq - 1 + openBatch;
      if (isBatchInFlight(bytes, base, lineStart, end, nextSeq, lastSeq)) {
        unfinished = true;
        break;
      }
      throw corrupt(where, nextSeq + 1, verdict.problem);
    }
    const event = verdict.event;
    pending.push(event);
    nextSeq += 1;
    head = event.hash;
    lineStart = lineEnd + 1;
    if (event.batchRemaining === 0) {
      cursor = { offset: base + lineStart, nextSeq, head };
      if (sink === undefined) for (const closed of pending) events.push(closed);
      else sink(pending, cursor);
      pending = [];
      openBatch = undefined;
    } else {
      openBatch = event.batchRemaining;
    }
  }
  return { events, cursor, tornTail: unfinished || incomplete || pending.length > 0 };
}

/** Disks write whole sectors: a block of a write that did not reach the disk ends on this boundary. */
const sector = 512;

/**
 * Whether `bytes[from, end)` (`base` is the file offset of bytes[0]), starting with a line that
 * failed verification, can be the one batch the writer was putting into preallocated NUL space
 * when the power failed. The writer syncs each batch before it writes the next, and records never
 * contain a NUL byte (JSON escapes it), so such a tail is that batch with NULs in the sectors that
 * did not reach the disk (in any order): every damaged line holds a NUL, every run of NULs ends on
 * a sector boundary, and every intact line is a record of that one batch, after record `seq` (the
 * damaged one), up to and including its closing record and nothing after it. Anything else (a
 * changed record, a stray NUL, a later batch) is corruption. A reader racing a live writer can see
 * NUL runs that end anywhere; readLogFrom reads again then.
 */
function isBatchInFlight(
  bytes: Buffer,
  base: number,
  from: number,
  end: number,
  seq: number,
  lastSeq: number | undefined,
): boolean {
  const holdsNul = (lineStart: number, lineEnd: number) => bytes.subarray(lineStart, lineEnd).includes(0);
  let lineEnd = bytes.indexOf(newline, from);
  if (!holdsNul(from, lineEnd)) return false;
  for (let at = bytes.indexOf(0, from); at >= 0 && at < end; at = bytes.indexOf(0, at)) {
    while (bytes[at] === 0) at += 1;
    if ((base + at) % sector !== 0) return false;
  }
  let previous: StoredEvent | undefined; // the intact record on the line just before, if any
  let last = lastSeq;
  let lastSeen = seq;
  let closed = false;
  for (let at = lineEnd + 1; at < end; at = lineEnd + 1) {
    if (closed) return false; // bytes after the batch's closing record
    lineEnd = bytes.indexOf(newline, at);
    if (lineEnd < 0 || lineEnd >= end) return true; // an incomplete final fragment
    if (holdsNul(at, lineEnd)) {
      previous = undefined;
      continue;
    }
    const parsed = parseRecord(bytes.toString('utf8', at, lineEnd));
    if (!parsed.ok) return false;
    const event = parsed.event;
    if (event.seq <= lastSeen || (last !== undefined && event.seq + event.batchRemaining !== last)) return false;
    if (previous !== undefined && (event.seq !== previous.seq + 1 || event.prev !== previous.hash)) return false;
    last = event.seq + event.batchRemaining;
    lastSeen = event.seq;
    previous = event;
    closed = event.batchRemaining === 0;
  }
  return true;
}

export function corrupt(where: LogLocation, line: number, problem: string): StorageError {
  return new StorageError(
    'CORRUPT_EVENT_STREAM',
    `${where.log} event log of run ${where.runId} is corrupt at line ${line}: ${problem} (${where.path})`,
    { runId: where.runId, log: where.log, line, seq: line - 1, path: where.path },
  );
}
