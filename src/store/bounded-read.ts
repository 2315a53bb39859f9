// Reading a store file with a bound on what it may hold (file-limits.ts). The size from stat refuses
// a large file without reading it; the read itself still stops one byte past the bound, since a file
// may grow while it is read (stat alone would not bound that).
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { errnoCode, ioError } from './errors.ts';
import { openFile } from './paths.ts';

/** A file longer than the bound, which was not read whole. */
export interface Oversized {
  oversized: true;
  /** The file's length, or (when it grew while read) where the read stopped: past the bound. */
  bytes: number;
}

export const isOversized = (read: Buffer | Oversized | undefined): read is Oversized =>
  read !== undefined && !Buffer.isBuffer(read);

/**
 * The file's bytes from `start` to its end, or Oversized when the file is longer than `maxBytes`
 * (the bound is on the whole file, wherever the read starts).
 */
export async function readWithin(handle: FileHandle, maxBytes: number, start = 0): Promise<Buffer | Oversized> {
  const { size } = await handle.stat();
  if (size > maxBytes) return { oversized: true, bytes: size };
  // One byte more than the file had (the limit: one past the bound): a read that fills it found growth.
  const expected = Math.max(0, size - start);
  const mostBytes = Math.max(0, maxBytes - start) + 1;
  let buffer: Buffer = Buffer.allocUnsafeSlow(expected + 1);
  let filled = 0;
  for (;;) {
    if (filled === buffer.length) {
      if (filled === mostBytes) return { oversized: true, bytes: start + filled };
      buffer = grown(buffer, Math.min(mostBytes, buffer.length * 2));
    }
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, start + filled);
    filled += bytesRead;
    // Ended where its size said and no further (the spare byte is empty): no second read to find EOF.
    if (bytesRead === 0 || (filled >= expected && filled < buffer.length)) return buffer.subarray(0, filled);
  }
}

function grown(buffer: Buffer, length: number): Buffer {
  const larger = Buffer.allocUnsafeSlow(length);
  buffer.copy(larger);
  return larger;
}

/**
 * readWithin of a regular file (no symlink followed); undefined when it does not exist. Other
 * failures are STORAGE_IO / UNSAFE_STORAGE_PATH naming the file.
 */
export async function readFileWithin(file: string, maxBytes: number): Promise<Buffer | Oversized | undefined> {
  let handle: FileHandle;
  try {
    handle = await openFile(file, constants.O_RDONLY);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw ioError('opening', file, error);
  }
  try {
    return await readWithin(handle, maxBytes);
  } catch (error) {
    throw ioError('reading', file, error);
  } finally {
    await handle.close();
  }
}
