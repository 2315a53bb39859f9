// The post step of a job whose main step was stopped while it restored the store (the runner's kill
// of a cancelled step, or timeout-minutes): main wrote no summary and ran nothing. What the restore
// left on this machine is undone (restore-journal.ts: a partial extraction is removed, a directory an
// earlier job left goes back in place), so no partial store is used or saved, and the summary says
// what happened and what to do.
import { locateStore, undoInterruptedRestore, type UndoneRestore } from '../persistence/index.ts';
import { problemOf } from './problems.ts';
import type { PostDeps, PostOutcome } from './post-job.ts';
import { writeStoppedNotice } from './post-notice.ts';
import { prepareJob } from './prepare.ts';
import { stateNames } from './state-names.ts';

export async function summariseInterruptedRestore(deps: PostDeps): Promise<PostOutcome> {
  const { io } = deps;
  const job = prepareJob(deps.env, deps.cwd, io);
  const runId = job.config.runId;
  let undone: UndoneRestore | undefined;
  let undoProblem: string | undefined;
  try {
    undone = await undoInterruptedRestore(locateStore(job.store), job.store);
  } catch (error) {
    const problem = problemOf(error);
    undoProblem = problem.message;
  }
  const lines = interruptedRestoreLines(runId, io.getState(stateNames.restoring), undone, undoProblem);
  return writeStoppedNotice(io, runId, 'restore interrupted', lines);
}

function interruptedRestoreLines(
  runId: string,
  restoring: string,
  undone: UndoneRestore | undefined,
  undoProblem: string | undefined,
): string[] {
  const origin = undone?.journal.origin;
  const restored =
    origin === undefined
      ? `Nothing had been restored yet (it was restoring from ${restoring}).`
      : `It was restoring ${origin}; the restore did not finish, and ${undone?.discarded === true ? 'what it had written was removed unused' : 'nothing of it is used'}.`;
  const lines = [
    `The job was stopped while it restored the store of run ${runId} (cancelled, or timeout-minutes reached). Nothing ran and nothing was saved: the run is as the last job that saved it left it.`,
    restored,
  ];
  if (undone?.putBack === true)
    lines.push(
      `${leftoverText(undone)} was put back in place: the next job on this runner weighs it against what is persisted again.`,
    );
  if (undoProblem !== undefined)
    lines.push(
      `What the restore left on this runner could not be undone here (${undoProblem}); the next job on this runner undoes it before it restores.`,
    );
  lines.push('Re-run the job (Re-run jobs, or dispatch the workflow again) to go on with the run.');
  return lines;
}

function leftoverText(undone: UndoneRestore): string {
  return `The run directory ${undone.runDirectory}, left on this runner by an earlier job and set aside for the restore,`;
}
