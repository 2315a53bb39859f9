// The title: result, phase, code and message, run ID, session; for a cancelled run, who cancelled
// it, why and when.
import type { SupervisedRunCancellation } from '../../runner/index.ts';
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

function cancelLine(cancelled: SupervisedRunCancellation): string {
  return [
    `**Cancelled by:** ${escapeText(cancelled.by, 200)}`,
    `**Reason:** ${escapeText(cancelled.reason, 2000)}`,
    `**Requested:** ${escapeText(cancelled.requestedAt, 50)}`,
    `**Recorded:** ${escapeText(cancelled.at, 50)}`,
  ].join(' · ');
}

export function titleSection(report: RunReport, result: ReportResult): Section {
  const { status } = report;
  const cancelled = status.cancelled ?? null;
  const code = result.kind === 'fail' ? result.code : result.kind === 'pause' ? result.code : null;
  const facts = [
    `**Result:** ${result.kind === 'none' ? 'none yet' : result.kind}${code === null ? '' : ` (${escapeText(code, 200)})`}`,
    `**Phase:** ${escapeText(status.phase, 100)}`,
    `**Run ID:** ${escapeText(status.runId, 200)}`,
    `**Namespace:** ${escapeText(status.namespace, 200)}`,
    `**Session:** ${status.session}`,
  ];
  const shown = cancelled !== null && result.kind === 'fail' ? '⏹️ cancelled' : headline[result.kind];
  const head = [`## Supervised run ${escapeText(status.runId, 200)}: ${shown}`, '', facts.join(' · ')];
  if (cancelled !== null) head.push('', cancelLine(cancelled));
  // The status reader's STOPPED message repeats who and why: left out when it says only that.
  const repeatsCancel =
    cancelled !== null &&
    result.kind === 'fail' &&
    result.message === `the run was cancelled by ${cancelled.by}: ${cancelled.reason}`;
  if (result.kind === 'fail' && result.message !== '' && !repeatsCancel)
    head.push('', `**Message:** ${escapeText(result.message, 4000)}`);
  if (result.kind === 'pause' && result.reason !== null && result.reason !== '')
    head.push('', `**Reason:** ${escapeText(result.reason, 4000)}`);
  if (result.kind === 'none') {
    head.push(
      '',
      `The run has no settled result yet (phase ${escapeText(status.phase, 100)}): this summary is a snapshot of what is recorded so far.`,
    );
  }
  return { name: 'Title', importance: 100, droppable: false, head, units: [], unitSeparator: '\n', noun: 'lines' };
}
