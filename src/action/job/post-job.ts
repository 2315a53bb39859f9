// The post step's work: if main may have changed the store (state `pending`) but recorded no
// save, save it now — new immutable key, artifact, fork detection — and, if main wrote no
// summary, summarise the stored run. The process lock and workspace lease are machine-local and
// never saved. Inputs are parsed again (the runner gives the post step the same INPUT_*).
// The common case (main saved) reads two state values and loads nothing else: the post step of
// every job pays its cold start.
import type { ActionIO } from '../io.ts';
import type { Env } from './prepare.ts';
import { stateNames } from './state-names.ts';

export interface PostOutcome {
  saved: boolean;
  summary?: string;
}

export async function runPostJob(deps: { env: Env; cwd: string; io: ActionIO }): Promise<PostOutcome> {
  const { io } = deps;
  if (io.getState(stateNames.pending) === '') {
    io.info('nothing to save: the main step did not run the watchdog');
    return { saved: false };
  }
  if (io.getState(stateNames.saved) !== '') {
    io.info('the main step saved the store');
    return { saved: false };
  }
  // Only a post step that saves loads the inputs, the persistence and the report layers.
  const [reportLayer, persistence, summaries, persist, prepare, problems, stored] = await Promise.all([
    import('../../report/index.ts'),
    import('../persistence/index.ts'),
    import('../summary.ts'),
    import('./persist.ts'),
    import('./prepare.ts'),
    import('./problems.ts'),
    import('./stored.ts'),
  ]);
  const { loadRunReport } = reportLayer;
  const { parseChainMarks } = persistence;
  const { jobSummaryContext, renderJobSummary } = summaries;
  const { persistStore } = persist;
  const { prepareJob } = prepare;
  const { problemOf } = problems;
  const { storageOptions } = stored;
  const job = prepareJob(deps.env, deps.cwd, io);
  io.warning(
    `the main step did not save the store of run ${job.config.runId} (it was stopped before it could): saving it now`,
  );
  const restoredKey = io.getState(stateNames.restoredKey);
  const chains = parseChainMarks(io.getState(stateNames.restoredChains));
  const persisted = await persistStore(job, restoredKey === '' ? undefined : restoredKey, io, chains);
  if (io.getState(stateNames.summary) !== '') return { saved: true };

  const warnings = [...persisted.warnings, ...(persisted.fork === undefined ? [] : [persisted.fork])];
  const context = jobSummaryContext(deps.env, job.config, warnings);
  const note = 'The main step was stopped before it wrote this summary; the post step saved the store and wrote it.';
  let summary: string;
  try {
    const report = await loadRunReport(storageOptions(job), job.config.runId);
    const saved: { cacheKey?: string; artifactName?: string } = persisted.result ?? {};
    const withEvidence = {
      ...report,
      evidence: { ...report.evidence, ...saved },
      warnings: [...report.warnings, ...warnings],
    };
    summary = renderJobSummary({ runId: job.config.runId, report: withEvidence, context, problems: [], notes: [note] });
  } catch (error) {
    summary = renderJobSummary({
      runId: job.config.runId,
      report: null,
      context,
      problems: [problemOf(error)],
      notes: [note, ...warnings],
    });
  }
  await io.writeSummary(summary);
  return { saved: true, summary };
}
