// One lease per repository: a lease file under a machine-local directory, created
// atomically (link of a complete temp file, so a reader never sees half a record)
// and removed only by the holder of its token — or, once, by a new holder when the old one is
// provably dead (same host and boot, and its pid is gone or is another process now): the
// machine's temp directory outlives jobs on a self-hosted runner, and a killed job's lease
// must not block every later one. A live or unprovable holder still refuses.
import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { isSameProcessAlive, readProcessIdentity } from '../engine/command/index.ts';
import path from 'node:path';
import { describeError, WorkspaceError } from './errors.ts';
import {
  describeHolder,
  workspaceLeaseHolderSchema,
  workspaceLeaseRecordSchema,
  type WorkspaceLeaseHolder,
  type WorkspaceLeaseRecord,
} from './lease-record.ts';

export interface WorkspaceLease {
  readonly token: string;
  readonly record: WorkspaceLeaseRecord;
  /** Removes the lease file if it still holds this token (`WORKSPACE_RELEASE` otherwise). Repeat calls do nothing. */
  release(): Promise<void>;
  /** The lease of a provably dead holder that was cleared to take this one (for the caller to record). */
  readonly cleared?: WorkspaceLeaseRecord;
}

async function bootId(): Promise<string | undefined> {
  if (process.platform !== 'linux') return undefined;
  return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim() || undefined;
}

/** Dead beyond doubt: this host, this boot, and the pid is gone or belongs to another process now. */
async function provablyDead(record: WorkspaceLeaseRecord): Promise<boolean> {
  if (record.hostname !== hostname() || record.startedAt === undefined || record.bootId === undefined) return false;
  if (record.bootId !== (await bootId())) return false;
  const identity = { pid: record.pid, parentPid: 0, processGroupId: 0, startedAt: record.startedAt };
  return !(await isSameProcessAlive(identity));
}

/** Removes the lease file only if it still is `record` (moved aside first, as releaseLease does). */
async function clearDeadLease(leasePath: string, record: WorkspaceLeaseRecord): Promise<boolean> {
  const aside = `${leasePath}.${randomUUID()}.clearing`;
  try {
    await rename(leasePath, aside);
  } catch {
    return false;
  }
  const moved = await readLeaseFile(aside).catch(() => null);
  if (moved?.token !== record.token) {
    await link(aside, leasePath).catch(() => {});
    await unlink(aside).catch(() => {});
    return false;
  }
  await unlink(aside).catch(() => {});
  return true;
}

export function leaseFilePath(leaseDirectory: string, root: string): string {
  const key = createHash('sha256').update(root).digest('hex').slice(0, 32);
  return path.join(leaseDirectory, `workspace-${key}.lease`);
}

export async function acquireLease(
  leaseDirectory: string,
  root: string,
  holder: WorkspaceLeaseHolder,
): Promise<WorkspaceLease> {
  const record = await leaseRecordFor(root, holder);
  const leasePath = leaseFilePath(leaseDirectory, root);
  const temporary = `${leasePath}.${record.token}.tmp`;
  await writeLeaseTemporary(leaseDirectory, temporary, record);
  let cleared: WorkspaceLeaseRecord | undefined;
  try {
    await linkOrClearDead(temporary, leasePath, (dead) => (cleared = dead));
  } catch (error) {
    throw await leaseRefusal(error, root, leasePath);
  } finally {
    await unlink(temporary).catch(() => {});
  }
  return heldLease(leaseDirectory, root, record, cleared);
}

/** The record this holder's lease file will hold (a TypeError for a malformed holder). */
async function leaseRecordFor(root: string, holder: WorkspaceLeaseHolder): Promise<WorkspaceLeaseRecord> {
  const parsedHolder = workspaceLeaseHolderSchema().safeParse(holder);
  if (!parsedHolder.success)
    throw new TypeError('lease holder needs { runId: non-empty string, pid: positive integer }');
  const identity = await readProcessIdentity(parsedHolder.data.pid).catch(() => undefined);
  const boot = await bootId();
  return {
    schemaVersion: 1,
    root,
    token: randomUUID(),
    ...parsedHolder.data,
    hostname: hostname(),
    acquiredAt: new Date().toISOString(),
    ...(identity === undefined ? {} : { startedAt: identity.startedAt }),
    ...(boot === undefined ? {} : { bootId: boot }),
  };
}

/** Writes the complete record to its temp file, which is then linked into place. */
async function writeLeaseTemporary(
  leaseDirectory: string,
  temporary: string,
  record: WorkspaceLeaseRecord,
): Promise<void> {
  try {
    await mkdir(leaseDirectory, { recursive: true });
    await writeDurably(temporary, `${JSON.stringify(record)}\n`);
  } catch (error) {
    throw new WorkspaceError(
      'WORKSPACE_LEASE',
      `cannot create the workspace lease in ${leaseDirectory}: ${describeError(error)}`,
      { cause: error },
    );
  }
}

