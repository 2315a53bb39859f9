// The title: result, phase, code and message, run ID, session.
import { escapeText } from '../escape.ts';
import type { Section } from '../document.ts';
import type { ReportResult } from '../result.ts';
import type { RunReport } from '../types.ts';

const headline: Record<ReportResult['kind'], string> = {
  complete: '✅ completed',
  fail: '❌ failed',
  pause: '⏸️ paused',
  none: '⏳ not settled',
};

export function titleSection(report: RunReport, result: ReportResult): Section {
  const { status } = report;
  const code = result.kind === 'fail' ? result.code : result.kind === 'pause' ? result.code : null;
  const facts = [
    `**Result:** ${result.kind === 'none' ? 'none yet' : result.kind}${code === null ? '' : ` (${escapeText(code, 200)})`}`,
    `**Phase:** ${escapeText(status.phase, 100)}`,
    `**Run ID:** ${escapeText(status.runId, 200)}`,
    `**Namespace:** ${escapeText(status.namespace, 200)}`,
    `**Session:** ${status.session}`,
  ];
  const head = [`## Supervised run ${escapeText(status.runId, 200)}: ${headline[result.kind]}`, '', facts.join(' · ')];
  if (result.kind === 'fail' && result.message !== '') head.push('', `**Message:** ${escapeText(result.message, 4000)}`);
  if (result.kind === 'pause' && result.reason !== null && result.reason !== '') head.push('', `**Reason:** ${escapeText(result.reason, 4000)}`);
  if (result.kind === 'none') {
    head.push('', `The run has no settled result yet (phase ${escapeText(status.phase, 100)}): this summary is a snapshot of what is recorded so far.`);
  }
  return { name: 'Title', importance: 100, droppable: false, head, units: [], unitSeparator: '\n', noun: 'lines' };
}
