// Evidence: where the store came from and went, and what it holds (event counts, chain heads).
import { escapeCell, tableHead, tableRow } from '../escape.ts';
import type { Section } from '../document.ts';
import { formatCount, formatDuration, shortHash } from '../format.ts';
import type { RunReport } from '../types.ts';

export function evidenceSection(report: RunReport): Section {
  const { evidence, status } = report;
  const optional = (value: string | undefined) => (value === undefined || value === '' ? '—' : escapeCell(value, 500));
  const rows: Array<[string, string]> = [
    ['run ID', escapeCell(status.runId, 200)],
    ['namespace', escapeCell(status.namespace, 200)],
    ['session', formatCount(evidence.session)],
    ['cache key', optional(evidence.cacheKey)],
    ['restored from', optional(evidence.restoredFrom)],
    ['artifact name', optional(evidence.artifactName)],
    [
      'events',
      `${formatCount(evidence.eventCount.graph + evidence.eventCount.runner)} (graph ${formatCount(evidence.eventCount.graph)}, runner ${formatCount(evidence.eventCount.runner)})`,
    ],
    [
      'chain heads',
      `graph ${escapeCell(shortHash(evidence.chainHeads.graph), 12)}, runner ${escapeCell(shortHash(evidence.chainHeads.runner), 12)}`,
    ],
    ['created', escapeCell(status.createdAt, 100)],
    [
      'elapsed',
      `${formatDuration(status.elapsedMs)}${status.timeoutMs === null ? '' : ` of ${formatDuration(status.timeoutMs)}`}`,
    ],
    [
      'dispatches',
      `${formatCount(status.dispatches)}${status.maxDispatches === null ? '' : ` of ${formatCount(status.maxDispatches)}`}`,
    ],
    ['worker restarts', formatCount(status.restartCount)],
  ];
  return {
    name: 'Evidence',
    importance: 50,
    droppable: true,
    head: ['### Evidence', '', ...tableHead(['evidence', 'value'])],
    units: rows.map(([key, value]) => tableRow([key, value])),
    unitSeparator: '\n',
    noun: 'evidence rows',
  };
}
