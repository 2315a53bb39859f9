// The DAG form's definition value for the compiled nodes: what the stored graphDefinition holds and
// what the worker's forms.dag(value) must reproduce exactly.
import type { JsonValue } from '../../store/contract.ts';
import type { DagNodeEntry } from './nodes.ts';

export const dagFormName = 'dag';
export const dagFormVersion = 1;

export function dagDefinitionValue(nodes: Record<string, DagNodeEntry>, concurrency: number | undefined): JsonValue {
  const value: { nodes: Record<string, JsonValue>; concurrency?: number } = { nodes: {} };
  for (const [id, entry] of Object.entries(nodes)) value.nodes[id] = { ...entry };
  if (concurrency !== undefined) value.concurrency = concurrency;
  return value as JsonValue;
}
