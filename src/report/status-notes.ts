// Lines `status` adds under its table of positions, for what that table cannot show. It lists
// dispatched positions only, so the nodes that will never run in a run that can still go on
// (blocked by a failed need, or no node but the finally nodes starts again) are named here, grouped
// by why; and a review loop whose send-back waits says for what. The summary's nodes table says the
// same per node (node-state-text.ts).
import type { EndsFailedCause } from './ends-failed.ts';
import { heldSendBacks, heldSendBackText } from './held-send-back.ts';
import { nodeRows, nodeStates, type NodeState } from './node-state.ts';
import type { PausePlan } from './pauses.ts';
import type { RunReport } from './types.ts';

type Text = (value: string) => string;

/** `needs lint, which failed`, `required node lint failed`: why a node will not run. */
function whyNotText(state: Extract<NodeState, { kind: 'blocked' | 'will-not-run' }>, text: Text): string {
  if (state.kind === 'will-not-run') return causeText(state.cause, text);
  const failed = state.because.filter((entry) => entry.blockedBy === undefined).map((entry) => text(entry.need));
  const blocked = state.because.filter((entry) => entry.blockedBy !== undefined).map((entry) => text(entry.need));
  return [
    failed.length === 0 ? '' : `needs ${failed.join(', ')}, which failed`,
    blocked.length === 0 ? '' : `needs ${blocked.join(', ')}, which will not run`,
  ]
    .filter((part) => part !== '')
    .join('; ');
}

function causeText(cause: EndsFailedCause, text: Text): string {
  if (cause.kind === 'stop') return `the dispatch limit of ${cause.maxDispatches} was reached`;
  if (cause.kind === 'review') return `review ${text(cause.reviewer)} ran out of rounds`;
  return `required node ${text(cause.nodeId)} failed`;
}

/** `  won't run   test, docs (needs lint, which failed)`: at most five groups of five names. */
function willNotRunLines(report: RunReport, plan: PausePlan, text: Text): string[] {
  const rows = nodeRows(report);
  const states = nodeStates(report, rows, {
    decisions: new Set(plan.reconcile.map((request) => request.position)),
    endsFailed: plan.endsFailed?.cause,
  });
  const byWhy = new Map<string, string[]>();
  states.forEach((state, index) => {
    if (!(state.kind === 'will-not-run' || (state.kind === 'blocked' && !state.ended))) return;
    const why = whyNotText(state, text);
    byWhy.set(why, [...(byWhy.get(why) ?? []), rows[index]!.nodeId]);
  });
  const lines = [...byWhy].slice(0, 5).map(([why, nodes]) => {
    const shown = nodes.slice(0, 5).map(text).join(', ');
    return `  won't run   ${shown}${nodes.length > 5 ? ` and ${nodes.length - 5} more` : ''} (${why})`;
  });
  if (byWhy.size > 5) lines.push(`  won't run   … and more nodes (summary lists every node)`);
  return lines;
}

/** The status lines for nodes that will not run and review loops whose send-back waits. */
export function statusNoteLines(report: RunReport, plan: PausePlan, text: Text): string[] {
  const held = heldSendBacks(report, plan).map((entry) => `  review      ${heldSendBackText(entry, text)}`);
  return [...willNotRunLines(report, plan, text), ...held];
}
