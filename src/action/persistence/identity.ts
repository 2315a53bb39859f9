// The identity a restored store claims for itself. Cache keys match without regard to case,
// so the entry restored for run `run-1` could have been saved by run `Run-1`: the stored
// definition (verified against its digest by the store layer, which also refuses one naming
// another run) must name exactly the run ID asked for. The namespace is not stored in the
// definition; it is checked through the exact case of the matched key and the directory the
// entry restored into.
import { createLocalRunStorage } from '../../store/index.ts';
import { ActionError } from '../errors.ts';
import type { StoreRef } from './layout.ts';

/** The run ID the restored definition names, undefined when the run has no definition (yet). */
export async function readStoredRunId(ref: StoreRef): Promise<string | undefined> {
  let definition: unknown;
  try {
    const storage = await createLocalRunStorage({ directory: ref.storeDirectory, namespace: ref.namespace });
    definition = await storage.readDefinition(ref.runId);
  } catch (error) {
    throw new ActionError(
      'STORE_RESTORE',
      `the restored store of run ${ref.runId} is unreadable (cache keys match without regard to case): ${(error as Error).message}; it was not used`,
      { cause: error },
    );
  }
  if (definition === undefined) return undefined;
  const runId =
    typeof definition === 'object' && definition !== null && !Array.isArray(definition)
      ? (definition as Record<string, unknown>).runId
      : undefined;
  return typeof runId === 'string' ? runId : undefined;
}
