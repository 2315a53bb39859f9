// The graph executor alone on the 200-node chain, as the first run of a fresh process: the same code
// as bench/graph.ts runs after a warm-up, here not yet optimised by the JIT, which is how the
// supervised runner's worker runs it (a process per run). Timed like the runner's figure, from the
// first attempt's record to the last completion's, so the difference between the two is what the
// worker adds. Each round is a child process (`node bench/graph-first-run.ts <dir>`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalRunStorage } from '../src/store/index.ts';
import { msPerNodeFromRecords } from './chain-timing.ts';
import { chainLength, round3, runChain } from './graph.ts';
import { median } from './median.ts';
import { scriptOutput } from './script-output.ts';

const runId = 'first-run';

/** ms per node of one chain run in this process, from its records. */
async function firstRun(directory: string): Promise<number> {
  const run = await runChain(directory, runId);
  if (run.result !== 'complete') throw new Error(`the benchmark chain ended ${run.result}`);
  const storage = await createLocalRunStorage({ directory, namespace: 'bench' });
  return msPerNodeFromRecords((await storage.readEvents(runId, 'graph')).events, chainLength);
}

async function child(directory: string): Promise<number> {
  const out = await scriptOutput('the first-run chain', fileURLToPath(import.meta.url), [directory]);
  const value = Number(out);
  if (!Number.isFinite(value)) throw new Error(`the first-run chain printed no figure: ${out.slice(0, 200)}`);
  return value;
}

/** Median of `rounds` first runs, each in its own process. */
export async function benchGraphFirstRun(rounds = 3): Promise<{ msPerNode: number }> {
  const base = await mkdtemp(path.join(process.env.BENCH_DIR ?? tmpdir(), 'bench-graph-first-'));
  try {
    const perNode: number[] = [];
    for (let round = 0; round < rounds; round += 1) perNode.push(await child(path.join(base, `store-${round}`)));
    return { msPerNode: round3(median(perNode)) };
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const directory = process.argv[2];
  if (directory === undefined) console.log(await benchGraphFirstRun());
  else console.log(await firstRun(directory));
}
