// The CLI's names for the runner's options it sets from its flags, in the runner's refusal of one
// (a known secret in what would be recorded, too large, a backoff below the stored one, a cursor
// that is none): a person reads the flag they typed.
import {
  describeOptionProblem,
  isSupervisedRunError,
  optionNames,
  optionProblemOf,
  SupervisedRunError,
  withRootName,
} from '../../runner/index.ts';
import { usageError } from '../errors.ts';

const flagNameOf = optionNames({
  answer: [
    ['.values', '--answer'],
    ['.answeredBy', '--by'],
    ['', '--answer'],
  ],
  decision: [
    ['.output', '--output'],
    ['.message', '--message'],
    ['.decidedBy', '--by'],
    ['', '--decision'],
  ],
  raiseBudget: [
    ['.raisedBy', '--by'],
    ['', '--raise-budget-usd/--raise-budget-tokens'],
  ],
  takeover: [
    ['.by', '--by'],
    ['', '--reason'],
  ],
  retryFailed: [
    ['.by', '--by'],
    ['', '--reason'],
  ],
  reason: [['', '--reason']],
  by: [['', '--by']],
  // A resume's backoff below the stored initial one; a history page's cursor.
  restart: [['.maxBackoffMs', '--max-backoff']],
  after: [['', '--after']],
});

const pauseWords: Readonly<Record<string, string>> = {
  'reconcile-attempt': 'a reconcile request (answer it with --decision)',
  policy: "a policy pause (a gate's answer or the host's policy decides it)",
  engine: 'an engine pause',
};

function pauseKindWords(kind: string): string {
  return Object.hasOwn(pauseWords, kind) ? (pauseWords[kind] as string) : `a ${kind} pause`;
}

/** A refused budget raise named by its flag (RESUME_BUDGET, as the runner's); undefined for any other error. */
function raiseRefusal(error: unknown): SupervisedRunError | undefined {
  if (!isSupervisedRunError(error, 'RESUME_BUDGET')) return undefined;
  const raise = error.details?.raise as
    | {
        problem?: unknown;
        field?: unknown;
        current?: unknown;
        value?: unknown;
        position?: unknown;
        pauseKind?: unknown;
      }
    | undefined;
  let message: string | undefined;
  if (raise?.problem === 'not-higher' && (raise.field === 'usd' || raise.field === 'tokens'))
    message = `--raise-budget-${raise.field}: ${String(raise.value)} is not more than the current limit ${String(raise.current)}; a budget only goes up, so nothing was recorded`;
  if (raise?.problem === 'not-a-budget-pause' && typeof raise.position === 'string')
    message = `--raise-budget-usd/--raise-budget-tokens: they answer a budget pause; --position ${raise.position} is ${pauseKindWords(String(raise.pauseKind))}`;
  return message === undefined ? undefined : new SupervisedRunError('RESUME_BUDGET', message, { cause: error });
}

/**
 * The runner's refusal of an option as a usage error naming the flag, of a budget raise naming its
 * flag, and of the run's host module naming `--root`; any other error as it is.
 */
export function withFlagNames(error: unknown): unknown {
  const problem = optionProblemOf(error);
  if (problem !== undefined) return usageError(describeOptionProblem(problem, flagNameOf));
  return raiseRefusal(error) ?? withRootName(error, 'the run root (--root)');
}
