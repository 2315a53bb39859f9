// The built-in DAG form. Positions are `dag/<nodeId>/<n>`, n = that node's dispatch count (a
// retry is a new position). Ready nodes (every need completed or skipped: a skip counts as green)
// are dispatched in node-ID order while fewer than `concurrency` positions are open. A node that
// fails after its retries: optional -> the nodes that need it (transitively) are blocked and left
// out of the output, except conditional nodes, which are dispatched with their needs' outcomes and
// decide for themselves; required -> the run fails with DAG_NODE_FAILED (after attempts in flight
// settle). A node recorded as skipped (a completion with `skipped`) is left out of the output.
// A graph:run-reopened record (a person retries the failed run) makes the failed nodes it names
// pending again, and the finally nodes (they report the run's outcome): other completed nodes keep
// their outputs and never run again. Review loops (review.ts):
// a reviewer's revise verdict sends work back through a recorded `graph:node-sent-back`.
// Decisions: decide.ts; the folded state and its indexes: state.ts.
import type { JsonValue } from '../../store/contract.ts';
import type { Graph, GraphEvent, GraphSpec } from '../contract.ts';
import { graphEventTypes } from '../events.ts';
import { reviewEventTypes } from '../review-events.ts';
import { decideDag } from './decide.ts';
import { parseDagPosition } from './dispatch.ts';
import { retries, retryAfterOf } from './retry.ts';
import { reviewerCompletionProblem } from './review.ts';
import { parseDagDefinition, type DagDefinition } from './schema.ts';
import { dagShapeOf, type DagShape } from './shape.ts';
import { initialDagState, isSettled, markGreen, reopenNodes, setStatus, type DagState } from './state.ts';

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

export interface DagGraph extends Graph<DagState> {
  /** The parsed definition (the `definition` property is the value exactly as given). */
  readonly parsed: DagDefinition;
}

export function createDagGraph(definition: unknown): DagGraph {
  const parsed = parseDagDefinition(definition);
  const shape = dagShapeOf(parsed);
  return {
    form: dagForm,
    version: dagFormVersion,
    definition: structuredClone(definition) as JsonValue,
    parsed,
    // Its finally nodes run when maxDispatches stops the others.
    settlesAfterStop: true,
    completionProblem: (nodeId: string, output: JsonValue) => reviewerCompletionProblem(parsed, nodeId, output),
    initial: (spec: GraphSpec) => initialDagState(shape, spec.resolvedInputs),
    fold: (state: DagState, event: GraphEvent) => foldDag(shape, state, event),
    decide: (state: DagState) => decideDag(shape, state),
  };
}

function foldDag(shape: DagShape, state: DagState, event: GraphEvent): DagState {
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
  } else if (event.type === graphEventTypes.dispatchLimitReached) {
    state.stopped ??= {
      code: typeof data.code === 'string' ? data.code : 'BUDGET_STOP',
      message: text(data.message),
    };
  } else if (event.type === graphEventTypes.timeLimitReached) {
    stopAtTimeLimit(state, data);
  } else if (event.type === graphEventTypes.runReopened) {
    state.stopped = undefined;
    foldReopened(shape, state, data);
  } else if (event.type === reviewEventTypes.sentBack) {
    reopenNodes(shape, state, shape.loops.sentBack(state.reviews, data));
  } else if (event.type === reviewEventTypes.exhausted) {
    const end = shape.loops.exhausted(state.reviews, data);
    const node = end === undefined ? undefined : state.nodes.get(end.reviewer);
    if (end === undefined || node?.status !== 'reviewing') return state;
    if (end.outcome === 'pass') markGreen(shape, state, end.reviewer, node, 'completed');
    else {
      node.failures += 1;
      node.lastFailure = { code: 'REVIEW_EXHAUSTED', message: end.message };
      setStatus(state, end.reviewer, node, 'failed');
    }
  } else foldSettled(shape, state, event.type, data);
  return state;
}

/**
 * The run's time limit: it is what the run fails with (whatever stop came before), and each
 * position it stopped (unsettled then, a finally node's too) is its node's failure for good: told
 * `failed` to the finally nodes, it is never dispatched again.
 */
function stopAtTimeLimit(state: DagState, data: Record<string, JsonValue>): void {
  state.stopped = { code: typeof data.code === 'string' ? data.code : 'TIMEOUT', message: text(data.message) };
  for (const position of Array.isArray(data.stopped) ? data.stopped : []) {
    const nodeId = typeof position === 'string' ? state.open.get(position) : undefined;
    const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
    if (nodeId === undefined || node === undefined) continue;
    state.open.delete(position as string);
    node.failures += 1;
    node.lastFailure = { code: state.stopped.code, message: "stopped at the run's time limit" };
    setStatus(state, nodeId, node, 'failed');
  }
}

/**
 * A person reopened the failed run: each named failed node starts its retries afresh (its next
 * dispatch is a new position); nodes skipped because of it are no longer skipped. The outcome the
 * finally nodes were told has changed, so every settled finally node is pending again too: they run
 * again at new positions once the others have settled. Folding the same record twice (a crash
 * before the session record, then a second retry) finds nothing failed and changes nothing.
 */
function foldReopened(shape: DagShape, state: DagState, data: Record<string, JsonValue>): void {
  const reopened = new Set<string>();
  for (const nodeId of Array.isArray(data.nodes) ? data.nodes : []) {
    if (typeof nodeId === 'string' && state.nodes.get(nodeId)?.status === 'failed') reopened.add(nodeId);
  }
  if (reopened.size === 0) return;
  for (const id of shape.finallyIds) if (isSettled(state.nodes.get(id)!.status)) reopened.add(id);
  reopenNodes(shape, state, [...reopened]);
}

/** A position's completion or failure. */
function foldSettled(shape: DagShape, state: DagState, type: string, data: Record<string, JsonValue>): void {
  const position = typeof data.position === 'string' ? data.position : undefined;
  const nodeId = position === undefined ? undefined : state.open.get(position);
  const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
  if (position === undefined || nodeId === undefined || node === undefined) return;
  if (type === graphEventTypes.nodeCompleted) {
    state.open.delete(position);
    const skipped = data.skipped !== undefined && data.skipped !== null;
    node.output = skipped ? null : (data.output ?? null);
    const review = skipped
      ? ({ kind: 'green' } as const)
      : shape.loops.completed(state.reviews, nodeId, position, node.output);
    if (review.kind === 'reviewing') setStatus(state, nodeId, node, 'reviewing');
    else if (review.kind === 'failed') {
      node.failures += 1;
      node.lastFailure = { code: review.code, message: review.message };
      setStatus(state, nodeId, node, 'failed');
    } else markGreen(shape, state, nodeId, node, skipped ? 'skipped' : 'completed');
  } else if (type === graphEventTypes.nodeFailed) {
    state.open.delete(position);
    node.failures += 1;
    node.lastFailure = { code: text(data.code), message: text(data.message) };
    const at = typeof data.failedAt === 'string' ? Date.parse(data.failedAt) : Number.NaN;
    node.lastFailedAt = Number.isFinite(at) ? at : undefined;
    node.lastRetryAfterMs = retryAfterOf(data.details);
    const definition = shape.parsed.nodes[nodeId]!;
    // After a stop a finally node runs once: its failure is final.
    const final =
      node.failures > (definition.retries ?? 0) ||
      !retries(definition.retry?.on, data.details) ||
      (state.stopped !== undefined && shape.isFinally(nodeId));
    setStatus(state, nodeId, node, final ? 'failed' : 'pending');
  }
}
