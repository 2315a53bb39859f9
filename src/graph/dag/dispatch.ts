// A DAG node's dispatch: its next position and the input it gets (the run's inputs, its needs'
// outputs, and as it applies the backoff's earliest start, its needs' outcomes, the run's outcome
// and its review round).
import type { JsonValue } from '../../store/contract.ts';
import type { Dispatch } from '../contract.ts';
import { retryDelayMs } from './retry.ts';
import type { DagShape } from './shape.ts';
import type { DagState } from './state.ts';

export function dagPosition(nodeId: string, n: number): string {
  return `dag/${nodeId}/${n}`;
}

/** `{ node, n }` of a DAG position, or undefined for any other string. */
export function parseDagPosition(position: string): { nodeId: string; n: number } | undefined {
  const match = /^dag\/([A-Za-z0-9_.-]{1,100})\/([1-9][0-9]*)$/.exec(position);
  return match === null ? undefined : { nodeId: match[1]!, n: Number(match[2]) };
}

/** What a finally node is told: `completed` or `failed`, and why a stopped run stopped (BUDGET_STOP). */
export interface RunOutcome {
  outcome: 'completed' | 'failed';
  code?: string;
}

/** No blocked needs: the default of every dispatch while nothing has failed (not a new Set per node). */
export const noneBlocked: ReadonlySet<string> = new Set();

export function dispatchOf(
  shape: DagShape,
  state: DagState,
  id: string,
  blocked: ReadonlySet<string> = noneBlocked,
  run?: RunOutcome,
): Dispatch {
  const definition = shape.parsed.nodes[id]!;
  const node = state.nodes.get(id)!;
  const needOutputs: Record<string, JsonValue> = {};
  for (const need of definition.needs) needOutputs[need] = state.nodes.get(need)!.output ?? null;
  const input: Record<string, JsonValue> = { inputs: state.inputs, needs: needOutputs };
  const delay = retryDelayMs(definition.retry, node.failures, node.lastRetryAfterMs);
  if (delay > 0 && node.lastFailedAt !== undefined) input.notBefore = new Date(node.lastFailedAt + delay).toISOString();
  if (definition.conditional === true || definition.readsOutcomes === true) {
    const outcomes: Record<string, JsonValue> = {};
    for (const need of definition.needs) outcomes[need] = blocked.has(need) ? 'blocked' : toldOutcome(state, need);
    input.outcomes = outcomes;
  }
  if (run !== undefined) input.run = run.code === undefined ? { outcome: run.outcome } : { ...run };
  const review = shape.loops.inputOf(state.reviews, id);
  if (review !== undefined) input.review = review;
  return { position: dagPosition(id, node.dispatches + 1), nodeId: id, input };
}

/**
 * A need's status as a dispatch tells it. A reviewer whose loop sent the work back and that has not
 * run again (a stop or a failure ended the run first) still stands by its last verdict, revise: it
 * reads `reviewing`, as a reviewer whose send-back was never recorded does, not as one never run.
 */
function toldOutcome(state: DagState, need: string): string {
  const { status, failures } = state.nodes.get(need)!;
  if (status === 'completed') return 'passed';
  // A send-back resets its failures: none since means no attempt in the new round.
  if (status === 'pending' && failures === 0 && (state.reviews.get(need)?.round ?? 1) > 1) return 'reviewing';
  return status;
}
