// Reading /proc/<pid>/stat: a process is identified by pid + start time, so a recycled pid is never
// mistaken for the process we saw before.
import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ProcessIdentity } from './types.ts';

export interface ProcStat extends ProcessIdentity {
  /** One-letter state: R, S, D, Z (exited, not yet reaped), X (dead), T... */
  state: string;
  sessionId: number;
}

/** Errors that mean "this process is gone or not ours to read": skipped, never fatal. */
export function isSkippableProcError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ESRCH' || code === 'EACCES' || code === 'EPERM';
}

/**
 * The fields of a /proc/<pid>/stat line after comm (field 2), which may hold spaces and ')': split
 * after the LAST ')'. Field 3 (state) is at index 0, so field N is at N - 3. Undefined without comm.
 */
export function statFieldsAfterCommand(text: string): string[] | undefined {
  const open = text.indexOf(' (');
  const close = text.lastIndexOf(')');
  if (open <= 0 || close < open) return undefined;
  return text
    .slice(close + 2)
    .trim()
    .split(' ');
}

/** Parses /proc/<pid>/stat. */
export function parseProcStat(text: string): ProcStat | undefined {
  const rest = statFieldsAfterCommand(text);
  if (rest === undefined) return undefined;
  const pid = Number(text.slice(0, text.indexOf(' (')));
  const state = rest[0];
  const parentPid = Number(rest[1]);
  const processGroupId = Number(rest[2]);
  const sessionId = Number(rest[3]);
  const startedAt = Number(rest[19]);
  const ints = [pid, parentPid, processGroupId, sessionId, startedAt];
  if (state === undefined || state.length === 0 || !ints.every(Number.isSafeInteger) || pid <= 0) return undefined;
  return { pid, parentPid, processGroupId, startedAt, state, sessionId };
}

export function toIdentity(stat: ProcessIdentity): ProcessIdentity {
  return { pid: stat.pid, parentPid: stat.parentPid, processGroupId: stat.processGroupId, startedAt: stat.startedAt };
}

export function hasExited(stat: ProcStat): boolean {
  // A zombie has exited and only waits to be reaped: it runs nothing and holds nothing but its pid.
  return stat.state === 'Z' || stat.state === 'X' || stat.state === 'x';
}

export function listProcPids(): number[] {
  const names = readdirSync('/proc');
  const pids: number[] = [];
  for (const name of names) {
    if (/^[0-9]+$/.test(name)) pids.push(Number(name));
  }
  return pids;
}

const statBuffer = Buffer.alloc(4096); // a stat line is a few hundred bytes (comm is at most 15 of them)

/** Undefined when the process does not exist (or cannot be read); other errors throw. */
export function readProcStatSync(pid: number): ProcStat | undefined {
  let fd: number;
  try {
    fd = openSync(`/proc/${pid}/stat`, 'r');
  } catch (error) {
    if (isSkippableProcError(error)) return undefined;
    throw error;
  }
  try {
    const length = readSync(fd, statBuffer, 0, statBuffer.length, 0);
    return parseProcStat(statBuffer.toString('latin1', 0, length));
  } catch (error) {
    if (isSkippableProcError(error)) return undefined;
    throw error;
  } finally {
    closeSync(fd);
  }
}

export async function readProcStat(pid: number): Promise<ProcStat | undefined> {
  return readProcStatSync(pid);
}

/**
 * Every process in the table at one moment (Linux only). Synchronous reads on purpose: procfs answers
 * from memory, and one pass costs about a third of the CPU of the same reads through the thread pool.
 */
export async function scanProcesses(): Promise<Map<number, ProcStat>> {
  const table = new Map<number, ProcStat>();
  for (const pid of listProcPids()) {
    const stat = readProcStatSync(pid);
    if (stat !== undefined) table.set(stat.pid, stat);
  }
  return table;
}

/** Resident memory in bytes (VmRSS), 0 when gone or a kernel thread. */
export async function readRssBytes(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match?.[1] === undefined ? 0 : Number(match[1]) * 1024;
  } catch (error) {
    if (isSkippableProcError(error)) return 0;
    throw error;
  }
}
