// What each node changed: per attempt (in the order the attempts recorded it), the files with
// lines added and removed. Bounded: at most 50 files per position and 500 in all are listed.
import { escapeCell, escapeText, tableHead, tableRow } from '../escape.ts';
import type { Section } from '../document.ts';
import { formatCount } from '../format.ts';
import type { NodeChanges, RunReport } from '../types.ts';

export const changeLimits = { filesPerPosition: 50, filesTotal: 500 };

function changeBlock(record: NodeChanges, budget: { total: number; perPosition: Map<string, number> }): string {
  const fileCount = record.files.length + (record.omittedFiles ?? 0);
  const lines = [
    `#### ${escapeText(record.position, 300)}: ${escapeText(record.nodeId, 200)}, attempt ${record.attempt}, ${escapeText(record.outcome, 20)}`,
    '',
  ];
  if (record.error !== undefined) lines.push(`The change could not be recorded: ${escapeText(record.error, 1000)}`);
  else if (fileCount === 0) lines.push('No files changed.');
  else
    lines.push(
      `+${formatCount(record.added)} / −${formatCount(record.removed)} lines in ${formatCount(fileCount)} ${fileCount === 1 ? 'file' : 'files'}.`,
    );
  const used = budget.perPosition.get(record.position) ?? 0;
  const room = Math.max(0, Math.min(changeLimits.filesPerPosition - used, budget.total));
  const listed = record.files.slice(0, room);
  budget.total -= listed.length;
  budget.perPosition.set(record.position, used + listed.length);
  if (listed.length > 0) {
    lines.push('', ...tableHead(['file', 'change', 'added', 'removed'], ['left', 'left', 'right', 'right']));
    for (const file of listed) {
      const [added, removed] = file.binary
        ? ['binary', 'binary']
        : [`+${formatCount(file.added)}`, `−${formatCount(file.removed)}`];
      lines.push(tableRow([escapeCell(file.path, 500), escapeCell(file.change, 20), added, removed]));
    }
  }
  const more = fileCount - listed.length;
  if (more > 0 && record.error === undefined)
    lines.push('', `… and ${formatCount(more)} more ${more === 1 ? 'file' : 'files'}`);
  return lines.join('\n');
}

export function changesSection(report: RunReport): Section | null {
  if (report.nodeChanges.length === 0) return null;
  const budget = { total: changeLimits.filesTotal, perPosition: new Map<string, number>() };
  return {
    name: 'What each node changed',
    importance: 10,
    droppable: true,
    head: [
      '### What each node changed',
      '',
      'Lines added and removed in the workspace by each attempt (from captures taken before and after it).',
    ],
    units: report.nodeChanges.map((record) => changeBlock(record, budget)),
    unitSeparator: '\n\n',
    noun: 'change records',
  };
}
