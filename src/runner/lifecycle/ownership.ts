// Who holds a run: the process lock, the workspace lease and a dead session's leftovers. Start,
// resume, cancel and takeover all take or clear these; they are kept here so each way in treats a
// dead holder the same (provably dead on this host, or left alone).
import { isStorageError } from '../../store/index.ts';
import type { LockHolder, ProcessLock, RunStorage } from '../../store/contract.ts';
import { isEngineError } from '../../engine/index.ts';
import { stopOwnedProcessTree, type CleanupReport, type ProcessIdentity } from '../../engine/command/index.ts';
import type { WorkspaceLease, WorkspaceProvider } from '../../workspace/index.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { isHolderAlive } from '../status/observe.ts';
import type { Folded } from '../status/read.ts';
import { settledField } from '../status/fold-runner.ts';
import { workspaceFailure } from '../watchdog/workspace.ts';

export async function acquireLock(storage: RunStorage, runId: string): Promise<ProcessLock> {
  try {
    return await storage.acquireProcessLock(runId);
  } catch (error) {
    if (isStorageError(error, 'PROCESS_LOCKED')) {
      // A holder provably dead here is no reason to wait: say what continues the run.
      const dead = error.holder !== undefined && (await isHolderAlive(error.holder)) === false;
      throw new SupervisedRunError(
        'PROCESS_LOCKED',
        dead
          ? `${error.message}; that process is gone (its watchdog died): continue the run with an explicit takeover, which is recorded`
          : error.message,
        { cause: error, ...(error.holder === undefined ? {} : { details: { holder: error.holder } }) },
      );
    }
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the process lock of run ${runId} cannot be taken: ${describeError(error)}`,
      { cause: error },
    );
  }
}

export async function acquireLease(workspace: WorkspaceProvider, runId: string): Promise<WorkspaceLease> {
  try {
    return await workspace.acquireLease({ runId, pid: process.pid });
  } catch (error) {
    throw workspaceFailure(error, 'WORKSPACE_LEASE', 'the workspace lease cannot be taken');
  }
}

/** Breaks the lock of a holder provably dead on this host (a takeover); refuses a live or foreign one. */
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

/** Releases the dead session's lease on this repository if its holder (same run, this host) is gone. */
export async function releaseDeadLease(workspace: WorkspaceProvider, runId: string): Promise<boolean> {
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

/**
 * Stops what the dead session's worker left running (its recorded identity and everything tagged
 * with its owner ID). Throws TEARDOWN_INCOMPLETE, `refusal` saying what is not done, if any survive
 * or its record cannot make a stop request.
 */
export async function stopLeftovers(folded: Folded, graceMs: number, refusal: string): Promise<ProcessIdentity[]> {
  const worker = folded.runner.worker;
  if (worker === null) return [];
  let report: CleanupReport;
  try {
    report = await stopOwnedProcessTree({
      observed: worker.identity === null ? [] : [worker.identity],
      ownerId: worker.ownerId,
      graceMs,
    });
  } catch (error) {
    // Its stop request is checked once, there: a stored worker record it refuses (an owner ID not of
    // newOwnerId's form) means nothing was stopped, which the runner says in its own error.
    if (!isEngineError(error, 'INVALID_OPTIONS')) throw error;
    throw new SupervisedRunError(
      'TEARDOWN_INCOMPLETE',
      `the dead session's worker cannot be stopped: the stop request made from its record was refused (${error.message}); ${refusal}`,
      { cause: error },
    );
  }
  if (!report.verified) {
    throw new SupervisedRunError(
      'TEARDOWN_INCOMPLETE',
      `processes of the dead session's worker survive cleanup (${report.survivors.map((p) => p.pid).join(', ')}); ${refusal}`,
      { details: { survivors: report.survivors } },
    );
  }
  return report.stopped;
}
