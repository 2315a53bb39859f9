// Evidence, folded: where the store came from and went, and what it holds (event counts, chain
// heads). The run ID and elapsed time are in the headline, not repeated here.
import type { Section } from '../document.ts';
import { formatCount, shortHash } from '../format.ts';
import type { RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

export function evidenceSection(report: RunReport, w: Writer): Section {
  const { evidence, status } = report;
  const optional = (value: string | undefined) => (value === undefined || value === '' ? '—' : w.cell(value, 500));
  const rows: Array<[string, string]> = [
    ['namespace', w.cell(status.namespace, 200)],
    ['cache key', optional(evidence.cacheKey)],
    ['restored from', optional(evidence.restoredFrom)],
    ['artifact name', optional(evidence.artifactName)],
    [
      'events',
      `${formatCount(evidence.eventCount.graph + evidence.eventCount.runner)} (graph ${formatCount(evidence.eventCount.graph)}, runner ${formatCount(evidence.eventCount.runner)})`,
    ],
    [
      'chain heads',
      `graph ${w.cell(shortHash(evidence.chainHeads.graph), 12)}, runner ${w.cell(shortHash(evidence.chainHeads.runner), 12)}`,
    ],
    ['created', w.cell(status.createdAt, 100)],
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
    head: [...w.foldOpen('Evidence: store, events, chain heads'), ...w.tableHead(['evidence', 'value'])],
    units: rows.map(([key, value]) => w.tableRow([key, value])),
    unitSeparator: '\n',
    noun: 'evidence rows',
    tail: w.foldClose().filter((line) => line !== ''),
  };
}
