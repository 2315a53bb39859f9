// Display caches (e.g. a status summary) kept beside the events. They are rebuilt from
// events when missing, stale or malformed, so they are written atomically but not synced,
// and any problem reading one is reported as "no checkpoint". A cache that continues from a
// cursor binds itself to the bytes below it with digestEventLogPrefixes: a restored store is
// untrusted, and reading from a cursor verifies nothing before it.
// A checkpoint may carry an attachment: raw bytes after its JSON line, in the same file (so the
// two are replaced together). Large data goes there rather than into the JSON text: V8 puts a
// string of 128 KiB or more on fresh pages (its large-object space), and on the 2-core machine the
// bench runs on, the page faults of each such string (the file's text, then the parsed value) cost
// ~0.5 ms: more than the rest of an open status read of a 100k-event run.
import { nodeCrypto } from './crypto.ts';
import { constants, promises as fs } from 'node:fs';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  eventLogNames,
  jsonValueSchema,
  type CheckpointEntry,
  type EventLogName,
  type JsonValue,
  type RunStorage,
} from './contract.ts';
import { StorageError, errnoCode, ioError } from './errors.ts';
import { canonicalJson } from './json.ts';
import { eventLogFileName, runSegments } from './layout.ts';
import { isOversized, readFileWithin } from './bounded-read.ts';
import { maxCheckpointFileBytes } from './file-limits.ts';
import { findDirectory, joinInside, openFile, removeQuietly, writeNewFile } from './paths.ts';
import { describeFinding, findEncodedSecret, findEncodedSecretInValue } from './secret-scan.ts';
import type { SecretMatcher } from './secrets.ts';

const checkpointSchema = lazySchema(() =>
  z
    .object({
      schemaVersion: z.literal(1),
      name: z.string(),
      value: jsonValueSchema,
      attachmentBytes: z.number().int().nonnegative().optional(),
    })
    .strict(),
);

const newline = 0x0a;

export async function writeCheckpointFile(
  directory: string,
  runId: string,
  name: string,
  value: JsonValue,
  secrets: SecretMatcher,
  attachment?: Uint8Array,
): Promise<void> {
  const head = canonicalJson({
    schemaVersion: 1,
    name,
    value,
    ...(attachment === undefined ? {} : { attachmentBytes: attachment.byteLength }),
  });
  // JSON text holds no raw newline, so the first one ends it. Spaces before it start the attachment
  // at a multiple of 4 bytes into the file: a reader can view it as 32-bit words without a copy.
  const content = attachment === undefined ? head : Buffer.concat([Buffer.from(alignedLine(head)), attachment]);
  // A reader takes no larger file for a checkpoint: writing one would only cost the write.
  const contentBytes = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  if (contentBytes > maxCheckpointFileBytes)
    throw new StorageError(
      'STORAGE_LIMIT_EXCEEDED',
      `checkpoint ${name} of run ${runId} is ${contentBytes} bytes; a checkpoint file holds at most ${maxCheckpointFileBytes} (maxCheckpointFileBytes); it was not stored`,
      { runId, limit: maxCheckpointFileBytes, actual: contentBytes },
    );
  const secret = typeof content === 'string' ? secrets.findIn(content) : secrets.findInBytes(content);
  if (secret >= 0)
    throw new StorageError(
      'KNOWN_SECRET',
      `checkpoint ${name} of run ${runId} holds knownSecrets[${secret}]; it was not stored`,
      { runId },
    );
  // The attachment is decoded on its own: JSON text there is walked as JSON, which the line before
  // it would prevent.
  const encoded =
    findEncodedSecretInValue(secrets, value) ??
    (attachment === undefined ? null : findEncodedSecret(secrets, attachment));
  if (encoded !== null)
    throw new StorageError(
      'KNOWN_SECRET',
      `checkpoint ${name} of run ${runId} holds knownSecrets[${encoded.index}] (${describeFinding(encoded)}); it was not stored`,
      { runId },
    );
  const target = joinInside(directory, [`${name}.json`]);
  const temp = joinInside(directory, [`.${name}.${nodeCrypto().randomUUID()}.tmp`]);
  try {
    await writeNewFile(temp, content, false);
    await fs.rename(temp, target);
  } catch (error) {
    await removeQuietly(temp);
    throw ioError('writing checkpoint', target, error, { runId });
  }
}

/** `head` and its newline, with spaces before it that make the line a multiple of 4 bytes long. */
function alignedLine(head: string): string {
  return `${head}${' '.repeat((4 - ((Buffer.byteLength(head) + 1) % 4)) % 4)}\n`;
}

