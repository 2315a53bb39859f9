// The common shape of a DAG definition, checked by hand: nodes with `needs` and at most the flags
// and a phase, and an optional concurrency. zod's walk costs ~10-20 µs a node (64-80 ms for a
// 3,300-node graph), paid by the start's check and by every worker. Never looser than
// dagDefinitionSchema, and giving what it gives (test/graph/dag-plain.test.ts holds them together);
// a definition it does not take goes to the schema, which names the problem.
import type { DagDefinition, DagNode } from './schema.ts';

const definitionKeys: ReadonlySet<string> = new Set(['nodes', 'concurrency']);
const flags = ['optional', 'conditional', 'finally', 'readsOutcomes'] as const;
const nodeKeys: ReadonlySet<string> = new Set(['needs', ...flags, 'phase']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function plainNode(raw: unknown): DagNode | undefined {
  if (!isPlainObject(raw)) return undefined;
  for (const key of Object.keys(raw)) if (!nodeKeys.has(key)) return undefined;
  const needs = raw.needs;
  if (!Array.isArray(needs)) return undefined;
  const copied: string[] = [];
  // Indexed, not every(): a hole is undefined to the schema.
  for (let index = 0; index < needs.length; index += 1) {
    const need: unknown = needs[index];
    if (typeof need !== 'string') return undefined;
    copied.push(need);
  }
  // In the schema's key order.
  const node: Record<string, unknown> = { needs: copied };
  for (const flag of flags) {
    if (!Object.hasOwn(raw, flag)) continue;
    if (typeof raw[flag] !== 'boolean') return undefined;
    node[flag] = raw[flag];
  }
  if (Object.hasOwn(raw, 'phase')) {
    const phase = raw.phase;
    if (typeof phase !== 'string' || phase.length < 1 || phase.length > 100) return undefined;
    node.phase = phase;
  }
  return node as DagNode;
}

/** The definition, when it has the common shape; undefined otherwise (the schema then decides). */
export function plainDagDefinition(value: unknown): DagDefinition | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const key of Object.keys(value)) if (!definitionKeys.has(key)) return undefined;
  if (!isPlainObject(value.nodes)) return undefined;
  const nodes: Record<string, DagNode> = {};
  for (const [id, raw] of Object.entries(value.nodes)) {
    const node = plainNode(raw);
    if (node === undefined) return undefined;
    nodes[id] = node;
  }
  if (!Object.hasOwn(value, 'concurrency')) return { nodes };
  const concurrency = value.concurrency;
  if (typeof concurrency !== 'number' || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 1000)
    return undefined;
  return { nodes, concurrency };
}
