// The order in which what a paused run waits for is listed: the same in the summary, `status`, the
// CLI's next steps and the Action's log, so that the first thing listed is what a person does first.
//  1. The run itself, when no other resume works before it: a takeover of a run whose watchdog is
//     gone (a resume without --takeover is refused), or a workspace to put back (WORKSPACE_DRIFT)
//     or free (WORKSPACE_LEASE) (every resume is refused until then).
//  2. Reconcile requests: work that may already have had its effect, to check before more runs.
//  3. Gates: questions for a person.
//  4. Budget pauses: a decision to spend more.
//  5. Pauses that wait for the host's policy.
//  6. Continuing the run otherwise (an interruption's in-flight work): answering any pause above
//     continues it too.
// Within each kind, in the order the run recorded them.
import { budgetRequestSchema } from './budget-commands.ts';
import type { RunLevelPause, WaitingPause } from './pauses.ts';

/** Run-level pause codes that refuse every resume until the person acts on the workspace. */
const blockingCodes: ReadonlySet<string> = new Set(['WORKSPACE_DRIFT', 'WORKSPACE_LEASE']);

/** Whether the run-level pause is listed before everything else (1. above) rather than last (6.). */
export function runGoesFirst(run: RunLevelPause | null): boolean {
  if (run === null) return false;
  return run.takeover === true || (run.code !== null && blockingCodes.has(run.code));
}

/** 3, 4, 5 above: gates, then budget pauses, then policy pauses. */
function rankOf(pause: WaitingPause): number {
  if (pause.gate !== undefined) return 0;
  return budgetRequestSchema().safeParse(pause.request).success ? 1 : 2;
}

/** The waiting pauses in the order above; a stable sort keeps the recorded order within a kind. */
export function inActionOrder(waiting: readonly WaitingPause[]): WaitingPause[] {
  return waiting
    .map((pause, index) => ({ pause, index, rank: rankOf(pause) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ pause }) => pause);
}
