// The built-in DAG form. Positions are `dag/<nodeId>/<n>`, n = that node's dispatch count (a
// retry is a new position). Ready nodes (every need completed or skipped: a skip counts as green)
// are dispatched in node-ID order while fewer than `concurrency` positions are open. A node that
// fails after its retries: optional -> the nodes that need it (transitively) are blocked and left
// out of the output, except conditional nodes, which are dispatched with their needs' outcomes and
// decide for themselves; required -> the run fails with DAG_NODE_FAILED (after attempts in flight
// settle). A node recorded as skipped (a completion with `skipped`) is left out of the output.
// A graph:run-reopened record (a person retries the failed run) makes the failed nodes it names
// pending again: completed nodes keep their outputs and never run again. Review loops (review.ts):
// a reviewer's revise verdict sends work back through a recorded `graph:node-sent-back`.
import type { JsonValue } from '../../store/contract.ts';
import type { Dispatch, Graph, GraphDecision, GraphEvent, GraphSpec } from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import { reviewEventTypes } from '../review-events.ts';
import { OrderedReadySet } from './ready-set.ts';
import { backoffMs, retries } from './retry.ts';
import { createReviewLoops, type ReviewState } from './review.ts';
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
  /** reviewing: a reviewer whose revise verdict waits for its send-back (not green, not settled). */
  status: 'pending' | 'open' | 'completed' | 'skipped' | 'failed' | 'reviewing';
  output: JsonValue | undefined;
  lastFailure: { code: string; message: string } | undefined;
  /** When the last failure was recorded (ms), the anchor of the next retry's backoff. */
  lastFailedAt: number | undefined;
}

