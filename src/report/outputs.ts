// runOutputs: the step outputs the Action sets, as strings (JSON where structured). The Action's
// own outputs are these plus where it saved the store (`RunOutputs & { 'cache-key'; 'artifact-name' }`).
import type { UsageTotals } from '../engine/index.ts';
import { attemptLogCommands, type AttemptLogCommands } from './commands.ts';
import type { SupervisedRunBudget, SupervisedRunNodeCap } from '../runner/index.ts';
import { parseSummaryContext, type ParsedSummaryContext, type SummaryContext } from './context.ts';
import { planPauses, type PausePlan, type ReconcileRequest } from './pauses.ts';
import type { GateField } from '../graph/index.ts';
import type { AnswerCommand } from './gate-commands.ts';
import { reportResult } from './result.ts';
import type { DeadLane, RunReport } from './types.ts';

export interface RunOutputs {
  /** `complete`, `pause`, `fail`, or `none` (not settled). */
  result: string;
  /** The fail or pause code; empty on completion or when none. */
  code: string;
  phase: string;
  /** JSON array of the paused positions a resume names (not the in-flight positions of an interrupted run). */
  positions: string;
  /** JSON array of ReconcileRequestOutput. */
  'reconcile-requests': string;
  /** JSON UsageOutput: `{ total, nodes: { <nodeId>: usage }, deadLanes: [...] }`. */
  usage: string;
  /** The completion output as JSON; empty unless complete (and the output is known). */
  output: string;
  /**
   * The command the summary gives first (a budget pause's raise, a gate's first option when that
   * is a complete answer, else a resume); empty when nothing is paused or only a person can answer.
   */
  'resume-command': string;
  /** JSON GateOutput of the first open gate (in position order); empty when no gate waits. */
  gate: string;
  /** JSON array of GateOutput: every open gate. */
  'gate-requests': string;
  /** JSON array of LogOutput: where the full output of each failed or paused attempt is kept. */
  logs: string;
  /**
   * `true` when the run waits for a person (paused, interrupted, orphaned), else `false` (also
   * when another job drives it now: context.drivenElsewhere, which empties the commands too).
   */
  'needs-decision': string;
}

export interface LogOutput {
  position: string;
  nodeId: string;
  attemptId: string;
  attempt: number;
  outcome: string;
  lines: number;
  /** The live log file, relative to the store directory (storage-path). */
  storePath: string;
  /** The same file inside the store artifact (artifact-name). */
  artifactPath: string;
  /** `sha256:…` of the log artifact in the store, or null when the attempt crashed before it ended. */
  artifact: string | null;
  /** Prints it: `npx supervised-run logs …`, where the store is (after `download`, on a person's machine). */
  command: string;
  /** `gh run download …`: the store artifact into the CLI's default store, when this job uploaded it. */
  download?: string;
}

/** The outputs when no run is stored: every output is set, so `steps.<id>.outputs.result` is never missing. */
export const noRunOutputs: Readonly<RunOutputs> = Object.freeze({
  result: 'none',
  code: '',
  phase: '',
  positions: '[]',
  'reconcile-requests': '[]',
  usage: '',
  output: '',
  'resume-command': '',
  gate: '',
  'gate-requests': '[]',
  logs: '[]',
  'needs-decision': 'false',
});

/** Every output runOutputs sets (action.yml declares each). */
export const runOutputNames = Object.freeze(Object.keys(noRunOutputs) as Array<keyof RunOutputs>);

export type ReconcileRequestOutput = ReconcileRequest;

/** An open gate, for automation that answers it (allowedActors empty: anyone who may run the workflow). */
export interface GateOutput {
  position: string;
  nodeId: string;
  question: string;
  /** The question and its fields as plain text, when the gate rendered it. */
  text?: string;
  fields: GateField[];
  allowedActors: string[];
  /** ISO 8601: a resume after it fails the node with GATE_TIMEOUT. */
  deadline?: string;
  /** The summary's commands: one per option of a choice with few options, else one to fill in. */
  commands: AnswerCommand[];
}

export interface UsageOutput {
  total: UsageTotals;
  /** Keyed by node ID (usable as `fromJSON(...).nodes.<id>` in a workflow expression). */
  nodes: Record<string, UsageTotals>;
  /** Engine lanes found dead (and what took over their later calls), in log order. */
  deadLanes: DeadLane[];
  /** The run budget and what was spent of it; absent when the run has none. */
  budget?: SupervisedRunBudget;
  /** Engine nodes' own caps (node, limit, declared, spent, unknownCalls, raisedBy); absent when none made a call. */
  nodeCaps?: SupervisedRunNodeCap[];
}

