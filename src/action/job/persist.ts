// Saving the store after the job (main) or when main could not (post): a new immutable cache
// key per job attempt and an artifact, as `persist` says. A save that did not happen is a
// warning; a fork (another job saved this run since this job restored it) is an error
// annotation. The state records the save so the post step does not save twice.
import { inLogGroup, type ActionIO } from '../io.ts';
import { saveStore, type SaveStoreResult, type SealedChainMarks } from '../persistence/index.ts';
import type { PreparedJob } from './prepare.ts';
import { stateNames } from './state-names.ts';

export interface Persisted {
  result: SaveStoreResult | null;
  /** Lines for the summary's warnings. */
  warnings: string[];
  /** The fork, as an error line (also annotated). */
  fork: string | undefined;
}

export function forkMessage(runId: string, fork: NonNullable<SaveStoreResult['fork']>): string {
  return `Two jobs drove run ${runId}: this job started from ${fork.restoredKey ?? 'no cache entry'}, but ${fork.newestKey} was saved by another job since. Their records now diverge; the newest save wins the next restore. Use a concurrency group keyed by run ID.`;
}

export async function persistStore(
  job: PreparedJob,
  restoredKey: string | undefined,
  io: ActionIO,
  restoredChains?: SealedChainMarks,
  cacheWritesRefused?: string,
): Promise<Persisted> {
  const { config } = job;
  if (!config.persist.cache && !config.persist.artifact) {
    io.saveState(stateNames.saved, 'none');
    return { result: null, warnings: [], fork: undefined };
  }
  // After the run: no node prints beside the save, so the clients' lines can be grouped.
  const result = await inLogGroup(io, `saving the store of run ${config.runId}`, () =>
    saveStore({
      ...job.store,
      prefix: config.cachePrefix,
      githubRunId: job.githubRunId,
      githubRunAttempt: job.githubRunAttempt,
      ...(restoredKey === undefined ? {} : { restoredKey }),
      ...(restoredChains === undefined ? {} : { restoredChains }),
      ...(cacheWritesRefused === undefined ? {} : { cacheWritesRefused }),
      cache: config.persist.cache,
      artifact: config.persist.artifact,
    }),
  );
  io.saveState(stateNames.saved, result.cacheKey ?? result.artifactName ?? 'attempted');
  for (const warning of result.warnings) io.warning(warning);
  const fork = result.fork === undefined ? undefined : forkMessage(config.runId, result.fork);
  if (fork !== undefined) io.error(fork);
  if (result.cacheKey !== undefined) io.info(`saved the store to the cache under ${result.cacheKey}`);
  if (result.artifactName !== undefined) io.info(`uploaded the store as artifact ${result.artifactName}`);
  return { result, warnings: result.warnings, fork };
}
