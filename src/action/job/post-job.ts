// The post step's work: if main may have changed the store (state `pending`) but recorded no
// save, save it now — new immutable key, artifact, fork detection — and, if main wrote no
// summary, summarise the stored run. If main was stopped in its restore, say so (post-restore.ts);
// if it was stopped before its run started, give its session claim back (post-before-run.ts).
// The process lock and workspace lease are machine-local and never saved. Inputs are parsed again
// (the runner gives the post step the same INPUT_*). The common case (main saved) reads a few state
// values and loads nothing else: the post step of every job pays its cold start.
import type { ActionIO } from '../io.ts';
import type { StepSignals } from './post-signals.ts';
import type { Env } from './prepare.ts';
import { stateNames } from './state-names.ts';

export interface PostOutcome {
  saved: boolean;
  summary?: string;
}

export interface PostDeps {
  env: Env;
  cwd: string;
  io: ActionIO;
  /** The runner's cancel signals: they do not stop a save (post.ts keeps the process alive through them). */
  signals?: StepSignals;
}

export async function runPostJob(deps: PostDeps): Promise<PostOutcome> {
  const { io } = deps;
  // Main was stopped after its restore and before its run started (it wrote no summary): nothing
  // changed to save; say so, and give back a session claim it made (before-run.ts).
  if (io.getState(stateNames.beforeRun) !== '' && io.getState(stateNames.summary) === '') {
    const { summariseStoppedBeforeRun } = await import('./post-before-run.ts');
    return summariseStoppedBeforeRun(deps);
  }
  if (io.getState(stateNames.pending) === '') {
    // Main was stopped in its restore (it wrote no summary): say so, and undo what the restore left.
    if (io.getState(stateNames.restoring) !== '' && io.getState(stateNames.summary) === '') {
      const { summariseInterruptedRestore } = await import('./post-restore.ts');
      return summariseInterruptedRestore(deps);
    }
    io.info('nothing to save: the main step did not run the watchdog');
    return { saved: false };
  }
  const saved = io.getState(stateNames.saved);
  if (saved !== '') {
    io.info(saved === 'none' ? 'nothing to save: persist is none' : 'the main step saved the store');
    return { saved: false };
  }
  // Only a post step that saves loads the inputs, the persistence and the report layers.
  const { saveFromPost } = await import('./post-save.ts');
  return saveFromPost(deps);
}