// JSON.stringify leaves these raw; as `\uXXXX` escapes the parsed value is the same, but the text
// (logged, pasted into a comment) never holds a bidi control or an invisible C1/separator character.
const rawInJson = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON text of `value` with bidi and invisible controls as `\uXXXX` escapes. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(
    rawInJson,
    (char) => `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`,
  );
}

export function runOutputs(report: RunReport, context: SummaryContext): RunOutputs {
  const parsed = parseSummaryContext(context);
  const plan = planPauses(report, parsed);
  const result = reportResult(report);
  const requests: ReconcileRequestOutput[] = plan.reconcile.map((request) => ({
    position: request.position,
    nodeId: request.nodeId,
    attemptId: request.attemptId,
    reason: request.reason,
    request: request.request,
    commands: request.commands,
  }));
  const nodes: Record<string, UsageTotals> = {};
  // defineProperty: a node ID such as `__proto__` stays an own key.
  for (const entry of report.status.usage)
    Object.defineProperty(nodes, entry.nodeId, {
      value: entry.usage,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  const gates = gateOutputs(plan);
  const usage: UsageOutput = {
    total: report.status.totalUsage,
    nodes,
    deadLanes: report.deadLanes ?? [],
    ...(report.status.budget == null ? {} : { budget: report.status.budget }),
    ...((report.status.nodeCaps ?? []).length === 0 ? {} : { nodeCaps: report.status.nodeCaps }),
  };
  // Another job drives the run now: no commands, and no call for a decision (they would race that job).
  const elsewhere = parsed.drivenElsewhere === true;
  return {
    result: result.kind,
    code: result.kind === 'fail' ? result.code : result.kind === 'pause' ? (result.code ?? '') : '',
    phase: report.status.phase,
    positions: jsonText(resumablePositions(plan, report)),
    'reconcile-requests': jsonText(elsewhere ? [] : requests),
    usage: jsonText(usage),
    output: result.kind === 'complete' && result.output !== undefined ? jsonText(result.output) : '',
    'resume-command': elsewhere ? '' : (plan.firstCommand ?? ''),
    gate: elsewhere || gates[0] === undefined ? '' : jsonText(gates[0]),
    'gate-requests': jsonText(elsewhere ? [] : gates),
    logs: jsonText(logOutputs(report, parsed)),
    'needs-decision': String(!elsewhere && (result.kind === 'pause' || report.status.phase === 'orphaned')),
  };
}

/**
 * The paused positions a resume names (`position`), in the plan's order: not an interrupted run's
 * positions in flight, which a resume without a position continues (automation that resumes the
 * first listed position must not be refused).
 */
function resumablePositions(plan: PausePlan, report: RunReport): string[] {
  const paused = new Set(report.status.pauses.map((pause) => pause.position));
  return plan.positions.filter((position) => paused.has(position));
}

function gateOutputs(plan: PausePlan): GateOutput[] {
  const order = new Map(plan.positions.map((position, index) => [position, index]));
  const at = (position: string) => order.get(position) ?? order.size;
  return plan.waiting
    .filter((pause) => pause.gate !== undefined)
    .sort((a, b) => at(a.position) - at(b.position))
    .map((pause) => {
      const { request, commands } = pause.gate!;
      return {
        position: pause.position,
        nodeId: pause.nodeId,
        question: request.question,
        ...(request.text === undefined ? {} : { text: request.text }),
        fields: request.fields,
        allowedActors: request.allowedActors ?? [],
        ...(request.deadline === undefined ? {} : { deadline: request.deadline }),
        commands,
      };
    });
}

function logOutputs(report: RunReport, context: ParsedSummaryContext): LogOutput[] {
  return (report.attemptOutputs ?? []).map((view) => ({
    position: view.position,
    nodeId: view.nodeId,
    attemptId: view.attemptId,
    attempt: view.attempt,
    outcome: view.outcome,
    lines: view.totalLines,
    storePath: view.storePath,
    artifactPath: view.artifactPath,
    artifact: view.artifact,
    ...logCommandFields(attemptLogCommands(report, view.position, context)),
  }));
}

function logCommandFields({ download, print }: AttemptLogCommands): Pick<LogOutput, 'command' | 'download'> {
  return download === undefined ? { command: print } : { command: print, download };
}
