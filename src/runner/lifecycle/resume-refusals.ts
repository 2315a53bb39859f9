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

type BudgetField = 'usd' | 'tokens';

export type RaiseProblem =
  | ({ problem: 'not-a-budget-pause' } & NamedPause)
  | { problem: 'not-higher'; field: BudgetField; current: number; value: number }
  /**
   * Above the limit (or a new limit, `current` null) but not above what was spent: the budget
   * would pause again at once.
   */
  | { problem: 'not-above-spent'; field: BudgetField; current: number | null; value: number; spent: number }
  /** The pause reached this limit, and the resume leaves it as it is (`too`: it raises the other one). */
  | { problem: 'not-raised'; field: BudgetField; current: number; spent: number; too: boolean };

type Raise = { usd?: number | undefined; tokens?: number | undefined };
type Figures = { usd?: unknown; tokens?: unknown };

/**
 * Why a resume of a budget pause (with `raise`, or none) cannot answer its request (`{ limit,
 * spent }`), or undefined when it can: each given value must be above the limit and above what
 * was spent, and every limit the pause reached must be raised, or it would only pause again. A
 * spend recorded after the pause can only add to `spent`.
 */
export function raiseProblemAt(raise: Raise = {}, request: unknown): RaiseProblem | undefined {
  const too = raise.usd !== undefined || raise.tokens !== undefined;
  const { limit = {}, spent = {} } = (request ?? {}) as { limit?: Figures; spent?: Figures };
  for (const field of ['usd', 'tokens'] as const) {
    const value = raise[field];
    const current = limit[field];
    const used = spent[field];
    if (typeof current !== 'number') {
      // A limit the pause did not have: it starts above what was already spent, or it pauses at once.
      if (value !== undefined && typeof used === 'number' && value <= used)
        return { problem: 'not-above-spent', field, current: null, value, spent: used };
      continue;
    }
    if (value !== undefined && value <= current) return { problem: 'not-higher', field, current, value };
    if (typeof used !== 'number' || used < current) continue;
    if (value === undefined) return { problem: 'not-raised', field, current, spent: used, too };
    if (value <= used) return { problem: 'not-above-spent', field, current, value, spent: used };
  }
  return undefined;
}

/** The run budget and node caps as status reports them now (SupervisedRunStatus's fields). */
export interface BudgetsNow {
  budget?: { limit: Figures; spent: Figures } | null;
  nodeCaps?: ReadonlyArray<{ nodeId: string; limit: Figures; spent: Figures }>;
}

const higherOf = (recorded: unknown, now: unknown): unknown =>
  typeof now !== 'number' ? recorded : typeof recorded !== 'number' ? now : Math.max(recorded, now);

/**
 * A budget pause's request with its limits and spend as they are now: another pause's raise may
 * have lifted the limit since, and spending since can only add. A resume must answer these, not
 * the figures the pause recorded (with two pauses on one budget, the second one's are stale).
 */
export function requestNow(request: unknown, now: BudgetsNow): unknown {
  if (typeof request !== 'object' || request === null) return request;
  const recorded = request as { scope?: unknown; nodeId?: unknown; limit?: Figures; spent?: Figures };
  const current =
    recorded.scope === 'node' ? now.nodeCaps?.find((cap) => cap.nodeId === recorded.nodeId) : (now.budget ?? undefined);
  if (current === undefined) return request;
  const merge = (was: Figures = {}, is: Figures) => ({
    usd: higherOf(was.usd, is.usd),
    tokens: higherOf(was.tokens, is.tokens),
  });
  return { ...recorded, limit: merge(recorded.limit, current.limit), spent: merge(recorded.spent, current.spent) };
}

export type DecisionProblem =
  | ({ problem: 'not-a-reconcile-request' } & NamedPause)
  /** A complete decision for a review loop's reviewer whose output holds no verdict (`why`) the loop reads. */
  | { problem: 'reviewer-verdict'; position: string; sendsBackTo?: string; why: string };

