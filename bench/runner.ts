// Supervised-runner benchmark: per-node cost of a 200-node sequential chain through the watchdog
// and a real worker process (the bundled dist/worker.js the Action starts, when current: see
// worker-entry.ts; fully durable, with the per-node git change records), next to one measured
// fdatasync on the same disk; start-to-first-node and crash-to-replacement latency; status reads
// at 1k / 10k / 100k events with and without a checkpoint. Prints figures; asserts nothing.
import { constants, fdatasyncSync, promises as fs, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalRunStorage } from '../src/store/index.ts';
import type { StoredEvent } from '../src/store/contract.ts';
import { startSupervisedRun, type SupervisedRunOptions } from '../src/runner/index.ts';
import { msPerNodeFromRecords } from './chain-timing.ts';
import { median } from './median.ts';
import { benchRepository } from './repository.ts';
import { statusReads } from './status.ts';
import { shippedWorker, sourceWorker, workerEntryOption, type BenchWorker } from './worker-entry.ts';

const chainLength = 200;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Median ms of one 400-byte write + fdatasync, measured two ways on the same disk, interleaved:
 * appended to a growing file (the sync also commits the new file size), and written into a file
 * whose blocks were written beforehand (the store preallocates its logs so, as here, most syncs
 * flush data only).
 */
