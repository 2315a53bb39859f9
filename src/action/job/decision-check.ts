// A decision given for a pause that is no reconcile request (a gate, a budget pause) is refused
// before the job claims a session, as the runner would refuse it after: the corrected dispatch can
// then claim the session, even with a token that cannot give a claim back.
import { parseGateRequest } from '../../graph/index.ts';
import { describeDecisionProblem, isReconcileRequest, type SupervisedRunStatus } from '../../runner/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import { resumeInputs } from './refusal-words.ts';

/** What the runner names the pause kind of a request (the words only: the runner checks the kind itself). */
function pauseKindOf(request: JsonValue): string {
  if (isReconcileRequest(request)) return 'reconcile-attempt';
  const kind = typeof request === 'object' && request !== null && !Array.isArray(request) ? request.kind : undefined;
  return kind === 'budget' ? 'budget' : 'graph';
}

/** Why a decision cannot answer the open pause at `position`, or undefined (a reconcile request, or no such pause). */
export function misplacedDecision(status: SupervisedRunStatus | null, position: string): string | undefined {
  const pause = status?.pauses.find((candidate) => candidate.position === position);
  if (pause === undefined) return undefined;
  const pauseKind = pauseKindOf(pause.request);
  if (pauseKind === 'reconcile-attempt') return undefined;
  const gate = parseGateRequest(pause.request) !== undefined;
  const problem = { problem: 'not-a-reconcile-request', position, pauseKind, gate } as const;
  return `${describeDecisionProblem(problem, resumeInputs)}; nothing was run`;
}
