// A run's status as text: the headline, the facts a person checks first, the nodes, what waits.
import {
  budgetTurnText,
  endsFailedSentences,
  exhaustedLoops,
  exhaustedNextStep,
  exhaustedText,
  liveNote,
  positionStateText,
  shellQuote,
  spentOfLimit,
  statusNoteLines,
} from '../../report/index.ts';
import type { SupervisedRunStatus } from '../../runner/index.ts';
import { withPlace, type CommandPlace } from './command-place.ts';
import { countOf, formatDuration, plain, table, usageLine } from './format.ts';
import { headline, nextSteps, type RunView } from './outcome.ts';

function watchdogText(status: SupervisedRunStatus): string {
  const holder = status.watchdog.holder;
  if (holder === null) return 'none (no process holds the run)';
  const alive = status.watchdog.alive === null ? 'on another host' : status.watchdog.alive ? 'alive' : 'dead';
  return `pid ${holder.pid} on ${plain(holder.hostname, 100)} (${alive})`;
}

function workerText(status: SupervisedRunStatus): string {
  const worker = status.worker;
  if (worker === null) return 'none launched';
  const alive = worker.alive === null ? 'unknown' : worker.alive ? 'alive' : 'exited';
  return `${worker.pid === null ? 'not started' : `pid ${worker.pid}`} (${alive}), launch ${worker.launch + 1}, restarts ${status.restartCount}`;
}

/** The run budget and each node cap: spent of limit (none without them). */
function spendingLines(status: SupervisedRunStatus): string[] {
  const lines: string[] = [];
  const budget = status.budget == null ? null : spentOfLimit(status.budget);
  if (budget !== null) lines.push(`  budget      ${budget}${status.budget?.limit.soft === true ? ' (soft)' : ''}`);
  const caps = status.nodeCaps ?? [];
  for (const cap of caps.slice(0, 10))
    lines.push(`  cap         ${plain(cap.nodeId, 100)}: ${spentOfLimit(cap) ?? ''}`);
  if (caps.length > 10) lines.push(`  cap         … ${caps.length - 10} more (status --json lists them)`);
  return lines;
}

/** What a person asks of a position next: who decided or answered it, why it was skipped, its failure code. */
function noteOf(node: SupervisedRunStatus['nodes'][number], exhaustedAt: ReadonlyMap<string, string>): string {
  const exhausted = exhaustedAt.get(node.position);
  if (exhausted !== undefined) return exhausted;
  if (node.reconciled !== null) return `${node.reconciled.decision} by ${plain(node.reconciled.decidedBy, 60)}`;
  if (node.answered != null) return `answered by ${plain(node.answered.answeredBy, 60)}`;
  if (node.state === 'skipped' && node.message !== null) return plain(node.message, 120);
  return node.code ?? '';
}

/** Each send-back of the run's review loops: `check sent draft back (round 2 of 3): 1 finding` (the first ten). */
function sendBackLines(view: RunView): string[] {
  const lines: string[] = [];
  for (const loop of view.report.reviewLoops ?? []) {
    if (loop.target === undefined) continue;
    for (const round of loop.rounds) {
      if (round.round < 2) continue;
      const before = loop.rounds.find((r) => r.round === round.round - 1);
      const findings = before === undefined ? '' : `: ${countOf(before.findings, 'finding')}`;
      const of = loop.limit === undefined ? '' : ` of ${loop.limit}`;
      lines.push(
        `  review      ${plain(loop.reviewer, 60)} sent ${plain(loop.target, 60)} back (round ${round.round}${of})${findings}`,
      );
    }
  }
  const shown =
    lines.length > 10
      ? [...lines.slice(0, 10), `  review      … ${lines.length - 10} more (summary lists them)`]
      : lines;
  // A loop whose rounds ran out: its reviewer's last position completed, so only this line says so.
  for (const loop of exhaustedLoops(view.report)) {
    const ending = loop.exhausted === 'pass' ? 'passed (when-exhausted: pass)' : 'rounds ran out';
    shown.push(`  review      ${exhaustedText(loop, (value) => plain(value, 60))}: ${ending}`);
  }
  return shown;
}

/** The reviewer's last position in each loop whose rounds ran out, with its note (it completed, with no code). */
function exhaustedNotes(view: RunView): Map<string, string> {
  const notes = new Map<string, string>();
  for (const loop of exhaustedLoops(view.report)) {
    const last = view.report.status.nodes.findLast((node) => node.nodeId === loop.reviewer);
    if (last === undefined) continue;
    notes.set(
      last.position,
      loop.exhausted === 'pass' ? 'rounds ran out (passed)' : 'REVIEW_EXHAUSTED: rounds ran out',
    );
  }
  return notes;
}

/**
 * What the commands below cannot say: the run ends failed whatever the answer (and what the answer
 * still decides), they wait for a run that still runs, or a run that failed REVIEW_EXHAUSTED is final.
 */
