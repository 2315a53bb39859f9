// A refused budget raise as data, so each surface names it its own way: the library's
// `raiseBudget.usd`, the CLI's `--raise-budget-usd`, the Action's `input "raise-budget-usd"`.
import { isSupervisedRunError, SupervisedRunError } from '../errors.ts';

export type RaiseProblem =
  | { problem: 'not-a-budget-pause'; position: string; pauseKind: string }
  | { problem: 'not-higher'; field: 'usd' | 'tokens'; current: number; value: number };

/** How a caller names the raise (`field` undefined: either of the two) and what answers a reconcile request. */
export interface RaiseNames {
  raise: (field: 'usd' | 'tokens' | undefined) => string;
  decision: string;
}

const libraryNames: RaiseNames = {
  raise: (field) => (field === undefined ? 'raiseBudget' : `raiseBudget.${field}`),
  decision: 'a decision',
};

function pauseKindWords(kind: string, decision: string): string {
  if (kind === 'reconcile-attempt') return `a reconcile request (answer it with ${decision})`;
  if (kind === 'policy') return "a policy pause (a gate's answer or the host's policy decides it)";
  if (kind === 'engine') return 'an engine pause';
  return `a ${kind} pause`;
}

/** The refusal in a caller's names (the library's by default). */
export function describeRaiseProblem(p: RaiseProblem, names: RaiseNames = libraryNames): string {
  if (p.problem === 'not-higher')
    return `${names.raise(p.field)}: ${p.value} is not more than the current limit ${p.current}; a budget only goes up, so nothing was recorded`;
  return `${names.raise(undefined)}: it answers a budget pause; position ${p.position} is ${pauseKindWords(p.pauseKind, names.decision)}`;
}

/** RESUME_BUDGET for a raise that cannot answer the pause, carrying what was refused. */
export function raiseRefused(problem: RaiseProblem): SupervisedRunError {
  return new SupervisedRunError('RESUME_BUDGET', describeRaiseProblem(problem), { details: { raise: { ...problem } } });
}

/** The problem a RESUME_BUDGET error of raiseRefused carries, or undefined for any other error. */
export function raiseProblemOf(error: unknown): RaiseProblem | undefined {
  if (!isSupervisedRunError(error, 'RESUME_BUDGET')) return undefined;
  const raise = error.details?.raise as Record<string, unknown> | undefined;
  if (raise?.problem === 'not-higher' && (raise.field === 'usd' || raise.field === 'tokens'))
    return typeof raise.current === 'number' && typeof raise.value === 'number'
      ? { problem: 'not-higher', field: raise.field, current: raise.current, value: raise.value }
      : undefined;
  if (raise?.problem === 'not-a-budget-pause' && typeof raise.position === 'string')
    return { problem: 'not-a-budget-pause', position: raise.position, pauseKind: String(raise.pauseKind) };
  return undefined;
}

/** A refused raise worded with a caller's names (RESUME_BUDGET still); any other error as it is. */
export function withRaiseNames(error: unknown, names: RaiseNames): unknown {
  const problem = raiseProblemOf(error);
  return problem === undefined
    ? error
    : new SupervisedRunError('RESUME_BUDGET', describeRaiseProblem(problem, names), {
        cause: error,
        details: { raise: { ...problem } },
      });
}
