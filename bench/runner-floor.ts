// Diagnostic beside bench/runner.ts: the same 200-node chain through the watchdog and a real
// worker process in a git repository, with recordChanges: false (no per-attempt workspace
// captures, so no runner:node-changes records). The difference to the headline figure is what
// the change records cost. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { promises as fs, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupervisedRun } from '../src/runner/index.ts';
import { createLocalRunStorage } from '../src/store/index.ts';
import { msPerNodeFromRecords } from './chain-timing.ts';

const chainLength = 200;

const hostSource = `
export async function bindRun({ definition, forms }) {
  const nodes = {};
  for (const id of Object.keys(definition.graphDefinition.value.nodes)) nodes[id] = { kind: 'data', retrySafe: true, run: async () => ({ id }) };
  return { graph: forms.dag(definition.graphDefinition.value), nodes };
}
`;

/** ms per sequential node with recordChanges: false (median of three runs). */
export async function benchRunnerFloor(): Promise<{ msPerNode: number }> {
  const root = realpathSync(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-floor-')));
  try {
    const repo = path.join(root, 'repo');
    execFileSync('git', ['init', '-q', repo]);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
    git('config', 'user.email', 'bench@example.invalid');
    git('config', 'user.name', 'Bench');
    await fs.writeFile(path.join(repo, 'host.mjs'), hostSource);
    git('add', '.');
    git('commit', '-q', '-m', 'bench');
    const ids = Array.from({ length: chainLength }, (_, i) => `n${i}`);
    const nodes = Object.fromEntries(ids.map((id, i) => [id, { needs: i === 0 ? [] : [ids[i - 1]!] }]));
    const storage = { directory: path.join(root, 'store'), namespace: 'bench' };
    const perNode: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const runId = `floor-${round}`;
      const handle = await startSupervisedRun({
        storage,
        definition: { runId, graphDefinition: { form: 'dag', version: 1, value: { nodes } }, resolvedInputs: {} },
        host: { kind: 'module', module: './host.mjs' },
        runRoot: repo,
        heartbeatMs: 0,
        recordChanges: false,
      });
      const result = await handle.done;
      if (result.kind !== 'complete') throw new Error(`the floor chain ended ${JSON.stringify(result)}`);
      const graph = (await (await createLocalRunStorage(storage)).readEvents(runId, 'graph')).events;
      perNode.push(msPerNodeFromRecords(graph, chainLength));
    }
    perNode.sort((a, b) => a - b);
    return { msPerNode: Math.round(perNode[1]! * 100) / 100 };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchRunnerFloor());
