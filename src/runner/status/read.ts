// readSupervisedRunStatus: works from any process with the same storage settings and takes no
// ownership. Events are the truth; a checkpoint (fold state + cursors + a digest of the last bytes
// below them) only saves re-folding the prefix, and is rebuilt when missing, stale, malformed or
// when those bytes changed. Callers that decide something fold with useCheckpoint: false.
import os from 'node:os';
import { digestJson } from '../../store/index.ts';
import type { EventCursor, RunStorage } from '../../store/contract.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { openStorage } from '../records/storage.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { StorageOptions } from '../options/options.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import type { SupervisedRunStatus } from '../types.ts';
import { foldGraphEvents, foldGraphEventsInto } from './fold-graph.ts';
import { foldRunnerEvents, settledField } from './fold-runner.ts';
import { commandCleanupCapability, isHolderAlive, isWorkerAlive, markedProcesses } from './observe.ts';
import { projectStatus } from './project.ts';
import { checkWindows, readStatusCheckpoint, saveCheckpoint } from './checkpoint.ts';
import type { Folded } from './folded.ts';
import { assertGraphPin } from './graph-pin.ts';
import { initialGraphFold, initialRunnerFold, type GraphFold, type RunnerFold } from './state.ts';

export { saveCheckpoint, statusCheckpointName } from './checkpoint.ts';
export type { Folded } from './folded.ts';
/** Write a checkpoint when a read had to fold at least this many new events. */
const checkpointEvery = 512;

/** Where a fold continues from: a checked checkpoint, or an earlier verified fold of this process. */
interface FoldBase {
  runner: { cursor: EventCursor; fold: RunnerFold };
  graph: { cursor: EventCursor; fold: GraphFold };
  /** True when the folds are this read's own (just parsed from a checkpoint): folded in place, not copied. */
  owned?: boolean;
}

async function foldFrom(
  storage: RunStorage,
  runId: string,
  definition: SupervisedRunDefinition,
  from: FoldBase | undefined,
): Promise<Folded> {
  const [runnerRead, graphRead] = await Promise.all([
    storage.readEvents(runId, 'runner', from?.runner.cursor),
    storage.readEvents(runId, 'graph', from?.graph.cursor),
  ]);
  const folded: Folded = {
    definition,
    runner: foldRunnerEvents(from?.runner.fold ?? initialRunnerFold(definition.createdAt), runnerRead.events),
    graph:
      from === undefined || from.owned === true
        ? foldGraphEventsInto(from?.graph.fold ?? initialGraphFold(), graphRead.events)
        : foldGraphEvents(from.graph.fold, graphRead.events),
    cursors: { runner: runnerRead.cursor, graph: graphRead.cursor },
    folded: runnerRead.events.length + graphRead.events.length,
  };
  assertGraphPin(runId, folded);
  return folded;
}

/**
 * The folded state of a stored run. With `after` (an earlier verified fold of this process), it
 * continues from that fold's cursors. Otherwise it uses the checkpoint when it is usable and the
 * last bytes below its cursors hash as it recorded (a display: the prefix is not re-verified); else,
 * and always with useCheckpoint: false, it folds, and so verifies, both logs from the start.
 */
export async function foldStoredRun(
  storage: RunStorage,
  runId: string,
  options: { useCheckpoint?: boolean; after?: Folded } = {},
): Promise<Folded> {
  if (options.after !== undefined) {
    const { after } = options;
    return foldFrom(storage, runId, after.definition, {
      runner: { cursor: after.cursors.runner, fold: after.runner },
      graph: { cursor: after.cursors.graph, fold: after.graph },
    });
  }
  const { definition, json } = await loadDefinition(storage, runId);
  const checkpoint =
    options.useCheckpoint === false ? undefined : await readStatusCheckpoint(storage, runId, digestJson(json));
  if (checkpoint !== undefined) {
    // A checkpoint whose tail does not verify from its cursor is stale; one whose last bytes changed
    // belongs to another log: both are rebuilt, and the full fold raises what is corrupt.
    const folded = await foldFrom(storage, runId, definition, { ...checkpoint, owned: true }).catch(() => undefined);
    if (folded !== undefined && (await checkWindows(storage, runId, checkpoint, folded).catch(() => false)))
      return folded;
  }
  return foldFrom(storage, runId, definition, undefined);
}

/** Brings the display cache up to date (the watchdog calls this when it settles). */
export async function writeStatusCheckpoint(storage: RunStorage, runId: string): Promise<void> {
  await saveCheckpoint(storage, runId, await foldStoredRun(storage, runId));
}

export async function readStatusFrom(
  storage: RunStorage,
  runId: string,
  options: { useCheckpoint?: boolean; writeCheckpoint?: boolean } = {},
): Promise<SupervisedRunStatus> {
  const folded = await foldStoredRun(storage, runId, options);
  if (options.writeCheckpoint !== false && folded.folded >= checkpointEvery) {
    await saveCheckpoint(storage, runId, folded).catch(() => undefined); // a display cache: failures are not errors
  }
  const holder = (await storage.readProcessLock(runId).catch(() => undefined)) ?? null;
  const holderAlive = holder === null ? null : await isHolderAlive(holder);
  const sameHost = holder === null || holder.hostname === os.hostname();
  const worker = folded.runner.worker;
  const workerAlive = await isWorkerAlive(worker, sameHost);
  const settledClean =
    folded.runner.settled !== null && settledField(folded.runner.settled, 'cleanupVerified') === true;
  const processes = settledClean || !sameHost ? [] : await markedProcesses(worker);
  return projectStatus(folded.definition, folded.runner, folded.graph, {
    now: Date.now(),
    holder,
    holderAlive,
    workerAlive,
    processes,
    cleanupCapability: commandCleanupCapability(),
    heads: { runner: folded.cursors.runner.head, graph: folded.cursors.graph.head },
  });
}

export async function readSupervisedRunStatus(options: {
  storage: StorageOptions;
  runId: string;
}): Promise<SupervisedRunStatus> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers
  if (typeof options !== 'object' || options === null)
    throw new SupervisedRunError('INVALID_OPTIONS', 'options: expected { storage, runId }');
  const storage = await openStorage(options.storage);
  try {
    return await readStatusFrom(storage, options.runId);
  } catch (error) {
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the status of run ${JSON.stringify(options.runId)} cannot be read: ${describeError(error)}`,
      { cause: error },
    );
  }
}
