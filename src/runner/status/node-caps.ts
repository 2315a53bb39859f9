// Per-node caps in status: each capped engine node's declared cap (as its calls record it), the
// raises recorded by resumes of its node-cap pauses (who raised last), and what the node spent,
// so status and the `usage` output show them beside the run budget.
import type { StoredEvent } from '../../store/contract.ts';
import { totalTokens, type UsageTotals } from '../../engine/index.ts';
import { engineEventTypes, engineStartedSchema, nodeCapRaisedSchema, nodeCapRaisedType } from '../../graph/index.ts';
import type { SupervisedRunNodeCap } from '../types.ts';
import { occurrenceAt, type GraphFold, type NodeCapFold } from './state.ts';

function entry(state: GraphFold, nodeId: string): NodeCapFold {
  state.nodeCaps ??= [];
  let found = state.nodeCaps.find((cap) => cap.nodeId === nodeId);
  if (found === undefined) {
    found = { nodeId, declared: {} };
    state.nodeCaps.push(found);
  }
  return found;
}

/** Folds an engine call's declared cap or a node-cap raise (other events are left alone). */
export function foldNodeCap(state: GraphFold, event: StoredEvent): void {
  if (event.type === engineEventTypes.started) {
    const data = engineStartedSchema().safeParse(event.data);
    const cap = data.success ? data.data.cap : undefined;
    const nodeId = data.success ? occurrenceAt(state, data.data.position)?.nodeId : undefined;
    if (cap === undefined || nodeId === undefined) return;
    // The latest call's declaration holds (a reopened or resumed run keeps its definition).
    entry(state, nodeId).declared = { ...cap };
  } else if (event.type === nodeCapRaisedType) {
    const data = nodeCapRaisedSchema().safeParse(event.data);
    if (!data.success) return;
    const { nodeId, usd, tokens, raisedBy } = data.data;
    if (usd === undefined && tokens === undefined) return; // a resume that only accepted unknown usage
    const cap = entry(state, nodeId);
    const raised = { ...cap.raised };
    if (usd !== undefined) raised.usd = Math.max(raised.usd ?? 0, usd);
    if (tokens !== undefined) raised.tokens = Math.max(raised.tokens ?? 0, tokens);
    cap.raised = raised;
    cap.raisedBy = raisedBy;
  }
}

const higher = (declared: number | undefined, raised: number | undefined) =>
  raised === undefined ? declared : Math.max(raised, declared ?? 0);

/** Each capped node: its current cap (declared, raised), what it spent, who raised it; node order as folded. */
export function nodeCapsStatus(
  caps: readonly NodeCapFold[] | undefined,
  usage: ReadonlyArray<{ nodeId: string; usage: UsageTotals }>,
): SupervisedRunNodeCap[] {
  return (caps ?? []).map((cap) => {
    const totals = usage.find((entry) => entry.nodeId === cap.nodeId)?.usage;
    const limit: SupervisedRunNodeCap['limit'] = {};
    const usd = higher(cap.declared.usd, cap.raised?.usd);
    const tokens = higher(cap.declared.tokens, cap.raised?.tokens);
    if (usd !== undefined) limit.usd = usd;
    if (tokens !== undefined) limit.tokens = tokens;
    return {
      nodeId: cap.nodeId,
      limit,
      declared: { ...cap.declared },
      spent: {
        usd: totals === undefined ? 0 : Math.round((totals.cost.reportedUsd + totals.cost.estimatedUsd) * 1e6) / 1e6,
        tokens: totals === undefined ? 0 : (totalTokens(totals) ?? null),
      },
      unknownCalls: totals?.cost.unknownCalls ?? 0,
      raisedBy: cap.raisedBy ?? null,
    };
  });
}
