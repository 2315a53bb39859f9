// Whether a live process on this machine holds a run's process lock: a run directory in use is never
// set aside (leftover.ts) — its writer would go on appending to the moved directory. The runner then
// refuses to drive the run under a second watchdog, as it would have anyway.
import os from 'node:os';
import { createLocalRunStorage, readPidStartTime, type LockHolder } from '../../store/index.ts';
import type { StoreRef } from './layout.ts';

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder of the run's process lock when it is a live process of this host; else undefined. */
export async function liveLockHolder(ref: StoreRef): Promise<LockHolder | undefined> {
  let holder: LockHolder | undefined;
  try {
    const storage = await createLocalRunStorage({ directory: ref.storeDirectory, namespace: ref.namespace });
    holder = await storage.readProcessLock(ref.runId);
  } catch {
    return undefined; // unreadable: the runner refuses it with its own message when it opens the run
  }
  if (holder === undefined || holder.hostname !== os.hostname() || !pidExists(holder.pid)) return undefined;
  if (holder.pidStartTime === null) return holder;
  // The same pid with another start time is a new process: the holder itself is gone.
  const startedAt = await readPidStartTime(holder.pid);
  return startedAt === null || startedAt === holder.pidStartTime ? holder : undefined;
}
