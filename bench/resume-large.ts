// Resume to first node of a large run: a 3,300-node chain (about 10k events) whose last node, not
// retry-safe, kills its worker mid-attempt, so the run pauses for reconcile; each round resumes a
// copy of that store with a retry decision, timed from the call to the node's next attempt-started,
// with the worker the Action and the CLI run. What a resume reads scales with the log: the floor is
// one verified read of the same logs (both folded from the start), measured in the same run, so the
// ratio says how many such reads a resume costs.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resumeSupervisedRun, startSupervisedRun } from '../src/runner/index.ts';
import { foldStoredRun } from '../src/runner/status/fold-stored.ts';
import { createLocalRunStorage } from '../src/store/index.ts';
import { benchRepository } from './repository.ts';
import { median } from './median.ts';
import { resumePhasesOf, type ResumePhases } from './resume.ts';
import { shippedWorker, workerEntryOption, type BenchWorker } from './worker-entry.ts';

export const largeRunNodes = 3300;
const rounds = 5;
const runId = 'large';
const teardownGraceMs = 500;

/** Every chain node returns its ID; `publish` kills its worker on its first attempt (`marker` absent). */
const host = (marker: string) => `import { existsSync, writeFileSync } from 'node:fs';
export async function bindRun({ definition, forms }) {
  const nodes = {};
  for (const id of Object.keys(definition.graphDefinition.value.nodes))
    nodes[id] = { kind: 'data', retrySafe: true, run: async () => ({ id }) };
  nodes.publish = {
    kind: 'data',
    async run() {
      if (!existsSync(${JSON.stringify(marker)})) {
        writeFileSync(${JSON.stringify(marker)}, '');
        process.kill(process.pid, 'SIGKILL');
      }
      return { published: true };
    },
  };
  return { graph: forms.dag(definition.graphDefinition.value), nodes };
}
`;

export interface LargeResumeFigures extends ResumePhases {
  /** Records in both logs of the paused run. */
  events: number;
  /** One verified read of the paused run's logs (both folded from the start), in this process, warm. */
  verifiedReadMs: number;
}

function chainNodes(): Record<string, { needs: string[] }> {
  const nodes: Record<string, { needs: string[] }> = {};
  for (let index = 0; index < largeRunNodes; index += 1)
    nodes[`n${index}`] = { needs: index === 0 ? [] : [`n${index - 1}`] };
  nodes.publish = { needs: [`n${largeRunNodes - 1}`] };
  return nodes;
}

async function pausedStore(root: string, repo: string, worker: BenchWorker): Promise<string> {
  const directory = path.join(root, 'paused');
  const started = await startSupervisedRun({
    storage: { directory, namespace: 'bench' },
    definition: { runId, graphDefinition: { form: 'dag', version: 1, value: { nodes: chainNodes() } } },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    restart: { maxRestarts: 2, initialBackoffMs: 0, maxBackoffMs: 0 },
    teardownGraceMs,
    heartbeatMs: 0,
    recordChanges: false,
    ...workerEntryOption(worker),
  });
  const result = await started.done;
  if (result.kind !== 'pause') throw new Error(`the large run ended ${JSON.stringify(result)}`);
  return directory;
}

async function resumeOnce(paused: string, directory: string, repo: string, worker: BenchWorker): Promise<ResumePhases> {
  await fs.cp(paused, directory, { recursive: true });
  const storage = { directory, namespace: 'bench' };
  const called = Date.now();
  const resumed = await resumeSupervisedRun({
    storage,
    runId,
    runRoot: repo,
    position: 'dag/publish/1',
    decision: { decision: 'retry', decidedBy: 'bench' },
    teardownGraceMs,
    ...workerEntryOption(worker),
  });
  const result = await resumed.done;
  if (result.kind !== 'complete') throw new Error(`the resumed large run ended ${JSON.stringify(result)}`);
  return resumePhasesOf(storage, runId, called);
}

/** Medians of `rounds` resumes (after one unmeasured), and of 5 verified reads after 2 unmeasured. */
export async function benchLargeResume(worker: BenchWorker = shippedWorker()): Promise<LargeResumeFigures> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-resume-large-')));
  try {
    const repo = await benchRepository(root, host(path.join(root, 'publish-started')));
    const paused = await pausedStore(root, repo, worker);
    const storage = await createLocalRunStorage({ directory: paused, namespace: 'bench' });
    const reads: number[] = [];
    let events = 0;
    for (let round = 0; round < 7; round += 1) {
      const start = performance.now();
      const folded = await foldStoredRun(storage, runId, { useCheckpoint: false });
      if (round >= 2) reads.push(performance.now() - start);
      events = folded.folded;
    }
    const samples: ResumePhases[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      const sample = await resumeOnce(paused, path.join(root, `resumed-${round}`), repo, worker);
      if (round > 0) samples.push(sample);
    }
    const pick = (key: keyof ResumePhases) => median(samples.map((sample) => sample[key]));
    return {
      events,
      resumeToFirstNodeMs: pick('resumeToFirstNodeMs'),
      setupMs: pick('setupMs'),
      workerMs: pick('workerMs'),
      verifiedReadMs: Math.round(median(reads)),
    };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchLargeResume());
