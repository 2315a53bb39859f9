// The open read's checkpoint: the fold with only its listed positions (open-nodes.ts), the counts and
// cold set of the rest, and its own cursors and windows. Like the full checkpoint it is a display
// cache bound to each log's last bytes; a read that cannot use it rebuilds it from the full fold.
import { z } from 'zod';
import { lazySchema, digestJson } from '../../store/index.ts';
import type { RunStorage } from '../../store/contract.ts';
import { loadDefinition } from '../records/stored-run.ts';
import { decodeGraphFold, encodeGraphFold, storedGraphFoldSchema } from './checkpoint-codec.ts';
import { logSchema, readCheckpointJson, windowsOf, writeCheckpointJson } from './checkpoint.ts';
import { decodeColdSet, encodeColdSet } from './cold-set.ts';
import type { Folded } from './folded.ts';
import { leftOutCountsSchema, nothingLeftOut, splitOpenFold, type LeftOut } from './open-nodes.ts';
import { runnerFoldSchema, type GraphFold } from './state.ts';

export const openCheckpointName = 'runner-status-open';

const openCheckpointSchema = lazySchema(() =>
  z.object({
    // 3: the cold set as the checkpoint's attachment (2 had it as a base64 side string).
    schemaVersion: z.literal(3),
    definitionDigest: z.string(),
    runner: logSchema(runnerFoldSchema()),
    graph: logSchema(storedGraphFoldSchema()),
    leftOut: leftOutCountsSchema(),
  }),
);
type StoredOpenCheckpoint = z.infer<ReturnType<typeof openCheckpointSchema>>;
export type OpenCheckpoint = Omit<StoredOpenCheckpoint, 'graph' | 'leftOut'> & {
  graph: Omit<StoredOpenCheckpoint['graph'], 'fold'> & { fold: GraphFold };
  leftOut: LeftOut;
};

/** A fold that holds only some occurrences, and what it left out. */
export type OpenFolded = Folded & { leftOut: LeftOut };

export async function readOpenCheckpoint(
  storage: RunStorage,
  runId: string,
  definitionDigest: string,
): Promise<OpenCheckpoint | undefined> {
  const read = await readCheckpointJson(storage, runId, openCheckpointName);
  if (read === undefined) return undefined;
  const inner = read.json;
  const parsed = openCheckpointSchema().safeParse(inner);
  if (!parsed.success || parsed.data.definitionDigest !== definitionDigest) return undefined;
  const checked = inner as StoredOpenCheckpoint; // not zod's copy: it would drop a "__proto__" key
  const fold = decodeGraphFold(checked.graph.fold);
  // The set is the one large part (4 bytes a left-out position): the attachment, not JSON text.
  const set = decodeColdSet(read.attachment);
  if (fold === undefined || set === undefined) return undefined;
  return { ...checked, graph: { ...checked.graph, fold }, leftOut: { ...checked.leftOut, set } };
}

/**
 * Saves `folded` (a full fold, or an open one with what it left out) as the open checkpoint.
 * `definitionDigest`: of the stored definition, when the caller has it (else read here).
 */
export async function saveOpenCheckpoint(
  storage: RunStorage,
  runId: string,
  folded: Folded | OpenFolded,
  definitionDigest?: string,
) {
  const digest = definitionDigest ?? digestJson((await loadDefinition(storage, runId)).json);
  const windows = await windowsOf(storage, runId, folded);
  if (windows === undefined) return;
  const base = 'leftOut' in folded ? folded.leftOut : nothingLeftOut;
  const { graph, leftOut } = splitOpenFold(folded.graph, base);
  const value: StoredOpenCheckpoint = {
    schemaVersion: 3,
    definitionDigest: digest,
    runner: { cursor: folded.cursors.runner, window: windows.runner, fold: folded.runner },
    graph: { cursor: folded.cursors.graph, window: windows.graph, fold: encodeGraphFold(graph) },
    leftOut: { completed: leftOut.completed, skipped: leftOut.skipped },
  };
  await writeCheckpointJson(storage, runId, openCheckpointName, value, encodeColdSet(leftOut.set));
}
