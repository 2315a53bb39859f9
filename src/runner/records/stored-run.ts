// Reading a stored run's definition (restored from caches: parsed, never trusted).
import type { JsonValue, RunStorage } from '../../store/contract.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { supervisedRunDefinitionSchema, type SupervisedRunDefinition } from './definition.ts';

export async function loadDefinition(
  storage: RunStorage,
  runId: string,
): Promise<{ definition: SupervisedRunDefinition; json: JsonValue }> {
  let json: JsonValue | undefined;
  try {
    json = await storage.readDefinition(runId);
  } catch (error) {
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `the definition of run ${JSON.stringify(runId)} cannot be read: ${describeError(error)}`,
      { cause: error },
    );
  }
  if (json === undefined) {
    throw new SupervisedRunError(
      'RUN_STORAGE',
      `run ${JSON.stringify(runId)} is not in the store (namespace ${JSON.stringify(storage.namespace)}, directory ${storage.directory})`,
    );
  }
  const parsed = supervisedRunDefinitionSchema().safeParse(json);
  if (!parsed.success) {
    // A stored run whose host binding is missing or unusable cannot be given to a worker.
    const hostIssue = parsed.error.issues.find((candidate) => candidate.path[0] === 'host');
    const issue = hostIssue ?? parsed.error.issues[0];
    const code = hostIssue === undefined ? 'RUN_STORAGE' : 'HOST_MODULE';
    throw new SupervisedRunError(
      code,
      `the stored definition of run ${JSON.stringify(runId)} is not a supervised run: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return { definition: parsed.data, json };
}
