// "Kill during a write", taken literally: watch the worker's current system call in
// /proc/<pid>/syscall and SIGKILL it while it is inside fdatasync(2) (or fsync) on the graph log,
// i.e. after write(2) and before the record is durable. write(2) itself is not watched: a record's
// write takes microseconds, less than one poll, so it is practically never seen.
// Linux x86-64 only (the syscall numbers are the architecture's); elsewhere it reports unsupported.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const numbers = { fdatasync: [75, 74] } as const;
export type WatchedCall = keyof typeof numbers;

export const syscallKillSupported = process.platform === 'linux' && process.arch === 'x64';

function fdOf(pid: number, file: string): number | undefined {
  try {
    for (const entry of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${entry}`) === file) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Polls for up to `budgetMs` (synchronously: a poll is a few microseconds, and yielding would miss
 * the call). Returns 'killed', 'missed' (budget spent; try again later) or 'gone' (no such process).
 */
export function killInSyscall(
  pid: number,
  file: string,
  call: WatchedCall,
  budgetMs: number,
): 'killed' | 'missed' | 'gone' {
  const fd = fdOf(pid, file);
  if (fd === undefined) return 'missed';
  const wanted = new Set<number>(numbers[call]);
  const deadline = performance.now() + budgetMs;
  while (performance.now() < deadline) {
    let line: string;
    try {
      line = readFileSync(`/proc/${pid}/syscall`, 'latin1');
    } catch {
      return 'gone';
    }
    const [nr, arg0] = line.split(' ');
    if (wanted.has(Number(nr)) && Number(arg0) === fd) {
      try {
        process.kill(pid, 'SIGKILL');
        return 'killed';
      } catch {
        return 'gone';
      }
    }
  }
  return 'missed';
}
