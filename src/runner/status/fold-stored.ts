// Folding a stored run: from the start (which verifies both logs), from an earlier verified fold of
// this process, or from the status checkpoint (a display: the prefix is not re-verified).
import { digestJson } from '../../store/index.ts';
import type { EventCursor, EventRead, RunStorage, StoredEvent } from '../../store/contract.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import { checkWindows, readStatusCheckpoint } from './checkpoint.ts';
import { foldGraphEventsInto, type MissingPosition } from './fold-graph.ts';
import { foldRunnerEvents } from './fold-runner.ts';
import type { Folded } from './folded.ts';
import { assertGraphPin } from './graph-pin.ts';
import { initialGraphFold, initialRunnerFold, type GraphFold, type RunnerFold } from './state.ts';

/** Where a fold continues from: a checked checkpoint, or an earlier verified fold of this process. */
export interface FoldBase {
  runner: { cursor: EventCursor; fold: RunnerFold };
  graph: { cursor: EventCursor; fold: GraphFold };
  /** True when the folds are this read's own (just parsed from a checkpoint): folded in place, not copied. */
  owned?: boolean;
}

/** `missing`: what a fold from a checkpoint does for a left-out position. */
export interface FoldReadOptions {
  missing?: MissingPosition;
}

/** Where each log's closed batches go as a read verifies them (ReadEventsOptions.eachBatch). */
export interface LogSinks {
  runner: (events: readonly StoredEvent[]) => void;
  graph: (events: readonly StoredEvent[]) => void;
}

/**
 * Folds both logs' records onto `from`'s folds (the initial ones without it), batch by batch as a
 * read verifies them (`sinks`), so that no log's records are all held at once; then `finish` takes
 * the reads and gives the Folded. A read that returned its records instead is folded by `finish`.
 */
export function logFolder(
  runId: string,
  definition: SupervisedRunDefinition,
  from: FoldBase | undefined,
  missing?: MissingPosition,
): { sinks: LogSinks; finish(reads: { runner: EventRead; graph: EventRead }): Folded } {
  let runner = from?.runner.fold ?? initialRunnerFold(definition.createdAt);
  let graph = from?.graph.fold ?? initialGraphFold();
  // The folds of an earlier read are its own: copied once, before the first record folds into them.
  let owned = from === undefined || from.owned === true;
  const missingHere = owned ? missing : undefined;
  let count = 0;
  const sinks: LogSinks = {
    runner(events) {
      runner = foldRunnerEvents(runner, events);
      count += events.length;
    },
    graph(events) {
      if (events.length === 0) return;
      if (!owned) {
        graph = structuredClone(graph);
        owned = true;
      }
      graph = foldGraphEventsInto(graph, events, missingHere);
      count += events.length;
    },
  };
  return {
    sinks,
    finish(reads) {
      sinks.runner(reads.runner.events);
      sinks.graph(reads.graph.events);
      const folded: Folded = {
        definition,
        runner,
        graph,
        cursors: { runner: reads.runner.cursor, graph: reads.graph.cursor },
        folded: count,
        ...(reads.runner.digest === undefined || reads.graph.digest === undefined
          ? {}
          : { digests: { runner: reads.runner.digest, graph: reads.graph.digest } }),
      };
      assertGraphPin(runId, folded);
      return folded;
    },
  };
}

export async function foldFrom(
  storage: RunStorage,
  runId: string,
  definition: SupervisedRunDefinition,
  from: FoldBase | undefined,
  { missing }: FoldReadOptions = {},
): Promise<Folded> {
  const folder = logFolder(runId, definition, from, missing);
  const [runner, graph] = await Promise.all([
    storage.readEvents(runId, 'runner', from?.runner.cursor, { eachBatch: folder.sinks.runner }),
    storage.readEvents(runId, 'graph', from?.graph.cursor, { eachBatch: folder.sinks.graph }),
  ]);
  return folder.finish({ runner, graph });
}

/** Folds reads of both logs made from `from`'s cursors (from the start without it). */
export function foldReads(
  runId: string,
  definition: SupervisedRunDefinition,
  from: FoldBase | undefined,
  reads: { runner: EventRead; graph: EventRead },
  missing?: MissingPosition,
): Folded {
  return logFolder(runId, definition, from, missing).finish(reads);
}

/**
 * The folded state of a stored run. With `after` (an earlier verified fold of this process), it
 * continues from that fold's cursors. Otherwise it uses the checkpoint when it is usable and the
 * last bytes below its cursors hash as it recorded (a display: the prefix is not re-verified); else,
 * and always with useCheckpoint: false, it folds, and so verifies, both logs from the start. (A fold
 * that also hashes the bytes it verified is VerifiedStoredRun.read.)
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
