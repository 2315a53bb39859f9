// The DAG form's documented rules as a full scan of every node: the reference its property tests
// compare the form's decisions with (dag-decide.property.test.ts, dag-decide-failures.property.test.ts).
import { dagPosition, type GraphDecision } from '../../src/graph/index.ts';

export type Status = 'pending' | 'open' | 'completed' | 'skipped' | 'failed';

export interface RefNode {
  needs: string[];
  optional: boolean;
  conditional: boolean;
  final: boolean;
  retries: number;
  dispatches: number;
  failures: number;
  status: Status;
  output: unknown;
  lastFailure: string | undefined;
}

const green = (status: Status) => status === 'completed' || status === 'skipped';
const settled = (status: Status) => green(status) || status === 'failed';

/**
 * Blocked: pending, not conditional, and needing a failed or blocked node (a finally node counts
 * only its finally needs: it needs the others for their outputs).
 */
function blockedOf(nodes: Map<string, RefNode>, ids: string[]): Set<string> {
  const blocked = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const id of ids) {
      const node = nodes.get(id)!;
      if (blocked.has(id) || node.status !== 'pending' || node.conditional) continue;
      const counted = node.needs.filter((need) => !node.final || nodes.get(need)!.final);
      if (counted.some((need) => blocked.has(need) || nodes.get(need)!.status === 'failed')) {
        blocked.add(id);
        changed = true;
      }
    }
  }
  return blocked;
}

/** The first required (not optional) node of `among` that failed for good, as the run's failure. */
function requiredFailureOf(nodes: Map<string, RefNode>, among: string[]): GraphDecision | undefined {
  const id = among.find((candidate) => nodes.get(candidate)!.status === 'failed' && !nodes.get(candidate)!.optional);
  if (id === undefined) return undefined;
  const node = nodes.get(id)!;
  // Its attempts since it was last made pending afresh: every one of them failed.
  const message = `required node "${id}" failed after ${node.failures} attempt${node.failures === 1 ? '' : 's'}: EFFECT_FAILED: ${node.lastFailure}`;
  return { kind: 'fail', code: 'DAG_NODE_FAILED', message };
}

/**
 * The documented rules as a full scan. Ready: pending, not blocked, every counted need green (a
 * conditional node's may also have failed or be blocked). Dispatched in ID order into free slots;
 * finally nodes once every other node has settled or is blocked (after a required failure, once no
 * other node is open), told the run's outcome. A required failure fails the run at the end.
 */
export function referenceDecide(nodes: Map<string, RefNode>, concurrency: number, inputs: unknown): GraphDecision {
  const ids = [...nodes.keys()].sort();
  const mainIds = ids.filter((id) => !nodes.get(id)!.final);
  const finallyIds = ids.filter((id) => nodes.get(id)!.final);
  const failure = requiredFailureOf(nodes, mainIds);
  if (failure !== undefined && finallyIds.length === 0) return failure;
  const blocked = blockedOf(nodes, ids);
  const done = (id: string) => blocked.has(id) || settled(nodes.get(id)!.status);
  const open = ids.filter((id) => nodes.get(id)!.status === 'open');
  const mainDone = failure !== undefined ? open.every((id) => nodes.get(id)!.final) : mainIds.every(done);
  const ready = (among: string[], outcome?: string) => {
    let slots = concurrency - open.length;
    const dispatches = [];
    for (const id of among) {
      if (slots <= 0) break;
      const node = nodes.get(id)!;
      if (node.status !== 'pending' || blocked.has(id)) continue;
      const met = (need: string) => {
        if (node.final && !nodes.get(need)!.final) return true;
        const status = nodes.get(need)!.status;
        return green(status) || (node.conditional && (status === 'failed' || blocked.has(need)));
      };
      if (!node.needs.every(met)) continue;
      const input: Record<string, unknown> = {
        inputs,
        needs: Object.fromEntries(node.needs.map((need) => [need, nodes.get(need)!.output ?? null])),
      };
      if (node.conditional)
        input.outcomes = Object.fromEntries(
          node.needs.map((need) => {
            const status = nodes.get(need)!.status;
            return [need, blocked.has(need) ? 'blocked' : status === 'completed' ? 'passed' : status];
          }),
        );
      if (outcome !== undefined) input.run = { outcome };
      dispatches.push({ position: dagPosition(id, node.dispatches + 1), nodeId: id, input: input as never });
      slots -= 1;
    }
    return dispatches;
  };
  if (!mainDone) return { kind: 'dispatch', dispatches: failure !== undefined ? [] : ready(mainIds) };
  if (!finallyIds.every(done))
    return { kind: 'dispatch', dispatches: ready(finallyIds, failure === undefined ? 'completed' : 'failed') };
  const output: Record<string, unknown> = {};
  for (const id of ids) if (nodes.get(id)!.status === 'completed') output[id] = nodes.get(id)!.output ?? null;
  return failure ?? requiredFailureOf(nodes, finallyIds) ?? { kind: 'complete', output: output as never };
}

/** A reference node before its first dispatch. */
export function refNode(
  needs: string[],
  flags: { optional?: boolean; conditional?: boolean; final?: boolean; retries?: number } = {},
): RefNode {
  return {
    needs,
    optional: flags.optional ?? false,
    conditional: flags.conditional ?? false,
    final: flags.final ?? false,
    retries: flags.retries ?? 0,
    dispatches: 0,
    failures: 0,
    status: 'pending',
    output: undefined,
    lastFailure: undefined,
  };
}