/** How a caller names a raise (`field` undefined: either of the two), a decision and a gate's answer. */
export interface ResumeNames {
  raise: (field: 'usd' | 'tokens' | undefined) => string;
  decision: string;
  answer: string;
  /** The output a complete decision records (default: the library's `output`). */
  output?: string;
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
  if (p.problem === 'not-a-budget-pause')
    return `${names.raise(undefined)}: it answers a budget pause; position ${p.position} is ${pauseWords(p, names)}`;
  if (p.problem === 'not-higher')
    return `${names.raise(p.field)}: ${p.value} is not more than the current limit ${p.current}; a budget only goes up, so nothing was recorded`;
  const figure = (amount: number) => (p.field === 'usd' ? `${amount} USD` : `${amount} tokens`);
  if (p.problem === 'not-above-spent') {
    const was = p.current === null ? `there was no ${p.field} limit` : `the limit was ${figure(p.current)}`;
    return `${names.raise(p.field)}: ${p.value} would pause again at once: ${figure(p.spent)} was already spent (${was}); give more than ${p.spent}; nothing was recorded`;
  }
  const reached = `(${figure(p.spent)} spent of ${figure(p.current)})`;
  return p.too
    ? `${names.raise(p.field)} is needed too: the pause also reached that limit ${reached}, so raising only the other one would pause again at once; give more than ${p.spent}; nothing was recorded`
    : `${names.raise(p.field)} is needed: the pause reached that limit ${reached}, so a resume without a raise would pause again at once; give more than ${p.spent}; nothing was recorded`;
}

/** A refused decision in a caller's names (the library's by default). */
export function describeDecisionProblem(p: DecisionProblem, names: ResumeNames = libraryNames): string {
  if (p.problem === 'reviewer-verdict')
    return `${names.decision} complete: position ${p.position} is the reviewer of a review loop: ${names.output ?? 'output'} must be its verdict, {"verdict":"pass"} or {"verdict":"revise","findings":[...]} (to send it back${p.sendsBackTo === undefined ? '' : ` to ${p.sendsBackTo}`}); ${p.why}`;
  return `${names.decision}: it answers a reconcile request; position ${p.position} is ${pauseWords(p, names)}`;
}

/** RESUME_BUDGET for a raise that cannot answer the pause, carrying what was refused (`cause`: the refusal it rewords). */
export function raiseRefused(problem: RaiseProblem, names = libraryNames, cause?: unknown): SupervisedRunError {
  return new SupervisedRunError('RESUME_BUDGET', describeRaiseProblem(problem, names), {
    ...(cause === undefined ? {} : { cause }),
    details: { raise: { ...problem } },
  });
}

/** RESUME_DECISION for a decision on a pause that is no reconcile request (or a reviewer's without a verdict), carrying what was refused. */
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
  if (raise.problem === 'not-a-budget-pause') {
    const pause = namedPauseOf(raise);
    return pause === undefined ? undefined : { problem: 'not-a-budget-pause', ...pause };
  }
  return limitProblemOf(raise);
}

/** A refused raise's figures as raiseProblemAt made them, or undefined when any is missing. */
function limitProblemOf(raise: Record<string, unknown>): RaiseProblem | undefined {
  const { problem, field, current, value, spent } = raise;
  if (field !== 'usd' && field !== 'tokens') return undefined;
  const isNumber = (figure: unknown): figure is number => typeof figure === 'number';
  if (problem === 'not-above-spent' && isNumber(value) && isNumber(spent) && (current === null || isNumber(current)))
    return { problem, field, current, value, spent };
  if (typeof current !== 'number') return undefined;
  if (problem === 'not-higher' && isNumber(value)) return { problem, field, current, value };
  if (problem === 'not-raised' && isNumber(spent)) return { problem, field, current, spent, too: raise.too === true };
  return undefined;
}

/** The problem a RESUME_DECISION error of decisionRefused carries, or undefined for any other error. */
export function decisionProblemOf(error: unknown): DecisionProblem | undefined {
  if (!isSupervisedRunError(error, 'RESUME_DECISION')) return undefined;
  const decision = (error.details?.decision ?? {}) as Record<string, unknown>;
  const { problem, position, sendsBackTo, why } = decision;
  if (problem === 'reviewer-verdict' && typeof position === 'string' && typeof why === 'string')
    return { problem, position, why, ...(typeof sendsBackTo === 'string' ? { sendsBackTo } : {}) };
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
