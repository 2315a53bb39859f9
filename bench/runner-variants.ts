// Diagnostics beside bench/runner.ts: the same chain through the watchdog and the same worker
// (worker-entry.ts) in a git repository, varied in one thing each.
// - recordChanges: false (no per-attempt workspace captures, so no runner:node-changes records):
//   the difference to the headline figure is what the change records cost.
// - A repository of workspaceFiles files, past the stat fingerprint's bound: what the change
//   records cost where most real repositories are (each node's capture runs git status).
// Prints figures; asserts nothing.
import { promises as fs, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupervisedRun } from '../src/runner/index.ts';
import { createLocalRunStorage } from '../src/store/index.ts';
import { msPerNodeFromRecords } from './chain-timing.ts';
import { benchRepository } from './repository.ts';
import { shippedWorker, workerEntryOption } from './worker-entry.ts';

/** Files of the larger repository (bench/repository.ts spreads them over directories). */
const workspaceFiles = 2000;

const hostSource = `
export async function bindRun({ definition, forms }) {
  const nodes = {};
  for (const id of Object.keys(definition.graphDefinition.value.nodes)) nodes[id] = { kind: 'data', retrySafe: true, run: async () => ({ id }) };
  return { graph: forms.dag(definition.graphDefinition.value), nodes };
}
`;

/** ms per sequential node, the median of three runs of a `length`-node chain. */
async function chainPerNode(options: { recordChanges: boolean; files: number; length: number }): Promise<number> {
  const root = realpathSync(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chain-')));
  try {
    const repo = await benchRepository(root, hostSource, options.files);
    const ids = Array.from({ length: options.length }, (_, i) => `n${i}`);
    const nodes = Object.fromEntries(ids.map((id, i) => [id, { needs: i === 0 ? [] : [ids[i - 1]!] }]));
    const storage = { directory: path.join(root, 'store'), namespace: 'bench' };
    const perNode: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const runId = `chain-${round}`;
      const handle = await startSupervisedRun({
        storage,
        definition: { runId, graphDefinition: { form: 'dag', version: 1, value: { nodes } }, resolvedInputs: {} },
        host: { kind: 'module', module: './host.mjs' },
        runRoot: repo,
        heartbeatMs: 0,
        recordChanges: options.recordChanges,
        ...workerEntryOption(shippedWorker()),
      });
      const result = await handle.done;
      if (result.kind !== 'complete') throw new Error(`the chain ended ${JSON.stringify(result)}`);
      const graph = (await (await createLocalRunStorage(storage)).readEvents(runId, 'graph')).events;
      perNode.push(msPerNodeFromRecords(graph, options.length));
    }
    perNode.sort((a, b) => a - b);
    return Math.round(perNode[1]! * 100) / 100;
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

/** The 200-node chain with recordChanges: false. */
export async function benchRunnerFloor(): Promise<{ msPerNode: number }> {
  return { msPerNode: await chainPerNode({ recordChanges: false, files: 0, length: 200 }) };
}

/** A 50-node chain with change records in a repository of workspaceFiles files. */
export async function benchRunnerLargeWorkspace(): Promise<{ files: number; msPerNode: number }> {
  return {
    files: workspaceFiles,
    msPerNode: await chainPerNode({ recordChanges: true, files: workspaceFiles, length: 50 }),
  };
}

if (import.meta.main) console.log(await benchRunnerFloor(), await benchRunnerLargeWorkspace());
