// The CLI's names for what a resume, a retry or a cancel records from its flags, in the runner's
// refusal of one (a known secret in it, too large): a person reads the flag they typed.
import { describeUnrecordable, recordedNames, unrecordableOf } from '../../runner/index.ts';
import { usageError } from '../errors.ts';

const flagNameOf = recordedNames({
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
});

/** The runner's refusal of a recorded value as a usage error naming the flag; any other error as it is. */
export function withFlagNames(error: unknown): unknown {
  const found = unrecordableOf(error);
  return found === undefined ? error : usageError(describeUnrecordable(found, flagNameOf));
}
