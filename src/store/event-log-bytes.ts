// Reading an event log's bytes from a cursor, every line bounded as it lands. A restored store is
// untrusted: a log may hold one line of gigabytes, which no writer of this store wrote (each line is
// at most maxEventRecordBytes). Such a line is refused (CORRUPT_EVENT_STREAM) once that many bytes
// of it have been read, never read whole: a whole read took about three times the line in memory
// and, past a gigabyte, failed with a JavaScript string-length error instead of the store's own.
import type { FileHandle } from 'node:fs/promises';
import type { EventCursor } from './contract.ts';
import { StorageError } from './errors.ts';
import { corrupt, type LogLocation } from './event-log-reader.ts';
import { maxEventRecordBytes } from './record-limits.ts';

const newline = 0x0a;
/** Bytes asked of one read: a line past the limit is refused at most this far past it. */
const readStepBytes = 4 * 1024 * 1024;
/** A log up to this size gets one buffer for all of it (no copy); a larger one's buffer grows as it is read. */
const firstBufferBytes = 64 * 1024 * 1024;

export interface LogBytes {
  /** The log from `readStart` to its end (as long as it was when the read began). */
  bytes: Buffer;
  size: number;
  /** File offset of bytes[0]: the byte before the cursor (its record's newline), or 0. */
  readStart: number;
}

/**
 * Reads the log from the byte before `from` to its end. `maxLineBytes` is the store's
 * maxEventRecordBytes; tests pass a smaller one.
 */
export async function readLogBytes(
  handle: FileHandle,
  from: EventCursor,
  where: LogLocation,
  maxLineBytes = maxEventRecordBytes,
): Promise<LogBytes> {
  const { size } = await handle.stat();
  if (size < from.offset) {
    throw corrupt(
      where,
      from.nextSeq + 1,
      `the log is ${size} bytes long, shorter than the cursor at byte ${from.offset}`,
    );
  }
  const readStart = from.offset > 0 ? from.offset - 1 : 0; // include the newline that ends the cursor's record
  const total = size - readStart;
  let buffer: Buffer = Buffer.allocUnsafe(Math.min(total, firstBufferBytes));
  let filled = 0;
  // Where the line not yet known to end within the limit starts.
  let lineStart = 0;
  while (filled < total) {
    if (filled === buffer.length) buffer = grown(buffer, Math.min(total, buffer.length * 2));
    const { bytesRead } = await handle.read(
      buffer,
      filled,
      Math.min(readStepBytes, buffer.length - filled),
      readStart + filled,
    );
    if (bytesRead === 0) break;
    filled += bytesRead;
    // One backward search per limit's worth of bytes: a log of short lines costs next to nothing.
    while (filled - lineStart > maxLineBytes) {
      const lineEnd = buffer.lastIndexOf(newline, lineStart + maxLineBytes);
      if (lineEnd < lineStart) throw lineTooLong(where, buffer, from, lineStart, maxLineBytes);
      lineStart = lineEnd + 1;
    }
  }
  return { bytes: buffer.subarray(0, filled), size, readStart };
}

function grown(buffer: Buffer, length: number): Buffer {
  const larger = Buffer.allocUnsafe(length);
  buffer.copy(larger);
  return larger;
}

/** CORRUPT_EVENT_STREAM naming the line that starts at bytes[lineStart] and the limit it passes. */
function lineTooLong(
  where: LogLocation,
  bytes: Buffer,
  from: EventCursor,
  lineStart: number,
  maxLineBytes: number,
): StorageError {
  // Line numbers count from the cursor's record, as scanEventLog's do (bytes[0] ends it when offset > 0).
  let line = from.nextSeq + 1;
  for (let at = bytes.indexOf(newline, from.offset > 0 ? 1 : 0); at >= 0 && at < lineStart;) {
    line += 1;
    at = bytes.indexOf(newline, at + 1);
  }
  const error = corrupt(
    where,
    line,
    `the line is longer than ${maxLineBytes} bytes (maxEventRecordBytes), more than any record; it was not read further`,
  );
  return new StorageError(error.code, error.message, {
    runId: where.runId,
    log: where.log,
    line,
    seq: line - 1,
    path: where.path,
    limit: maxLineBytes,
  });
}
