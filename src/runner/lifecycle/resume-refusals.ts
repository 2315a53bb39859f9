// A resume input refused for the pause it names, as data, so each surface names it its own way: a
// budget raise (`raiseBudget.usd`, `--raise-budget-usd`, `input "raise-budget-usd"`) and a
// reconcile decision (`a decision`, `--decision`, the decision input), each on a pause it does not
// answer, said with what does answer that pause.
import { isSupervisedRunError, SupervisedRunError } from '../errors.ts';

/** The pause a resume input named, as the refusal describes it. */
export interface NamedPause {
  position: string;
  pauseKind: string;
  /** A gate (a policy pause whose request asks a person): its answer resumes it. */
  gate: boolean;
}

export type RaiseProblem =
  | ({ problem: 'not-a-budget-pause' } & NamedPause)
  | { problem: 'not-higher'; field: 'usd' | 'tokens'; current: number; value: number };

export type DecisionProblem = { problem: 'not-a-reconcile-request' } & NamedPause;

/** How a caller names a raise (`field` undefined: either of the two), a decision and a gate's answer. */
export interface ResumeNames {
  raise: (field: 'usd' | 'tokens' | undefined) => string;
  decision: string;
  answer: string;
}

const libraryNames: ResumeNames = {
  raise: (field) => (field === undefined ? 'raiseBudget' : `raiseBudget.${field}`),
  decision: 'a decision',
  answer: 'an answer',
};

function pauseWords({ pauseKind, gate }: NamedPause, names: ResumeNames): string {
  if (gate) return `a gate (give ${names.answer})`;
  if (pauseKind === 'reconcile-attempt') return `a reconcile request (answer it with ${names.decision})`;
  if (pauseKind === 'budget') return `a budget pause (raise it with ${names.raise(undefined)})`;
  if (pauseKind === 'policy') return "a policy pause (the host's policy decides it)";
  if (pauseKind === 'engine') return 'an engine pause';
  return `a ${pauseKind} pause`;
}

/** A refused raise in a caller's names (the library's by default). */
export function describeRaiseProblem(p: RaiseProblem, names: ResumeNames = libraryNames): string {
  if (p.problem === 'not-higher')
    return `${names.raise(p.field)}: ${p.value} is not more than the current limit ${p.current}; a budget only goes up, so nothing was recorded`;
  return `${names.raise(undefined)}: it answers a budget pause; position ${p.position} is ${pauseWords(p, names)}`;
}

/** A refused decision in a caller's names (the library's by default). */
export function describeDecisionProblem(p: DecisionProblem, names: ResumeNames = libraryNames): string {
  return `${names.decision}: it answers a reconcile request; position ${p.position} is ${pauseWords(p, names)}`;
}

/** RESUME_BUDGET for a raise that cannot answer the pause, carrying what was refused (`cause`: the refusal it rewords). */
export function raiseRefused(problem: RaiseProblem, names = libraryNames, cause?: unknown): SupervisedRunError {
  return new SupervisedRunError('RESUME_BUDGET', describeRaiseProblem(problem, names), {
    ...(cause === undefined ? {} : { cause }),
    details: { raise: { ...problem } },
  });
}

/** RESUME_DECISION for a decision on a pause that is no reconcile request, carrying what was refused. */
export function decisionRefused(problem: DecisionProblem, names = libraryNames, cause?: unknown): SupervisedRunError {
  return new SupervisedRunError('RESUME_DECISION', describeDecisionProblem(problem, names), {
    ...(cause === undefined ? {} : { cause }),
    details: { decision: { ...problem } },
  });
}

function namedPauseOf(data: Record<string, unknown>): NamedPause | undefined {
  return typeof data.position === 'string'
    ? { position: data.position, pauseKind: String(data.pauseKind), gate: data.gate === true }
    : undefined;
}

/** The problem a RESUME_BUDGET error of raiseRefused carries, or undefined for any other error. */
export function raiseProblemOf(error: unknown): RaiseProblem | undefined {
  if (!isSupervisedRunError(error, 'RESUME_BUDGET')) return undefined;
  const raise = (error.details?.raise ?? {}) as Record<string, unknown>;
  if (raise.problem === 'not-higher' && (raise.field === 'usd' || raise.field === 'tokens'))
    return typeof raise.current === 'number' && typeof raise.value === 'number'
      ? { problem: 'not-higher', field: raise.field, current: raise.current, value: raise.value }
      : undefined;
  const pause = raise.problem === 'not-a-budget-pause' ? namedPauseOf(raise) : undefined;
  return pause === undefined ? undefined : { problem: 'not-a-budget-pause', ...pause };
}

/** The problem a RESUME_DECISION error of decisionRefused carries, or undefined for any other error. */
export function decisionProblemOf(error: unknown): DecisionProblem | undefined {
  if (!isSupervisedRunError(error, 'RESUME_DECISION')) return undefined;
  const decision = (error.details?.decision ?? {}) as Record<string, unknown>;
  const pause = decision.problem === 'not-a-reconcile-request' ? namedPauseOf(decision) : undefined;
  return pause === undefined ? undefined : { problem: 'not-a-reconcile-request', ...pause };
}

/** A refused raise or decision worded with a caller's names (its code kept); any other error as it is. */
export function withResumeNames(error: unknown, names: ResumeNames): unknown {
  const raise = raiseProblemOf(error);
  if (raise !== undefined) return raiseRefused(raise, names, error);
  const decision = decisionProblemOf(error);
  return decision === undefined ? error : decisionRefused(decision, names, error);
}
