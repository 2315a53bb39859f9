// Folding a stored run: from the start (which verifies both logs), from an earlier verified fold of
// this process, or from the status checkpoint (a display: the prefix is not re-verified).
import { digestJson } from '../../store/index.ts';
import type { EventCursor, EventRead, RunStorage } from '../../store/contract.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import { checkWindows, readStatusCheckpoint } from './checkpoint.ts';
import { foldGraphEvents, foldGraphEventsInto, type MissingPosition } from './fold-graph.ts';
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

export async function foldFrom(
  storage: RunStorage,
  runId: string,
  definition: SupervisedRunDefinition,
  from: FoldBase | undefined,
  { missing }: FoldReadOptions = {},
): Promise<Folded> {
  const [runnerRead, graphRead] = await Promise.all([
    storage.readEvents(runId, 'runner', from?.runner.cursor),
    storage.readEvents(runId, 'graph', from?.graph.cursor),
  ]);
  return foldReads(runId, definition, from, { runner: runnerRead, graph: graphRead }, missing);
}

/** Folds reads of both logs made from `from`'s cursors (from the start without it). */
export function foldReads(
  runId: string,
  definition: SupervisedRunDefinition,
  from: FoldBase | undefined,
  reads: { runner: EventRead; graph: EventRead },
  missing?: MissingPosition,
): Folded {
  const { runner: runnerRead, graph: graphRead } = reads;
  const folded: Folded = {
    definition,
    runner: foldRunnerEvents(from?.runner.fold ?? initialRunnerFold(definition.createdAt), runnerRead.events),
    graph:
      from === undefined || from.owned === true
        ? foldGraphEventsInto(from?.graph.fold ?? initialGraphFold(), graphRead.events, missing)
        : foldGraphEvents(from.graph.fold, graphRead.events),
    cursors: { runner: runnerRead.cursor, graph: graphRead.cursor },
    folded: runnerRead.events.length + graphRead.events.length,
    ...(runnerRead.digest === undefined || graphRead.digest === undefined
      ? {}
      : { digests: { runner: runnerRead.digest, graph: graphRead.digest } }),
  };
  assertGraphPin(runId, folded);
  return folded;
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