async function fdatasyncMs(directory: string): Promise<{ append: number; inPlace: number }> {
  const appendFile = await fs.open(
    path.join(directory, 'sync.bin'),
    constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND,
    0o600,
  );
  const inPlaceFile = await fs.open(
    path.join(directory, 'sync-in-place.bin'),
    constants.O_RDWR | constants.O_CREAT,
    0o600,
  );
  const block = Buffer.alloc(400, 'x');
  const append: number[] = [];
  const inPlace: number[] = [];
  try {
    writeSync(inPlaceFile.fd, Buffer.alloc(block.length * 202), 0, block.length * 202, 0);
    fdatasyncSync(inPlaceFile.fd);
    for (let i = 0; i < 201; i += 1) {
      let start = process.hrtime.bigint();
      writeSync(appendFile.fd, block);
      fdatasyncSync(appendFile.fd);
      if (i > 0) append.push(Number(process.hrtime.bigint() - start) / 1e6);
      start = process.hrtime.bigint();
      writeSync(inPlaceFile.fd, block, 0, block.length, i * block.length);
      fdatasyncSync(inPlaceFile.fd);
      if (i > 0) inPlace.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  } finally {
    await appendFile.close();
    await inPlaceFile.close();
  }
  return { append: median(append), inPlace: median(inPlace) };
}

const hostSource = `
import { existsSync } from 'node:fs';
import path from 'node:path';
export async function bindRun({ definition, forms }) {
  // Node IDs from the graph, not the inputs: the DAG form copies the run's inputs into every
  // dispatch record, so a list of every ID there would make each record grow with the chain.
  const { control, blockId } = definition.resolvedInputs;
  const nodes = {};
  for (const id of Object.keys(definition.graphDefinition.value.nodes)) {
    nodes[id] = {
      kind: 'data',
      retrySafe: true,
      async run(input, ctx) {
        if (id === blockId && ctx.attempt === 1) {
          while (!existsSync(path.join(control, 'never'))) await new Promise((r) => setTimeout(r, 20));
        }
        return { id };
      },
    };
  }
  return { graph: forms.dag(definition.graphDefinition.value), nodes };
}
`;

function chainOptions(
  root: string,
  repo: string,
  runId: string,
  ids: string[],
  blockId: string | null,
  worker: BenchWorker,
): SupervisedRunOptions {
  const nodes: Record<string, { needs: string[] }> = {};
  ids.forEach((id, index) => (nodes[id] = { needs: index === 0 ? [] : [ids[index - 1]!] }));
  return {
    storage: { directory: path.join(root, 'store'), namespace: 'bench' },
    definition: {
      runId,
      graphDefinition: { form: 'dag', version: 1, value: { nodes } },
      resolvedInputs: { control: root, blockId },
    },
    host: { kind: 'module', module: './host.mjs' },
    runRoot: repo,
    restart: { maxRestarts: 1, initialBackoffMs: 0, maxBackoffMs: 0 },
    teardownGraceMs: 500,
    heartbeatMs: 0,
    ...workerEntryOption(worker),
  };
}

const ms = (event: StoredEvent | undefined) => (event === undefined ? Number.NaN : Date.parse(event.at));

/** One chain run under `runId`. */
async function chainOnce(
  root: string,
  repo: string,
  runId: string,
  worker: BenchWorker,
  length = chainLength,
): Promise<{ msPerNode: number; startToFirstNodeMs: number }> {
  const ids = Array.from({ length }, (_, i) => `n${i}`);
  const options = chainOptions(root, repo, runId, ids, null, worker);
  const started = Date.now();
  const handle = await startSupervisedRun(options);
  const result = await handle.done;
  if (result.kind !== 'complete') throw new Error(`chain run ended ${JSON.stringify(result)}`);
  const storage = await createLocalRunStorage(options.storage);
  const graph = (await storage.readEvents(runId, 'graph')).events;
  const firstAttempt = graph.find((e) => e.type === 'graph:node-attempt-started');
  return {
    msPerNode: msPerNodeFromRecords(graph, length),
    startToFirstNodeMs: ms(firstAttempt) - started,
  };
}

/**
 * Medians of three chain runs: a shared machine's load swings single runs by several times. With
 * `beside`, that worker's chain runs after each of `worker`'s, so drift hits both alike.
 */
async function chain(
  root: string,
  repo: string,
  worker: BenchWorker,
  beside?: BenchWorker,
): Promise<{ msPerNode: number; msPerNode1000: number; startToFirstNodeMs: number; besideMsPerNode?: number }> {
  const runs = [];
  const besideRuns = [];
  for (let round = 0; round < 3; round += 1) {
    runs.push(await chainOnce(root, repo, `chain-${round}`, worker));
    if (beside !== undefined) besideRuns.push(await chainOnce(root, repo, `beside-${round}`, beside));
  }
  // A fresh worker process runs its first nodes through cold (unoptimised) code: a longer chain
  // shows the per-node cost once it has warmed up.
  const long = [];
  for (let round = 0; round < 3; round += 1) long.push(await chainOnce(root, repo, `long-${round}`, worker, 1000));
  return {
    msPerNode: round2(median(runs.map((r) => r.msPerNode))),
    msPerNode1000: round2(median(long.map((r) => r.msPerNode))),
    startToFirstNodeMs: median(runs.map((r) => r.startToFirstNodeMs)),
    ...(besideRuns.length === 0 ? {} : { besideMsPerNode: round2(median(besideRuns.map((r) => r.msPerNode))) }),
  };
}

async function crash(root: string, repo: string, worker: BenchWorker): Promise<Record<string, number>> {
  const options = chainOptions(root, repo, 'crash', ['before', 'victim'], 'victim', worker);
  const handle = await startSupervisedRun(options);
  const storage = await createLocalRunStorage(options.storage);
  const deadline = Date.now() + 60_000;
  let pid: number | undefined;
  while (pid === undefined && Date.now() < deadline) {
    const graph = (await storage.readEvents('crash', 'graph')).events;
    if (
      graph.some((e) => e.type === 'graph:node-attempt-started' && (e.data as { nodeId?: string }).nodeId === 'victim')
    ) {
      const runner = (await storage.readEvents('crash', 'runner')).events;
      pid = (runner.findLast((e) => e.type === 'runner:worker-started')?.data as { pid: number } | undefined)?.pid;
    }
    if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (pid === undefined) throw new Error('the victim node never started');
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const result = await handle.done;
  if (result.kind !== 'complete') throw new Error(`crash run ended ${JSON.stringify(result)}`);
  const runner = (await storage.readEvents('crash', 'runner')).events;
  const graph = (await storage.readEvents('crash', 'graph')).events;
  const backoff =
    (runner.find((e) => e.type === 'runner:backoff')?.data as { delayMs: number } | undefined)?.delayMs ?? 0;
  const replacementStarted = runner.filter((e) => e.type === 'runner:worker-started')[1];
  const rerun = graph.filter(
    (e) => e.type === 'graph:node-attempt-started' && (e.data as { nodeId?: string }).nodeId === 'victim',
  )[1];
  return {
    crashToReplacementProcessMs: ms(replacementStarted) - killedAt - backoff,
    crashToReplacementNodeMs: ms(rerun) - killedAt - backoff,
  };
}

export async function benchRunner(): Promise<Record<string, number>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-runner-'));
  try {
    const repo = await benchRepository(root, hostSource);
    const worker = shippedWorker();
    const before = await fdatasyncMs(root);
    // The source entry beside the bundle, for comparison with runs of this bench before it ran the bundle.
    const chainFigures = await chain(root, repo, worker, worker.workerEntry === undefined ? undefined : sourceWorker);
    const after = await fdatasyncMs(root);
    // Before and after the chains: the disk's speed drifts on a shared machine.
    const sync = (before.append + after.append) / 2;
    const syncInPlace = (before.inPlace + after.inPlace) / 2;
    const crashFigures = await crash(root, repo, worker);
    const status = await statusReads(root);
    return {
      msPerNode: chainFigures.msPerNode,
      msPerNode1000: chainFigures.msPerNode1000,
      ...(chainFigures.besideMsPerNode === undefined ? {} : { msPerNodeSource: chainFigures.besideMsPerNode }),
      fdatasyncMs: round2(sync),
      msPerNodeOverFdatasync: round2(chainFigures.msPerNode / sync),
      fdatasyncInPlaceMs: round2(syncInPlace),
      msPerNodeOverFdatasyncInPlace: round2(chainFigures.msPerNode / syncInPlace),
      startToFirstNodeMs: chainFigures.startToFirstNodeMs,
      crashToReplacementProcessMs: crashFigures.crashToReplacementProcessMs!,
      crashToReplacementNodeMs: crashFigures.crashToReplacementNodeMs!,
      ...status,
    };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchRunner();
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(32)} ${value}`);
}

/**
 * Ours beside each peer (bench/peers.ts): the 200-node chain through the shipped worker, median of
 * three runs, measured again right before and after each peer so that both meet the same machine.
 */
export async function openOursBeside(): Promise<{ perNode(): Promise<number>; close(): Promise<void> }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-beside-'));
  const repo = await benchRepository(root, hostSource);
  const worker = shippedWorker();
  let runs = 0;
  return {
    async perNode() {
      const perNode = [];
      for (let round = 0; round < 3; round += 1) {
        perNode.push((await chainOnce(root, repo, `beside-${runs}`, worker)).msPerNode);
        runs += 1;
      }
      return median(perNode);
    },
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** The chain figures alone (no crash, no status reads): what bench/peers-only.ts compares the peers with. */
export async function benchRunnerChain(): Promise<{ msPerNode: number; fdatasyncMs: number }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-runner-'));
  try {
    const repo = await benchRepository(root, hostSource);
    const before = await fdatasyncMs(root);
    const figures = await chain(root, repo, shippedWorker());
    const after = await fdatasyncMs(root);
    return { msPerNode: figures.msPerNode, fdatasyncMs: round2((before.append + after.append) / 2) };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
