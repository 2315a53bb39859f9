// Live output files of node attempts, below <run>/logs/: `<attemptId>.head.jsonl` grows by appends
// while the attempt runs, `<attemptId>.tail.jsonl` is replaced whole (the latest lines once the head
// is full). Writes are batched by the caller and not synced one by one: a crashed process keeps what
// reached the kernel. Known secrets are redacted from every write, also behind an encoding (logs are
// redacted, never refused).
// The line format is the runner's; the store only keeps the bytes safely inside the run directory.
import { nodeCrypto } from './crypto.ts';
import { constants, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import type { RunStorage } from './contract.ts';
import { StorageError, errnoCode, ioError } from './errors.ts';
import { assertStoreId } from './ids.ts';
import { attemptLogSegments, runSegments } from './layout.ts';
import { isOversized, readWithin } from './bounded-read.ts';
import { maxAttemptLogFileBytes } from './file-limits.ts';
import { ensureDirectory, findDirectory, joinInside, openFile, removeQuietly } from './paths.ts';
import { redactEncodedSecrets, redactKnownSecretsInValue } from './secret-scan.ts';
import { createSecretMatcher, type SecretMatcher } from './secrets.ts';

export interface AttemptLogWriter {
  appendHead(bytes: Buffer): Promise<void>;
  replaceTail(bytes: Buffer): Promise<void>;
  /** fdatasync of the head file. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface AttemptLogFiles {
  head: Buffer | undefined;
  tail: Buffer | undefined;
}

const headName = (attemptId: string) => `${attemptId}.head.jsonl`;
const tailName = (attemptId: string) => `${attemptId}.tail.jsonl`;

/**
 * Path of an attempt's head file (for pointers in outputs), relative to the storage directory, or
 * with `from: 'run'` to the run directory (the root of the Action's store artifact).
 */
export function attemptLogPath(
  storage: RunStorage,
  runId: string,
  attemptId: string,
  options: { from?: 'storage' | 'run' } = {},
): string {
  assertStoreId('run ID', runId);
  assertStoreId('attempt ID', attemptId);
  const segments = [...attemptLogSegments(storage.namespace, runId), headName(attemptId)];
  return (options.from === 'run' ? segments.slice(runSegments(storage.namespace, runId).length) : segments).join('/');
}

export async function openAttemptLog(storage: RunStorage, runId: string, attemptId: string): Promise<AttemptLogWriter> {
  assertStoreId('run ID', runId);
  assertStoreId('attempt ID', attemptId);
  const matcher = createSecretMatcher(storage.knownSecrets);
  // Raw forms anywhere in the bytes, then what hides behind an encoding in each line's strings.
  const redact = (bytes: Buffer): Buffer => {
    const raw = matcher.redact(bytes);
    return matcher.minSecretBytes === 0 ? raw : redactEncodedInLines(matcher, raw);
  };
  const directory = await ensureDirectory(storage.directory, attemptLogSegments(storage.namespace, runId));
  const headFile = joinInside(directory, [headName(attemptId)]);
  const tailFile = joinInside(directory, [tailName(attemptId)]);
  let handle: FileHandle;
  try {
    handle = await openFile(headFile, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND);
  } catch (error) {
    throw ioError('opening attempt log', headFile, error, { runId });
  }
  return {
    async appendHead(bytes) {
      try {
        await handle.write(redact(bytes));
      } catch (error) {
        throw ioError('appending to attempt log', headFile, error, { runId });
      }
    },
    async replaceTail(bytes) {
      const temp = joinInside(directory, [`.tmp-${nodeCrypto().randomUUID()}`]);
      try {
        await fs.writeFile(temp, redact(bytes), { mode: 0o600, flag: 'wx' });
        await fs.rename(temp, tailFile);
      } catch (error) {
        await removeQuietly(temp);
        throw ioError('replacing attempt log tail', tailFile, error, { runId });
      }
    },
    sync: async () => handle.datasync(),
    close: async () => handle.close(),
  };
}

export interface ReadAttemptLogOptions {
  /** Read the head file from this byte offset (a follower's position). */
  headFrom?: number;
  /** Skip reading the tail when its size and mtime still match this signature. */
  tailUnless?: string;
}

/**
 * Each JSON line with its strings' encoded secrets redacted (re-encoded only when one changed), so
 * a replacement never cuts a JSON escape; a line that is not JSON is redacted as text.
 */
function redactEncodedInLines(matcher: SecretMatcher, bytes: Buffer): Buffer {
  const lines = bytes.toString('utf8').split('\n');
  const redacted = lines.map((line) => redactLine(matcher, line));
  return redacted.some((line, index) => line !== lines[index]) ? Buffer.from(redacted.join('\n'), 'utf8') : bytes;
}

function redactLine(matcher: SecretMatcher, line: string): string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return redactEncodedSecrets(matcher, line);
  }
  const redacted = redactKnownSecretsInValue(matcher, value);
  return redacted === value ? line : JSON.stringify(redacted);
}

