// An explicit takeover of a run whose watchdog died: the lock holder must be provably dead on this
// host (or the lock absent), the dead session's leftover processes are stopped and its lease on
// this repository released, and the caller records all of it (runner:adopted).
import type { LockHolder, RunStorage } from '../../store/contract.ts';
import { stopOwnedProcessTree } from '../../engine/command/index.ts';
import type { ProcessIdentity } from '../../engine/command/index.ts';
import type { WorkspaceProvider } from '../../workspace/index.ts';
import { SupervisedRunError } from '../errors.ts';
import { isHolderAlive } from '../status/observe.ts';
import type { Folded } from '../status/read.ts';
import { settledField } from '../status/fold-runner.ts';

export async function takeLockFrom(storage: RunStorage, runId: string): Promise<LockHolder | null> {
  const holder = (await storage.readProcessLock(runId)) ?? null;
  if (holder === null) return null;
  const alive = await isHolderAlive(holder);
  if (alive !== false) {
    throw new SupervisedRunError(
      'PROCESS_LOCKED',
      alive === true
        ? `run ${runId} is held by a live watchdog (pid ${holder.pid} on ${holder.hostname}); a takeover needs its holder dead`
        : `run ${runId} is locked on another host (${holder.hostname}); a takeover needs its holder provably dead on this machine`,
      { details: { holder } },
    );
  }
  await storage.breakProcessLock(runId, holder.token);
  return holder;
}

/**
 * The lock of a watchdog that died between recording its settled result and removing its lock (a
 * window of one file removal): held under the token that settled session recorded, by a holder
 * provably dead on this host, on a run settled with its cleanup verified. Nothing of that session
 * can still run, so a resume removes it (the caller records runner:lock-cleared) rather than ask
 * for a takeover. Any other lock is left for acquireProcessLock to refuse.
 */
export async function clearSettledSessionLock(
  storage: RunStorage,
  runId: string,
  folded: Folded,
): Promise<LockHolder | null> {
  const holder = (await storage.readProcessLock(runId)) ?? null;
  const { settled, sessionLockToken } = folded.runner;
  if (holder === null || settled === null || settledField(settled, 'cleanupVerified') !== true) return null;
  if (typeof sessionLockToken !== 'string' || sessionLockToken !== holder.token) return null;
  if ((await isHolderAlive(holder)) !== false) return null;
  await storage.breakProcessLock(runId, holder.token);
  return holder;
}

/** The dead session's lease on this repository, if its holder (same run, this host) is gone. */
export async function takeLease(workspace: WorkspaceProvider, runId: string): Promise<boolean> {
  const record = await workspace.readLease().catch(() => null);
  if (record === null || record.runId !== runId) return false;
  const alive = await isHolderAlive({
    schemaVersion: 1,
    token: record.token,
    pid: record.pid,
    pidStartTime: null,
    hostname: record.hostname,
    acquiredAt: record.acquiredAt,
  });
  if (alive !== false) return false;
  await workspace.releaseLease(record.token);
  return true;
}

export async function stopLeftovers(folded: Folded, graceMs: number): Promise<ProcessIdentity[]> {
  const worker = folded.runner.worker;
  if (worker === null) return [];
  const report = await stopOwnedProcessTree({
    observed: worker.identity === null ? [] : [worker.identity],
    ownerId: worker.ownerId,
    graceMs,
  });
  if (!report.verified) {
    throw new SupervisedRunError(
      'TEARDOWN_INCOMPLETE',
      `processes of the dead session's worker survive cleanup (${report.survivors.map((p) => p.pid).join(', ')}); not taking over`,
      {
        details: { survivors: report.survivors },
      },
    );
  }
  return report.stopped;
}
