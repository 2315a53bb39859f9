// The DAG form's definition value for the compiled nodes: what the stored graphDefinition holds and
// what the worker's forms.dag(value) reproduces exactly. Built through the DAG form itself, so a
// value the form would refuse never reaches a stored run.
import { dagFormModule } from '../../graph/index.ts';
import type { GraphDefinition } from '../../graph/contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import type { DagNodeEntry } from './nodes.ts';

export function dagGraphDefinition(
  nodes: Record<string, DagNodeEntry>,
  concurrency: number | undefined,
): GraphDefinition {
  const value: { nodes: Record<string, JsonValue>; concurrency?: number } = { nodes: {} };
  for (const [id, entry] of Object.entries(nodes)) value.nodes[id] = { ...entry };
  if (concurrency !== undefined) value.concurrency = concurrency;
  return dagFormModule.definition(value);
}
