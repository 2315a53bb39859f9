// The zip's central directory, read and checked whole before anything is written: every entry a
// plain file or directory with a plain name, once, within the limits. zip-reader.ts streams the
// entries out and re-exports these names.
import type { FileHandle } from 'node:fs/promises';

export class ZipProblem extends Error {
  override readonly name = 'ZipProblem';
}

export interface ZipEntry {
  name: string;
  kind: 'file' | 'directory';
  method: number;
  compressedSize: number;
  size: number;
  crc32: number;
  localHeaderOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

export const defaultZipLimits: ZipLimits = { maxEntries: 200_000, maxTotalBytes: 4 * 1024 ** 3 };

/**
 * A store's run directory is at most two levels deep (`artifacts/<digest>`) with short names: an entry
 * deeper or longer than these is no store's, and is refused before anything is written (unrefused, a
 * deep one made thousands of directories before the file system's path limit stopped it).
 */
export const maxEntryDepth = 8;
export const maxEntryNameLength = 1024;
/** A central directory record: 46 bytes, the name, and what any zip tool puts in extra field and comment. */
const maxCentralRecordBytes = 46 + maxEntryNameLength + 1024;
/** A local header (30 bytes, the name, an extra field) and a zip64 data descriptor. */
const maxLocalRecordBytes = 30 + maxEntryNameLength + 1024 + 24;

/**
 * The largest zip file whose entries can be within `limits`: their bytes, each entry's records and the
 * end records (with a comment, and zip64's). A larger file is refused before it is read (or
 * downloaded: artifact-restore.ts).
 */
export function zipFileBound(limits: ZipLimits = defaultZipLimits): number {
  return limits.maxTotalBytes + limits.maxEntries * (maxCentralRecordBytes + maxLocalRecordBytes) + 22 + 0xffff + 76;
}

export const signatures = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  end64: 0x06064b50,
  locator64: 0x07064b50,
};
/** Store file and directory names: the store's own alphabet. */
const plainSegment = /^[A-Za-z0-9._-]{1,255}$/;
const unixFileType = 0o170000;
const unixTypes = { file: 0o100000, directory: 0o040000, symlink: 0o120000 };

export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipProblem(`truncated archive: wanted ${length} bytes at offset ${position}`);
  return buffer;
}

function u64(buffer: Buffer, offset: number): number {
  const value = buffer.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipProblem('a zip64 size or offset is out of range');
  return Number(value);
}

async function findDirectory(
  handle: FileHandle,
  fileSize: number,
): Promise<{ entries: number; offset: number; size: number }> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    // The end record's comment must run exactly to the end of the file: no false match inside a comment.
    if (tail.readUInt32LE(at) !== signatures.end || at + 22 + tail.readUInt16LE(at + 20) !== tail.length) continue;
    let entries = tail.readUInt16LE(at + 10);
    let size = tail.readUInt32LE(at + 12);
    let offset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      const locatorAt = fileSize - tailLength + at - 20;
      if (locatorAt < 0) throw new ZipProblem('zip64 end locator missing');
      const locator = await readAt(handle, locatorAt, 20);
      if (locator.readUInt32LE(0) !== signatures.locator64) throw new ZipProblem('zip64 end locator missing');
      const end64 = await readAt(handle, u64(locator, 8), 56);
      if (end64.readUInt32LE(0) !== signatures.end64) throw new ZipProblem('zip64 end record missing');
      entries = u64(end64, 32);
      size = u64(end64, 40);
      offset = u64(end64, 48);
    }
    if (offset + size > fileSize) throw new ZipProblem('central directory lies outside the file');
    return { entries, offset, size };
  }
  throw new ZipProblem('not a zip archive (no end of central directory record)');
}

export function checkEntryName(raw: string): { name: string; kind: 'file' | 'directory' } {
  const kind = raw.endsWith('/') ? 'directory' : 'file';
  const name = kind === 'directory' ? raw.slice(0, -1) : raw;
  const segments = name.split('/');
  if (raw.length > maxEntryNameLength || segments.length > maxEntryDepth)
    throw new ZipProblem(
      `entry ${JSON.stringify(raw.length > 200 ? `${raw.slice(0, 200)}…` : raw)} is ${raw.length} characters and ${segments.length} levels deep; store entries are at most ${maxEntryNameLength} characters and ${maxEntryDepth} levels`,
    );
  for (const segment of segments) {
    if (segment === '..' || segment === '.' || !plainSegment.test(segment)) {
      const why =
        segment === '..'
          ? 'a ".." segment'
          : segment === ''
            ? 'an empty segment or absolute path'
            : `segment ${JSON.stringify(segment)}`;
      throw new ZipProblem(
        `entry ${JSON.stringify(raw)} has ${why}; store entries are relative paths of [A-Za-z0-9._-] names`,
      );
    }
  }
  return { name, kind };
}

