// A writer continues the chain from its cursor, so before it trusts a cursor it was handed, the
// record just before the cursor must be the one the cursor names: the last record of a closed
// batch, with the cursor's seq and hash. A reader needs no such check: what it reads after the
// cursor must chain from the cursor's head, or the read fails.
import type { FileHandle } from 'node:fs/promises';
import type { EventCursor } from './contract.ts';
import { corrupt, type LogLocation } from './event-log-reader.ts';
import { parseRecord } from './event-record.ts';
import { maxEventRecordBytes } from './record-limits.ts';

const newline = 0x0a;
const firstWindow = 4096;

/** Throws CORRUPT_EVENT_STREAM unless the line ending at `from.offset` is the record `from` names. */
export async function checkCursorAnchor(handle: FileHandle, from: EventCursor, where: LogLocation): Promise<void> {
  if (from.offset === 0) return;
  const line = await lineEndingAt(handle, from.offset);
  const parsed = line === undefined ? undefined : parseRecord(line);
  if (
    parsed?.ok !== true ||
    parsed.event.hash !== from.head ||
    parsed.event.seq !== from.nextSeq - 1 ||
    parsed.event.batchRemaining !== 0
  ) {
    throw corrupt(where, from.nextSeq, 'the cursor does not follow the closed batch whose last record it names');
  }
}

/** The window that holds any record's line, its newline and the newline before it. */
const lastWindow = maxEventRecordBytes + 2;

/**
 * The text of the line whose newline is the byte before `offset`; undefined when there is none, or
 * when it is longer than any record (a restored store is untrusted: it is not read whole).
 */
async function lineEndingAt(handle: FileHandle, offset: number): Promise<string | undefined> {
  for (let window = firstWindow; ; window = Math.min(window * 2, lastWindow)) {
    const start = Math.max(0, offset - window);
    const bytes = Buffer.alloc(offset - start);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
    if (bytesRead !== bytes.length || bytes[bytes.length - 1] !== newline) return undefined;
    const previous = bytes.lastIndexOf(newline, bytes.length - 2);
    if (previous >= 0) return bytes.toString('utf8', previous + 1, bytes.length - 1);
    if (start === 0) return bytes.toString('utf8', 0, bytes.length - 1);
    if (window === lastWindow) return undefined;
  }
}
