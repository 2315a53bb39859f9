// The built-in DAG form. Positions are `dag/<nodeId>/<n>`, n = that node's dispatch count (a
// retry is a new position). Ready nodes (every need completed) are dispatched in node-ID order
// while fewer than `concurrency` positions are open. A node that fails after its retries:
// optional -> the nodes that need it (transitively) are skipped and left out of the output;
// required -> the run fails with DAG_NODE_FAILED (after attempts in flight settle).
import type { JsonValue } from '../../store/contract.ts';
import type { Dispatch, Graph, GraphDecision, GraphEvent, GraphSpec } from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import { parseDagDefinition, type DagDefinition } from './schema.ts';

export const dagForm = 'dag';
export const dagFormVersion = 1;

interface NodeState {
  dispatches: number;
  failures: number;
  status: 'pending' | 'open' | 'completed' | 'failed';
  output: JsonValue | undefined;
  lastFailure: { code: string; message: string } | undefined;
}

export interface DagState {
  inputs: JsonValue;
  nodes: Map<string, NodeState>;
  /** Open position -> node ID. */
  open: Map<string, string>;
}

export interface DagGraph extends Graph<DagState> {
  /** The parsed definition (the `definition` property is the value exactly as given). */
  readonly parsed: DagDefinition;
}

export function dagPosition(nodeId: string, n: number): string {
  return `dag/${nodeId}/${n}`;
}

/** `{ node, n }` of a DAG position, or undefined for any other string. */
export function parseDagPosition(position: string): { nodeId: string; n: number } | undefined {
  const match = /^dag\/([A-Za-z0-9_.-]{1,100})\/([1-9][0-9]*)$/.exec(position);
  return match === null ? undefined : { nodeId: match[1]!, n: Number(match[2]) };
}

export function createDagGraph(definition: unknown): DagGraph {
  const parsed = parseDagDefinition(definition);
  // Sorted so the order does not depend on how the definition object was built or stored.
  const ids = Object.keys(parsed.nodes).sort();
  const concurrency = parsed.concurrency ?? 1;
  return {
    form: dagForm,
    version: dagFormVersion,
    definition: structuredClone(definition) as JsonValue,
    parsed,
    initial(spec: GraphSpec): DagState {
      const nodes = new Map<string, NodeState>();
      for (const id of ids) nodes.set(id, { dispatches: 0, failures: 0, status: 'pending', output: undefined, lastFailure: undefined });
      return { inputs: spec.resolvedInputs, nodes, open: new Map() };
    },
    fold(state: DagState, event: GraphEvent): DagState {
      const data = event.data as Record<string, JsonValue> | null;
      if (data === null || typeof data !== 'object') return state;
      if (event.type === graphEventTypes.nodeDispatched) {
        for (const entry of (data.dispatches ?? []) as Array<{ position: string; nodeId: string }>) {
          const at = parseDagPosition(entry.position);
          const node = state.nodes.get(entry.nodeId);
          if (at === undefined || node === undefined) continue;
          node.dispatches = Math.max(node.dispatches, at.n);
          node.status = 'open';
          state.open.set(entry.position, entry.nodeId);
        }
        return state;
      }
      const position = typeof data.position === 'string' ? data.position : undefined;
      const nodeId = position === undefined ? undefined : state.open.get(position);
      const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
      if (position === undefined || nodeId === undefined || node === undefined) return state;
      if (event.type === graphEventTypes.nodeCompleted) {
        state.open.delete(position);
        node.status = 'completed';
        node.output = data.output ?? null;
      } else if (event.type === graphEventTypes.nodeFailed) {
        state.open.delete(position);
        node.failures += 1;
        node.lastFailure = { code: String(data.code), message: String(data.message) };
        node.status = node.failures > (parsed.nodes[nodeId]!.retries ?? 0) ? 'failed' : 'pending';
      }
      return state;
    },
    decide(state: DagState): GraphDecision {
      for (const id of ids) {
        const node = state.nodes.get(id)!;
        if (node.status === 'failed' && parsed.nodes[id]!.optional !== true) {
          const last = node.lastFailure;
          return {
            kind: 'fail',
            code: 'DAG_NODE_FAILED',
            message: `required node "${id}" failed after ${node.dispatches} attempt(s)${last === undefined ? '' : `: ${last.code}: ${last.message}`}`,
          };
        }
      }
      const skipped = skippedNodes(parsed, ids, state);
      const done = ids.every((id) => skipped.has(id) || ['completed', 'failed'].includes(state.nodes.get(id)!.status));
      if (done) {
        const output: Record<string, JsonValue> = {};
        for (const id of ids) {
          const node = state.nodes.get(id)!;
          if (node.status === 'completed') output[id] = node.output ?? null;
        }
        return { kind: 'complete', output };
      }
      const dispatches: Dispatch[] = [];
      let slots = concurrency - state.open.size;
      for (const id of ids) {
        if (slots <= 0) break;
        const node = state.nodes.get(id)!;
        if (node.status !== 'pending' || skipped.has(id)) continue;
        const needs = parsed.nodes[id]!.needs;
        if (!needs.every((need) => state.nodes.get(need)!.status === 'completed')) continue;
        const needOutputs: Record<string, JsonValue> = {};
        for (const need of needs) needOutputs[need] = state.nodes.get(need)!.output ?? null;
        dispatches.push({ position: dagPosition(id, node.dispatches + 1), nodeId: id, input: { inputs: state.inputs, needs: needOutputs } });
        slots -= 1;
      }
      return { kind: 'dispatch', dispatches };
    },
  };
}

/** Nodes that will never run: they need a failed optional node or a skipped node. */
function skippedNodes(parsed: DagDefinition, ids: readonly string[], state: DagState): Set<string> {
  const skipped = new Set<string>();
  if (![...state.nodes.values()].some((node) => node.status === 'failed')) return skipped;
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of ids) {
      if (skipped.has(id) || state.nodes.get(id)!.status !== 'pending') continue;
      if (parsed.nodes[id]!.needs.some((need) => skipped.has(need) || state.nodes.get(need)!.status === 'failed')) {
        skipped.add(id);
        changed = true;
      }
    }
  }
  return skipped;
}
