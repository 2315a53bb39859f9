// readSupervisedRunStatus: works from any process with the same storage settings and takes no
// ownership. Events are the truth; a checkpoint (fold state + cursors) only saves re-reading the
// prefix, and is rebuilt when missing, stale or malformed.
import os from 'node:os';
import { z } from 'zod';
import { digestJson } from '../../store/index.ts';
import { eventCursorSchema, type EventCursor, type JsonValue, type RunStorage } from '../../store/contract.ts';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import { openStorage } from '../storage.ts';
import { loadDefinition } from '../stored-run.ts';
import type { StorageOptions } from '../options.ts';
import type { SupervisedRunDefinition } from '../definition.ts';
import type { SupervisedRunStatus } from '../types.ts';
import { foldGraphEvents } from './fold-graph.ts';
import { foldRunnerEvents, settledField } from './fold-runner.ts';
import { commandCleanupCapability, isHolderAlive, isWorkerAlive, markedProcesses } from './observe.ts';
import { projectStatus } from './project.ts';
import { graphFoldSchema, initialGraphFold, initialRunnerFold, runnerFoldSchema, type GraphFold, type RunnerFold } from './state.ts';

export const statusCheckpointName = 'runner-status';
/** Write a checkpoint when a read had to fold at least this many new events. */
const checkpointEvery = 512;

const checkpointSchema = z.object({
  schemaVersion: z.literal(1),
  definitionDigest: z.string(),
  runner: z.object({ cursor: eventCursorSchema, fold: runnerFoldSchema }),
  graph: z.object({ cursor: eventCursorSchema, fold: graphFoldSchema }),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

// Stored as one JSON string: the store validates a checkpoint value as generic JSON, which costs
// seconds for a large fold; a string is checked at once, and this module parses it with its schema.
const envelopeSchema = z.object({ schemaVersion: z.literal(1), checkpoint: z.string() });

export interface Folded {
  definition: SupervisedRunDefinition;
  runner: RunnerFold;
  graph: GraphFold;
  cursors: { runner: EventCursor; graph: EventCursor };
  /** Events folded by this read (not taken from a checkpoint). */
  folded: number;
}

async function readCheckpoint(storage: RunStorage, runId: string, digest: string): Promise<Checkpoint | undefined> {
  const value = await storage.readCheckpoint(runId, statusCheckpointName).catch(() => undefined);
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return undefined;
  let inner: unknown;
  try {
    inner = JSON.parse(envelope.data.checkpoint);
  } catch {
    return undefined;
  }
  const parsed = checkpointSchema.safeParse(inner);
  // The checked JSON itself, not zod's copy: a record's copy loses a "__proto__" key (a valid node ID).
  return parsed.success && parsed.data.definitionDigest === digest ? (inner as Checkpoint) : undefined;
}

async function foldFrom(storage: RunStorage, runId: string, definition: SupervisedRunDefinition, from: Checkpoint | undefined): Promise<Folded> {
  const [runnerRead, graphRead] = await Promise.all([
    storage.readEvents(runId, 'runner', from?.runner.cursor),
    storage.readEvents(runId, 'graph', from?.graph.cursor),
  ]);
  return {
    definition,
    runner: foldRunnerEvents(from?.runner.fold ?? initialRunnerFold(definition.createdAt), runnerRead.events),
    graph: foldGraphEvents(from?.graph.fold ?? initialGraphFold(), graphRead.events),
    cursors: { runner: runnerRead.cursor, graph: graphRead.cursor },
    folded: runnerRead.events.length + graphRead.events.length,
  };
}

/** The folded state of a stored run: from the checkpoint's cursors when it is usable, else from the start. */
export async function foldStoredRun(storage: RunStorage, runId: string, options: { useCheckpoint?: boolean } = {}): Promise<Folded> {
  const { definition, json } = await loadDefinition(storage, runId);
  const digest = digestJson(json);
  const checkpoint = options.useCheckpoint === false ? undefined : await readCheckpoint(storage, runId, digest);
  let folded: Folded;
  try {
    folded = await foldFrom(storage, runId, definition, checkpoint);
  } catch (error) {
    if (checkpoint === undefined) throw error;
    folded = await foldFrom(storage, runId, definition, undefined); // stale checkpoint: rebuild
  }
  return folded;
}

export async function saveCheckpoint(storage: RunStorage, runId: string, folded: Folded): Promise<void> {
  const { json } = await loadDefinition(storage, runId);
  const value: Checkpoint = {
    schemaVersion: 1,
    definitionDigest: digestJson(json),
    runner: { cursor: folded.cursors.runner, fold: folded.runner },
    graph: { cursor: folded.cursors.graph, fold: folded.graph },
  };
  await storage.writeCheckpoint(runId, statusCheckpointName, { schemaVersion: 1, checkpoint: JSON.stringify(value) });
}

/** Brings the display cache up to date (the watchdog calls this when it settles). */
export async function writeStatusCheckpoint(storage: RunStorage, runId: string): Promise<void> {
  await saveCheckpoint(storage, runId, await foldStoredRun(storage, runId));
}

export async function readStatusFrom(storage: RunStorage, runId: string, options: { useCheckpoint?: boolean; writeCheckpoint?: boolean } = {}): Promise<SupervisedRunStatus> {
  const folded = await foldStoredRun(storage, runId, options);
  if (options.writeCheckpoint !== false && folded.folded >= checkpointEvery) {
    await saveCheckpoint(storage, runId, folded).catch(() => undefined); // a display cache: failures are not errors
  }
  const holder = (await storage.readProcessLock(runId).catch(() => undefined)) ?? null;
  const holderAlive = holder === null ? null : await isHolderAlive(holder);
  const sameHost = holder === null || holder.hostname === os.hostname();
  const worker = folded.runner.worker;
  const workerAlive = await isWorkerAlive(worker, sameHost);
  const settledClean = folded.runner.settled !== null && settledField(folded.runner.settled, 'cleanupVerified') === true;
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

export async function readSupervisedRunStatus(options: { storage: StorageOptions; runId: string }): Promise<SupervisedRunStatus> {
  if (typeof options !== 'object' || options === null) throw new SupervisedRunError('INVALID_OPTIONS', 'options: expected { storage, runId }');
  const storage = await openStorage(options.storage);
  try {
    return await readStatusFrom(storage, options.runId);
  } catch (error) {
    if (isSupervisedRunError(error)) throw error;
    throw new SupervisedRunError('RUN_STORAGE', `the status of run ${JSON.stringify(options.runId)} cannot be read: ${describeError(error)}`, { cause: error });
  }
}
