// The operating-system side of cleanup, behind one small interface so the reporting path for a process
// that cannot be killed can be tested (the default implementation is the only one shipped).
import { inspectOwnerMarkedProcesses } from './inspect.ts';
import { isSameProcessAlive } from './identity.ts';
import { hasExited, readProcStatSync, scanProcesses, type ProcStat } from './proc-stat.ts';
import type { ProcessIdentity } from './types.ts';

export interface ProcessSystem {
  readonly selfPid: number;
  /** Linux: every process in the table. */
  scan(): Promise<Map<number, ProcStat>>;
  marked(ownerId: string): Promise<readonly ProcessIdentity[]>;
  isAlive(identity: ProcessIdentity): Promise<boolean>;
  signalGroup(groupId: number, signal: NodeJS.Signals): void;
  /** Signals the pid only if it is still this identity (same start time). */
  signalProcess(identity: ProcessIdentity, signal: NodeJS.Signals): void;
}

function send(target: number, signal: NodeJS.Signals): void {
  try {
    process.kill(target, signal);
  } catch {
    // ESRCH: already gone. EPERM: not ours to stop; the final re-check reports it as a survivor.
  }
}

export const osProcessSystem: ProcessSystem = {
  selfPid: process.pid,
  scan: scanProcesses,
  marked: inspectOwnerMarkedProcesses,
  isAlive: isSameProcessAlive,
  signalGroup(groupId, signal) {
    send(-groupId, signal);
  },
  signalProcess(identity, signal) {
    if (process.platform !== 'linux') {
      send(identity.pid, signal);
      return;
    }
    const now = readProcStatSync(identity.pid);
    if (now !== undefined && now.startedAt === identity.startedAt && !hasExited(now)) send(identity.pid, signal);
  },
};

/** Non-Linux: whether a process group still has members (signal 0 probes without sending). */
export function groupHasMembers(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
