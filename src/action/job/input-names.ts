// The Action's names for what a job records from its inputs, in the messages that refuse one (a
// known secret in it, too large): a person reads the input they set, not the library's option.
import { optionNames } from '../../runner/index.ts';

/** `input "answer" at .note`, `input "decision-output"`, `input "inputs" at .k`. */
export const inputNameOf = optionNames({
  answer: [
    ['.values', 'input "answer"'],
    ['.answeredBy', 'the actor (GITHUB_ACTOR)'],
    ['', 'input "answer"'],
  ],
  decision: [
    ['.output', 'input "decision-output"'],
    ['', 'input "decision"'],
  ],
  inputs: [['', 'input "inputs"']],
});
