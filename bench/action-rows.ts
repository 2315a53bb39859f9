// The Action's rows of the bench table: its cold start and dist/ size, its overhead per job against
// the cache client alone (where that job's time goes, and the CPU it takes), the save and restore
// of a 10k-event store, and what write-ahead adds per non-retry-safe node.
import { measuredRounds, type ActionFigures } from './action.ts';
import type { ActionJobFigures } from './action-job.ts';
import { archiveEvents } from './archive.ts';
import { phaseNames, type JobPhases } from './job-phases.ts';
import { r2, section, times, type Row } from './table.ts';
import { writeAheadNodes, type WriteAheadFigures } from './write-ahead.ts';

function jobCpuRows(job: Exclude<ActionJobFigures, { skipped: string }>): Row[] {
  const { cpu } = job;
  if (cpu === undefined) return [];
  const bound = Math.round(cpu.jobMs / cpu.cores);
  return [
    {
      figure: "  CPU of all the job's processes",
      value: cpu.jobMs,
      unit: 'ms',
      ratio: `${times(cpu.jobMs / cpu.cacheAloneMs)} the client alone's CPU`,
      note: `medians, from /proc (10 ms ticks): main and post and all they started (the worker, the node, git, tar, zstd); the client alone ${cpu.cacheAloneMs} ms. On ${cpu.cores} cores the job cannot take less than ${bound} ms (that CPU spread evenly over all of them), where the target allows ${Math.round(1.5 * job.cacheAloneMs + job.nodeMs)} ms (1.5× the client alone, plus the node)`,
    },
  ];
}

function jobPhaseRows(job: { phases: JobPhases | undefined; cacheAloneMs: number }): Row[] {
  const phases = job.phases;
  if (phases === undefined) return [];
  const beyond = phases.claimMs + phases.postMs;
  return [
    {
      figure: '  start / restore / claim / run / save / post',
      value: phaseNames.map((name) => phases[name]).join(' / '),
      unit: 'ms',
      note: `medians, from when the steps' lines arrive: to the first line; the restore (a miss); the session claim (a cache save); the run less the node; summary, save and exit; the post step. Claim and post alone: ${beyond} ms = ${times(beyond / job.cacheAloneMs)} the client alone, where the target leaves 0.5×`,
    },
  ];
}

export function actionRows(action: ActionFigures, actionJob: ActionJobFigures, writeAhead: WriteAheadFigures): Row[] {
  return [
    section('the Action'),
    ...('skipped' in action
      ? [{ figure: 'cold start', value: 'skipped', note: action.skipped }]
      : [
          {
            figure: 'cold start: node dist/index.js to first log line',
            value: action.coldStartMs,
            unit: 'ms',
            ratio: `${times(action.coldStartOverFloor)} node -e 0`,
            note: `target ≤ 2×; medians of ${measuredRounds} rounds; mode status, empty store, a new runner (no compile cache); exits at ${action.coldStartExitMs} ms; node -e 0 ${action.nodeFloorMs} ms; a later start on the runner (compile cache) ${action.warmStartMs} ms = ${times(action.warmStartOverFloor)}`,
          },
          {
            figure: 'dist/ size',
            value: action.distBytes,
            unit: 'B',
            note: `target ≤ 10.5 MB (${r2(action.distBytes / 1024 / 1024)} MiB in ${action.distFiles} files)`,
          },
        ]),
    ...('skipped' in actionJob
      ? [{ figure: 'overhead per job', value: 'skipped', note: actionJob.skipped }]
      : [
          {
            figure: 'overhead per job: 1-node graph, main + post, less the node',
            value: actionJob.jobOverheadMs,
            unit: 'ms',
            ratio: `${times(actionJob.overheadOverCache)} @actions/cache alone`,
            note: `target ≤ 1.5×; job ${actionJob.jobMs} ms, node ${actionJob.nodeMs} ms; the client alone (restore miss + save, own process, bundled with ncc as an Action ships it) ${actionJob.cacheAloneMs} ms`,
          },
          {
            figure: '  same, against the client loaded unbundled from node_modules',
            value: actionJob.jobOverheadMs,
            unit: 'ms',
            ratio: `${times(actionJob.overheadOverUnbundled)} @actions/cache alone`,
            note: `the floor of earlier runs of this bench: ${actionJob.cacheAloneUnbundledMs} ms, its import is slower unbundled`,
          },
          {
            figure: '  same, against the bundled client in two steps, as actions/cache runs',
            value: actionJob.jobOverheadMs,
            unit: 'ms',
            ratio: `${times(actionJob.overheadOverTwoSteps)} @actions/cache in 2 steps`,
            note: `restore in one process (its main step), save in another (its post step): ${actionJob.cacheTwoStepsMs} ms (${actionJob.cacheRestoreStepMs} + ${actionJob.cacheSaveStepMs}); ours also runs main + post`,
          },
          ...jobPhaseRows(actionJob),
          ...jobCpuRows(actionJob),
          {
            figure: `  save of a ${archiveEvents}-event store (saveStore, cache)`,
            value: actionJob.save10kMs,
            unit: 'ms',
            note: `${actionJob.store10kBytes} B run directory; over the emulator on 127.0.0.1`,
          },
          {
            figure: `  restore of it (restoreStore: lookup, download, extract, accept)`,
            value: actionJob.restore10kMs,
            unit: 'ms',
          },
          {
            figure: `  check before a save of it, restored: it extends both logs`,
            value: actionJob.saveCheck.sealedMs,
            unit: 'ms',
            ratio: `${times(actionJob.saveCheck.sealedMs / actionJob.saveCheck.wholeMs)} reading them whole`,
            note: `the restored bytes hashed, only the records after them verified (the seal of the job's own verified read); read and verified whole: ${actionJob.saveCheck.wholeMs} ms (the post step, which has no seal)`,
          },
        ]),
    {
      figure: 'write-ahead: added cost per non-retry-safe node',
      value: writeAhead.perNodeMs,
      unit: 'ms',
      ratio: `${times(writeAhead.perNodeMs / writeAhead.saveAloneMs)} one cache save alone`,
      note: `floor ≈ 1× (a save per node); ${writeAheadNodes}-node chain, write-ahead auto ${writeAhead.onJobMs} ms vs off ${writeAhead.offJobMs} ms per job (${writeAhead.savesPerJob} saves); one save of the store alone ${writeAhead.saveAloneMs} ms; over the emulator`,
    },
  ];
}
