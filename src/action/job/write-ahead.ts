// The Action's side of the runner's off-machine seam (`write-ahead`, `checkpoint-interval`): each
// save goes to the cache under the next immutable key of this job attempt. `auto` lets the node
// start when the cache will not take the store (one warning annotation says so); `required`
// pauses the node before its code instead (WRITE_AHEAD, resumable once the cache takes saves).
import type { OffMachinePersistence } from '../../runner/index.ts';
import type { ActionIO } from '../io.ts';
import {
  cacheAccess,
  chainsShortened,
  cacheRestorePrefix,
  describeMode,
  pruneOlderEntries,
  WriteAheadSaver,
  type SealedChainMarks,
  type PruneTarget,
} from '../persistence/index.ts';
import type { Env, PreparedJob } from './prepare.ts';

export interface WriteAhead {
  persistence: OffMachinePersistence;
  saver: WriteAheadSaver;
}

export function pruneTarget(job: PreparedJob, env: Env): PruneTarget | undefined {
  const apiUrl = env.GITHUB_API_URL ?? '';
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (apiUrl === '' || repository === '' || job.config.githubToken === '') return undefined;
  return { apiUrl, repository, token: job.config.githubToken, ref: env.GITHUB_REF };
}

/** With persist artifact the store leaves the machine only at the job's end: said once, as a refused save is. */
function warnArtifactOnly(io: ActionIO, warnings: string[]): void {
  const line =
    'write-ahead: persist is artifact, so nothing is saved to the cache before non-retry-safe nodes run: a lost runner may repeat them (persist cache or both writes ahead)';
  io.warning(line);
  warnings.push(line);
}

/** Undefined when nothing is written ahead: write-ahead off, or the store is not kept in the cache. */
export async function writeAheadFor(
  job: PreparedJob,
  env: Env,
  io: ActionIO,
  warnings: string[],
  restoredChains?: SealedChainMarks,
): Promise<WriteAhead | undefined> {
  const { config } = job;
  if (config.writeAhead === 'auto' && !config.persist.cache && config.persist.artifact) warnArtifactOnly(io, warnings);
  if (config.writeAhead === 'off' || !config.persist.cache) return undefined;
  const access = await cacheAccess();
  const saver = writeAheadSaver(job, env, io, restoredChains);
  const warning = onceWarning(io, warnings);
  if (config.writeAhead === 'auto' && (!access.available || !access.canWrite)) {
    warning.warn(
      !access.available
        ? 'the Actions cache service is not configured'
        : `${describeMode(access)} does not permit cache writes`,
    );
    return undefined;
  }
  return { persistence: offMachinePersistence(job, io, saver, warning), saver };
}

/** Saves under the next immutable key of this job attempt, pruning older entries where the token allows. */
function writeAheadSaver(
  job: PreparedJob,
  env: Env,
  io: ActionIO,
  restoredChains: SealedChainMarks | undefined,
): WriteAheadSaver {
  const prune = pruneTarget(job, env);
  return new WriteAheadSaver({
    ...job.store,
    prefix: job.config.cachePrefix,
    githubRunId: job.githubRunId,
    githubRunAttempt: job.githubRunAttempt,
    ...(prune === undefined ? {} : { prune }),
    log: (line) => io.info(line),
    // A store that lost records it was restored with must not become the newest entry mid-run either.
    ...(restoredChains === undefined ? {} : { guard: () => chainsShortened(job.store, restoredChains) }),
  });
}

/** The one warning that non-retry-safe nodes run without a save off this machine first. */
interface OnceWarning {
  readonly warned: boolean;
  warn(message: string): void;
}

function onceWarning(io: ActionIO, warnings: string[]): OnceWarning {
  let warned = false;
  return {
    get warned() {
      return warned;
    },
    warn(message) {
      if (warned) return;
      warned = true;
      const line = `write-ahead: ${message}; non-retry-safe nodes run without a save off this machine first, so a lost runner may repeat them (write-ahead auto; use required to pause them instead)`;
      io.warning(line);
      warnings.push(line);
    },
  };
}

/** The runner's seam: each request saves the store now, and says where (or why not). */
function offMachinePersistence(
  job: PreparedJob,
  io: ActionIO,
  saver: WriteAheadSaver,
  warning: OnceWarning,
): OffMachinePersistence {
  const { config } = job;
  return {
    checkpointIntervalMs: config.checkpointIntervalMs,
    async persist(request) {
      // After one failure in auto mode, later saves get one try each: no backoff in front of every node.
      const saved = await saver.save(warning.warned ? { tries: 1 } : {});
      if (saved.kind === 'saved') {
        const positions = request.attempts.map((a) => a.position).join(', ');
        const what =
          request.reason === 'checkpoint'
            ? 'checkpoint'
            : request.abandoned?.aborted === true
              ? `for ${positions}, which did not start: the run was being interrupted meanwhile`
              : `before ${positions}`;
        io.info(`write-ahead: saved the store to the cache under ${saved.key} (${what})`);
        return { kind: 'saved', where: saved.key };
      }
      if (config.writeAhead === 'required' && request.reason === 'unsafe-attempt')
        return { kind: 'refused', message: saved.message };
      if (request.reason === 'checkpoint') io.info(`write-ahead: a checkpoint save failed: ${saved.message}`);
      else warning.warn(`the store could not be saved to the cache (${saved.message})`);
      return { kind: 'skipped', message: saved.message };
    },
  };
}

/** After the job's own save: the older entries of the run it superseded go (where the token allows). */
export async function pruneAfterSave(job: PreparedJob, env: Env, io: ActionIO, keep: string): Promise<void> {
  const target = pruneTarget(job, env);
  if (target === undefined) return;
  const prefix = cacheRestorePrefix({
    prefix: job.config.cachePrefix,
    namespace: job.config.namespace,
    runId: job.config.runId,
  });
  try {
    const result = await pruneOlderEntries(target, prefix, keep);
    if (result.kind === 'pruned' && result.deleted > 0)
      io.info(`deleted ${result.deleted} older cache ${result.deleted === 1 ? 'entry' : 'entries'} of the run`);
    if (result.kind === 'forbidden')
      io.info(
        `older cache entries of the run are kept (the token may not delete caches: ${result.message}; give the job actions: write to prune them)`,
      );
  } catch (error) {
    io.info(`pruning older cache entries failed: ${(error as Error).message}`);
  }
}
