// What a paused run waits for: reconcile requests (a person says whether uncertain work
// happened), other graph pauses (policy waits, engine pauses) and positions that only need the
// run continued (an interruption's in-flight work, a drift pause). Shared by the summary and outputs.
import { reconcileRequestSchema, requestNow, type SupervisedHeadDrift } from '../runner/index.ts';
import type { JsonValue } from '../store/contract.ts';
import {
  decisionCommands,
  decisionOutputWords,
  resumeCommand,
  reviewerVerdicts,
  takeoverCommand,
  type ReconcileDecisionName,
} from './commands.ts';
import { parseDagPosition, parseGateRequest, type GateRequest } from '../graph/index.ts';
import { answerCommands, firstOptionCommand, type AnswerCommand } from './gate-commands.ts';
import { budgetRequestSchema, budgetResumeCommand, reachedLimits } from './budget-commands.ts';
import { spentOfLimit } from './format.ts';
import type { ParsedSummaryContext } from './context.ts';
import { endsFailedOf, type EndsFailed } from './ends-failed.ts';
import { inActionOrder, runGoesFirst } from './pause-order.ts';
import type { ReviewLoopView } from './reviews.ts';
import type { RunReport } from './types.ts';

export interface PauseEntry {
  position: string;
  nodeId: string;
  eventId: string;
  reason: string;
  request: JsonValue;
}

export interface ReconcileRequest {
  position: string;
  nodeId: string;
  attemptId: string;
  reason: string;
  request: JsonValue;
  commands: Record<ReconcileDecisionName, string>;
  /**
   * Set at a review loop's reviewer, whose `complete` command records the verdict pass: the words
   * that record revise instead (send the work back), in place of the command's pass output.
   */
  revise?: string;
}

export interface WaitingPause {
  position: string;
  nodeId: string;
  reason: string;
  request: JsonValue;
  /**
   * The first command the summary gives: resumes the position (the host's policy decides again);
   * for a budget pause, with a raise of each reached limit; for a gate, its first answer command.
   */
  command: string;
  /**
   * A run-budget pause whose node's own cap is reached too ("0.06 of 0.04 USD"): its
   * resume goes on to pause at that cap, which only a resume of that pause raises.
   */
  capReachedToo?: string;
  /** Set when the pause is a gate: it is answered only by one of its commands. */
  gate?: {
    request: GateRequest;
    commands: AnswerCommand[];
    /** The first option's command when that is a complete answer (see firstOptionCommand). */
    firstOption?: string;
  };
}

export interface RunLevelPause {
  code: string | null;
  reason: string | null;
  /** WORKSPACE_DRIFT at another commit, as the runner recorded it (never read out of `reason`). */
  head?: SupervisedHeadDrift;
  /** Positions the settled pause names that no open graph pause covers (e.g. in flight when interrupted). */
  positions: string[];
  /** Continues the run (no position). */
  command: string;
  /** The run's watchdog is gone without a settled result: `command` continues it with a recorded takeover. */
  takeover?: true;
}

export interface PausePlan {
  /** In the order the run recorded them. */
  reconcile: ReconcileRequest[];
  /** Gates, then budget pauses, then policy pauses, each in recorded order (pause-order.ts). */
  waiting: WaitingPause[];
  /** Set for a settled pause with a code (INTERRUPTED, WORKSPACE_DRIFT, ...) or uncovered positions. */
  run: RunLevelPause | null;
  /**
   * The run-level pause is listed before the reconcile requests (no other resume works before it:
   * a takeover, a workspace to put back); else after the waiting pauses. See pause-order.ts.
   */
  runFirst: boolean;
  /** Paused positions in the settled pause's order (then any other open pause). */
  positions: string[];
  /**
   * The command the summary gives first for the first paused position it can answer as is (or
   * continues the run): a budget pause's raise, a gate's first option (one choice field, the
   * others optional or defaulted); null when nothing waits or every waiting position is a
   * reconcile request or a gate that needs values only a person can give.
   */
  firstCommand: string | null;
  /** Set when the run can no longer complete, whatever the answers (a required node failed, a stop). */
  endsFailed?: EndsFailed;
}

/** Open pauses: the status's, then any the handle's result names that the status does not. */
export function openPauses(report: RunReport): PauseEntry[] {
  const byPosition = new Map<string, PauseEntry>();
  for (const pause of report.status.pauses) byPosition.set(pause.position, pause);
  if (report.result?.kind === 'pause')
    for (const pause of report.result.pauses)
      if (!byPosition.has(pause.position)) byPosition.set(pause.position, pause);
  return [...byPosition.values()];
}

interface SettledPause {
  code: string | null;
  reason: string | null;
  head?: SupervisedHeadDrift | undefined;
  positions: string[];
}

function settledPause(report: RunReport): SettledPause | null {
  const result = report.result;
  if (result?.kind === 'pause')
    return { code: result.code ?? null, reason: result.reason ?? null, head: result.head, positions: result.positions };
  const status = report.status.result;
  if (status?.kind === 'pause')
    return { code: status.code, reason: status.reason, head: status.head, positions: status.positions };
  return null;
}

/** The run-level pause's recorded HEADs, as a field only when there are some. */
const headField = (settled: SettledPause) =>
  settled.head === undefined ? {} : { head: { expected: settled.head.expected, found: settled.head.found } };

/** A run that completed or failed waits for nothing (a pause left open there cannot be resumed). */
export function isTerminal(report: RunReport): boolean {
  const kind = report.result?.kind ?? report.status.result?.kind;
  return kind === 'complete' || kind === 'fail';
}

