// Restore the store and verify it before anything acts on it: the restored definition must name
// exactly the run and namespace asked for (cache keys match without regard to case), and every
// record of both logs is read through the store, which checks schemas and hash chains.
import path from 'node:path';
import type { RunReport } from '../../report/index.ts';
import type { StorageOptions, SupervisedRunStatus, VerifiedStoredRun } from '../../runner/index.ts';
import { createLocalRunStorage, describeCodedError } from '../../store/index.ts';
import { ActionError } from '../errors.ts';
import { restoreStore, type RestoreStoreResult, type SealedChainMarks } from '../persistence/index.ts';
import type { PreparedJob } from './prepare.ts';

export interface StoredState {
  restored: RestoreStoreResult;
  /** The verified stored run, or null when none is stored. */
  report: RunReport | null;
  /** What was tried, for STORE_NOT_FOUND: cache prefix and from-run. */
  tried: string;
  /** Both logs as restored (a later save must extend them); undefined when no run is stored. */
  chains?: SealedChainMarks;
  /** The verification's read of the run, kept when a resume may follow: the resume continues it. */
  verified?: VerifiedStoredRun;
}

/**
 * The cache entry this job counts as restored for fork detection: the one it restored; else the one
 * the run directory already on the runner holds every record of (DESIGN §8: a store that extends an
 * entry's chain is no fork of it); else the newest one it found and could not restore (from-run stood
 * in), which was saved before, not since.
 */
export function forkBaseKey(restored: RestoreStoreResult): string | undefined {
  return restored.key ?? restored.heldKey ?? restored.unrestoredKey;
}

/**
 * The phases a job may resume a run from (modes.ts decides: a resume or continue of a pause or an
 * interruption, a takeover, a reopened failure): only then is the verified read worth keeping. It
 * costs a fold of the logs (~25 ms at 10k events) and saves the whole read the rebuild (or, for a
 * takeover or reopen, the resume) would make (~60 ms). Every failed run counts, retryable or not:
 * telling them apart here would load the modes (and the graph layer) before the restore.
 */
const resumablePhases: ReadonlySet<string> = new Set(['paused', 'interrupted', 'orphaned', 'failed']);

function mayResume(job: PreparedJob): ((status: SupervisedRunStatus) => boolean) | undefined {
  return job.config.mode === 'status' ? undefined : (status) => resumablePhases.has(status.phase);
}

/** The runner's storage options: the same directory the persistence layer restored into. */
export function storageOptions(job: PreparedJob): StorageOptions & { directory: string; namespace: string } {
  return {
    directory: path.resolve(job.config.storagePath),
    namespace: job.config.namespace,
    knownSecrets: job.secrets.stored,
  };
}

export async function restoreAndVerify(job: PreparedJob): Promise<StoredState> {
  const restored = await restoreForJob(job);
  const tried = `cache prefix ${restored.restorePrefix}${job.fromRun === undefined ? ' (no from-run given)' : ` and the store artifact of workflow run ${job.fromRun.runId}`}`;
  if (!(await hasStoredDefinition(job, restored))) return { restored, report: null, tried };
  const { report, verified } = await verifiedReport(job, restored);
  assertSameRun(job, report);
  // The lengths and heads of both logs as that verified read found them (a later save must extend them).
  return {
    restored,
    report,
    tried,
    ...(report.logs === undefined ? {} : { chains: report.logs }),
    ...(verified === undefined ? {} : { verified }),
  };
}

/** The store from the cache, an artifact or this runner, as persist says. */
function restoreForJob(job: PreparedJob): Promise<RestoreStoreResult> {
  const { persist } = job.config;
  return restoreStore({
    ...job.store,
    prefix: job.config.cachePrefix,
    ...(job.fromRun === undefined ? {} : { fromRun: job.fromRun }),
    job: { githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName },
    localOnly: !persist.cache && !persist.artifact,
  });
}

/** Whether a run is stored: its definition, read (STORE_RESTORE when it is there and unreadable). */
async function hasStoredDefinition(job: PreparedJob, restored: RestoreStoreResult): Promise<boolean> {
  const storage = await createLocalRunStorage({
    directory: storageOptions(job).directory,
    namespace: job.config.namespace,
  });
  try {
    return (await storage.readDefinition(job.config.runId)) !== undefined;
  } catch (error) {
    throw new ActionError(
      'STORE_RESTORE',
      `the stored definition of run ${job.config.runId} is unreadable (${restored.source}): ${describeCodedError(error)}`,
      { cause: error },
    );
  }
}

/** Every record of both logs read through the store (schemas, hash chains); STORE_RESTORE when one fails. */
async function verifiedReport(
  job: PreparedJob,
  restored: RestoreStoreResult,
): Promise<{ report: RunReport; verified?: VerifiedStoredRun }> {
  try {
    // The report layer (the runner's status reader under it) loads only when a run is stored.
    const { loadRunReportWithRead } = await import('../../report/index.ts');
    const keepVerifiedRead = mayResume(job);
    // Sealed (digestLogs): a save's check then need not read the restored records again (chains.ts).
    return await loadRunReportWithRead(storageOptions(job), job.config.runId, {
      digestLogs: true,
      ...(keepVerifiedRead === undefined ? {} : { keepVerifiedRead }),
    });
  } catch (error) {
    throw new ActionError(
      'STORE_RESTORE',
      `the store of run ${job.config.runId} (${restored.source === 'cache' ? `cache entry ${restored.key}` : restored.source}) failed verification: ${describeCodedError(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** The restored store must be of exactly this run and namespace (cache keys match without regard to case). */
function assertSameRun(job: PreparedJob, report: RunReport): void {
  const { runId, namespace } = report.status;
  if (runId !== job.config.runId || namespace !== job.config.namespace) {
    throw new ActionError(
      'STORE_RESTORE',
      `the restored store belongs to run ${JSON.stringify(runId)} in namespace ${JSON.stringify(namespace)}, not run ${JSON.stringify(job.config.runId)} in ${JSON.stringify(job.config.namespace)} (cache keys match without regard to case); it was not used`,
    );
  }
}
