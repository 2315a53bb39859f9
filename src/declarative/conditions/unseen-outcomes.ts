// A `when:` comparing `{{ needs.<id>.outcome }}` in a node that is not told its needs' outcomes:
// unless the condition names a need with passed / failed (or the node is a finally node), the DAG
// runs it only once every need completed or was skipped, and blocks it when one failed. A
// comparison that could match only another outcome would never let the node run, without a word:
// it is refused where it is written, naming the form that does what was meant.
import type { DocumentPath, RawIssue } from '../document/paths.ts';

/** A compare condition whose value is exactly one need's outcome, as compileCondition saw it. */
export interface OutcomeCompare {
  /** The path of its equals / one-of. */
  path: DocumentPath;
  need: string;
  op: 'equals' | 'not-equals' | 'one-of';
  expected: readonly string[];
}

const singleOutcome = /^\s*\{\{\s*needs\.([A-Za-z0-9_-]{1,64})\.outcome\s*\}\}\s*$/;

/** The need whose outcome `value` is, when the template is just that reference. */
export function outcomeNeedOf(value: string): string | undefined {
  return singleOutcome.exec(value)?.[1];
}

/** What such a node can see of a need: it runs only after each need completed or was skipped. */
const seen = new Set(['completed', 'skipped']);

/** Issues for comparisons that match only outcomes the node never sees (call for untold nodes only). */
export function unseenOutcomeIssues(compares: readonly OutcomeCompare[], issues: RawIssue[]): void {
  for (const { path, need, op, expected } of compares) {
    // not-equals holds for every outcome the node sees; a list with a seen outcome can match.
    if (op === 'not-equals' || expected.some((value) => seen.has(value))) continue;
    issues.push({
      path,
      message: `${expected.map((value) => JSON.stringify(value)).join(', ')} can never match here: this node runs only when ${need} completed or was skipped (and is blocked when it fails), since its when names no need with passed or failed; write { failed: ${need} } to run it when ${need} fails`,
    });
  }
}
