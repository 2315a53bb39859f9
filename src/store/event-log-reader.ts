// Reading an event log: split into lines, verify each record and the chain, and find where
// the last closed batch ends. Everything after it is a torn (never acknowledged) tail:
// trailing NUL padding, an incomplete final line, or complete lines of a batch that never
// closed. Any complete line before that which fails verification is corruption.
import type { EventCursor, EventLogName, EventRead, StoredEvent } from './contract.ts';
import { StorageError } from './errors.ts';
import { verifyLine, zeroHash } from './event-record.ts';

export const startCursor: EventCursor = Object.freeze({ offset: 0, nextSeq: 0, head: zeroHash });

export interface LogLocation {
  runId: string;
  log: EventLogName;
  path: string;
}

const newline = 0x0a;

/**
 * Verifies `bytes`, the content of the log from `from.offset` to its end. When `from.offset` > 0,
 * `bytes` must start with the byte just before the cursor (which has to be a newline), so a cursor
 * that does not sit on a record boundary is caught.
 */
export function scanEventLog(bytes: Buffer, from: EventCursor, where: LogLocation): EventRead {
  let start = 0;
  if (from.offset > 0) {
    if (bytes[0] !== newline) throw corrupt(where, from.nextSeq + 1, 'the cursor does not sit on a record boundary');
    start = 1;
  }
  let end = bytes.length;
  while (end > start && bytes[end - 1] === 0) end -= 1;
  const padded = end < bytes.length;
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
  while (lineStart < completeEnd) {
    const lineEnd = bytes.indexOf(newline, lineStart);
    const text = bytes.toString('utf8', lineStart, lineEnd);
    const verdict = verifyLine(text, { seq: nextSeq, prev: head, batchRemaining: openBatch === undefined ? undefined : openBatch - 1 });
    if (!verdict.ok) throw corrupt(where, nextSeq + 1, verdict.problem);
    const event = verdict.event;
    pending.push(event);
    nextSeq += 1;
    head = event.hash;
    lineStart = lineEnd + 1;
    if (event.batchRemaining === 0) {
      for (const closed of pending) events.push(closed);
      pending = [];
      openBatch = undefined;
      cursor = { offset: base + lineStart, nextSeq, head };
    } else {
      openBatch = event.batchRemaining;
    }
  }
  return { events, cursor, tornTail: padded || incomplete || pending.length > 0 };
}

export function corrupt(where: LogLocation, line: number, problem: string): StorageError {
  return new StorageError(
    'CORRUPT_EVENT_STREAM',
    `${where.log} event log of run ${where.runId} is corrupt at line ${line}: ${problem} (${where.path})`,
    { runId: where.runId, log: where.log, line, seq: line - 1, path: where.path },
  );
}
