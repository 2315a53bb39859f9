// The Action's names for what a job records from its inputs, in the messages that refuse one (a
// known secret in it, too large): a person reads the input they set, not the library's option.
import { optionNames, withRaiseNames, withRootName, type RaiseNames } from '../../runner/index.ts';

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

/** A refused raise names the input set. */
const raiseInputs: RaiseNames = {
  raise: (field) =>
    field === undefined ? 'input "raise-budget-usd"/"raise-budget-tokens"' : `input "raise-budget-${field}"`,
  decision: 'the decision input',
};

/**
 * A runner refusal in the Action's words: a budget raise names its input (the job checked the raise
 * itself first; this is for a pause another job changed meanwhile), and the stored host module is
 * looked up in working-directory, not the library's runRoot.
 */
export function withInputNames(error: unknown): unknown {
  return withRootName(withRaiseNames(error, raiseInputs), 'working-directory');
}
