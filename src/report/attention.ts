// What a person must do about a run that waits, in plain text for the log and an annotation: a
// paused, interrupted, drift-paused or orphaned run otherwise ends as a green job nobody notices.
// Pure: the Action turns it into a `::warning` (title + text) and a block at the end of the log.
import { resumeCommand } from './commands.ts';
import { oneLine } from './escape.ts';
import { parseSummaryContext, type ParsedSummaryContext, type SummaryContext } from './context.ts';
import { endsFailedSentences } from './ends-failed.ts';
import { planPauses, type ReconcileRequest, type RunLevelPause, type WaitingPause } from './pauses.ts';
import { waitingFor } from './waiting-for.ts';
import { reportResult } from './result.ts';
import type { RunReport } from './types.ts';

export interface Attention {
  /** Names the run and what waits, e.g. `Run release-1 paused: 1 question waits for your answer`. */
  title: string;
  /** One paragraph: the positions, why, and where the commands are. */
  text: string;
  /** The log block: what waits, why, and the exact commands. */
  lines: string[];
}

// Values are shown as they are (the log and annotations are text, not Markdown) but bounded, on
// one line as the progress lines write them: a line break reads as a space, other control
// characters as U+FFFD and bidi controls by name, so a value cannot forge further log lines.
const plain = (value: string, max = 300): string => oneLine(value, max);

/** What waits, as it grows: log block lines and the annotation's parts. */
interface Waiting {
  lines: string[];
  parts: string[];
}

/** Null when the run waits for nobody (completed, failed, running, not stored) or another job drives it now. */
export function attentionOf(report: RunReport, context: SummaryContext, where: string): Attention | null {
  const runId = report.status.runId;
  const parsed = parseSummaryContext(context);
  if (parsed.drivenElsewhere === true) return null;
  if (report.status.phase === 'orphaned') return orphanedAttention(runId, parsed, where);
  const result = reportResult(report);
  if (result.kind !== 'pause') return null;
  const plan = planPauses(report, parsed);
  const waiting: Waiting = { lines: [], parts: [] };
  // In the order a person acts on them, as the summary lists them (pause-order.ts).
  if (plan.run !== null && plan.runFirst) describeRunPause(plan.run, waiting);
  for (const request of plan.reconcile) describeReconcile(request, waiting);
  for (const pause of plan.waiting) describeWaitingPause(pause, waiting);
  if (plan.run !== null && !plan.runFirst) describeRunPause(plan.run, waiting);
  // The answers cannot change the outcome: said under the commands, so nobody expects them to.
  if (plan.endsFailed !== undefined)
    waiting.lines.push(
      ...endsFailedSentences(plan.endsFailed, (value) => plain(value, 200)).map((line) => `  ${line}`),
    );
  const { lines, parts } = waiting;
  const verb = report.status.phase === 'interrupted' ? 'was interrupted' : 'paused';
  // In the summary's words ("1 question waits for your answer"), so the two name the same thing.
  const waits = waitingFor(plan).join('; ');
  // The block's own sentences say the run ends failed whatever the answer: its first line does not.
  const blockWaits = waitingFor(plan, { endsFailed: false }).join('; ');
  return {
    title: `Run ${plain(runId, 100)} ${verb}: ${waits}`,
    text: `Run ${plain(runId, 100)} ${verb} and waits for a person: ${parts.slice(0, 10).join('; ')}${parts.length > 10 ? `; … and ${parts.length - 10} more` : ''}. ${where}`,
    lines: [`Run ${plain(runId, 100)} ${verb}; ${blockWaits}:`, ...lines],
  };
}

function orphanedAttention(runId: string, parsed: ParsedSummaryContext, where: string): Attention {
  const reason = `its watchdog stopped without recording a result (the job was killed?)`;
  return {
    title: `Run ${plain(runId, 100)} is not settled: it waits for your takeover`,
    text: `Run ${plain(runId, 100)} was not settled: ${reason}. Check that no other job drives it, then continue it with takeover: true (recorded). ${where}`,
    lines: [
      `Run ${plain(runId, 100)} waits for a person: ${reason}.`,
      '  continue it (recorded as a takeover): run the job again with takeover: true',
      `    ${resumeCommand(parsed, { runId })}${parsed.workflowFile === undefined ? ' --takeover' : ' -f takeover=true'}`,
    ],
  };
}

function describeReconcile(request: ReconcileRequest, { lines, parts }: Waiting): void {
  parts.push(`${plain(request.position, 200)} (reconcile: retry, complete or fail)`);
  lines.push(
    `  ${plain(request.position, 200)} (node ${plain(request.nodeId, 100)}): did this uncertain work happen? ${plain(request.reason)}`,
    `    it happened:       ${request.commands.complete}`,
    // A reviewer's complete records the verdict pass; the same command with revise sends the work back.
    ...(request.revise === undefined ? [] : [`    ask for changes:   the same with ${request.revise} instead`]),
    `    run it again:      ${request.commands.retry}`,
    `    record it failed:  ${request.commands.fail}`,
  );
}

function describeWaitingPause(pause: WaitingPause, { lines, parts }: Waiting): void {
  if (pause.gate !== undefined) {
    parts.push(`${plain(pause.position, 200)} (answer: ${plain(pause.gate.request.question, 200)})`);
    lines.push(
      `  ${plain(pause.position, 200)} (node ${plain(pause.nodeId, 100)}) asks: ${plain(pause.gate.request.question)}`,
    );
    for (const answer of pause.gate.commands) lines.push(`    ${plain(answer.label, 100)}: ${answer.command}`);
    return;
  }
  parts.push(`${plain(pause.position, 200)} (resume)`);
  lines.push(
    `  ${plain(pause.position, 200)} (node ${plain(pause.nodeId, 100)}): ${plain(pause.reason)}`,
    `    resume:            ${pause.command}`,
  );
}

function describeRunPause(run: RunLevelPause, { lines, parts }: Waiting): void {
  const why = [run.code, run.reason].filter((part): part is string => part !== null && part !== '').join(': ');
  const inFlight =
    run.positions.length === 0 ? '' : `, in flight: ${run.positions.map((p) => plain(p, 200)).join(', ')}`;
  parts.push(`the run${why === '' ? '' : ` (${plain(why, 200)})`}${inFlight} (continue)`);
  lines.push(`  the run${why === '' ? '' : ` (${plain(why)})`}${inFlight}`, `    continue:          ${run.command}`);
}
