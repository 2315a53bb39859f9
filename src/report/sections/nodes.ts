// Every node of the graph, in graph order: its true state (node-state.ts), attempts, time spent
// and, only where it made engine calls, what they cost. When nodes declare a plan phase, rows are
// grouped by it (display only) under a phase column.
import { emptyUsageTotals, type UsageTotals } from '../../engine/index.ts';
import type { Section } from '../document.ts';
import { formatCount, formatDuration } from '../format.ts';
import { nodeRows, nodeStates, type NodeRow, type NodeState, type NodeStateOptions } from '../node-state.ts';
import { earlierDecisionText, stateText } from '../node-state-text.ts';
import type { RunReport } from '../types.ts';
import { costText } from '../usage-text.ts';
import type { Writer } from '../writer.ts';

/** Usage per node ID (the status keeps it so); a node with no entry made no engine call. */
export function usageByNode(report: RunReport): (nodeId: string) => UsageTotals {
  const byNode = new Map(report.status.usage.map((entry) => [entry.nodeId, entry.usage]));
  return (nodeId) => byNode.get(nodeId) ?? emptyUsageTotals();
}

/**
 * Grouped by plan phase (phases in the order they first appear, items without one last), order
 * kept within a group. Phases group for display only.
 */
export function groupByPhase<T extends { planPhase: string | null }>(items: readonly T[]): T[] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const group = groups.get(item.planPhase);
    if (group === undefined) groups.set(item.planPhase, [item]);
    else group.push(item);
  }
  const unphased = groups.get(null) ?? [];
  groups.delete(null);
  return [...[...groups.values()].flat(), ...unphased];
}

function durationOf(row: NodeRow): number | null {
  const known = row.occurrences.map((occurrence) => occurrence.durationMs).filter((ms) => ms !== null);
  return known.length === 0 ? null : known.reduce((sum, ms) => sum + ms, 0);
}

export function nodesSection(report: RunReport, w: Writer, options: NodeStateOptions): Section {
  const rows = nodeRows(report);
  const states = nodeStates(report, rows, options);
  const usageOf = usageByNode(report);
  const anyCalls = report.status.totalUsage.calls > 0;
  // The phase column appears only when some node declares a phase.
  const phased = rows.some((row) => row.planPhase !== null);
  const entries: Array<{ row: NodeRow; state: NodeState; planPhase: string | null }> = rows.map((row, index) => ({
    row,
    state: states[index] as NodeState,
    planPhase: row.planPhase,
  }));
  const ordered = phased ? groupByPhase(entries) : entries;
  const units = ordered.map(({ row, state }) => {
    const attempts = row.occurrences.reduce((sum, occurrence) => sum + occurrence.attempts, 0);
    const usage = usageOf(row.nodeId);
    const cells = [
      ...(phased ? [row.planPhase === null ? '—' : w.cell(row.planPhase, 100)] : []),
      w.cell(row.nodeId, 200),
      stateText(w, state) + earlierDecisionText(w, row, state),
      row.occurrences.length === 0 ? '' : formatCount(attempts),
      formatDuration(durationOf(row), ''),
    ];
    if (anyCalls) cells.push(usage.calls === 0 ? '' : costText(usage));
    return w.tableRow(cells);
  });
  const headers = [
    ...(phased ? ['phase'] : []),
    'node',
    'state',
    'attempts',
    'duration',
    ...(anyCalls ? ['cost'] : []),
  ];
  const align = [...(phased ? (['left'] as const) : []), ...(['left', 'left', 'right', 'right', 'right'] as const)];
  const head = [w.heading(3, `Nodes (${formatCount(rows.length)})`), ''];
  if (rows.length === 0) head.push('No node was dispatched.');
  else head.push(...w.tableHead(headers, align));
  // Which node failed and which did not run comes right after what to do next; a very large graph's
  // rows give way (past half the limit) before the smaller sections do.
  return {
    name: 'Nodes',
    importance: 55,
    share: 0.5,
    droppable: true,
    head,
    units,
    unitSeparator: '\n',
    noun: 'node rows',
    rest: (kept) => notShownText(w, ordered.slice(kept)),
  };
}

/** Done with, for a reader: nothing about such a node needs a look. */
const settledKinds = new Set<NodeState['kind']>(['completed', 'unmet']);

/** Which of the nodes a cut leaves out to name first: failures, then what waits, then the rest. */
function urgency(state: NodeState): number {
  if (state.kind === 'failed') return 0;
  if (state.kind === 'decision' || state.kind === 'paused') return 1;
  if (state.kind === 'send-back-held') return 1;
  if (state.kind === 'blocked' || state.kind === 'will-not-run') return 3;
  if (state.kind === 'waiting' || state.kind === 'not-yet' || state.kind === 'not-run') return 4;
  return 2;
}

/**
 * What the rows a cut leaves out hold that a reader must not miss: how many nodes did not complete,
 * by state, and the first few of them (failures first) by ID.
 */
function notShownText(w: Writer, cut: ReadonlyArray<{ row: NodeRow; state: NodeState }>): string {
  if (cut.length === 0) return '';
  const open = cut.filter(({ state }) => !settledKinds.has(state.kind));
  if (open.length === 0) return 'Every node left out completed or was skipped.';
  const counts = new Map<string, number>();
  for (const { state } of open) counts.set(stateWord(state), (counts.get(stateWord(state)) ?? 0) + 1);
  const tally = [...counts].map(([word, count]) => `${formatCount(count)} ${word}`).join(', ');
  const first = [...open].sort((a, b) => urgency(a.state) - urgency(b.state)).slice(0, 5);
  const named = first.map(({ row, state }) => `${w.text(row.nodeId, 60)} (${stateWord(state)})`);
  return `Left out and not completed: ${tally}${open.length > named.length ? '; among them' : ':'} ${named.join(', ')}.`;
}

function stateWord(state: NodeState): string {
  const words: Partial<Record<NodeState['kind'], string>> = {
    decision: 'waits for a decision',
    'budget-turn': 'waiting for its budget turn',
    'not-yet': 'not run yet',
    'will-not-run': 'will not run',
    'send-back-held': 'sending back waits',
    'not-run': 'not run',
    'finally-not-run': 'not run',
    'timed-out': 'timed out',
  };
  return words[state.kind] ?? state.kind;
}
