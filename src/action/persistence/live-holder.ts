// Whether a live process on this machine holds a run's process lock: a run directory in use is never
// set aside (leftover.ts) — its writer would go on appending to the moved directory. The runner then
// refuses to drive the run under a second watchdog, as it would have anyway.
import { isHolderAlive } from '../../runner/index.ts';
import { createLocalRunStorage, type LockHolder } from '../../store/index.ts';
import type { StoreRef } from './layout.ts';

/** The holder of the run's process lock when it is a live process of this host; else undefined. */
export async function liveLockHolder(ref: StoreRef): Promise<LockHolder | undefined> {
  let holder: LockHolder | undefined;
  try {
    const storage = await createLocalRunStorage({ directory: ref.storeDirectory, namespace: ref.namespace });
    holder = await storage.readProcessLock(ref.runId);
  } catch {
    return undefined; // unreadable: the runner refuses it with its own message when it opens the run
  }
  // Alive as the runner tells it: this host, the same pid and (where known) the same start time.
  return holder !== undefined && (await isHolderAlive(holder)) === true ? holder : undefined;
}
