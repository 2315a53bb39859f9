// The fold of an open status read: from the open checkpoint, the events after it folded into a fold
// that holds only the listed positions. An event that names a position it left out (a settled one
// moved again) makes the read fold in full instead and split that, so both reads list the same.
import { digestJson } from '../../store/index.ts';
import type { RunStorage } from '../../store/contract.ts';
import { loadDefinition } from '../records/stored-run.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import { checkWindows } from './checkpoint.ts';
import { coldSetHas } from './cold-set.ts';
import { foldFrom, foldStoredRun } from './fold-stored.ts';
import type { Folded } from './folded.ts';
import { readOpenCheckpoint, type OpenFolded } from './open-checkpoint.ts';
import { nothingLeftOut, splitOpenFold } from './open-nodes.ts';

class LeftOutPosition extends Error {}

async function fromOpenCheckpoint(
  storage: RunStorage,
  runId: string,
  definition: SupervisedRunDefinition,
  definitionDigest: string,
): Promise<OpenFolded | undefined> {
  const checkpoint = await readOpenCheckpoint(storage, runId, definitionDigest);
  if (checkpoint === undefined) return undefined;
  const { leftOut } = checkpoint;
  const missing = (position: string) => {
    if (coldSetHas(leftOut.set, position)) throw new LeftOutPosition(position);
  };
  // Any failure (a left-out position, a tail that does not verify) falls back to the full read,
  // which raises what is corrupt.
  const folded = await foldFrom(storage, runId, definition, { ...checkpoint, owned: true }, { missing }).catch(
    () => undefined,
  );
  if (folded === undefined || !(await checkWindows(storage, runId, checkpoint, folded).catch(() => false)))
    return undefined;
  return { ...folded, leftOut };
}

/**
 * The open fold of a stored run, and whether it came from the open checkpoint (`rebuilt: false`)
 * or from the full fold (which itself may continue from the full checkpoint).
 */
export async function foldOpenRun(
  storage: RunStorage,
  runId: string,
): Promise<{ open: OpenFolded; full?: Folded; rebuilt: boolean }> {
  const { definition, json } = await loadDefinition(storage, runId);
  const open = await fromOpenCheckpoint(storage, runId, definition, digestJson(json));
  if (open !== undefined) return { open, rebuilt: false };
  const full = await foldStoredRun(storage, runId);
  return { open: openFoldOf(full), full, rebuilt: true };
}

/** A full fold as an open read holds it. */
export function openFoldOf(full: Folded): OpenFolded {
  const { graph, leftOut } = splitOpenFold(full.graph, nothingLeftOut);
  return { ...full, graph, leftOut };
}
