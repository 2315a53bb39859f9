// The built-in DAG form. Positions are `dag/<nodeId>/<n>`, n = that node's dispatch count (a
// retry is a new position). Ready nodes (every need completed) are dispatched in node-ID order
// while fewer than `concurrency` positions are open. A node that fails after its retries:
// optional -> the nodes that need it (transitively) are skipped and left out of the output;
// required -> the run fails with DAG_NODE_FAILED (after attempts in flight settle).
import type { JsonValue } from '../../store/contract.ts';
import type { Dispatch, Graph, GraphDecision, GraphEvent, GraphSpec } from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import { parseDagDefinition, type DagDefinition } from './schema.ts';

/** A recorded failure's code or message as text (the executor writes strings). */
function text(value: JsonValue | undefined): string {
  if (typeof value === 'string') return value;
  // JSON.stringify answers undefined for undefined, whatever its type says.
  const json: string | undefined = JSON.stringify(value);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
  return json ?? '';
}

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
  /** Pending nodes whose needs have all completed: kept by fold so decide does not scan every node. */
  ready: Set<string>;
  /** Per node, how many of its needs have not completed. */
  unmetNeeds: Map<string, number>;
  /** Nodes completed or failed for good, and of those the failed ones (any failure takes the full scan). */
  settled: number;
  failed: number;
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
  const order = new Map(ids.map((id, index) => [id, index]));
  const byOrder = (a: string, b: string) => order.get(a)! - order.get(b)!;
  // Who needs each node: a completion makes only these closer to ready.
  const dependents = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const id of ids) for (const need of parsed.nodes[id]!.needs) dependents.get(need)!.push(id);
  return {
    form: dagForm,
    version: dagFormVersion,
    definition: structuredClone(definition) as JsonValue,
    parsed,
    initial(spec: GraphSpec): DagState {
      const nodes = new Map<string, NodeState>();
      const unmetNeeds = new Map<string, number>();
      const ready = new Set<string>();
      for (const id of ids) {
        nodes.set(id, { dispatches: 0, failures: 0, status: 'pending', output: undefined, lastFailure: undefined });
        unmetNeeds.set(id, parsed.nodes[id]!.needs.length);
        if (parsed.nodes[id]!.needs.length === 0) ready.add(id);
      }
      return { inputs: spec.resolvedInputs, nodes, open: new Map(), ready, unmetNeeds, settled: 0, failed: 0 };
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
          setStatus(state, entry.nodeId, node, 'open');
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
        node.output = data.output ?? null;
        const already = node.status === 'completed';
        setStatus(state, nodeId, node, 'completed');
        if (!already)
          for (const dependent of dependents.get(nodeId)!) {
            const unmet = state.unmetNeeds.get(dependent)! - 1;
            state.unmetNeeds.set(dependent, unmet);
            if (unmet === 0 && state.nodes.get(dependent)!.status === 'pending') state.ready.add(dependent);
          }
      } else if (event.type === graphEventTypes.nodeFailed) {
        state.open.delete(position);
        node.failures += 1;
        node.lastFailure = { code: text(data.code), message: text(data.message) };
        setStatus(state, nodeId, node, node.failures > (parsed.nodes[nodeId]!.retries ?? 0) ? 'failed' : 'pending');
      }
      return state;
    },
    decide(state: DagState): GraphDecision {
      if (state.failed === 0) return decideWithoutFailures(state);
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
        dispatches.push(dispatchOf(state, id));
        slots -= 1;
      }
      return { kind: 'dispatch', dispatches };
    },
  };

  /** The common case, from the indexes fold keeps: same answer as the full scan when nothing failed. */
  function decideWithoutFailures(state: DagState): GraphDecision {
    if (state.settled === ids.length) {
      const output: Record<string, JsonValue> = {};
      for (const id of ids) output[id] = state.nodes.get(id)!.output ?? null;
      return { kind: 'complete', output };
    }
    const slots = concurrency - state.open.size;
    return { kind: 'dispatch', dispatches: firstInOrder(state.ready, slots).map((id) => dispatchOf(state, id)) };
  }

  /** The first `count` of `ids` in node-ID order, without sorting a wide ready set on every decision. */
  function firstInOrder(ready: ReadonlySet<string>, count: number): string[] {
    if (count <= 0) return [];
    if (count >= ready.size) return [...ready].sort(byOrder);
    const first: string[] = [];
    for (const id of ready) {
      if (first.length === count && byOrder(id, first[count - 1]!) > 0) continue;
      let at = first.length === count ? count - 1 : first.length;
      while (at > 0 && byOrder(id, first[at - 1]!) < 0) {
        first[at] = first[at - 1]!;
        at -= 1;
      }
      first[at] = id;
    }
    return first;
  }

  function dispatchOf(state: DagState, id: string): Dispatch {
    const needOutputs: Record<string, JsonValue> = {};
    for (const need of parsed.nodes[id]!.needs) needOutputs[need] = state.nodes.get(need)!.output ?? null;
    return {
      position: dagPosition(id, state.nodes.get(id)!.dispatches + 1),
      nodeId: id,
      input: { inputs: state.inputs, needs: needOutputs },
    };
  }
}

/** Moves a node to `status`, keeping the ready set and the settled/failed counts in step. */
function setStatus(state: DagState, id: string, node: NodeState, status: NodeState['status']): void {
  const wasSettled = node.status === 'completed' || node.status === 'failed';
  if (node.status === 'failed') state.failed -= 1;
  node.status = status;
  const settled = status === 'completed' || status === 'failed';
  if (settled !== wasSettled) state.settled += settled ? 1 : -1;
  if (status === 'failed') state.failed += 1;
  if (status === 'pending' && state.unmetNeeds.get(id) === 0) state.ready.add(id);
  else state.ready.delete(id);
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
