// A resume the runner refused before anything ran (the workspace differs from the pause snapshot,
// the snapshot is missing): the run is as it was, so the way on is the same command once the cause
// is fixed, not a bare continue (a gate would still wait for its answer, a reconcile request for
// its decision).
import type { SupervisedRunStatus } from '../../runner/index.ts';
import { beforeRunningAgain, headDrift, type CheckedRoot } from './drift-advice.ts';
import { plain } from './format.ts';

export interface RerunAdvice {
  /** The command line the person ran (repeatedCommand), to run again. */
  command: string;
  /** The same with `--root DIR`: when HEAD differs, --root may name the wrong repository. */
  withRootPlaceholder: string;
  checked: CheckedRoot;
}

/** The refusal recorded since the run's latest session began, when it is the one `result` reports. */
export function refusalOf(
  status: SupervisedRunStatus,
  result: { kind: string; code?: string | undefined },
): { code: string; reason: string } | undefined {
  const refused = status.resumeRefused ?? null;
  if (refused === null || result.kind !== 'pause' || result.code !== refused.code) return undefined;
  return { code: refused.code, reason: refused.reason };
}

export function refusedResumeLines(
  runId: string,
  refusal: { code: string; reason: string },
  rerun: RerunAdvice,
): string[] {
  const first = beforeRunningAgain(refusal.code, refusal.reason, rerun.checked);
  const otherRoot = refusal.code === 'WORKSPACE_DRIFT' && headDrift(refusal.reason) !== undefined;
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
