// The CLI's names for the runner's options it sets from its flags, in the runner's refusal of one
// (a known secret in what would be recorded, too large, a backoff below the stored one, a cursor
// that is none): a person reads the flag they typed.
import {
  describeOptionProblem,
  optionNames,
  optionProblemOf,
  withResumeNames,
  withRootName,
  type ResumeNames,
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
  // A start's inputs holding a known secret.
  definition: [['.resolvedInputs', '--inputs']],
  reason: [['', '--reason']],
  by: [['', '--by']],
  // A resume's backoff below the stored initial one; a history page's cursor.
  restart: [['.maxBackoffMs', '--max-backoff']],
  after: [['', '--after']],
});

/** A refused raise or decision names the flag typed, and what answers the pause. */
const resumeFlags: ResumeNames = {
  raise: (field) => (field === undefined ? '--raise-budget-usd/--raise-budget-tokens' : `--raise-budget-${field}`),
  decision: '--decision',
  answer: '--answer',
  output: '--output',
};

/**
 * The runner's refusal of an option as a usage error naming the flag, of a budget raise or a
 * decision naming its flag, and of the run's host module or root naming `--root`; any other error as it is.
 */
export function withFlagNames(error: unknown): unknown {
  const problem = optionProblemOf(error);
  if (problem !== undefined) return usageError(describeOptionProblem(problem, flagNameOf));
  return withRootName(withResumeNames(error, resumeFlags), 'the run root (--root)');
}