/** The error for a link that failed: the holder that has the lease when it exists (EEXIST). */
async function leaseRefusal(error: unknown, root: string, leasePath: string): Promise<WorkspaceError> {
  if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
    return new WorkspaceError(
      'WORKSPACE_LEASE',
      `cannot create the workspace lease ${leasePath}: ${describeError(error)}`,
      { cause: error },
    );
  }
  let current: WorkspaceLeaseRecord | null;
  try {
    current = await readLeaseFile(leasePath);
  } catch (readError) {
    return new WorkspaceError(
      'WORKSPACE_LEASE',
      `workspace ${root} is leased, but its lease file cannot be read (${describeError(readError)}); remove ${leasePath} only if no run holds it`,
      { cause: readError },
    );
  }
  if (current === null) {
    return new WorkspaceError(
      'WORKSPACE_LEASE',
      `workspace lease ${leasePath} for ${root} was released while being read; try again`,
    );
  }
  return new WorkspaceError('WORKSPACE_LEASE', `workspace ${root} is leased by ${describeHolder(current)}`, {
    holder: current,
  });
}

function heldLease(
  leaseDirectory: string,
  root: string,
  record: WorkspaceLeaseRecord,
  cleared: WorkspaceLeaseRecord | undefined,
): WorkspaceLease {
  let released = false;
  return {
    token: record.token,
    record,
    ...(cleared === undefined ? {} : { cleared }),
    async release() {
      if (released) return;
      await releaseLease(leaseDirectory, root, record.token);
      released = true;
    },
  };
}

/** Links the lease into place; a lease file of a provably dead holder is cleared (reported) and the link retried once. */
async function linkOrClearDead(
  temporary: string,
  leasePath: string,
  onCleared: (dead: WorkspaceLeaseRecord) => void,
): Promise<void> {
  try {
    await link(temporary, leasePath);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const current = await readLeaseFile(leasePath).catch(() => null);
    if (current === null || !(await provablyDead(current)) || !(await clearDeadLease(leasePath, current))) throw error;
    onCleared(current);
  }
  await link(temporary, leasePath);
}

/** The current lease record, or null when the repository is not leased. A malformed file rejects. */
export async function readLeaseFile(leasePath: string): Promise<WorkspaceLeaseRecord | null> {
  let text: string;
  try {
    text = await readFile(leasePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`lease file ${leasePath} is not JSON`);
  }
  const parsed = workspaceLeaseRecordSchema().safeParse(value);
  if (!parsed.success) throw new Error(`lease file ${leasePath} is not a workspace lease record`);
  return parsed.data;
}

/**
 * Refuses without touching the file unless it holds `token`; then moves it aside and
 * checks again, so the removal is of the file that was checked even if the lease
 * changed hands in between (a file that turns out not to be ours is linked back).
 */
export async function releaseLease(leaseDirectory: string, root: string, token: string): Promise<void> {
  const leasePath = leaseFilePath(leaseDirectory, root);
  const refuse = (detail: string, context: { holder?: WorkspaceLeaseRecord; cause?: unknown } = {}): WorkspaceError =>
    new WorkspaceError('WORKSPACE_RELEASE', `cannot release the workspace lease of ${root}: ${detail}`, context);
  const notOurs = (record: WorkspaceLeaseRecord | null): WorkspaceError =>
    record === null
      ? refuse('the lease file is gone')
      : refuse(`it is held by ${describeHolder(record)}, not by this token`, { holder: record });
  let current: WorkspaceLeaseRecord | null;
  try {
    current = await readLeaseFile(leasePath);
  } catch (error) {
    throw refuse(describeError(error), { cause: error });
  }
  if (current?.token !== token) throw notOurs(current);
  const aside = `${leasePath}.${randomUUID()}.releasing`;
  try {
    await rename(leasePath, aside);
  } catch (error) {
    throw refuse(describeError(error), { cause: error });
  }
  const moved = await readLeaseFile(aside).catch(() => null);
  if (moved?.token !== token) {
    await link(aside, leasePath).catch(() => {});
    await unlink(aside).catch(() => {});
    throw notOurs(moved);
  }
  try {
    await unlink(aside);
  } catch (error) {
    await link(aside, leasePath).catch(() => {});
    throw refuse(`cannot remove the lease file: ${describeError(error)}`, { cause: error });
  }
}

async function writeDurably(filePath: string, text: string): Promise<void> {
  const handle = await open(filePath, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}
