// The post step's save, when main may have changed the store and recorded no save (post-job.ts
// decides that from the state alone): save it now — new immutable key, artifact, fork detection —
// and, if main wrote no summary, summarise the stored run.
import { loadRunReport } from '../../report/index.ts';
import { parseChainMarks } from '../persistence/index.ts';
import { jobSummaryContext, renderJobSummary } from '../summary.ts';
import { persistStore } from './persist.ts';
import type { PostDeps, PostOutcome } from './post-job.ts';
import { prepareJob } from './prepare.ts';
import { problemOf } from './problems.ts';
import { rerunWouldReopen } from './rerun.ts';
import { stateNames } from './state-names.ts';
import { storageOptions } from './stored.ts';

export async function saveFromPost(deps: PostDeps): Promise<PostOutcome> {
  const { io } = deps;
  const job = prepareJob(deps.env, deps.cwd, io);
  const { cache, artifact } = job.config.persist;
  const persisting = cache || artifact;
  io.warning(
    persisting
      ? `the main step did not save the store of run ${job.config.runId} (it was stopped before it could): saving it now`
      : `the main step was stopped before it finished run ${job.config.runId}; persist is none, so its store stays on this runner only`,
  );
  const restoredKey = io.getState(stateNames.restoredKey);
  const chains = parseChainMarks(io.getState(stateNames.restoredChains));
  // This save may be the only one of what main did: a cancel does not cut it short (the runner's kill 10 s on still would).
  const stopListening = persisting
    ? deps.signals?.listen((reason) =>
        io.info(
          `${reason}: the post step goes on saving the store of run ${job.config.runId} (it would be lost otherwise)`,
        ),
      )
    : undefined;
  let persisted;
  try {
    const writesRefused = io.getState(stateNames.cacheWritesRefused);
    persisted = await persistStore(
      job,
      restoredKey === '' ? undefined : restoredKey,
      io,
      chains,
      writesRefused === '' ? undefined : writesRefused,
    );
  } finally {
    stopListening?.();
  }
  if (io.getState(stateNames.summary) !== '') return { saved: true };

  const warnings = [...persisted.warnings, ...(persisted.fork === undefined ? [] : [persisted.fork])];
  const context = jobSummaryContext(deps.env, job.config, warnings, {
    rerunReopens: rerunWouldReopen(job, persisted.result?.cacheKey),
  });
  const note = persisting
    ? 'The main step was stopped before it wrote this summary; the post step saved the store and wrote it.'
    : 'The main step was stopped before it wrote this summary; the post step wrote it. The store was not saved: persist is none.';
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