export interface DagState {
  inputs: JsonValue;
  nodes: Map<string, NodeState>;
  /** Open position -> node ID. */
  open: Map<string, string>;
  /**
   * Pending nodes whose needs have all completed: kept by fold so decide does not scan every node
   * (and gives its first ones in node-ID order without a scan of its own).
   */
  ready: OrderedReadySet;
  /** Per node, how many of its needs have not completed. */
  unmetNeeds: Map<string, number>;
  /** Nodes completed or failed for good, and of those the failed ones (any failure takes the full scan). */
  settled: number;
  failed: number;
  /** Review loops by reviewer node ID (absent until a loop's first verdict). */
  reviews: Map<string, ReviewState>;
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
  // Finally nodes run once every other node has settled, whatever the outcome.
  const isFinally = (id: string) => parsed.nodes[id]!.finally === true;
  const mainIds = ids.filter((id) => !isFinally(id));
  const finallyIds = ids.filter(isFinally);
  // Who needs each node: a completion makes only these closer to ready.
  const dependents = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const id of ids) for (const need of parsed.nodes[id]!.needs) dependents.get(need)!.push(id);
  const loops = createReviewLoops(parsed);
  return {
    form: dagForm,
    version: dagFormVersion,
    definition: structuredClone(definition) as JsonValue,
    parsed,
    initial(spec: GraphSpec): DagState {
      const nodes = new Map<string, NodeState>();
      const unmetNeeds = new Map<string, number>();
      const ready = new OrderedReadySet(ids, order);
      for (const id of ids) {
        nodes.set(id, {
          dispatches: 0,
          failures: 0,
          status: 'pending',
          output: undefined,
          lastFailure: undefined,
          lastFailedAt: undefined,
        });
        unmetNeeds.set(id, parsed.nodes[id]!.needs.length);
        if (parsed.nodes[id]!.needs.length === 0) ready.add(id);
      }
      return {
        inputs: spec.resolvedInputs,
        nodes,
        open: new Map(),
        ready,
        unmetNeeds,
        settled: 0,
        failed: 0,
        reviews: loops.initial(),
      };
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
      if (event.type === graphEventTypes.runReopened) {
        // A person reopened the failed run: each named failed node starts its retries afresh
        // (its next dispatch is a new position); nodes skipped because of it are no longer skipped.
        for (const nodeId of Array.isArray(data.nodes) ? data.nodes : []) {
          const node = typeof nodeId === 'string' ? state.nodes.get(nodeId) : undefined;
          if (node === undefined || node.status !== 'failed') continue;
          node.failures = 0;
          node.lastFailure = undefined;
          setStatus(state, nodeId as string, node, 'pending');
        }
        return state;
      }
      if (event.type === reviewEventTypes.sentBack) {
        reopen(state, loops.sentBack(state.reviews, data));
        return state;
      }
      if (event.type === reviewEventTypes.exhausted) {
        const end = loops.exhausted(state.reviews, data);
        const node = end === undefined ? undefined : state.nodes.get(end.reviewer);
        if (end === undefined || node?.status !== 'reviewing') return state;
        if (end.outcome === 'pass') markGreen(state, end.reviewer, node, 'completed');
        else {
          node.failures += 1;
          node.lastFailure = { code: 'REVIEW_EXHAUSTED', message: end.message };
          setStatus(state, end.reviewer, node, 'failed');
        }
        return state;
      }
      const position = typeof data.position === 'string' ? data.position : undefined;
      const nodeId = position === undefined ? undefined : state.open.get(position);
      const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
      if (position === undefined || nodeId === undefined || node === undefined) return state;
      if (event.type === graphEventTypes.nodeCompleted) {
        state.open.delete(position);
        const skipped = data.skipped !== undefined && data.skipped !== null;
        node.output = skipped ? null : (data.output ?? null);
        const review = skipped
          ? ({ kind: 'green' } as const)
          : loops.completed(state.reviews, nodeId, position, node.output);
        if (review.kind === 'reviewing') setStatus(state, nodeId, node, 'reviewing');
        else if (review.kind === 'failed') {
          node.failures += 1;
          node.lastFailure = { code: review.code, message: review.message };
          setStatus(state, nodeId, node, 'failed');
        } else markGreen(state, nodeId, node, skipped ? 'skipped' : 'completed');
      } else if (event.type === graphEventTypes.nodeFailed) {
        state.open.delete(position);
        node.failures += 1;
        node.lastFailure = { code: text(data.code), message: text(data.message) };
        const at = typeof data.failedAt === 'string' ? Date.parse(data.failedAt) : Number.NaN;
        node.lastFailedAt = Number.isFinite(at) ? at : undefined;
        const definition = parsed.nodes[nodeId]!;
        const final = node.failures > (definition.retries ?? 0) || !retries(definition.retry?.on, data.details);
        setStatus(state, nodeId, node, final ? 'failed' : 'pending');
      }
      return state;
    },
    decide(state: DagState): GraphDecision {
      // A due revise verdict is recorded before anything new starts (not after a required failure).
      if (state.reviews.size > 0 && (state.failed === 0 || requiredFailure(state, mainIds) === undefined)) {
        const review = loops.decide(state.reviews, state.open.size);
        if (review === 'hold') return { kind: 'dispatch', dispatches: [] };
        if (review !== undefined) return review;
      }
      if (state.failed === 0) return decideWithoutFailures(state);
      const failure = requiredFailure(state, mainIds);
      if (failure !== undefined && finallyIds.length === 0) return failure;
      const blocked = blockedNodes(parsed, ids, state, isFinally);
      const settledOrBlocked = (id: string) => blocked.has(id) || isSettled(state.nodes.get(id)!.status);
      // After a required failure nothing new starts; what is open settles first (a pause keeps it open).
      const mainDone =
        failure !== undefined
          ? ![...state.open.values()].some((id) => !isFinally(id))
          : mainIds.every(settledOrBlocked);
      if (!mainDone)
        return { kind: 'dispatch', dispatches: failure !== undefined ? [] : readyDispatches(state, blocked, mainIds) };
      if (!finallyIds.every(settledOrBlocked)) {
        const outcome = failure === undefined ? 'completed' : 'failed';
        return { kind: 'dispatch', dispatches: readyDispatches(state, blocked, finallyIds, outcome) };
      }
      return failure ?? requiredFailure(state, finallyIds) ?? { kind: 'complete', output: outputOf(state) };
    },
  };

  /** DAG_NODE_FAILED for the first of `among` that failed for good and is not optional. */
  function requiredFailure(state: DagState, among: readonly string[]): GraphDecision | undefined {
    for (const id of among) {
      const node = state.nodes.get(id)!;
      if (node.status === 'failed' && parsed.nodes[id]!.optional !== true) {
        const last = node.lastFailure;
        if (last?.code === 'REVIEW_EXHAUSTED') return { kind: 'fail', code: last.code, message: last.message };
        return {
          kind: 'fail',
          code: 'DAG_NODE_FAILED',
          message: `required node "${id}" failed after ${node.dispatches} attempt(s)${last === undefined ? '' : `: ${last.code}: ${last.message}`}`,
        };
      }
    }
    return undefined;
  }

  /** Ready nodes of `among` in ID order, up to the free slots; finally nodes get the run's outcome. */
  function readyDispatches(
    state: DagState,
    blocked: ReadonlySet<string>,
    among: readonly string[],
    runOutcome?: string,
  ): Dispatch[] {
    const dispatches: Dispatch[] = [];
    let slots = concurrency - state.open.size;
    for (const id of among) {
      if (slots <= 0) break;
      const node = state.nodes.get(id)!;
      if (node.status !== 'pending' || blocked.has(id)) continue;
      const conditional = parsed.nodes[id]!.conditional === true;
      const ready = (need: string) => {
        // A finally node's other needs have settled (whatever their outcome): only for their outputs.
        if (isFinally(id) && !isFinally(need)) return true;
        const status = state.nodes.get(need)!.status;
        return isGreen(status) || (conditional && (status === 'failed' || blocked.has(need)));
      };
      if (!parsed.nodes[id]!.needs.every(ready)) continue;
      dispatches.push(dispatchOf(state, id, blocked, runOutcome));
      slots -= 1;
    }
    return dispatches;
  }

  /** Every completed node's result by ID (skipped, failed and blocked nodes are left out). */
  function outputOf(state: DagState): Record<string, JsonValue> {
    const output: Record<string, JsonValue> = {};
    for (const id of ids) {
      const node = state.nodes.get(id)!;
      if (node.status === 'completed') output[id] = node.output ?? null;
    }
    return output;
  }

  /**
   * The common case, from the indexes fold keeps: same answer as the full scan when nothing failed
   * (so nothing is blocked). Finally nodes wait until every other node has settled.
   */
  function decideWithoutFailures(state: DagState): GraphDecision {
    if (state.settled === ids.length) return { kind: 'complete', output: outputOf(state) };
    const slots = Math.max(0, concurrency - state.open.size);
    if (finallyIds.length === 0)
      return { kind: 'dispatch', dispatches: state.ready.first(slots).map((id) => dispatchOf(state, id)) };
    const settledFinally = finallyIds.filter((id) => isSettled(state.nodes.get(id)!.status)).length;
    if (state.settled - settledFinally < mainIds.length) {
      // Finally nodes whose needs have completed are in the ready set too: ask for that many more.
      const first = state.ready.first(slots + finallyIds.length).filter((id) => !isFinally(id));
      return { kind: 'dispatch', dispatches: first.slice(0, slots).map((id) => dispatchOf(state, id)) };
    }
    return { kind: 'dispatch', dispatches: readyDispatches(state, new Set(), finallyIds, 'completed') };
  }

  function dispatchOf(
    state: DagState,
    id: string,
    blocked: ReadonlySet<string> = new Set(),
    runOutcome?: string,
  ): Dispatch {
    const needOutputs: Record<string, JsonValue> = {};
    for (const need of parsed.nodes[id]!.needs) needOutputs[need] = state.nodes.get(need)!.output ?? null;
    const input: Record<string, JsonValue> = { inputs: state.inputs, needs: needOutputs };
    const node = state.nodes.get(id)!;
    const delay = backoffMs(parsed.nodes[id]!.retry, node.failures);
    if (delay > 0 && node.lastFailedAt !== undefined)
      input.notBefore = new Date(node.lastFailedAt + delay).toISOString();
    if (parsed.nodes[id]!.conditional === true) {
      const outcomes: Record<string, JsonValue> = {};
      for (const need of parsed.nodes[id]!.needs) {
        const status = state.nodes.get(need)!.status;
        outcomes[need] = blocked.has(need) ? 'blocked' : status === 'completed' ? 'passed' : status;
      }
      input.outcomes = outcomes;
    }
    if (runOutcome !== undefined) input.run = { outcome: runOutcome };
    const review = loops.inputOf(state.reviews, id);
    if (review !== undefined) input.review = review;
    return { position: dagPosition(id, state.nodes.get(id)!.dispatches + 1), nodeId: id, input };
  }

  /** Completed or skipped for the first time: the nodes that need it come closer to ready. */
  function markGreen(state: DagState, id: string, node: NodeState, status: 'completed' | 'skipped'): void {
    const already = isGreen(node.status);
    setStatus(state, id, node, status);
    if (already) return;
    for (const dependent of dependents.get(id)!) {
      const unmet = state.unmetNeeds.get(dependent)! - 1;
      state.unmetNeeds.set(dependent, unmet);
      if (unmet === 0 && state.nodes.get(dependent)!.status === 'pending') state.ready.add(dependent);
    }
  }

  /** A send-back: the loop's path is pending again (fresh retries); needs are counted afresh around it. */
  function reopen(state: DagState, reopened: readonly string[]): void {
    for (const id of reopened) {
      const node = state.nodes.get(id)!;
      node.failures = 0;
      node.lastFailure = undefined;
      node.lastFailedAt = undefined;
      setStatus(state, id, node, 'pending');
    }
    const touched = new Set(reopened.flatMap((id) => [id, ...dependents.get(id)!]));
    for (const id of touched) {
      const unmet = parsed.nodes[id]!.needs.filter((need) => !isGreen(state.nodes.get(need)!.status)).length;
      state.unmetNeeds.set(id, unmet);
      if (unmet === 0 && state.nodes.get(id)!.status === 'pending') state.ready.add(id);
      else state.ready.delete(id);
    }
  }
}

