// Live observations for status: is the lock holder alive, is the recorded worker alive, which
// processes carry its owner marker. Read-only: nothing is signalled or taken over.
import os from 'node:os';
import {
  commandCleanupCapability,
  inspectOwnerMarkedProcesses,
  isSameProcessAlive,
  isValidOwnerId,
} from '../../engine/command/index.ts';
import type { ProcessIdentity } from '../../engine/command/index.ts';
import type { LockHolder } from '../../store/contract.ts';
import type { RunnerFold } from './state.ts';

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Alive on this host (pid + start time where known); null when it cannot be told from here. */
export async function isHolderAlive(holder: LockHolder): Promise<boolean | null> {
  if (holder.hostname !== os.hostname()) return null;
  if (holder.pid === process.pid) return true;
  if (holder.pidStartTime === null || process.platform !== 'linux') return pidExists(holder.pid);
  return isSameProcessAlive({ pid: holder.pid, parentPid: 0, processGroupId: 0, startedAt: holder.pidStartTime });
}

export async function isWorkerAlive(worker: RunnerFold['worker'], sameHost: boolean): Promise<boolean | null> {
  if (worker === null) return null;
  if (worker.exitedAt !== null) return false;
  if (!sameHost) return null;
  if (worker.identity !== null) return isSameProcessAlive(worker.identity);
  return worker.pid === null ? null : pidExists(worker.pid);
}

export async function markedProcesses(worker: RunnerFold['worker']): Promise<ProcessIdentity[]> {
  if (worker === null || !isValidOwnerId(worker.ownerId)) return [];
  return [...(await inspectOwnerMarkedProcesses(worker.ownerId))];
}

export { commandCleanupCapability };
