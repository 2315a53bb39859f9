// The single writer of one event log. The file descriptor stays open between appends and the
// chain head is kept in memory, so an append is one write of the whole batch and one
// fdatasync, with no stat, open or read-back on the way.
//
// The file is kept preallocated with written NUL bytes past the last record: an fdatasync after a
// write that extends the file also commits the new size (a journal commit on ext4), while one
// after a write into blocks already written and synced does not, and costs about a third less.
// Sparse space (ftruncate) does not help, so the zeros are written, in the same append (before
// its one fdatasync) as the batch that outgrew them. Readers treat trailing NULs as padding;
// close() trims them so files at rest carry none.
import { nodeCrypto } from './crypto.ts';
import { constants, fdatasyncSync, ftruncateSync, writeSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import {
  eventCursorSchema,
  type EventCursor,
  type EventLog,
  type EventRead,
  type NewEvent,
  type StoredEvent,
  type StoragePolicy,
} from './contract.ts';
import { StorageError, ioError } from './errors.ts';
import { checkCursorAnchor } from './cursor-anchor.ts';
import { scanEventLog, startCursor, type LogLocation } from './event-log-reader.ts';
import { readLogBytes } from './event-log-bytes.ts';
import { encodeBatch } from './event-batch.ts';
import { fsyncDirectory, openFile } from './paths.ts';
import type { SecretMatcher } from './secrets.ts';

export function parseCursor(from: EventCursor | undefined): EventCursor {
  if (from === undefined) return startCursor;
  const parsed = eventCursorSchema().safeParse(from);
  if (!parsed.success)
    throw new TypeError(`event cursor must be { offset, nextSeq, head: 64 hex }: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export interface ReadLogOptions {
  /** Also hash the bytes verified (EventRead.digest), from the same buffer. */
  digest?: boolean;
  /** Hand each closed batch over as it is verified, in place of EventRead.events (see ReadEventsOptions). */
  eachBatch?: (events: readonly StoredEvent[]) => void;
}

/** Reads and verifies the log from a cursor to its end without changing the file. */
export async function readLogFrom(
  handle: FileHandle,
  from: EventCursor,
  where: LogLocation,
  options: ReadLogOptions = {},
): Promise<{ read: EventRead; size: number }> {
  const hash = options.digest === true ? nodeCrypto().createHash('sha256') : undefined;
  const { eachBatch } = options;
  // Where this attempt reads from, and where the batches handed over so far end.
  let start = from;
  let handed = from;
  const sink =
    eachBatch === undefined
      ? undefined
      : (events: StoredEvent[], after: EventCursor) => {
          eachBatch(events);
          handed = after;
        };
  // A reader racing the live writer can catch the batch being written into the padding half
  // landed, with NULs where its bytes are not yet (not on sector boundaries, as a power loss
  // leaves them). That write takes microseconds: read again before calling the log corrupt.
  for (let attempt = 1; ; attempt += 1) {
    const { bytes, size, readStart } = await readLogBytes(handle, start, where);
    const between = (a: EventCursor, b: EventCursor) => bytes.subarray(a.offset - readStart, b.offset - readStart);
    try {
      const read = scanEventLog(bytes, start, where, sink);
      if (hash !== undefined) read.digest = hash.update(between(start, read.cursor)).digest('hex');
      return { read, size };
    } catch (error) {
      if (
        attempt === 3 ||
        !(error instanceof StorageError) ||
        error.code !== 'CORRUPT_EVENT_STREAM' ||
        !bytes.includes(0)
      )
        throw error;
      // Batches handed over stay handed over: the next attempt reads on from after them.
      hash?.update(between(start, handed));
      start = handed;
    }
  }
}

/** Preallocation step: a batch that does not fit extends the file to at least this far past its end. */
export const preallocationBytes = 64 * 1024;
const zeros = Buffer.alloc(preallocationBytes);

/** Writes all of `bytes` at `position` (a positional write may be short). */
function writeAllAt(fd: number, bytes: Buffer, position: number): void {
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written, position + written);
}

export interface OpenLogOptions {
  where: LogLocation;
  /** Directory holding the log, synced once after the first append of each writer. */
  directory: string;
  policy: StoragePolicy;
  secrets: SecretMatcher;
  from?: EventCursor;
  onClose: () => void;
}

export async function openLocalEventLog(options: OpenLogOptions): Promise<EventLog> {
  const { where } = options;
  const from = parseCursor(options.from);
  let handle: FileHandle;
  try {
    // No O_APPEND: batches are written at the cursor, inside the preallocated padding.
    handle = await openFile(where.path, constants.O_RDWR | constants.O_CREAT);
  } catch (error) {
    throw ioError('opening event log', where.path, error, { runId: where.runId, log: where.log });
  }
  let state: EventCursor;
  try {
    await checkCursorAnchor(handle, from, where);
    const { read, size } = await readLogFrom(handle, from, where);
    if (read.cursor.offset < size) {
      // Discard the torn tail and any padding so the next batch continues the chain from the last
      // closed batch. Preallocation starts again with the first append.
      await handle.truncate(read.cursor.offset);
      await handle.datasync();
    }
    state = { ...read.cursor };
  } catch (error) {
    await handle.close();
    throw ioError('opening event log', where.path, error, { runId: where.runId, log: where.log });
  }
  return new LocalEventLog(handle, state, options);
}

class LocalEventLog implements EventLog {
  readonly name: EventLog['name'];
  #handle: FileHandle;
  #state: EventCursor;
  /** File size: the records end at #state.offset, NUL padding fills the rest. */
  #allocatedEnd: number;
  #directorySynced: boolean;
  #options: OpenLogOptions;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;
  /** Set when a write or sync failed: the file's end is unknown, so only a reopen (which verifies) may continue. */
  #failure: unknown;

  constructor(handle: FileHandle, state: EventCursor, options: OpenLogOptions) {
    this.name = options.where.log;
    this.#handle = handle;
    this.#state = state;
    this.#allocatedEnd = state.offset;
    // Even an existing file may have been created by a process that died before syncing its
    // directory entry, so every writer syncs the directory once, after its first append.
    this.#directorySynced = false;
    this.#options = options;
  }

  cursor(): EventCursor {
    return { ...this.#state };
  }

  append(records: readonly NewEvent[]): Promise<StoredEvent[]> {
    // Checked at call time: an append made before close() still completes.
    if (this.#closed) {
      const { where } = this.#options;
      return Promise.reject(
        new StorageError('STORAGE_IO', `${where.log} event log of run ${where.runId} is closed`, {
          runId: where.runId,
          log: where.log,
        }),
      );
    }
    const run = this.#queue.then(() => this.#append(records));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#queue;
    try {
      // Trim the padding so files at rest (and the cache archive, artifact uploads) hold records
      // only. Not synced: if a power loss undoes the trim, the padding comes back, which readers
      // ignore and the next writer truncates on open; the records before it are durable already.
      // After a failed write this also drops whatever part of the failed batch got written.
      ftruncateSync(this.#handle.fd, this.#state.offset);
    } catch {
      // Trimming only saves space; leftover padding is harmless, so it must not fail the close.
    }
    await this.#handle.close();
    this.#options.onClose();
  }

  async #append(records: readonly NewEvent[]): Promise<StoredEvent[]> {
    const { where } = this.#options;
    if (this.#failure !== undefined) {
      throw new StorageError(
        'STORAGE_IO',
        `${where.log} event log of run ${where.runId} failed an earlier write; reopen it`,
        {
          runId: where.runId,
          log: where.log,
          cause: this.#failure,
        },
      );
    }
    // Checked through an unknown: Array.isArray would narrow the readonly array itself to any[].
    const given: unknown = records;
    if (!Array.isArray(given)) throw new TypeError('append takes an array of events');
    if (records.length === 0) return [];

    // Checked and encoded whole before anything is written.
    const batch = encodeBatch(records, this.#options, this.#state);
    await this.#writeDurably(batch.bytes);
    this.#state = { offset: this.#state.offset + batch.bytes.length, nextSeq: batch.nextSeq, head: batch.head };
    return batch.stored;
  }

  async #writeDurably(bytes: Buffer): Promise<void> {
    const { where } = this.#options;
    try {
      // Synchronous syscalls on purpose: the caller awaits durability anyway, and the two
      // thread-pool round trips of an async write + datasync cost as much as the sync itself
      // on a fast disk (see bench/store.ts). The event loop is blocked for one fdatasync.
      const fd = this.#handle.fd;
      const batchEnd = this.#state.offset + bytes.length;
      writeAllAt(fd, bytes, this.#state.offset);
      if (batchEnd > this.#allocatedEnd) {
        writeAllAt(fd, zeros, batchEnd);
        this.#allocatedEnd = batchEnd + zeros.length;
      }
      fdatasyncSync(fd);
      if (!this.#directorySynced) {
        await fsyncDirectory(this.#options.directory);
        this.#directorySynced = true;
      }
    } catch (error) {
      this.#failure = error;
      throw ioError('appending to event log', where.path, error, { runId: where.runId, log: where.log });
    }
  }
}
