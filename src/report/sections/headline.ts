// The headline answers "what now?": the outcome in words that match the phase, the run ID, the
// time and cost (API bill and subscription estimate apart), the first error and, for a
// cancelled run, who cancelled it and why. Nothing here is repeated further down.
import type { UsageTotals } from '../../engine/index.ts';
import type { SupervisedRunPhase } from '../../runner/index.ts';
import type { Section } from '../document.ts';
import { countOf, formatCount, formatDuration, formatUsd, pauseWhyParts, spentOfLimit } from '../format.ts';
import type { ReportResult } from '../result.ts';
import type { RunReport } from '../types.ts';
import type { Writer } from '../writer.ts';

/** Icon and words per phase ("Supervised run X <words>"). */
export function outcomeWords(report: RunReport, waitsForDecision: boolean): string {
  const phase: SupervisedRunPhase = report.status.phase;
  const cancelled = report.status.cancelled !== undefined && report.status.cancelled !== null;
  const words: Record<SupervisedRunPhase, string> = {
    completed: '✅ completed',
    failed: '❌ failed',
    stopped: cancelled ? '⏹️ was cancelled' : '⏹️ was stopped',
    timeout: '⏱️ stopped at its time limit',
    paused: waitsForDecision ? '✋ waits for your decision' : '⏸️ is paused',
    interrupted: '⏸️ was interrupted (it can be continued)',
    running: '⏳ is running',
    starting: '⏳ is starting',
    backoff: '🔁 is restarting its worker',
    orphaned: '⚠️ lost its watchdog',
  };
  return words[phase];
}

/** The run's cost for the headline: what the API billed, and apart from it the subscription estimate. */
export function headlineCost(usage: UsageTotals): string {
  if (usage.calls === 0) return 'no engine calls';
  // Missing usage is never zero: no priced call is an unknown cost, not "≥ 0".
  if (usage.cost.unknownCalls >= usage.calls)
    return `unknown (${countOf(usage.calls, 'engine call')}, none with a cost figure)`;
  const bound = usage.cost.unknownCalls > 0 ? '≥ ' : '';
  const parts: string[] = [];
  const { api, subscription, unknown } = usage.billing;
  // A way of paying shows when it priced something, or when it is the only one.
  const only = [api, subscription, unknown].filter((line) => line.calls > 0).length === 1;
  const shows = (line: { calls: number; usd: number }) => line.calls > 0 && (line.usd > 0 || only);
  if (shows(api)) parts.push(`${bound}${formatUsd(api.usd)} billed (API)`);
  if (shows(subscription)) parts.push(`${bound}${formatUsd(subscription.usd)} subscription estimate (not billed)`);
  if (shows(unknown)) parts.push(`${bound}${formatUsd(unknown.usd)} with unknown billing`);
  if (parts.length === 0) parts.push('unknown');
  const calls = countOf(usage.calls, 'engine call');
  return `${parts.join(' · ')} (${calls}${usage.cost.unknownCalls > 0 ? `, ${formatCount(usage.cost.unknownCalls)} without a cost figure` : ''})`;
}

/** "spent of limit" of the run budget for the headline (null without a budget). */
export function headlineBudget(
  budget: RunReport['status']['budget'],
  tokenState?: UsageTotals['state'],
): string | null {
  return budget == null ? null : spentOfLimit(budget, tokenState === undefined ? {} : { tokenState });
}

/**
 * The first failure that could have failed the run: an optional node's failure does not, so one
 * that came earlier is passed over (it is named only when no other node failed).
 */
function firstFailure(report: RunReport) {
  const optional = new Set((report.graphNodes ?? []).filter((node) => node.optional).map((node) => node.id));
  const failed = report.status.nodes.filter((node) => node.state === 'failed' && node.reconciled === null);
  return failed.find((node) => !optional.has(node.nodeId)) ?? failed[0];
}

function errorLines(w: Writer, report: RunReport, result: ReportResult): string[] {
  const lines: string[] = [];
  const cancelled = report.status.cancelled ?? null;
  if (cancelled !== null) {
    lines.push(
      `${w.strong('Cancelled by')} ${w.text(cancelled.by, 200)}: ${w.text(cancelled.reason, 2000)} (requested ${w.text(cancelled.requestedAt, 50)}, recorded ${w.text(cancelled.at, 50)})`,
    );
  }
  if (result.kind === 'fail') {
    // The status reader's STOPPED message repeats who and why: left out when it says only that.
    const repeatsCancel =
      cancelled !== null && result.message === `the run was cancelled by ${cancelled.by}: ${cancelled.reason}`;
    if (!repeatsCancel)
      lines.push(
        `${w.strong('Error:')} ${w.text(result.code, 200)}${result.message === '' ? '' : `: ${w.text(result.message, 4000)}`}`,
      );
    const node = firstFailure(report);
    if (node !== undefined && !(node.code === result.code && node.message === result.message))
      lines.push(
        `${w.strong('First error:')} ${w.text(node.nodeId, 200)} (${w.text(node.position, 300)}): ${w.text(node.code ?? 'failed', 200)}${node.message === null || node.message === '' ? '' : `: ${w.text(node.message, 2000)}`}`,
      );
  }
  const why = result.kind === 'pause' ? pauseWhyParts(result.code, result.reason) : [];
  if (why.length > 0) lines.push(`${w.strong('Paused:')} ${why.map((part) => w.text(part, 4000)).join(': ')}`);
  if (result.kind === 'none')
    lines.push('The run is not settled yet: this summary is a snapshot of what is recorded so far.');
  return lines;
}

export function headlineSection(
  report: RunReport,
  result: ReportResult,
  w: Writer,
  waitsForDecision: boolean,
): Section {
  const { status } = report;
  // An orphan's clock stops at its last record: whatever ran after it (until the job or machine was
  // lost, or after a store was last saved off the machine) left no time to count.
  const untilLast = status.phase === 'orphaned' ? ' (to its last record: later time was not recorded)' : '';
  const elapsed = `${formatDuration(status.elapsedMs)}${status.timeoutMs === null ? '' : ` of ${formatDuration(status.timeoutMs)}`}${untilLast}`;
  const facts = [`${w.strong('Elapsed:')} ${elapsed}`, `${w.strong('Cost:')} ${headlineCost(status.totalUsage)}`];
  const budget = headlineBudget(status.budget, status.totalUsage.state);
  if (budget !== null) facts.push(`${w.strong('Budget:')} ${budget}`);
  facts.push(`${w.strong('Session:')} ${formatCount(status.session)}`);
  const head = [
    w.heading(2, `Supervised run ${w.text(status.runId, 200)} ${outcomeWords(report, waitsForDecision)}`),
    '',
    facts.join(' · '),
  ];
  for (const line of errorLines(w, report, result)) head.push('', line);
  return { name: 'Headline', importance: 100, droppable: false, head, units: [], unitSeparator: '\n', noun: 'lines' };
}
