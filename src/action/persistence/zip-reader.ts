// A strict reader for the store artifact's zip. An artifact from another workflow run is
// untrusted (a fork's pull-request run can upload one), so the Action does not let the
// artifact client extract it: it downloads the raw zip and refuses, before writing anything,
// every entry that is not a plain file or directory with a plain name — symlinks, `..`, absolute
// paths, odd characters, duplicates, encryption, unknown compression — and bounds the total size
// against zip bombs (those checks of the central directory: zip-directory.ts). Entries are then
// streamed (read, inflated and CRC-checked in chunks), so no entry over 1 MiB is ever held whole in
// memory; smaller ones are checked in memory (streams cost a store of many small files minutes).
import { constants, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import {
  ZipProblem,
  defaultZipLimits,
  readAt,
  readZipEntries,
  signatures,
  type ZipEntry,
  type ZipLimits,
} from './zip-directory.ts';

export {
  ZipProblem,
  checkEntryName,
  defaultZipLimits,
  readZipEntries,
  type ZipEntry,
  type ZipLimits,
} from './zip-directory.ts';

/**
 * Counts and checksums an entry's bytes as they pass: more than the declared size fails at once
 * (a bomb is cut there, not inflated whole), and the end checks the size and the CRC-32.
 */
class EntryCheck extends Transform {
  bytes = 0;
  #crc = 0;
  readonly #entry: ZipEntry;
  constructor(entry: ZipEntry) {
    super();
    this.#entry = entry;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.#entry.size) {
      done(holdsMore(this.#entry));
      return;
    }
    this.#crc = crc32(chunk, this.#crc);
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    done(endProblem(this.#entry, this.bytes, this.#crc));
  }
}

function holdsMore({ name, size, method }: ZipEntry): ZipProblem {
  return new ZipProblem(
    method === 0
      ? `entry ${JSON.stringify(name)} holds more than its declared ${size} bytes`
      : `entry ${JSON.stringify(name)} does not inflate to its declared ${size} bytes (it holds more)`,
  );
}

/** What is wrong with an entry's whole content (`bytes` long, CRC-32 `crc`), or undefined. */
function endProblem(entry: ZipEntry, bytes: number, crc: number): ZipProblem | undefined {
  const name = JSON.stringify(entry.name);
  if (bytes > entry.size) return holdsMore(entry);
  if (bytes !== entry.size) return new ZipProblem(`entry ${name} holds ${bytes} bytes, declared ${entry.size}`);
  if (crc !== entry.crc32) return new ZipProblem(`entry ${name} fails its CRC-32`);
  return undefined;
}

function inflateProblem(entry: ZipEntry, error: Error): ZipProblem {
  return new ZipProblem(
    `entry ${JSON.stringify(entry.name)} does not inflate to its declared ${entry.size} bytes (${error.message})`,
  );
}

/** Entries this small are read, inflated and checked in memory: streams cost milliseconds per entry. */
const inMemoryBytes = 1024 * 1024;
const newFileFlags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Where an entry's compressed bytes start, checked to lie inside the file. */
async function dataStartOf(handle: FileHandle, entry: ZipEntry, fileSize: number): Promise<number> {
  const header = await readAt(handle, entry.localHeaderOffset, 30);
  if (header.readUInt32LE(0) !== signatures.local)
    throw new ZipProblem(`entry ${JSON.stringify(entry.name)} has no local header`);
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize)
    throw new ZipProblem(`truncated archive: entry ${JSON.stringify(entry.name)} runs past the end of the file`);
  return start;
}

/**
 * Streams one file entry to `destination` (created, never replaced): read in chunks, inflated
 * incrementally, counted and CRC-checked on the way. A refused entry's partial file is removed.
 */
async function writeEntry(handle: FileHandle, entry: ZipEntry, destination: string, fileSize: number): Promise<void> {
  const start = await dataStartOf(handle, entry, fileSize);
  if (entry.size <= inMemoryBytes && entry.compressedSize <= inMemoryBytes) {
    await writeSmallEntry(handle, entry, destination, start);
    return;
  }
  const source =
    entry.compressedSize === 0
      ? Readable.from([])
      : handle.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: false, emitClose: false });
  const out = await fs.open(destination, newFileFlags, 0o600);
  try {
    const check = new EntryCheck(entry);
    const sink = out.createWriteStream();
    await (entry.method === 8 ? pipeline(source, createInflateRaw(), check, sink) : pipeline(source, check, sink));
  } catch (error) {
    await fs.rm(destination, { force: true });
    if (isZlibError(error)) throw inflateProblem(entry, error);
    throw error;
  } finally {
    await out.close().catch(() => undefined);
  }
}

/** writeEntry of an entry of at most inMemoryBytes: inflation stops one byte past the declared size. */
async function writeSmallEntry(handle: FileHandle, entry: ZipEntry, destination: string, start: number) {
  const stored = await readAt(handle, start, entry.compressedSize);
  let content = stored;
  if (entry.method === 8) {
    try {
      content = inflateRawSync(stored, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw holdsMore(entry);
      if (isZlibError(error)) throw inflateProblem(entry, error);
      throw error;
    }
  }
  const problem = endProblem(entry, content.length, crc32(content));
  if (problem !== undefined) throw problem;
  await fs.writeFile(destination, content, { flag: newFileFlags, mode: 0o600 });
}

function isZlibError(error: unknown): error is Error {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('Z_');
}

/**
 * Unpacks `zipFile` into `target`, which must be an empty directory this process just created
 * (so nothing in it can be a symlink). Names and types of all entries are checked before the
 * first byte is written; sizes and CRCs as each entry streams. On a ZipProblem the caller
 * discards `target`.
 */
export async function extractZip(
  zipFile: string,
  target: string,
  limits: ZipLimits = defaultZipLimits,
): Promise<{ files: number; bytes: number }> {
  const handle = await fs.open(zipFile, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const entries = await readZipEntries(handle, limits);
    const fileSize = (await handle.stat()).size;
    let bytes = 0;
    let files = 0;
    // Directories this extraction made (all of them: `target` was empty), so each is made once.
    const made = new Set<string>([target]);
    const makeDirectory = async (directory: string) => {
      if (made.has(directory)) return;
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      for (let above = directory; !made.has(above); above = path.dirname(above)) made.add(above);
    };
    for (const entry of entries) {
      const destination = path.join(target, ...entry.name.split('/'));
      if (entry.kind === 'directory') {
        await makeDirectory(destination);
        continue;
      }
      await makeDirectory(path.dirname(destination));
      await writeEntry(handle, entry, destination, fileSize);
      bytes += entry.size;
      files += 1;
    }
    return { files, bytes };
  } finally {
    await handle.close();
  }
}
