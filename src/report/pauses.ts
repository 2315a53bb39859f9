// What a paused run waits for: reconcile requests (a person says whether uncertain work
// happened), other graph pauses (policy waits, engine pauses) and positions that only need the
// run continued (an interruption's in-flight work, a drift pause). Shared by the summary and outputs.
import { reconcileRequestSchema } from '../runner/index.ts';
import type { JsonValue } from '../store/contract.ts';
import { decisionCommands, resumeCommand, type ReconcileDecisionName } from './commands.ts';
import { parseGateRequest, type GateRequest } from '../graph/index.ts';
import { answerCommands, type AnswerCommand } from './gate-commands.ts';
import type { ParsedSummaryContext } from './context.ts';
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
}

export interface WaitingPause {
  position: string;
  nodeId: string;
  reason: string;
  request: JsonValue;
  /** Resumes the position (the host's policy decides again); for a gate, its first answer command. */
  command: string;
  /** Set when the pause is a gate: it is answered only by one of its commands. */
  gate?: { request: GateRequest; commands: AnswerCommand[] };
}

export interface RunLevelPause {
  code: string | null;
  reason: string | null;
  /** Positions the settled pause names that no open graph pause covers (e.g. in flight when interrupted). */
  positions: string[];
  /** Continues the run (no position). */
  command: string;
}

export interface PausePlan {
  reconcile: ReconcileRequest[];
  waiting: WaitingPause[];
  /** Set for a settled pause with a code (INTERRUPTED, WORKSPACE_DRIFT, ...) or uncovered positions. */
  run: RunLevelPause | null;
  /** Paused positions in the settled pause's order (then any other open pause). */
  positions: string[];
  /**
   * The command that resumes the first paused position that needs no decision (or continues the
   * run); null when nothing waits or every waiting position is a reconcile request.
   */
  firstCommand: string | null;
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
  positions: string[];
}

function settledPause(report: RunReport): SettledPause | null {
  const result = report.result;
  if (result?.kind === 'pause')
    return { code: result.code ?? null, reason: result.reason ?? null, positions: result.positions };
  const status = report.status.result;
  if (status?.kind === 'pause') return { code: status.code, reason: status.reason, positions: status.positions };
  return null;
}

/** A run that completed or failed waits for nothing (a pause left open there cannot be resumed). */
export function isTerminal(report: RunReport): boolean {
  const kind = report.result?.kind ?? report.status.result?.kind;
  return kind === 'complete' || kind === 'fail';
}

export function planPauses(report: RunReport, context: ParsedSummaryContext): PausePlan {
  if (isTerminal(report)) return { reconcile: [], waiting: [], run: null, positions: [], firstCommand: null };
  const runId = report.status.runId;
  const pauses = openPauses(report);
  const reconcile: ReconcileRequest[] = [];
  const waiting: WaitingPause[] = [];
  for (const pause of pauses) {
    const request = reconcileRequestSchema.safeParse(pause.request);
    if (request.success) {
      reconcile.push({
        ...pick(pause),
        attemptId: request.data.attemptId,
        commands: decisionCommands(context, runId, pause.position),
      });
    } else {
      const gate = parseGateRequest(pause.request);
      if (gate !== undefined) {
        const commands = answerCommands(context, runId, pause.position, gate);
        waiting.push({ ...pick(pause), command: commands[0]!.command, gate: { request: gate, commands } });
      } else waiting.push({ ...pick(pause), command: resumeCommand(context, { runId, position: pause.position }) });
    }
  }
  const settled = settledPause(report);
  const covered = new Set(pauses.map((pause) => pause.position));
  const uncovered = settled === null ? [] : settled.positions.filter((position) => !covered.has(position));
  const continueCommand = resumeCommand(context, { runId });
  const run =
    settled !== null && (settled.code !== null || uncovered.length > 0 || pauses.length === 0)
      ? { code: settled.code, reason: settled.reason, positions: uncovered, command: continueCommand }
      : null;
  const positions = [...new Set([...(settled?.positions ?? []), ...pauses.map((pause) => pause.position)])];
  // A reconcile request is answered only by one of its three decision commands, never by a bare
  // resume (that would re-run work that may have happened): the first command skips them.
  // A gate too: a bare resume is refused, and which answer to give is the person's choice.
  const decided = new Set([
    ...reconcile.map((request) => request.position),
    ...waiting.filter((pause) => pause.gate !== undefined).map((pause) => pause.position),
  ]);
  const first = positions.find((position) => !decided.has(position));
  let firstCommand: string | null = null;
  if (first !== undefined)
    firstCommand = covered.has(first) ? resumeCommand(context, { runId, position: first }) : continueCommand;
  else if (run !== null) firstCommand = continueCommand;
  return { reconcile, waiting, run, positions, firstCommand };
}

function pick(pause: PauseEntry) {
  return { position: pause.position, nodeId: pause.nodeId, reason: pause.reason, request: pause.request };
}
