// The nodes table (one row per position, in dispatch order) and the failures under it.
import { emptyUsageTotals, type UsageTotals } from '../../engine/index.ts';
import type { NodeOccurrence } from '../../runner/index.ts';
import { escapeCell, escapeText, tableHead, tableRow } from '../escape.ts';
import type { Section } from '../document.ts';
import { formatCount, formatDuration } from '../format.ts';
import type { RunReport } from '../types.ts';
import { costText, tokensInOut, usageStateText } from '../usage-text.ts';

/**
 * Usage of one position: derived per position when the report has it, else the node's when the
 * node has this one position (or made no engine call at all); undefined when it cannot be split.
 */
export function positionUsageOf(report: RunReport): (node: NodeOccurrence) => UsageTotals | undefined {
  const positionsPerNode = new Map<string, number>();
  for (const node of report.status.nodes)
    positionsPerNode.set(node.nodeId, (positionsPerNode.get(node.nodeId) ?? 0) + 1);
  const byNode = new Map(report.status.usage.map((entry) => [entry.nodeId, entry.usage]));
  const byPosition = report.positionUsage;
  return (node) => {
    // Only engine calls make usage entries: no entry means no calls.
    if (byPosition !== undefined)
      return Object.hasOwn(byPosition, node.position) ? byPosition[node.position] : emptyUsageTotals();
    const usage = byNode.get(node.nodeId);
    if (usage === undefined || usage.calls === 0) return emptyUsageTotals();
    return positionsPerNode.get(node.nodeId) === 1 ? usage : undefined;
  };
}

function stateCell(node: NodeOccurrence): string {
  let text = escapeCell(node.state, 50);
  if (node.code !== null) text += ` (${escapeCell(node.code, 100)})`;
  if (node.reconciled !== null)
    text += `, reconciled: ${escapeCell(node.reconciled.decision, 50)} by ${escapeCell(node.reconciled.decidedBy, 100)}`;
  return text;
}

/**
 * Nodes grouped by their plan phase (phases in the order they were first dispatched, nodes without
 * one last), dispatch order within a group. Phases group for display only.
 */
export function groupByPhase(nodes: readonly NodeOccurrence[]): NodeOccurrence[] {
  const groups = new Map<string | null, NodeOccurrence[]>();
  for (const node of nodes) {
    const group = groups.get(node.planPhase);
    if (group === undefined) groups.set(node.planPhase, [node]);
    else group.push(node);
  }
  const unphased = groups.get(null) ?? [];
  groups.delete(null);
  return [...[...groups.values()].flat(), ...unphased];
}

export function nodesSection(report: RunReport): Section {
  const usageOf = positionUsageOf(report);
  // The phase column appears only when some node declares a phase.
  const phased = report.status.nodes.some((node) => node.planPhase !== null);
  const ordered = phased ? groupByPhase(report.status.nodes) : report.status.nodes;
  const rows = ordered.map((node) => {
    const usage = usageOf(node);
    // No usage source for this position (a node with several positions): see the Usage section.
    const [state, tokens, cost] =
      usage === undefined
        ? ['see Usage', 'see Usage', 'see Usage']
        : [usageStateText(usage), tokensInOut(usage), costText(usage)];
    return tableRow([
      ...(phased ? [node.planPhase === null ? '—' : escapeCell(node.planPhase, 100)] : []),
      escapeCell(node.position, 300),
      escapeCell(node.nodeId, 200),
      stateCell(node),
      formatCount(node.attempts),
      formatDuration(node.durationMs),
      state,
      tokens,
      cost,
    ]);
  });
  const head = [`### Nodes (${formatCount(report.status.nodes.length)})`, ''];
  if (rows.length === 0) head.push('No node was dispatched.');
  else {
    head.push(
      'Tokens are input / output; `≥` marks a lower bound (some calls were not measured) and "unknown" a figure no call reported; — means no engine calls.',
      '',
      ...tableHead(
        [
          ...(phased ? ['phase'] : []),
          ...['position', 'node', 'state', 'attempts', 'duration', 'usage', 'tokens in / out', 'cost'],
        ],
        [
          ...(phased ? (['left'] as const) : []),
          ...(['left', 'left', 'left', 'right', 'right', 'left', 'right', 'right'] as const),
        ],
      ),
    );
  }
  return { name: 'Nodes', importance: 30, droppable: true, head, units: rows, unitSeparator: '\n', noun: 'node rows' };
}

export function failuresSection(report: RunReport): Section | null {
  const failed = report.status.nodes.filter((node) => node.state === 'failed');
  if (failed.length === 0) return null;
  return {
    name: 'Failed nodes',
    importance: 40,
    droppable: true,
    head: [`### Failed nodes (${formatCount(failed.length)})`, ''],
    units: failed.map(
      (node) =>
        `- **${escapeText(node.position, 300)}** (${escapeText(node.nodeId, 200)}): ${escapeText(node.code ?? 'failed', 100)}${node.message === null || node.message === '' ? '' : `: ${escapeText(node.message, 1000)}`}`,
    ),
    unitSeparator: '\n',
    noun: 'failed nodes',
  };
}
