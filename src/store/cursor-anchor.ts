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

/** The first read back from the cursor, and the most read at a time (reads grow by doubling). */
const firstChunk = 4096;
const largestChunk = 1024 * 1024;

/**
 * The text of the line whose newline is the byte before `offset`; undefined when there is none, or
 * when it is longer than any record (a restored store is untrusted: it is not read whole). Scans
 * back from the cursor in chunks for the newline before the line (one chunk in memory at a time),
 * then reads the line alone: memory is bounded by one record, never by what the file holds.
 */
async function lineEndingAt(handle: FileHandle, offset: number): Promise<string | undefined> {
  const lineEnd = offset - 1;
  let chunk = Buffer.alloc(Math.min(firstChunk, offset));
  let scanned = offset;
  for (;;) {
    const start = Math.max(0, scanned - chunk.length);
    const length = scanned - start;
    const { bytesRead } = await handle.read(chunk, 0, length, start);
    if (bytesRead !== length) return undefined;
    // The newline that ends the line is the first byte read (the last of the first chunk).
    if (scanned === offset && chunk[length - 1] !== newline) return undefined;
    const searchUpTo = (scanned === offset ? length - 1 : length) - 1;
    const previous = searchUpTo < 0 ? -1 : chunk.lastIndexOf(newline, searchUpTo);
    const lineStart = previous >= 0 ? start + previous + 1 : start === 0 ? 0 : undefined;
    if (lineStart !== undefined) return readLine(handle, lineStart, lineEnd, scanned === offset ? chunk : undefined);
    // No newline within a record's length before the cursor: no record ends there.
    if (lineEnd - start > maxEventRecordBytes) return undefined;
    scanned = start;
    if (chunk.length < largestChunk) chunk = Buffer.alloc(Math.min(chunk.length * 2, largestChunk));
  }
}

/** The line [start, end) as text: from `cursorChunk` (the chunk that ends at the cursor) if given, else read. */
async function readLine(
  handle: FileHandle,
  start: number,
  end: number,
  cursorChunk: Buffer | undefined,
): Promise<string | undefined> {
  if (end - start > maxEventRecordBytes) return undefined;
  if (cursorChunk !== undefined) {
    const chunkStart = end + 1 - cursorChunk.length;
    return cursorChunk.toString('utf8', start - chunkStart, end - chunkStart);
  }
  const bytes = Buffer.alloc(end - start);
  const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
  return bytesRead === bytes.length ? bytes.toString('utf8') : undefined;
}
