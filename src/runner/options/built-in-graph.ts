// A definition of a built-in graph form (graphForms: the DAG form) is checked before a start writes
// anything: its worker would refuse it (INVALID_GRAPH) only after the run was stored and its first
// session opened. Other forms, and other versions, are the host's own, known only to its worker.
import { graphForms, isGraphError } from '../../graph/index.ts';
import type { GraphDefinition } from '../../graph/contract.ts';
import { SupervisedRunError } from '../errors.ts';

export function checkBuiltInGraph(definition: GraphDefinition): void {
  const form = Object.hasOwn(graphForms, definition.form)
    ? graphForms[definition.form as keyof typeof graphForms]
    : undefined;
  if (form === undefined || definition.version !== form.version) return;
  try {
    form.parse(definition.value);
  } catch (error) {
    if (!isGraphError(error)) throw error;
    throw new SupervisedRunError('INVALID_OPTIONS', `options.definition.graphDefinition.value: ${error.message}`, {
      cause: error,
    });
  }
}
