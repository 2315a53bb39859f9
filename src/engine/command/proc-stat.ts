// Reading /proc/<pid>/stat: a process is identified by pid + start time, so a recycled pid is never
// mistaken for the process we saw before.
import { readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
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

/** Parses /proc/<pid>/stat. comm (field 2) may hold spaces and ')', so fields are split after the LAST ')'. */
export function parseProcStat(text: string): ProcStat | undefined {
  const open = text.indexOf(' (');
  const close = text.lastIndexOf(')');
  if (open <= 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open));
  // After ") ": field 3 (state) is rest[0], so field N is rest[N - 3].
  const rest = text.slice(close + 2).trim().split(' ');
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

/** Undefined when the process does not exist (or cannot be read); other errors throw. */
export async function readProcStat(pid: number): Promise<ProcStat | undefined> {
  try {
    return parseProcStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    if (isSkippableProcError(error)) return undefined;
    throw error;
  }
}

export function readProcStatSync(pid: number): ProcStat | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    if (isSkippableProcError(error)) return undefined;
    throw error;
  }
}

export function hasExited(stat: ProcStat): boolean {
  // A zombie has exited and only waits to be reaped: it runs nothing and holds nothing but its pid.
  return stat.state === 'Z' || stat.state === 'X' || stat.state === 'x';
}

export async function listProcPids(): Promise<number[]> {
  const names = await readdir('/proc');
  const pids: number[] = [];
  for (const name of names) {
    if (/^[0-9]+$/.test(name)) pids.push(Number(name));
  }
  return pids;
}

/** Every process in the table at one moment (Linux only). */
export async function scanProcesses(): Promise<Map<number, ProcStat>> {
  const stats = await Promise.all((await listProcPids()).map((pid) => readProcStat(pid)));
  const table = new Map<number, ProcStat>();
  for (const stat of stats) if (stat !== undefined) table.set(stat.pid, stat);
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
