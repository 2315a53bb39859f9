// CPU time of the processes this bench started and has reaped: with their own children, which each
// reaps in turn (a step's worker, its node, git, tar, zstd). Read from /proc/self/stat (cutime and
// cstime, in clock ticks of 10 ms: Linux's USER_HZ), so the figure is coarse; undefined elsewhere.
// On a machine with few cores it says why a job cannot take less wall time: at best it spreads
// this CPU over all of them.
import { readFileSync } from 'node:fs';
import { statFieldsAfterCommand } from '../src/engine/command/proc-stat.ts';

const tickMs = 10;

/** CPU ms of the reaped children so far, or undefined where /proc is not there. */
export function reapedChildrenCpuMs(): number | undefined {
  try {
    const fields = statFieldsAfterCommand(readFileSync('/proc/self/stat', 'utf8'));
    if (fields === undefined) return undefined;
    // cutime is field 16, cstime 17.
    const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
    return Number.isFinite(ticks) ? ticks * tickMs : undefined;
  } catch {
    return undefined;
  }
}

/** What `work` cost in CPU of the processes it started (all reaped when it resolves), or undefined. */
export async function childrenCpuOf<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number | undefined }> {
  const before = reapedChildrenCpuMs();
  const value = await work();
  const after = reapedChildrenCpuMs();
  return { value, cpuMs: before === undefined || after === undefined ? undefined : after - before };
}
