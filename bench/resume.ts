// Resume to first node: a 1-node run interrupted while its node runs (a resumable INTERRUPTED
// pause), then continued with resumeSupervisedRun, timed from the call to the node's next
// attempt-started, with the worker the Action and the CLI run (dist/worker.js when current). The resume verifies
// both logs, locks, checks the pause snapshot and the workspace; its worker loads meanwhile (a
// prelaunch). The floor is the start figures' bare Node, measured in the same run.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resumeSupervisedRun, startSupervisedRun } from '../src/runner/index.ts';
import { oneNodeRunOptions, recordsOf } from './one-node-run.ts';
import { benchRepository } from './repository.ts';
import { median } from './median.ts';
import { shippedWorker, workerEntryOption, type BenchWorker } from './worker-entry.ts';

const rounds = 5;
const teardownGraceMs = 500;

/** The node waits until `release` exists: the first session is interrupted while it waits. */
const host = (release: string) => `import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
export async function bindRun({ definition, forms }) {
  const run = async () => { while (!existsSync(${JSON.stringify(release)})) await sleep(20); return 1; };
  return { graph: forms.dag(definition.graphDefinition.value), nodes: { only: { kind: 'data', retrySafe: true, run } } };
}
`;

export interface ResumePhases {
  resumeToFirstNodeMs: number;
  /** The call → session-started: verification, lock, snapshot and workspace checks, session record. */
  setupMs: number;
  /** session-started → the node's attempt-started: the worker's launch, what is left of its load, its replay. */
  workerMs: number;
}

async function once(
  root: string,
  repo: string,
  release: string,
  runId: string,
  worker: BenchWorker,
): Promise<ResumePhases> {
  const storage = { directory: path.join(root, 'store'), namespace: 'bench' };
  await fs.rm(release, { force: true });
  let running!: () => void;
  const nodeRunning = new Promise<void>((resolve) => (running = resolve));
  const started = await startSupervisedRun({
    ...oneNodeRunOptions({ storage, runId, repo, teardownGraceMs }),
    ...workerEntryOption(worker),
    onEvent: ({ event }) => {
      if (event.type === 'graph:node-attempt-started') running();
    },
  });
  await nodeRunning;
  const interrupted = await started.interrupt();
  if (interrupted.kind !== 'pause') throw new Error(`the interrupt ended ${JSON.stringify(interrupted)}`);
  await fs.writeFile(release, '');
  const called = Date.now();
  const resumed = await resumeSupervisedRun({
    storage,
    runId,
    runRoot: repo,
    teardownGraceMs,
    ...workerEntryOption(worker),
  });
  const result = await resumed.done;
  if (result.kind !== 'complete') throw new Error(`the resumed run ended ${JSON.stringify(result)}`);
  return resumePhasesOf(storage, runId, called);
}

/** A resume's phases, from the records of its session (the second) and when it was called. */
export async function resumePhasesOf(
  storage: { directory: string; namespace: string },
  runId: string,
  called: number,
): Promise<ResumePhases> {
  const { at } = await recordsOf(storage, runId, 2);
  return {
    resumeToFirstNodeMs: at('graph:node-attempt-started') - called,
    setupMs: at('runner:session-started') - called,
    workerMs: at('graph:node-attempt-started') - at('runner:session-started'),
  };
}

/** Medians of `rounds` resumes after one unmeasured round. */
export async function benchResume(worker: BenchWorker = shippedWorker()): Promise<ResumePhases> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-resume-')));
  try {
    const release = path.join(root, 'release');
    const repo = await benchRepository(root, host(release));
    const samples: ResumePhases[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      const sample = await once(root, repo, release, `resume-${round}`, worker);
      if (round > 0) samples.push(sample);
    }
    const pick = (key: keyof ResumePhases) => median(samples.map((s) => s[key]));
    return { resumeToFirstNodeMs: pick('resumeToFirstNodeMs'), setupMs: pick('setupMs'), workerMs: pick('workerMs') };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchResume());