function adviceLines(view: RunView, place: CommandPlace): string[] {
  const text = (value: string) => plain(value, 100);
  const { plan, report } = view;
  const lines: string[] = [];
  if (plan.endsFailed !== undefined) lines.push(...endsFailedSentences(plan.endsFailed, text));
  const waits = plan.reconcile.length > 0 || plan.waiting.length > 0 || plan.run !== null;
  const live = waits ? liveNote(report, false, text, { meanwhile: false }) : undefined;
  if (live !== undefined) {
    const watch = withPlace(`npx supervised-run status --run-id ${shellQuote(report.status.runId)} --watch`, place, {
      root: false,
    });
    lines.push(live, `  wait for the pause:  ${watch}`);
  }
  const exhausted = exhaustedNextStep(report, text);
  if (exhausted !== undefined) lines.push('Next:', ...exhausted.map((sentence) => `  ${sentence}`));
  return lines;
}

export function statusLines(view: RunView, place: CommandPlace): string[] {
  const status = view.report.status;
  const limit = status.timeoutMs === null ? '' : ` of ${formatDuration(status.timeoutMs)}`;
  const dispatchLimit = status.maxDispatches === null ? '' : ` of ${status.maxDispatches}`;
  const lines = [
    headline(view),
    `  namespace   ${plain(status.namespace, 100)} in ${plain(place.directory, 300)}`,
    `  phase       ${status.phase}, session ${status.session}, created ${status.createdAt}`,
    `  elapsed     ${formatDuration(status.elapsedMs)}${limit}, dispatches ${status.dispatches}${dispatchLimit}`,
    `  watchdog    ${watchdogText(status)}`,
    `  worker      ${workerText(status)}`,
    `  usage       ${usageLine(status.totalUsage)}`,
    ...spendingLines(status),
    `  last event  ${status.lastEventAt ?? '-'} (${status.eventCount.graph} graph + ${status.eventCount.runner} runner records)`,
  ];
  if (status.cleanupVerified === false || status.leaseRetained)
    lines.push('  cleanup     NOT verified: the workspace lease and the process lock are kept');
  // What the logs themselves warn of (a refused resume, a torn tail, an unreadable output), as the summary does.
  for (const warning of view.report.warnings) lines.push(`  warning     ${plain(warning, 400)}`);
  lines.push(...sendBackLines(view));
  // Nodes that will not run (the table lists positions only) and send-backs that wait, and for what.
  lines.push(...statusNoteLines(view.report, view.plan, (value) => plain(value, 100)));
  for (const active of status.active) {
    const phase = active.planPhase === null ? '' : ` [${plain(active.planPhase, 60)}]`;
    const elapsed = active.elapsedMs === null ? '' : `, ${formatDuration(active.elapsedMs)} so far`;
    const left = active.remainingTimeoutMs === null ? '' : `, ${formatDuration(active.remainingTimeoutMs)} left`;
    const state = active.budgetTurn === undefined ? active.phase : budgetTurnText(active.budgetTurn.after);
    lines.push(`  active      ${plain(active.position, 80)}${phase} ${state}${elapsed}${left}`);
  }
  if (status.nodes.length > 0) {
    // A PHASE column only when some node declares one (display groups, see the graph file's phase:).
    const phased = status.nodes.some((node) => node.planPhase !== null);
    const notes = exhaustedNotes(view);
    const rows = status.nodes.map((node) => [
      ...(phased ? [node.planPhase === null ? '-' : plain(node.planPhase, 40)] : []),
      plain(node.position, 80),
      positionStateText(node.state, status.phase, node.budgetTurn),
      String(node.attempts),
      formatDuration(node.durationMs),
      noteOf(node, notes),
    ]);
    lines.push(
      '',
      ...table([...(phased ? ['PHASE'] : []), 'POSITION', 'STATE', 'ATTEMPTS', 'DURATION', 'NOTE'], rows).map(
        (row) => `  ${row}`,
      ),
    );
  }
  const advice = adviceLines(view, place);
  if (advice.length > 0) lines.push('', ...advice);
  const steps = nextSteps(view, place);
  if (steps.length > 0) lines.push('', ...steps);
  return lines;
}

/** One line for `status --watch` on a non-terminal: printed when it changes. */
const countedStates = ['running', 'dispatched', 'paused', 'failed', 'completed', 'skipped'] as const;

/** One line for --watch: the phase and the nodes by state (every node, whatever the status lists). */
export function compactStatus(status: SupervisedRunStatus): string {
  const counted = (state: (typeof countedStates)[number]) =>
    status.nodeCounts?.[state] ?? status.nodes.filter((node) => node.state === state).length;
  // In a run that has ended, positions left running or dispatched are counted as what stopped them.
  const byLabel = new Map<string, number>();
  for (const state of countedStates) {
    const count = counted(state);
    const label = positionStateText(state, status.phase);
    if (count > 0) byLabel.set(label, (byLabel.get(label) ?? 0) + count);
  }
  const nodes = [...byLabel].map(([label, count]) => `${count} ${label}`).join(', ');
  return `${status.phase}${nodes === '' ? '' : `: ${nodes}`}`;
}