export async function readCheckpointFile(
  directory: string | undefined,
  name: string,
): Promise<CheckpointEntry | undefined> {
  if (directory === undefined) return undefined;
  // Larger than any checkpoint written: not one (a display cache, rebuilt from the events).
  const bytes = await readFileWithin(joinInside(directory, [`${name}.json`]), maxCheckpointFileBytes);
  if (bytes === undefined || isOversized(bytes)) return undefined;
  const end = bytes.indexOf(newline);
  try {
    const parsed = checkpointSchema().safeParse(JSON.parse(bytes.toString('utf8', 0, end < 0 ? bytes.length : end)));
    if (!parsed.success || parsed.data.name !== name) return undefined;
    const { attachmentBytes, value } = parsed.data;
    if (attachmentBytes === undefined) return end < 0 ? { value, attachment: new Uint8Array(0) } : undefined;
    // Torn or grown: the attachment must be exactly the bytes the JSON line announces.
    if (end < 0 || bytes.length - end - 1 !== attachmentBytes) return undefined;
    return { value, attachment: new Uint8Array(bytes.buffer, bytes.byteOffset + end + 1, attachmentBytes) };
  } catch {
    return undefined;
  }
}

/** Bytes read per step while hashing a log prefix (the whole log is never held in memory). */
const prefixChunkBytes = 1024 * 1024;

/**
 * SHA-256 (hex) of the first `offsets[i]` bytes of a run's event log, all in one streaming pass
 * (offsets in any order); undefined for an offset past the end of the log (a missing log is empty).
 * The log is append-only, so the digest of the bytes below a cursor never changes legitimately.
 */
export async function digestEventLogPrefixes(
  storage: RunStorage,
  runId: string,
  log: EventLogName,
  offsets: readonly number[],
): Promise<Array<string | undefined>> {
  if (!eventLogNames.includes(log))
    throw new TypeError(`event log must be one of ${eventLogNames.join(', ')}; got ${JSON.stringify(log)}`);
  if (!offsets.every((offset) => Number.isSafeInteger(offset) && offset >= 0))
    throw new TypeError('offsets must be non-negative integers');
  const file = joinInside(storage.runDirectory(runId), [eventLogFileName(log)]);
  const digests: Array<string | undefined> = offsets.map(() => undefined);
  // A missing log reads as empty (as readEvents has it): only offset 0 has a digest.
  const missing = () =>
    offsets.map((offset) => (offset === 0 ? nodeCrypto().createHash('sha256').digest('hex') : undefined));
  // Refuses a symlinked directory on the way, as every other read of the store does.
  if ((await findDirectory(storage.directory, runSegments(storage.namespace, runId))) === undefined) return missing();
  let handle;
  try {
    handle = await openFile(file, constants.O_RDONLY);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return missing();
    throw ioError('opening event log', file, error, { runId, log });
  }
  try {
    const order = offsets.map((offset, index) => ({ offset, index })).sort((a, b) => a.offset - b.offset);
    const hash = nodeCrypto().createHash('sha256');
    const buffer = Buffer.allocUnsafe(Math.min(prefixChunkBytes, Math.max(1, order.at(-1)?.offset ?? 1)));
    let position = 0;
    for (const { offset, index } of order) {
      while (position < offset) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, offset - position), position);
        if (bytesRead === 0) return digests; // shorter than this offset (and every later one)
        hash.update(buffer.subarray(0, bytesRead));
        position += bytesRead;
      }
      digests[index] = hash.copy().digest('hex');
    }
    return digests;
  } catch (error) {
    throw ioError('reading event log', file, error, { runId, log });
  } finally {
    await handle.close();
  }
}

/** Bytes below a cursor that a checkpoint binds itself to (the last records, their chain hash with them). */
export const eventLogWindowBytes = 4096;

/**
 * SHA-256 (hex) of the `eventLogWindowBytes` bytes below each of `ends` (fewer at the start of the
 * log); undefined for an end past the end of the log (a missing log is empty). Costs one window per
 * end, whatever the log's length: what lets a status read from a checkpoint cost only the new events.
 */
export async function digestEventLogWindows(
  storage: RunStorage,
  runId: string,
  log: EventLogName,
  ends: readonly number[],
): Promise<Array<string | undefined>> {
  if (!eventLogNames.includes(log))
    throw new TypeError(`event log must be one of ${eventLogNames.join(', ')}; got ${JSON.stringify(log)}`);
  if (!ends.every((end) => Number.isSafeInteger(end) && end >= 0))
    throw new TypeError('ends must be non-negative integers');
  const file = joinInside(storage.runDirectory(runId), [eventLogFileName(log)]);
  const empty = nodeCrypto().createHash('sha256').digest('hex');
  const missing = () => ends.map((end) => (end === 0 ? empty : undefined));
  if ((await findDirectory(storage.directory, runSegments(storage.namespace, runId))) === undefined) return missing();
  let handle;
  try {
    handle = await openFile(file, constants.O_RDONLY);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return missing();
    throw ioError('opening event log', file, error, { runId, log });
  }
  try {
    const digests: Array<string | undefined> = [];
    for (const end of ends) {
      const start = Math.max(0, end - eventLogWindowBytes);
      const buffer = Buffer.alloc(end - start);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      digests.push(
        bytesRead === buffer.length ? nodeCrypto().createHash('sha256').update(buffer).digest('hex') : undefined,
      );
    }
    return digests;
  } catch (error) {
    throw ioError('reading event log', file, error, { runId, log });
  } finally {
    await handle.close();
  }
}
