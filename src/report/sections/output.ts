// What the attempts printed, where a person decides: for each failed node and each paused position
// (a reconcile request above all: did the effect happen?), the last lines the attempt printed in a
// collapsible block, when it started, how long it ran (before its crash, when it crashed), and where
// the whole log is kept. Every line is escaped: node output is untrusted text.
import type { AttemptOutputView } from '../attempt-output.ts';
import { shellQuote } from '../commands.ts';
import type { Section } from '../document.ts';
import { escapePre, escapeText } from '../escape.ts';
import { formatCount, formatDuration } from '../format.ts';
import type { RunReport } from '../types.ts';

const outcomeText = {
  completed: 'completed',
  failed: 'failed',
  paused: 'paused',
  crashed: 'its worker died before an outcome was recorded',
} as const;

function ranText(view: AttemptOutputView): string {
  if (view.ranMs === null) return '';
  return view.outcome === 'crashed'
    ? `, ran ${formatDuration(view.ranMs)} before the crash`
    : `, ran ${formatDuration(view.ranMs)}`;
}

function where(view: AttemptOutputView, runId: string, artifactName: string | undefined): string {
  const command = `npx supervised-run logs --run-id ${shellQuote(runId)} --position ${shellQuote(view.position)}`;
  const file = artifactName === undefined ? '' : ` (also in the store artifact ${escapeText(artifactName, 200)})`;
  return `Full log: ${escapeText(command, 600)} · store file ${escapeText(view.storePath, 600)}${file}`;
}

function block(view: AttemptOutputView, runId: string, artifactName: string | undefined): string {
  const shown = view.lastLines.length;
  const cut = view.cutLines > 0 ? `; ${formatCount(view.cutLines)} lines in the middle were not kept` : '';
  const label =
    shown === view.totalLines
      ? `All ${formatCount(shown)} lines`
      : `Last ${formatCount(shown)} of ${formatCount(view.totalLines)} lines`;
  return [
    `#### ${escapeText(view.position, 300)} (${escapeText(view.nodeId, 200)}, attempt ${view.attempt}): ${outcomeText[view.outcome]}`,
    '',
    `Started ${escapeText(view.startedAt, 60)}${ranText(view)}; printed ${formatCount(view.totalLines)} lines${cut}.`,
    '',
    where(view, runId, artifactName),
    '',
    // One line of raw HTML: escapePre turns newlines into references, so no output can end the block.
    `<details><summary>${label}</summary><pre><code>${escapePre(view.lastLines.join('\n'))}</code></pre></details>`,
  ].join('\n');
}

export function outputSection(report: RunReport): Section | null {
  const views = report.attemptOutputs ?? [];
  if (views.length === 0) return null;
  return {
    name: 'What the attempts printed',
    importance: 60,
    droppable: true,
    head: [
      `### What the attempts printed (${formatCount(views.length)})`,
      '',
      'The end of what each failed or paused attempt printed ([out] stdout, [err] stderr; known secrets redacted).',
    ],
    units: views.map((view) => block(view, report.status.runId, report.evidence.artifactName)),
    unitSeparator: '\n\n',
    noun: 'attempt logs',
  };
}
