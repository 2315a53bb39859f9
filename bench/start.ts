// Start to first node, against its floor measured in the same run: a bare Node spawned to its
// first line of output. Split by the run's own records into where the time goes: the watchdog's
// setup in process (options, lock, lease, workspace capture, definition: start → session-started),
// the spawn (→ worker-started), the worker's boot (module load, definition, host binding: →
// run-started) and the first dispatch (→ attempt-started). With the worker from source (Node
// strips the types of every module it loads) and, when built, the bundled dist/worker.js the
// Action runs: with the compile cache its earlier starts left (a self-hosted runner, or any later
// start), and as on a new hosted runner, whose temp directory is empty (no compile cache).
// The worker is spawned at the start (a prelaunch) and loads beside the setup, so the phases are
// not a sum of separate costs: the worker's boot there is what is left of its load when the setup
// is done. A last start takes a worker that had loaded before it (prelaunched, as the Action's
// worker is during its session claim): the difference is what the worker's load
// costs a cold start.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { prelaunchSupervisedWorker, startSupervisedRun, type PrelaunchedWorker } from '../src/runner/index.ts';
import { oneNodeRunOptions, recordsOf } from './one-node-run.ts';
import { benchRepository } from './repository.ts';
import { bundledWorkerPath, bundleNotCurrent } from './worker-entry.ts';
import { median } from './median.ts';

const rounds = 5;
/** Every start's, and the prelaunch's: a prelaunch is adopted only by a start with the same spec. */
const teardownGraceMs = 500;
/** How long a prelaunched worker gets to load before the start that takes it: its load takes ~0.2 s here. */
const loadedAfterMs = 1_000;

/** A bare Node, spawned to its first line of output. */
function bareNode(): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['-e', "process.stdout.write('ready\\n')"], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout.once('data', () => resolve(performance.now() - start));
    child.once('error', reject);
  });
}

const host = `export async function bindRun({ definition, forms }) {
  return { graph: forms.dag(definition.graphDefinition.value), nodes: { only: { kind: 'data', retrySafe: true, run: async () => 1 } } };
}
`;

export interface StartPhases {
  startToFirstNodeMs: number;
  setupMs: number;
  spawnMs: number;
  workerBootMs: number;
  dispatchMs: number;
}

/**
 * A start as on a new runner: TMPDIR (which the worker inherits) is an empty directory, so the
 * compile cache (src/runner/watchdog/compile-cache.ts, dist/compile-cache.js) starts empty.
 */
async function onNewRunner<T>(root: string, start: () => Promise<T>): Promise<T> {
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = await fs.mkdtemp(path.join(root, 'new-runner-tmp-'));
  try {
    return await start();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

async function once(
  root: string,
  repo: string,
  runId: string,
  workerEntry: string | undefined,
  prelaunched?: PrelaunchedWorker,
): Promise<StartPhases> {
  const storage = { directory: path.join(root, 'store'), namespace: 'bench' };
  const started = Date.now();
  const handle = await startSupervisedRun({
    ...oneNodeRunOptions({ storage, runId, repo, teardownGraceMs }),
    ...(workerEntry === undefined ? {} : { workerEntry }),
    ...(prelaunched === undefined ? {} : { prelaunched }),
  });
  const result = await handle.done;
  if (result.kind !== 'complete') throw new Error(`the start run ended ${JSON.stringify(result)}`);
  const { find, at } = await recordsOf(storage, runId);
  // A prelaunch the start did not adopt (another spec) would be measured as a cold start.
  if (
    prelaunched !== undefined &&
    (find('runner:worker-launching').data as { prelaunched?: true }).prelaunched !== true
  )
    throw new Error('the start did not take its prelaunched worker');
  return {
    startToFirstNodeMs: at('graph:node-attempt-started') - started,
    setupMs: at('runner:session-started') - started,
    spawnMs: at('runner:worker-started') - at('runner:session-started'),
    workerBootMs: at('graph:run-started') - at('runner:worker-started'),
    dispatchMs: at('graph:node-attempt-started') - at('graph:run-started'),
  };
}

function medians(samples: StartPhases[]): StartPhases {
  const pick = (key: keyof StartPhases) => median(samples.map((s) => s[key]));
  return {
    startToFirstNodeMs: pick('startToFirstNodeMs'),
    setupMs: pick('setupMs'),
    spawnMs: pick('spawnMs'),
    workerBootMs: pick('workerBootMs'),
    dispatchMs: pick('dispatchMs'),
  };
}

export interface StartFigures {
  bareNodeMs: number;
  source: StartPhases;
  bundled: StartPhases | null;
  /** The bundled worker without a compile cache, as a hosted runner's every job starts it. */
  bundledNewRunner: StartPhases | null;
  /** The bundled worker, prelaunched and loaded before the start. */
  bundledLoaded: StartPhases | null;
}

/** A start that takes a bundled worker prelaunched loadedAfterMs before it. */
async function withLoadedWorker(root: string, repo: string, runId: string): Promise<StartPhases> {
  const prelaunched = await prelaunchSupervisedWorker({
    runId,
    runRoot: repo,
    workerEntry: bundledWorkerPath,
    teardownGraceMs,
  });
  await new Promise((resolve) => setTimeout(resolve, loadedAfterMs));
  return once(root, repo, runId, bundledWorkerPath, prelaunched);
}

export async function benchStart(): Promise<StartFigures> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-start-')));
  try {
    const repo = await benchRepository(root, host);
    const bare: number[] = [];
    const source: StartPhases[] = [];
    const bundled: StartPhases[] = [];
    const bundledNew: StartPhases[] = [];
    const bundledLoaded: StartPhases[] = [];
    const withBundle = bundleNotCurrent() === undefined;
    // Interleaved, so load drift on a shared machine hits all five alike; round 0 warms up.
    for (let round = 0; round <= rounds; round += 1) {
      const b = await bareNode();
      const s = await once(root, repo, `source-${round}`, undefined);
      const d = withBundle ? await once(root, repo, `bundled-${round}`, bundledWorkerPath) : undefined;
      const n = withBundle
        ? await onNewRunner(root, () => once(root, repo, `new-runner-${round}`, bundledWorkerPath))
        : undefined;
      const l = withBundle ? await withLoadedWorker(root, repo, `loaded-${round}`) : undefined;
      if (round === 0) continue;
      bare.push(b);
      source.push(s);
      if (d !== undefined) bundled.push(d);
      if (n !== undefined) bundledNew.push(n);
      if (l !== undefined) bundledLoaded.push(l);
    }
    return {
      bareNodeMs: Math.round(median(bare)),
      source: medians(source),
      bundled: bundled.length === 0 ? null : medians(bundled),
      bundledNewRunner: bundledNew.length === 0 ? null : medians(bundledNew),
      bundledLoaded: bundledLoaded.length === 0 ? null : medians(bundledLoaded),
    };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchStart());
