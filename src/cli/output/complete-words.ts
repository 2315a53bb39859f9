// The "it happened" command of a reconcile request: a review loop's reviewer records its verdict
// (the loop reads nothing else, and a completion without one is refused), which its command
// carries already (decisionCommands with reviewer: --output pass); any other position records the
// output it was to give, when it has one.
import { reviewerVerdicts, shellQuote } from '../../report/index.ts';

/** `command`: the request's complete command, from decisionCommands (at a reviewer, with its verdict). */
export function completeWords(command: string, reviewer: boolean): string {
  if (!reviewer) return `${command}   (add --output JSON to record its result)`;
  return `${command}   (or --output ${shellQuote(reviewerVerdicts.revise)} to ask for changes)`;
}
