// Processes that carry a run's marker: every worker and everything it started inherits
// OBVERSA_RUN_ID=<runId> (soak run IDs are unique), even after setsid. Linux /proc only.
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
