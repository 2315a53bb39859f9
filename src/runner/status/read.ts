// readSupervisedRunStatus: works from any process with the same storage settings and takes no
// ownership. Events are the truth; a checkpoint (fold state + cursors + a digest of the last bytes
// below them) only saves re-folding the prefix, and is rebuilt when missing, stale, malformed or
// when those bytes changed. Callers that decide something fold with useCheckpoint: false.
import os from 'node:os';
import type { RunStorage } from '../../store/contract.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { openStorage } from '../records/storage.ts';
import type { StorageOptions } from '../options/options.ts';
import type { SupervisedRunStatus } from '../types.ts';
import { digestJson } from '../../store/index.ts';
import { loadDefinition } from '../records/stored-run.ts';
import { saveCheckpoint, windowsOf } from './checkpoint.ts';
import { foldOpenRun, openFoldOf } from './fold-open.ts';
import { foldFrom, foldStoredRun, type FoldBase } from './fold-stored.ts';
import { settledField } from './fold-runner.ts';
import type { Folded } from './folded.ts';
import { commandCleanupCapability, isHolderAlive, isWorkerAlive, markedProcesses } from './observe.ts';
import { saveOpenCheckpoint, type OpenFolded } from './open-checkpoint.ts';
import { latestListed } from './open-nodes.ts';
import { projectStatus } from './project.ts';

export { saveCheckpoint, statusCheckpointName } from './checkpoint.ts';
export { foldStoredRun } from './fold-stored.ts';
export type { Folded } from './folded.ts';
/** Write a checkpoint when a read had to fold at least this many new events. */
const checkpointEvery = 512;

/** Which nodes a status lists: every position, or the open ones (open-nodes.ts). */
export type StatusNodes = 'all' | 'open';
export interface StatusReadOptions {
  nodes?: StatusNodes;
  useCheckpoint?: boolean;
  writeCheckpoint?: boolean;
}

const quietly = (write: Promise<void>) => write.catch(() => undefined); // display caches: failures are not errors

/**
 * Brings the display caches up to date (the watchdog calls this when it settles). `base`: folds of
 * both logs this process verified as it read or wrote them, with where they end (the watchdog's
 * own); only what follows them is read, instead of the run from its checkpoint or its start.
 */
export async function writeStatusCheckpoint(storage: RunStorage, runId: string, base?: FoldBase): Promise<void> {
  const { definition, json } = await loadDefinition(storage, runId);
  const folded =
    base === undefined ? await foldStoredRun(storage, runId) : await foldFrom(storage, runId, definition, base);
  // Both caches are bound to the same last bytes and definition: read those once.
  const windows = await windowsOf(storage, runId, folded);
  if (windows === undefined) return;
  const current = { ...folded, windows };
  const definitionDigest = digestJson(json);
  await saveCheckpoint(storage, runId, current, definitionDigest);
  await saveOpenCheckpoint(storage, runId, current, definitionDigest);
}

async function foldForStatus(
  storage: RunStorage,
  runId: string,
  options: StatusReadOptions,
): Promise<Folded | OpenFolded> {
  const save = options.writeCheckpoint !== false;
  if (options.nodes === 'open') {
    if (options.useCheckpoint === false) return openFoldOf(await foldStoredRun(storage, runId, options));
    const { open, full, rebuilt } = await foldOpenRun(storage, runId);
    if (save && full !== undefined && full.folded >= checkpointEvery)
      await quietly(saveCheckpoint(storage, runId, full));
    if (save && (rebuilt || open.folded >= checkpointEvery)) await quietly(saveOpenCheckpoint(storage, runId, open));
    return open;
  }
  const folded = await foldStoredRun(storage, runId, options);
  if (save && folded.folded >= checkpointEvery) await quietly(saveCheckpoint(storage, runId, folded));
  return folded;
}

export async function readStatusFrom(
  storage: RunStorage,
  runId: string,
  options: StatusReadOptions = {},
): Promise<SupervisedRunStatus> {
  const folded = await foldForStatus(storage, runId, options);
  const holder = (await storage.readProcessLock(runId).catch(() => undefined)) ?? null;
  const holderAlive = holder === null ? null : await isHolderAlive(holder);
  const sameHost = holder === null || holder.hostname === os.hostname();
  const worker = folded.runner.worker;
  const workerAlive = await isWorkerAlive(worker, sameHost);
  const settledClean =
    folded.runner.settled !== null && settledField(folded.runner.settled, 'cleanupVerified') === true;
  const processes = settledClean || !sameHost ? [] : await markedProcesses(worker);
  const leftOut = 'leftOut' in folded ? folded.leftOut : undefined;
  return projectStatus(
    folded.definition,
    folded.runner,
    folded.graph,
    {
      now: Date.now(),
      holder,
      holderAlive,
      workerAlive,
      processes,
      cleanupCapability: commandCleanupCapability(),
      heads: { runner: folded.cursors.runner.head, graph: folded.cursors.graph.head },
    },
    leftOut,
  );
}

const statusNodes: readonly StatusNodes[] = ['all', 'open'];

/** `nodes` as a caller gave it (JavaScript callers may give anything). */
export function statusNodesOption(nodes: unknown): StatusNodes {
  if (nodes === undefined) return 'all';
  if (statusNodes.includes(nodes as StatusNodes)) return nodes as StatusNodes;
  throw new SupervisedRunError(
    'INVALID_OPTIONS',
    `nodes: expected "all" (every position) or "open" (the unsettled and the latest ${latestListed}), got ${typeof nodes === 'string' ? JSON.stringify(nodes) : typeof nodes}`,
  );
}

/**
 * The status of a stored run. `nodes: 'open'` lists only the positions not completed or skipped and
 * the latest dispatched (`nodeCounts` counts them all): from its checkpoint, such a read costs the
 * events after it whatever the node count. The default lists every position.
 */
export async function readSupervisedRunStatus(options: {
  storage: StorageOptions;
  runId: string;
  nodes?: StatusNodes;
}): Promise<SupervisedRunStatus> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers
  if (typeof options !== 'object' || options === null)
    throw new SupervisedRunError('INVALID_OPTIONS', 'options: expected { storage, runId, nodes? }');
  const nodes = statusNodesOption(options.nodes);
  const storage = await openStorage(options.storage);
  try {
    return await readStatusFrom(storage, options.runId, { nodes });
  } catch (error) {
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the status of run ${JSON.stringify(options.runId)} cannot be read: ${describeError(error)}`,
      { cause: error },
    );
  }
}