export function planPauses(report: RunReport, context: ParsedSummaryContext): PausePlan {
  if (isTerminal(report))
    return { reconcile: [], waiting: [], run: null, runFirst: false, positions: [], firstCommand: null };
  const runId = report.status.runId;
  const pauses = openPauses(report);
  const reconcile: ReconcileRequest[] = [];
  const recorded: WaitingPause[] = [];
  for (const pause of pauses) {
    const request = reconcileRequestSchema().safeParse(pause.request);
    if (request.success) {
      const reviewer = reviewLoopAt(report, pause.position) !== undefined;
      reconcile.push({
        ...pick(pause),
        attemptId: request.data.attemptId,
        commands: decisionCommands(context, runId, pause.position, { reviewer }),
        ...(reviewer ? { revise: decisionOutputWords(context, reviewerVerdicts.revise) } : {}),
      });
    } else recorded.push(waitingPause(report, context, pause));
  }
  const waiting = inActionOrder(recorded);
  const settled = settledPause(report);
  const covered = new Set(pauses.map((pause) => pause.position));
  const continueCommand =
    report.status.phase === 'orphaned' ? takeoverCommand(context, runId) : resumeCommand(context, { runId });
  const run = runLevelPause(report, settled, covered, continueCommand);
  const positions = [...new Set([...(settled?.positions ?? []), ...covered])];
  const runFirst = runGoesFirst(run);
  const firstCommand = firstCommandOf({ waiting, run, runFirst });
  const endsFailed = endsFailedOf(
    report,
    pauses.map((pause) => pause.nodeId),
  );
  return {
    reconcile,
    waiting,
    run,
    runFirst,
    positions,
    firstCommand,
    ...(endsFailed === undefined ? {} : { endsFailed }),
  };
}

/** The review loop whose reviewer `position` runs, as the report's loops name them (once the loop ran). */
export function reviewLoopAt(
  report: Pick<RunReport, 'reviewLoops'> | null,
  position: string,
): ReviewLoopView | undefined {
  const at = parseDagPosition(position);
  return at === undefined ? undefined : report?.reviewLoops?.find((loop) => loop.reviewer === at.nodeId);
}

/** A pause that is no reconcile request: a gate (answered by its commands) or a policy or budget wait. */
function waitingPause(report: RunReport, context: ParsedSummaryContext, pause: PauseEntry): WaitingPause {
  const runId = report.status.runId;
  const gate = parseGateRequest(pause.request);
  if (gate !== undefined) {
    const commands = answerCommands(context, runId, pause.position, gate);
    const firstOption = firstOptionCommand(gate, commands);
    return {
      ...pick(pause),
      command: commands[0]!.command,
      gate: { request: gate, commands, ...(firstOption === undefined ? {} : { firstOption }) },
    };
  }
  const resume = resumeCommand(context, { runId, position: pause.position });
  // A budget pause is answered by the limits and spend now (another pause's raise may have lifted them).
  const request = requestNow(pause.request, report.status) as JsonValue;
  const capToo = capReachedToo(report, pause.nodeId, request);
  return {
    ...pick(pause),
    request,
    command: budgetResumeCommand(request, resume) ?? resume,
    ...(capToo === undefined ? {} : { capReachedToo: capToo }),
  };
}

/**
 * The pause of the run as a whole: an orphan to take over, or a settled pause with a code, with
 * positions no open graph pause covers, or with no open graph pause at all. `covered`: the open
 * graph pauses' positions.
 */
function runLevelPause(
  report: RunReport,
  settled: SettledPause | null,
  covered: ReadonlySet<string>,
  continueCommand: string,
): RunLevelPause | null {
  if (report.status.phase === 'orphaned')
    return { code: null, reason: null, positions: [], command: continueCommand, takeover: true };
  if (settled === null) return null;
  const uncovered = settled.positions.filter((position) => !covered.has(position));
  if (settled.code === null && uncovered.length === 0 && covered.size > 0) return null;
  return {
    code: settled.code,
    reason: settled.reason,
    ...headField(settled),
    positions: uncovered,
    command: continueCommand,
  };
}

/**
 * The command the summary gives first (PausePlan.firstCommand), in its order (pause-order.ts). A
 * reconcile request is answered only by one of its three decision commands, never by a bare resume
 * (that would re-run work that may have happened): the first command skips them. A gate is skipped
 * too unless its first option is a complete answer (a bare resume is refused).
 */
function firstCommandOf(plan: {
  waiting: readonly WaitingPause[];
  run: RunLevelPause | null;
  runFirst: boolean;
}): string | null {
  if (plan.run !== null && plan.runFirst) return plan.run.command;
  for (const pause of plan.waiting) {
    const command = pause.gate === undefined ? pause.command : pause.gate.firstOption;
    if (command !== undefined) return command;
  }
  return plan.run?.command ?? null;
}

/** For a pause of the run budget: the node's own cap, when it is reached too, as `0.06 of 0.04 USD`. */
function capReachedToo(report: RunReport, nodeId: string, request: JsonValue): string | undefined {
  const parsed = budgetRequestSchema().safeParse(request);
  if (!parsed.success || parsed.data.scope === 'node') return undefined;
  const cap = report.status.nodeCaps?.find((entry) => entry.nodeId === nodeId);
  if (cap === undefined) return undefined;
  // Unknown tokens reach no token limit, as the budget itself counts them.
  const figures = { kind: 'budget' as const, spent: { ...cap.spent, tokens: cap.spent.tokens ?? 0 }, limit: cap.limit };
  return Object.keys(reachedLimits(figures)).length > 0 ? (spentOfLimit(cap) ?? undefined) : undefined;
}

function pick(pause: PauseEntry) {
  return { position: pause.position, nodeId: pause.nodeId, reason: pause.reason, request: pause.request };
}
