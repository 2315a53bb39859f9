// The per-run process lock: a file created exclusively under the machine-local directory,
// holding who took it. It is never taken over by force; a holder that looks dead is still
// the holder until someone who read its token breaks it (and records that takeover).
import { nodeCrypto } from './crypto.ts';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import { lockHolderSchema, type LockHolder, type ProcessLock } from './contract.ts';
import { StorageError, errnoCode, ioError } from './errors.ts';
import { canonicalJson } from './json.ts';
import { isOversized, readFileWithin } from './bounded-read.ts';
import { maxLockFileBytes } from './file-limits.ts';
import { ensureDirectory, findDirectory, fsyncDirectory, joinInside, removeQuietly, writeNewFile } from './paths.ts';

export interface LockLocation {
  root: string;
  /** Segments from root to the directory of this namespace's locks. */
  segments: readonly string[];
  runId: string;
}

/** Start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), null where unknown. */
export async function readPidStartTime(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; fields after its closing ')' start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[22 - 3]);
    return Number.isSafeInteger(value) ? value : null;
  } catch {
    return null;
  }
}

function lockFile(directory: string, runId: string): string {
  return joinInside(directory, [`${runId}.lock`]);
}

export async function readLock(location: LockLocation): Promise<LockHolder | undefined> {
  const directory = await findDirectory(location.root, location.segments);
  if (directory === undefined) return undefined;
  const file = lockFile(directory, location.runId);
  const bytes = await readFileWithin(file, maxLockFileBytes);
  if (bytes === undefined) return undefined;
  let raw: unknown;
  try {
    raw = isOversized(bytes) ? undefined : JSON.parse(bytes.toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = lockHolderSchema().safeParse(raw);
  if (!parsed.success) {
    const size = isOversized(bytes)
      ? ` (it is ${bytes.bytes} bytes, more than the ${maxLockFileBytes} of any holder, maxLockFileBytes; not read)`
      : '';
    throw new StorageError(
      'STORAGE_IO',
      `process lock of run ${location.runId} exists but its holder is unreadable${size}; remove ${file} by hand once no process holds it`,
      {
        runId: location.runId,
        path: file,
        ...(isOversized(bytes) ? { limit: maxLockFileBytes, actual: bytes.bytes } : {}),
      },
    );
  }
  return parsed.data;
}

function describe(holder: LockHolder): string {
  return `pid ${holder.pid} on ${holder.hostname} since ${holder.acquiredAt}`;
}

export async function acquireLock(location: LockLocation): Promise<ProcessLock> {
  const { runId } = location;
  const directory = await ensureDirectory(location.root, location.segments);
  const file = lockFile(directory, runId);
  const holder: LockHolder = {
    schemaVersion: 1,
    token: nodeCrypto().randomUUID(),
    pid: process.pid,
    pidStartTime: await readPidStartTime(process.pid),
    hostname: os.hostname(),
    acquiredAt: new Date().toISOString(),
  };
  // Written whole to a temp file, then linked: the lock appears atomically with its holder inside.
  const temp = joinInside(directory, [`.${runId}.${holder.token}.tmp`]);
  try {
    await writeNewFile(temp, canonicalJson(holder), true);
    try {
      await fs.link(temp, file);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      const current = await readLock(location).catch(() => undefined);
      throw new StorageError(
        'PROCESS_LOCKED',
        current === undefined
          ? `run ${runId} is locked by another process (${file})`
          : `run ${runId} is locked by ${describe(current)}; it is never taken over by force`,
        { runId, path: file, ...(current === undefined ? {} : { holder: current }) },
      );
    }
    await fsyncDirectory(directory);
  } catch (error) {
    throw ioError('acquiring process lock', file, error, { runId });
  } finally {
    await removeQuietly(temp);
  }

  let released = false;
  return {
    token: holder.token,
    async release() {
      if (released) return;
      released = true;
      await removeIfToken(location, holder.token);
    },
  };
}

/** Removes the lock only when it is held under `token`; returns whether it was removed. */
async function removeIfToken(location: LockLocation, token: string): Promise<boolean> {
  const current = await readLock(location).catch(() => undefined);
  if (current?.token !== token) return false;
  const directory = joinInside(location.root, location.segments);
  await fs.rm(lockFile(directory, location.runId), { force: true });
  await fsyncDirectory(directory);
  return true;
}

export async function breakLock(location: LockLocation, expectedToken: string): Promise<void> {
  const current = await readLock(location);
  if (current === undefined) return;
  if (current.token !== expectedToken) {
    throw new StorageError(
      'PROCESS_LOCKED',
      `run ${location.runId} is locked by ${describe(current)} under another token; not broken`,
      {
        runId: location.runId,
        holder: current,
      },
    );
  }
  await removeIfToken(location, expectedToken);
}