export async function readZipEntries(handle: FileHandle, limits: ZipLimits = defaultZipLimits): Promise<ZipEntry[]> {
  const fileSize = (await handle.stat()).size;
  if (fileSize > zipFileBound(limits))
    throw new ZipProblem(
      `the archive is ${fileSize} bytes, more than entries within the limits (${limits.maxEntries} entries, ${limits.maxTotalBytes} bytes) can take (${zipFileBound(limits)} bytes)`,
    );
  const directory = await findDirectory(handle, fileSize);
  if (directory.entries > limits.maxEntries)
    throw new ZipProblem(`${directory.entries} entries exceed the limit of ${limits.maxEntries}`);
  // Read whole below: bounded by what its entries can take, not by the (possibly gigabytes of) file.
  if (directory.size > directory.entries * maxCentralRecordBytes)
    throw new ZipProblem(
      `the central directory is ${directory.size} bytes, more than its ${directory.entries} entries can take (${maxCentralRecordBytes} bytes each)`,
    );
  const table = await readAt(handle, directory.offset, directory.size);
  const entries: ZipEntry[] = [];
  const seen = new Map<string, ZipEntry['kind']>();
  let total = 0;
  // Where the next record starts: centralEntry moves it past each one.
  const position = { at: 0 };
  for (let index = 0; index < directory.entries; index += 1) {
    const entry = centralEntry(table, position, index);
    if (seen.has(entry.name)) throw new ZipProblem(`entry ${JSON.stringify(entry.name)} appears twice`);
    seen.set(entry.name, entry.kind);
    total += entry.size;
    if (total > limits.maxTotalBytes)
      throw new ZipProblem(`unpacked size exceeds the limit of ${limits.maxTotalBytes} bytes`);
    entries.push(entry);
  }
  checkNoFileHoldsEntries(seen);
  return entries;
}

/** The central directory record at `position.at`, read and checked; the position moves past it. */
function centralEntry(table: Buffer, position: { at: number }, index: number): ZipEntry {
  const { at } = position;
  if (at + 46 > table.length || table.readUInt32LE(at) !== signatures.central)
    throw new ZipProblem(`central directory entry ${index} is malformed`);
  const madeBy = table.readUInt16LE(at + 4);
  const flags = table.readUInt16LE(at + 8);
  const method = table.readUInt16LE(at + 10);
  const crc = table.readUInt32LE(at + 16);
  let compressedSize = table.readUInt32LE(at + 20);
  let size = table.readUInt32LE(at + 24);
  const nameLength = table.readUInt16LE(at + 28);
  const extraLength = table.readUInt16LE(at + 30);
  const commentLength = table.readUInt16LE(at + 32);
  const external = table.readUInt32LE(at + 38);
  let localHeaderOffset = table.readUInt32LE(at + 42);
  const end = at + 46 + nameLength + extraLength + commentLength;
  if (end > table.length) throw new ZipProblem(`central directory entry ${index} runs past the directory`);
  const raw = table.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
  const extra = table.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
  position.at = end;

  // zip64: the 0xffffffff fields appear, in this order, in extra field 0x0001.
  for (let cursor = 0; cursor + 4 <= extra.length;) {
    const id = extra.readUInt16LE(cursor);
    const length = extra.readUInt16LE(cursor + 2);
    if (id === 0x0001) {
      let field = cursor + 4;
      const next = () => {
        if (field + 8 > cursor + 4 + length)
          throw new ZipProblem(`entry ${JSON.stringify(raw)} has a short zip64 field`);
        const value = u64(extra, field);
        field += 8;
        return value;
      };
      if (size === 0xffffffff) size = next();
      if (compressedSize === 0xffffffff) compressedSize = next();
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = next();
    }
    cursor += 4 + length;
  }

  const { name, kind } = checkEntryName(raw);
  checkEntryType(raw, kind, flags, method, madeBy, external);
  return { name, kind, method, compressedSize, size, crc32: crc, localHeaderOffset };
}

/** Refuses encryption, compression other than stored and deflate, and unix types other than the plain `kind`. */
function checkEntryType(
  raw: string,
  kind: ZipEntry['kind'],
  flags: number,
  method: number,
  madeBy: number,
  external: number,
): void {
  if (flags & 0x1) throw new ZipProblem(`entry ${JSON.stringify(raw)} is encrypted`);
  if (method !== 0 && method !== 8)
    throw new ZipProblem(
      `entry ${JSON.stringify(raw)} uses compression method ${method}; only stored and deflate are read`,
    );
  if (madeBy >> 8 === 3) {
    const type = (external >>> 16) & unixFileType;
    if (type === unixTypes.symlink)
      throw new ZipProblem(`entry ${JSON.stringify(raw)} is a symlink; a store holds only files and directories`);
    const expected = kind === 'directory' ? unixTypes.directory : unixTypes.file;
    if (type !== 0 && type !== expected)
      throw new ZipProblem(
        `entry ${JSON.stringify(raw)} has unix file type 0o${type.toString(8)}, not a plain ${kind}`,
      );
  }
}

/** A file must not also be used as a directory (`a` and `a/b`). */
function checkNoFileHoldsEntries(seen: ReadonlyMap<string, ZipEntry['kind']>): void {
  for (const name of seen.keys()) {
    const segments = name.split('/');
    for (let depth = 1; depth < segments.length; depth += 1) {
      if (seen.get(segments.slice(0, depth).join('/')) === 'file')
        throw new ZipProblem(`entry ${JSON.stringify(name)} lies below the file ${segments.slice(0, depth).join('/')}`);
    }
  }
}
