// Processes that carry a run's marker: every worker and everything it started inherits
// OBVERSA_RUN_ID=<runId>, even after setsid. The soak's run IDs are unique; tests that share a run
// ID across files ask for this process's own children (markedChildren). Linux /proc only.
import { readdirSync, readFileSync } from 'node:fs';

export interface MarkedProcess {
  pid: number;
  command: string;
}

export function markedProcesses(runId: string): MarkedProcess[] {
  if (process.platform !== 'linux') return [];
  const needle = `OBVERSA_RUN_ID=${runId}`;
  const found: MarkedProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (!environ.split('\0').includes(needle)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim();
      found.push({ pid: Number(entry), command });
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

/** The pids of `parent`'s own children that carry the run's marker (its workers). */
export function markedChildren(runId: string, parent = process.pid): number[] {
  const parentOf = (pid: number) => {
    try {
      // The fields after the command's closing parenthesis: state, then the parent's pid.
      return Number(readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]!.split(' ')[1]);
    } catch {
      return undefined; // gone
    }
  };
  return markedProcesses(runId)
    .map((p) => p.pid)
    .filter((pid) => parentOf(pid) === parent);
}

/** Last resort after a violation was recorded: do not leave soak processes behind. */
export function killMarked(runId: string): void {
  for (const { pid } of markedProcesses(runId)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
