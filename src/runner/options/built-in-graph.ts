// A definition of a built-in graph form (graphForms: the DAG form) is checked before a start writes
// anything: its worker would refuse it (INVALID_GRAPH) only after the run was stored and its first
// session opened. Other forms, and other versions, are the host's own, known only to its worker.
import { graphForms, isGraphError, type GraphError } from '../../graph/index.ts';
import type { GraphDefinition } from '../../graph/contract.ts';
import { SupervisedRunError } from '../errors.ts';

/** Why a built-in form's value is malformed (INVALID_GRAPH), or undefined: valid, or not a built-in form. */
export function builtInGraphProblem(definition: GraphDefinition): GraphError | undefined {
  const form = Object.hasOwn(graphForms, definition.form)
    ? graphForms[definition.form as keyof typeof graphForms]
    : undefined;
  if (form === undefined || definition.version !== form.version) return undefined;
  try {
    form.parse(definition.value);
    return undefined;
  } catch (error) {
    if (!isGraphError(error)) throw error;
    return error;
  }
}

export function checkBuiltInGraph(definition: GraphDefinition): void {
  const problem = builtInGraphProblem(definition);
  if (problem === undefined) return;
  throw new SupervisedRunError('INVALID_OPTIONS', `options.definition.graphDefinition.value: ${problem.message}`, {
    cause: problem,
  });
}