/** Completed or skipped: what a need must be for a node to be ready (a skip counts as green). */
function isGreen(status: NodeState['status']): boolean {
  return status === 'completed' || status === 'skipped';
}

function isSettled(status: NodeState['status']): boolean {
  return isGreen(status) || status === 'failed';
}

/** Moves a node to `status`, keeping the ready set and the settled/failed counts in step. */
function setStatus(state: DagState, id: string, node: NodeState, status: NodeState['status']): void {
  const wasSettled = isSettled(node.status);
  if (node.status === 'failed') state.failed -= 1;
  node.status = status;
  const settled = isSettled(status);
  if (settled !== wasSettled) state.settled += settled ? 1 : -1;
  if (status === 'failed') state.failed += 1;
  if (status === 'pending' && state.unmetNeeds.get(id) === 0) state.ready.add(id);
  else state.ready.delete(id);
}

/**
 * Nodes that will never run: not conditional, and they need a failed or blocked node (a finally
 * node only through another finally node: the others are its needs for their outputs only).
 */
function blockedNodes(
  parsed: DagDefinition,
  ids: readonly string[],
  state: DagState,
  isFinally: (id: string) => boolean,
): Set<string> {
  const blocked = new Set<string>();
  if (![...state.nodes.values()].some((node) => node.status === 'failed')) return blocked;
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of ids) {
      if (blocked.has(id) || state.nodes.get(id)!.status !== 'pending' || parsed.nodes[id]!.conditional === true)
        continue;
      const needs = parsed.nodes[id]!.needs.filter((need) => !isFinally(id) || isFinally(need));
      if (needs.some((need) => blocked.has(need) || state.nodes.get(need)!.status === 'failed')) {
        blocked.add(id);
        changed = true;
      }
    }
  }
  return blocked;
}
