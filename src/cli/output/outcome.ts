// What a settled (or current) run means to the person at the terminal: a headline, what waits, and
// the exact commands that resume it (with --store / --namespace when they are not the defaults,
// and the --root the person passed).
import {
  loadRunReport,
  pauseWhyParts,
  planPauses,
  resumeCommand,
  retryFailedCommand,
  waitingFor,
  shellQuote,
  type PausePlan,
  type RunReport,
} from '../../report/index.ts';
import {
  isRetryableFailure,
  type StorageOptions,
  type SupervisedRunPhase,
  type SupervisedRunResult,
} from '../../runner/index.ts';
import { exitCodes, type ExitCode } from '../errors.ts';
import { commandContext, type CommandPlace } from './command-place.ts';
import { beforeContinuing } from './drift-advice.ts';
import { completeWords } from './complete-words.ts';
import { countOf, formatDuration, plain, usageLine } from './format.ts';

export interface RunView {
  report: RunReport;
  plan: PausePlan;
}

/** The run's report and what waits, its commands carrying the place's flags. */
export async function loadRunView(
  storage: StorageOptions,
  runId: string,
  place: CommandPlace,
  result?: SupervisedRunResult,
): Promise<RunView> {
  const loaded = await loadRunReport(storage, runId);
  const report = result === undefined || loaded.result !== undefined ? loaded : { ...loaded, result };
  return { report, plan: planPauses(report, commandContext(place)) };
}

export function exitCodeForPhase(phase: SupervisedRunPhase): ExitCode {
  if (phase === 'completed') return exitCodes.ok;
  if (phase === 'paused' || phase === 'interrupted' || phase === 'orphaned') return exitCodes.paused;
  if (phase === 'failed' || phase === 'stopped' || phase === 'timeout') return exitCodes.failed;
  return exitCodes.ok;
}

export function exitCodeForResult(result: SupervisedRunResult): ExitCode {
  return result.kind === 'complete' ? exitCodes.ok : result.kind === 'pause' ? exitCodes.paused : exitCodes.failed;
}

/**
 * `3 nodes`, or `1 node, 3 positions` when nodes ran at more than one position: each retry and
 * review round is a position of its own (status lists them), but it is still the one node.
 */
function nodeCount(positions: ReadonlyArray<{ nodeId: string }>): string {
  const nodes = new Set(positions.map((position) => position.nodeId)).size;
  const counted = countOf(nodes, 'node');
  return positions.length === nodes ? counted : `${counted}, ${positions.length} positions`;
}

export function headline(view: RunView): string {
  const { status } = view.report;
  const result = view.report.result;
  const id = plain(status.runId, 100);
  const usage = usageLine(status.totalUsage);
  const nodes = nodeCount(status.nodes);
  if (status.phase === 'orphaned')
    return `Run ${id} is orphaned: its watchdog stopped without settling (resume it with --takeover)`;
  if (result === undefined && status.result === null)
    return `Run ${id} is ${status.phase}: ${nodes}, ${formatDuration(status.elapsedMs)} so far, ${usage}`;
  const kind = result?.kind ?? status.result?.kind;
  if (kind === 'complete') return `Run ${id} completed in ${formatDuration(status.elapsedMs)}: ${nodes}, ${usage}`;
  if (kind === 'pause') {
    const code = result?.kind === 'pause' ? result.code : status.result?.kind === 'pause' ? status.result.code : null;
    // In the job summary's words: 1 attempt needs your decision, 1 question waits for your answer...
    return `Run ${id} ${status.phase === 'interrupted' ? 'was interrupted' : 'paused'}${code === null || code === undefined || code === 'INTERRUPTED' ? '' : ` (${code})`}: ${waitingFor(view.plan).join('; ')}`;
  }
  const failure =
    result?.kind === 'fail'
      ? result
      : status.result?.kind === 'fail'
        ? status.result
        : { code: status.phase.toUpperCase(), message: '' };
  return `Run ${id} ${status.phase === 'stopped' ? 'was stopped' : status.phase === 'timeout' ? 'timed out' : 'failed'}: ${failure.code}${failure.message === '' ? '' : `: ${plain(failure.message, 500)}`}`;
}

/** `CODE: reason`, or the code once when the reason only repeats it (`INTERRUPTED: interrupted`). */
export function runPauseWords(code: string | null, reason: string | null): string {
  return pauseWhyParts(code, reason).join(': ');
}

/** The run-level pause (continue the run, take it over): what it is and its command. */
function runPauseLines(view: RunView): string[] {
  const run = view.plan.run;
  if (run === null) return [];
  const what = runPauseWords(run.code, run.reason);
  const lines = [
    `  the run${what === '' ? '' : ` (${plain(what, 300)})`}${run.positions.length === 0 ? '' : `, in flight: ${run.positions.map((p) => plain(p, 100)).join(', ')}`}`,
  ];
  const before = beforeContinuing(run.code, run.head);
  if (before !== undefined) lines.push(`    first:              ${before}`, `    then continue:      ${run.command}`);
  else lines.push(`    continue:           ${run.command}`);
  return lines;
}

/**
 * Lines naming what waits and how to resume it; empty when nothing does. The plan's commands carry
 * the place's flags already (loadRunView); those written here get them from the same context.
 */
export function nextSteps(view: RunView, place: CommandPlace): string[] {
  const lines: string[] = [];
  const context = commandContext(place);
  const runId = view.report.status.runId;
  // In the order a person acts on them, as the summary lists them (report/pause-order.ts).
  if (view.plan.runFirst) lines.push(...runPauseLines(view));
  for (const request of view.plan.reconcile) {
    lines.push(`  ${plain(request.position, 100)}: did this uncertain work happen? ${plain(request.reason, 300)}`);
    lines.push(`    it happened:        ${completeWords(request.commands.complete, request.revise !== undefined)}`);
    lines.push(`    run it again:       ${request.commands.retry}`);
    lines.push(`    record it failed:   ${request.commands.fail}`);
  }
  for (const pause of view.plan.waiting) {
    if (pause.gate !== undefined) {
      lines.push(`  ${plain(pause.position, 100)} asks: ${plain(pause.gate.request.question, 300)}`);
      for (const answer of pause.gate.commands)
        lines.push(
          `    ${plain(answer.label, 100)}: ${answer.command}${answer.placeholders ? '   (fill in the <…> values)' : ''}`,
        );
      continue;
    }
    lines.push(`  ${plain(pause.position, 100)}: ${plain(pause.reason, 300)}`);
    lines.push(`    resume:             ${pause.command}`);
    if (pause.capReachedToo !== undefined)
      lines.push(
        `    then:               the node's own cap is reached too (${pause.capReachedToo}): it pauses again there`,
      );
  }
  if (!view.plan.runFirst) lines.push(...runPauseLines(view));
  if (isRetryableFailure(view.report.status)) {
    lines.push(
      `  the failed nodes (${plain(view.report.status.result?.kind === 'fail' ? view.report.status.result.code : '', 100)})`,
      `    retry them:         ${retryFailedCommand(context, runId)}`,
    );
  }
  if (view.report.status.phase === 'orphaned') {
    lines.push(
      `  take over:            ${resumeCommand(context, { runId })} --takeover --reason ${shellQuote('watchdog died')}`,
    );
  }
  return lines.length === 0 ? [] : [isRetryableFailure(view.report.status) ? 'You can:' : 'Waiting for you:', ...lines];
}
