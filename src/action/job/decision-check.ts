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

/** Why a decision cannot answer a pause, and the input to correct (a reviewer's verdict is decision-output's). */
export interface DecisionRefusal {
  input: 'decision' | 'decision-output';
  message: string;
}

/**
 * Why a decision cannot answer the open pause at `position`, or undefined (a reconcile request, or
 * no such pause): a reviewer's complete decision (`complete`) must also record a verdict.
 */
export function misplacedDecision(
  status: SupervisedRunStatus | null,
  position: string,
  complete?: ReviewerCompletion,
): DecisionRefusal | undefined {
  const pause = status?.pauses.find((candidate) => candidate.position === position);
  if (pause === undefined) return undefined;
  const pauseKind = pauseKindOf(pause.request);
  if (pauseKind === 'reconcile-attempt') return reviewerRefusal(position, complete);
  const gate = parseGateRequest(pause.request) !== undefined;
  const problem = { problem: 'not-a-reconcile-request', position, pauseKind, gate } as const;
  return { input: 'decision', message: `${describeDecisionProblem(problem, resumeInputs)}; nothing was run` };
}

/**
 * A reviewer's complete decision without a verdict its loop reads: the decision is right, its
 * output is what is missing, so the refusal names decision-output and the forms it accepts.
 */
function reviewerRefusal(position: string, complete: ReviewerCompletion | undefined): DecisionRefusal | undefined {
  const why = complete === undefined ? undefined : reviewerOutputProblem(complete.output);
  if (why === undefined) return undefined;
  const back = complete!.sendsBackTo === undefined ? '' : ` to ${complete!.sendsBackTo}`;
  return {
    input: 'decision-output',
    message: `input "decision-output": position ${position} is the reviewer of a review loop, so decision complete must record its verdict: {"verdict":"pass"}, or {"verdict":"revise","findings":[...]} to send the work back${back}; ${why}; nothing was run`,
  };
}
