// The CLI's names for the runner's options it sets from its flags, in the runner's refusal of one
// (a known secret in what would be recorded, too large, a backoff below the stored one, a cursor
// that is none): a person reads the flag they typed.
import { describeOptionProblem, optionNames, optionProblemOf, withRootName } from '../../runner/index.ts';
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

/**
 * The runner's refusal of an option as a usage error naming the flag, and of the run's host module
 * naming `--root`; any other error as it is.
 */
export function withFlagNames(error: unknown): unknown {
  const problem = optionProblemOf(error);
  return problem === undefined
    ? withRootName(error, 'the run root (--root)')
    : usageError(describeOptionProblem(problem, flagNameOf));
}
