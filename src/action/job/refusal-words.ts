// The Action's words for a runner refusal after the job's own checks: a budget raise or a decision
// names its input, and the stored host module is looked up in working-directory, not the library's
// runRoot.
// Apart from input-names.ts: only the job's runner call needs it (it keeps the plan's chunk small).
import { withResumeNames, withRootName, type ResumeNames } from '../../runner/index.ts';

/** A refused raise or decision names the input set, and what answers the pause. */
export const resumeInputs: ResumeNames = {
  raise: (field) =>
    field === undefined ? 'input "raise-budget-usd"/"raise-budget-tokens"' : `input "raise-budget-${field}"`,
  decision: 'input "decision"',
  answer: 'input "answer"',
  output: 'input "decision-output"',
};

/**
 * A runner refusal in the Action's words: a budget raise or a decision names its input (the job
 * checked the raise itself first; this is for a pause another job changed meanwhile), and the
 * stored host module is looked up in working-directory, not the library's runRoot.
 */
export function withInputNames(error: unknown): unknown {
  return withRootName(withResumeNames(error, resumeInputs), 'working-directory');
}
