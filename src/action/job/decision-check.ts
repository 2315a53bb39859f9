// A decision given for a pause that is no reconcile request (a gate, a budget pause) is refused
// before the job claims a session, as the runner would refuse it after: the corrected dispatch can
// then claim the session, even with a token that cannot give a claim back.
import { parseGateRequest, reviewerOutputProblem } from '../../graph/index.ts';
import { reviewLoopAt, type RunReport } from '../../report/index.ts';
import { describeDecisionProblem, isReconcileRequest, type SupervisedRunStatus } from '../../runner/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import { resumeInputs } from './refusal-words.ts';

/** What the runner names the pause kind of a request (the words only: the runner checks the kind itself). */
function pauseKindOf(request: JsonValue): string {
  if (isReconcileRequest(request)) return 'reconcile-attempt';
  const kind = typeof request === 'object' && request !== null && !Array.isArray(request) ? request.kind : undefined;
  return kind === 'budget' ? 'budget' : 'graph';
}

/** A complete decision for a review loop's reviewer: the output it records, and where the loop sends back (when known). */
export interface ReviewerCompletion {
  output: unknown;
  sendsBackTo: string | undefined;
}

/**
 * The complete decision at `position` when that is a review loop's reviewer (the report's loops
 * name it once the loop ran), else undefined. The runner checks the same against the definition.
 */
export function completeDecisionAt(
  report: Pick<RunReport, 'reviewLoops'> | null,
  position: string,
  decision: { decision: string; output?: unknown } | undefined,
): ReviewerCompletion | undefined {
  if (decision?.decision !== 'complete') return undefined;
  const loop = reviewLoopAt(report, position);
  return loop === undefined ? undefined : { output: decision.output ?? null, sendsBackTo: loop.target };
}

/**
 * Why a decision cannot answer the open pause at `position`, or undefined (a reconcile request, or
 * no such pause): a reviewer's complete decision (`complete`) must also record a verdict.
 */
export function misplacedDecision(
  status: SupervisedRunStatus | null,
  position: string,
  complete?: ReviewerCompletion,
): string | undefined {
  const pause = status?.pauses.find((candidate) => candidate.position === position);
  if (pause === undefined) return undefined;
  const pauseKind = pauseKindOf(pause.request);
  if (pauseKind === 'reconcile-attempt') return reviewerRefusal(position, complete);
  const gate = parseGateRequest(pause.request) !== undefined;
  const problem = { problem: 'not-a-reconcile-request', position, pauseKind, gate } as const;
  return `${describeDecisionProblem(problem, resumeInputs)}; nothing was run`;
}

/** A reviewer's complete decision without a verdict its loop reads: the runner's refusal, in the Action's words. */
function reviewerRefusal(position: string, complete: ReviewerCompletion | undefined): string | undefined {
  const why = complete === undefined ? undefined : reviewerOutputProblem(complete.output);
  if (why === undefined) return undefined;
  const sendsBackTo = complete!.sendsBackTo === undefined ? {} : { sendsBackTo: complete!.sendsBackTo };
  const problem = { problem: 'reviewer-verdict', position, why, ...sendsBackTo } as const;
  return `${describeDecisionProblem(problem, resumeInputs)}; nothing was run`;
}
