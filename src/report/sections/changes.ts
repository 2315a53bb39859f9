// What each node changed, folded: per attempt that changed something (in the order the attempts
// recorded it), the files with lines added and removed. Attempts that changed nothing are left
// out (the fold's summary counts them). Bounded: at most 50 files per position, 500 in all.
import type { Section } from '../document.ts';
import { countOf, formatCount } from '../format.ts';
import type { NodeChanges, RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

export const changeLimits = { filesPerPosition: 50, filesTotal: 500 };

const fileCountOf = (record: NodeChanges): number => record.files.length + (record.omittedFiles ?? 0);

function changeBlock(
  w: Writer,
  record: NodeChanges,
  budget: { total: number; perPosition: Map<string, number> },
): string {
  const fileCount = fileCountOf(record);
  const title = `${w.text(record.nodeId, 200)} (${w.text(record.position, 300)}), attempt ${record.attempt}, ${w.text(record.outcome, 20)}`;
  const lines = [w.heading(4, title), ''];
  if (record.error !== undefined) {
    lines.push(`The change could not be recorded: ${w.text(record.error, 1000)}`);
    return lines.join('\n');
  }
  lines.push(`+${formatCount(record.added)} / −${formatCount(record.removed)} lines in ${countOf(fileCount, 'file')}.`);
  const used = budget.perPosition.get(record.position) ?? 0;
  const room = Math.max(0, Math.min(changeLimits.filesPerPosition - used, budget.total));
  const listed = record.files.slice(0, room);
  budget.total -= listed.length;
  budget.perPosition.set(record.position, used + listed.length);
  if (listed.length > 0) {
    lines.push('', ...w.tableHead(['file', 'change', 'added', 'removed'], ['left', 'left', 'right', 'right']));
    for (const file of listed) {
      const [added, removed] = file.binary
        ? ['binary', 'binary']
        : [`+${formatCount(file.added)}`, `−${formatCount(file.removed)}`];
      lines.push(w.tableRow([w.cell(file.path, 500), w.cell(file.change, 20), added, removed]));
    }
  }
  const more = fileCount - listed.length;
  if (more > 0) lines.push('', `… and ${countOf(more, 'more file', 'more files')}`);
  return lines.join('\n');
}

export function changesSection(report: RunReport, w: Writer): Section | null {
  const changed = report.nodeChanges.filter((record) => record.error !== undefined || fileCountOf(record) > 0);
  if (changed.length === 0) return null;
  const budget = { total: changeLimits.filesTotal, perPosition: new Map<string, number>() };
  const unchanged = report.nodeChanges.length - changed.length;
  return {
    name: 'What each node changed',
    importance: 10,
    droppable: true,
    head: [
      ...w.foldOpen(
        `What the nodes changed (${countOf(changed.length, 'attempt')}${unchanged > 0 ? `; ${formatCount(unchanged)} changed nothing` : ''})`,
      ),
      'Lines added and removed in the workspace by each attempt (from captures taken before and after it).',
    ],
    units: changed.map((record) => changeBlock(w, record, budget)),
    unitSeparator: '\n\n',
    noun: 'change records',
    tail: w.foldClose().filter((line) => line !== ''),
  };
}
