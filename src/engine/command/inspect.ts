// Linux owner-marker inspection: finds processes by the OBVERSA_RUN_OWNER entry in their initial
// environment, which survives setsid and reparenting (it does not survive a process that drops it).
import { readFileSync } from 'node:fs';
import { assertOwnerId, OWNER_ENV } from './owner-id.ts';
import { isSkippableProcError, listProcPids, readProcStatSync, toIdentity, type ProcStat } from './proc-stat.ts';
import type { ProcessIdentity } from './types.ts';

/** True when the NUL-separated environ block holds exactly `entry` as one complete entry. */
export function environHasEntry(environ: Buffer, entry: string): boolean {
  const needle = Buffer.from(entry, 'utf8');
  let from = 0;
  for (;;) {
    const at = environ.indexOf(needle, from);
    if (at < 0) return false;
    const end = at + needle.length;
    const startsEntry = at === 0 || environ[at - 1] === 0;
    const endsEntry = end === environ.length || environ[end] === 0;
    if (startsEntry && endsEntry) return true;
    from = at + 1;
  }
}

function readEnviron(pid: number): Buffer | undefined {
  try {
    return readFileSync(`/proc/${pid}/environ`);
  } catch (error) {
    if (isSkippableProcError(error)) return undefined;
    throw error;
  }
}

/** The /proc reads inspection makes; a parameter so a pid recycled mid-scan can be simulated in tests. */
export interface ProcReader {
  listPids(): number[] | Promise<number[]>;
  readStat(pid: number): ProcStat | undefined | Promise<ProcStat | undefined>;
  readEnviron(pid: number): Buffer | undefined | Promise<Buffer | undefined>;
}

// Synchronous reads: procfs answers from memory, and the thread pool would cost several times the CPU.
const procReader: ProcReader = { listPids: listProcPids, readStat: readProcStatSync, readEnviron };

async function inspectOne(pid: number, entry: string, reader: ProcReader): Promise<ProcessIdentity | undefined> {
  const before = await reader.readStat(pid);
  if (before === undefined) return undefined;
  const environ = await reader.readEnviron(pid);
  if (environ === undefined || !environHasEntry(environ, entry)) return undefined;
  // Read again: if the pid was recycled while we read environ, the start time differs and the match is void.
  const after = await reader.readStat(pid);
  if (after === undefined || after.startedAt !== before.startedAt) return undefined;
  return toIdentity(after);
}

export async function inspectMarked(ownerId: string, reader: ProcReader): Promise<readonly ProcessIdentity[]> {
  const entry = `${OWNER_ENV}=${ownerId}`;
  const found: ProcessIdentity[] = [];
  for (const pid of await reader.listPids()) {
    const identity = await inspectOne(pid, entry, reader);
    if (identity !== undefined) found.push(identity);
  }
  return Object.freeze(found);
}

/**
 * Processes whose environment carries `OBVERSA_RUN_OWNER=<ownerId>` (Linux). Inspects, never stops.
 * Elsewhere: an empty list, which does not prove that no owned process remains.
 */
export async function inspectOwnerMarkedProcesses(ownerId: string): Promise<readonly ProcessIdentity[]> {
  assertOwnerId(ownerId, 'ownerId');
  if (process.platform !== 'linux') return [];
  return inspectMarked(ownerId, procReader);
}
