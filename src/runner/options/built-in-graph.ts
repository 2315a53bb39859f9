// A definition of the built-in DAG form is checked before a start writes anything: its worker
// would refuse it (INVALID_GRAPH) only after the run was stored and its first session opened.
// Other forms are the host's own, known only to its worker.
import { dagForm, dagFormVersion, isGraphError, parseDagDefinition } from '../../graph/index.ts';
import type { GraphDefinition } from '../../graph/contract.ts';
import { SupervisedRunError } from '../errors.ts';

export function checkBuiltInGraph(definition: GraphDefinition): void {
  if (definition.form !== dagForm || definition.version !== dagFormVersion) return;
  try {
    parseDagDefinition(definition.value);
  } catch (error) {
    if (!isGraphError(error)) throw error;
    throw new SupervisedRunError('INVALID_OPTIONS', `options.definition.graphDefinition.value: ${error.message}`, {
      cause: error,
    });
  }
}
