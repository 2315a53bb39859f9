// Every node of the graph, in graph order: its true state (node-state.ts), attempts, time spent
// and, only where it made engine calls, what they cost.
import { emptyUsageTotals, type UsageTotals } from '../../engine/index.ts';
import type { Section } from '../document.ts';
import { formatCount, formatDuration } from '../format.ts';
import { nodeRows, nodeStates, stateText, type NodeRow } from '../node-state.ts';
import type { RunReport } from '../types.ts';
import { costText } from '../usage-text.ts';
import type { Writer } from '../writer.ts';

/** Usage per node ID (the status keeps it so); a node with no entry made no engine call. */
export function usageByNode(report: RunReport): (nodeId: string) => UsageTotals {
  const byNode = new Map(report.status.usage.map((entry) => [entry.nodeId, entry.usage]));
  return (nodeId) => byNode.get(nodeId) ?? emptyUsageTotals();
}

function durationOf(row: NodeRow): number | null {
  const known = row.occurrences.map((occurrence) => occurrence.durationMs).filter((ms) => ms !== null);
  return known.length === 0 ? null : known.reduce((sum, ms) => sum + ms, 0);
}

export function nodesSection(report: RunReport, w: Writer, decisions: ReadonlySet<string>): Section {
  const rows = nodeRows(report);
  const states = nodeStates(report, rows, decisions);
  const usageOf = usageByNode(report);
  const anyCalls = report.status.totalUsage.calls > 0;
  const units = rows.map((row, index) => {
    const attempts = row.occurrences.reduce((sum, occurrence) => sum + occurrence.attempts, 0);
    const usage = usageOf(row.nodeId);
    const cells = [
      w.cell(row.nodeId, 200),
      stateText(w, states[index] as (typeof states)[number]),
      row.occurrences.length === 0 ? '' : formatCount(attempts),
      formatDuration(durationOf(row), ''),
    ];
    if (anyCalls) cells.push(usage.calls === 0 ? '' : costText(usage));
    return w.tableRow(cells);
  });
  const headers = ['node', 'state', 'attempts', 'duration', ...(anyCalls ? ['cost'] : [])];
  const head = [w.heading(3, `Nodes (${formatCount(rows.length)})`), ''];
  if (rows.length === 0) head.push('No node was dispatched.');
  else head.push(...w.tableHead(headers, ['left', 'left', 'right', 'right', 'right']));
  return { name: 'Nodes', importance: 30, droppable: true, head, units, unitSeparator: '\n', noun: 'node rows' };
}
