// runOutputs: the step outputs the Action sets, as strings (JSON where structured).
import type { UsageTotals } from '../engine/usage.ts';
import { parseSummaryContext, type SummaryContext } from './context.ts';
import { planPauses, type ReconcileRequest } from './pauses.ts';
import { reportResult } from './result.ts';
import type { RunReport } from './types.ts';

export interface RunOutputs {
  /** `complete`, `pause`, `fail`, or `none` (not settled). */
  result: string;
  /** The fail or pause code; empty on completion or when none. */
  code: string;
  phase: string;
  /** JSON array of paused positions. */
  positions: string;
  /** JSON array of ReconcileRequestOutput. */
  'reconcile-requests': string;
  /** JSON `{ total, nodes: { <nodeId>: usage } }`. */
  usage: string;
  /** The completion output as JSON; empty unless complete (and the output is known). */
  output: string;
  /** The command that resumes the first paused position; empty when nothing is paused. */
  'resume-command': string;
}

export type ReconcileRequestOutput = ReconcileRequest;

export interface UsageOutput {
  total: UsageTotals;
  /** Keyed by node ID (usable as `fromJSON(...).nodes.<id>` in a workflow expression). */
  nodes: Record<string, UsageTotals>;
}

export function runOutputs(report: RunReport, context: SummaryContext): RunOutputs {
  const plan = planPauses(report, parseSummaryContext(context));
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
  for (const entry of report.status.usage) Object.defineProperty(nodes, entry.nodeId, { value: entry.usage, enumerable: true, writable: true, configurable: true });
  const usage: UsageOutput = { total: report.status.totalUsage, nodes };
  return {
    result: result.kind,
    code: result.kind === 'fail' ? result.code : result.kind === 'pause' ? (result.code ?? '') : '',
    phase: report.status.phase,
    positions: JSON.stringify(plan.positions),
    'reconcile-requests': JSON.stringify(requests),
    usage: JSON.stringify(usage),
    output: result.kind === 'complete' && result.output !== undefined ? JSON.stringify(result.output) : '',
    'resume-command': plan.firstCommand ?? '',
  };
}
