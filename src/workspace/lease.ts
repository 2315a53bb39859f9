// One lease per repository: a lease file under a machine-local directory, created
// atomically (link of a complete temp file, so a reader never sees half a record)
// and removed only by the holder of its token.
import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
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
  const parsedHolder = workspaceLeaseHolderSchema.safeParse(holder);
  if (!parsedHolder.success)
    throw new TypeError('lease holder needs { runId: non-empty string, pid: positive integer }');
  const record: WorkspaceLeaseRecord = {
    schemaVersion: 1,
    root,
    token: randomUUID(),
    ...parsedHolder.data,
    hostname: hostname(),
    acquiredAt: new Date().toISOString(),
  };
  const leasePath = leaseFilePath(leaseDirectory, root);
  const temporary = `${leasePath}.${record.token}.tmp`;
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
  try {
    await link(temporary, leasePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new WorkspaceError(
        'WORKSPACE_LEASE',
        `cannot create the workspace lease ${leasePath}: ${describeError(error)}`,
        { cause: error },
      );
    }
    let current: WorkspaceLeaseRecord | null;
    try {
      current = await readLeaseFile(leasePath);
    } catch (readError) {
      throw new WorkspaceError(
        'WORKSPACE_LEASE',
        `workspace ${root} is leased, but its lease file cannot be read (${describeError(readError)}); remove ${leasePath} only if no run holds it`,
        { cause: readError },
      );
    }
    if (current === null) {
      throw new WorkspaceError(
        'WORKSPACE_LEASE',
        `workspace lease ${leasePath} for ${root} was released while being read; try again`,
      );
    }
    throw new WorkspaceError('WORKSPACE_LEASE', `workspace ${root} is leased by ${describeHolder(current)}`, {
      holder: current,
    });
  } finally {
    await unlink(temporary).catch(() => {});
  }
  let released = false;
  return {
    token: record.token,
    record,
    async release() {
      if (released) return;
      await releaseLease(leaseDirectory, root, record.token);
      released = true;
    },
  };
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
  const parsed = workspaceLeaseRecordSchema.safeParse(value);
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
