// A resume the runner refused before anything ran (the workspace differs from the pause snapshot,
// the snapshot is missing): the run is as it was, so the way on is the same command once the cause
// is fixed, not a bare continue (a gate would still wait for its answer, a reconcile request for
// its decision).
import type { SupervisedRunStatus } from '../../runner/index.ts';
import { beforeRunningAgain, type CheckedRoot, type HeadDrift } from './drift-advice.ts';
import { plain } from './format.ts';

export interface RerunAdvice {
  /** The command line the person ran (repeatedCommand), to run again. */
  command: string;
  /** The same with `--root DIR`: when HEAD differs, --root may name the wrong repository. */
  withRootPlaceholder: string;
  checked: CheckedRoot;
}

/** A refused resume as the runner recorded it: `head` when the workspace is at another commit. */
export interface Refusal {
  code: string;
  reason: string;
  head?: HeadDrift | undefined;
}

/** The refusal recorded since the run's latest session began, when it is the one `result` reports. */
export function refusalOf(
  status: SupervisedRunStatus,
  result: { kind: string; code?: string | undefined },
): Refusal | undefined {
  const refused = status.resumeRefused ?? null;
  if (refused === null || result.kind !== 'pause' || result.code !== refused.code) return undefined;
  return { code: refused.code, reason: refused.reason, head: refused.head };
}

export function refusedResumeLines(runId: string, refusal: Refusal, rerun: RerunAdvice): string[] {
  const first = beforeRunningAgain(refusal.code, refusal.head, rerun.checked);
  const otherRoot = refusal.code === 'WORKSPACE_DRIFT' && refusal.head !== undefined;
  const command = otherRoot ? `${rerun.withRootPlaceholder}   (DIR: the run's repository)` : rerun.command;
  return [
    `Run ${plain(runId, 100)} was not resumed (${plain(refusal.code, 60)}): ${plain(refusal.reason, 1000)}`,
    'Nothing ran: the run is as it was (status shows what waits).',
    '',
    'To resume it:',
    ...(first === undefined
      ? [`  run again once that is fixed:  ${command}`]
      : [`  first:              ${first}`, `  then run again:     ${command}`]),
  ];
}