/**
 * Both files of an attempt's live log (undefined where missing). `tailSignature` identifies the tail
 * file's version; `tail` is undefined when it matched `tailUnless`.
 */
export async function readAttemptLog(
  storage: RunStorage,
  runId: string,
  attemptId: string,
  options: ReadAttemptLogOptions = {},
): Promise<AttemptLogFiles & { tailSignature: string | undefined }> {
  assertStoreId('run ID', runId);
  assertStoreId('attempt ID', attemptId);
  const directory = await findDirectory(storage.directory, attemptLogSegments(storage.namespace, runId));
  if (directory === undefined) return { head: undefined, tail: undefined, tailSignature: undefined };
  const head = await readFrom(joinInside(directory, [headName(attemptId)]), options.headFrom ?? 0, runId);
  const tailFile = joinInside(directory, [tailName(attemptId)]);
  const stats = await fs.lstat(tailFile).catch(() => undefined);
  const tailSignature = stats?.isFile() === true ? `${stats.size}:${stats.mtimeMs}:${stats.ino}` : undefined;
  if (tailSignature === undefined || tailSignature === options.tailUnless)
    return { head, tail: undefined, tailSignature };
  return { head, tail: await readFrom(tailFile, 0, runId), tailSignature };
}

/**
 * The file from `offset` to its end; undefined when it does not exist. A file past
 * maxAttemptLogFileBytes (a restored store is untrusted) is refused, not read: STORAGE_LIMIT_EXCEEDED.
 */
async function readFrom(file: string, offset: number, runId: string): Promise<Buffer | undefined> {
  let handle: FileHandle;
  try {
    handle = await openFile(file, constants.O_RDONLY);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw ioError('opening attempt log', file, error, { runId });
  }
  try {
    const read = await readWithin(handle, maxAttemptLogFileBytes, offset);
    if (!isOversized(read)) return read;
    throw new StorageError(
      'STORAGE_LIMIT_EXCEEDED',
      `attempt log ${file} of run ${runId} is ${read.bytes} bytes, more than the ${maxAttemptLogFileBytes} of any attempt's output (maxAttemptLogFileBytes); it was not read`,
      { runId, path: file, limit: maxAttemptLogFileBytes, actual: read.bytes },
    );
  } catch (error) {
    throw ioError('reading attempt log', file, error, { runId });
  } finally {
    await handle.close();
  }
}

/** Attempt IDs that have a live log, sorted. */
export async function listAttemptLogs(storage: RunStorage, runId: string): Promise<string[]> {
  assertStoreId('run ID', runId);
  const directory = await findDirectory(storage.directory, attemptLogSegments(storage.namespace, runId));
  if (directory === undefined) return [];
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return [];
    throw ioError('listing attempt logs', directory, error, { runId });
  }
  return names
    .filter((name) => name.endsWith('.head.jsonl'))
    .map((name) => name.slice(0, -'.head.jsonl'.length))
    .sort();
}
