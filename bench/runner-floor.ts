// Diagnostic beside bench/runner.ts: the same 200-node chain through the watchdog and a real
// worker process, but in a run root that is not a git work tree and with a workspace provider that
// captures nothing. The difference to the headline figure is what the per-node git captures
// (runner:node-changes, before and after every attempt) cost. Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { promises as fs, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupervisedRun } from '../src/runner/index.ts';
import { createLocalRunStorage } from '../src/store/index.ts';
import type { StoredEvent } from '../src/store/contract.ts';
import type { WorkspaceCapture, WorkspaceProvider } from '../src/workspace/index.ts';

const chainLength = 200;

const hostSource = `
export async function bindRun({ definition, forms }) {
  const nodes = {};
  for (const id of definition.resolvedInputs.ids) nodes[id] = { kind: 'data', retrySafe: true, run: async () => ({ id }) };
  return { graph: forms.dag(definition.graphDefinition.value), nodes };
}
`;

/** A provider for a directory that is not a repository: nothing to capture, an in-memory lease. */
function emptyWorkspace(root: string): WorkspaceProvider {
  const capture = (): WorkspaceCapture => ({
    anchor: { schemaVersion: 1, root, head: null, fingerprint: 'empty', files: [] },
    content: { schemaVersion: 1, anchorFingerprint: 'empty', files: [] },
  });
  let held: string | null = null;
  return {
    root,
    repositoryRoot: async () => root,
    capture: async () => capture(),
    async acquireLease(holder) {
      if (held !== null) throw new Error('leased');
      const token = randomUUID();
      held = token;
      const record = { schemaVersion: 1 as const, root, token, runId: holder.runId, pid: holder.pid, hostname: os.hostname(), acquiredAt: new Date().toISOString() };
      return {
        token,
        record,
        release: async () => {
          if (held === token) held = null;
        },
      };
    },
    readLease: async () => null,
    releaseLease: async (token) => {
      if (held === token) held = null;
    },
    verify: async () => ({ equal: true }),
    restore: async () => undefined,
    changedFilesBetween: async () => [],
  };
}

const at = (event: StoredEvent | undefined) => (event === undefined ? Number.NaN : Date.parse(event.at));

/** ms per sequential node without workspace captures. */
export async function benchRunnerFloor(): Promise<{ msPerNode: number }> {
  const root = realpathSync(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-floor-')));
  try {
    const runRoot = path.join(root, 'plain');
    await fs.mkdir(runRoot);
    await fs.writeFile(path.join(runRoot, 'host.mjs'), hostSource);
    const ids = Array.from({ length: chainLength }, (_, i) => `n${i}`);
    const nodes = Object.fromEntries(ids.map((id, i) => [id, { needs: i === 0 ? [] : [ids[i - 1]!] }]));
    const storage = { directory: path.join(root, 'store'), namespace: 'bench' };
    const handle = await startSupervisedRun({
      storage,
      definition: { runId: 'floor', graphDefinition: { form: 'dag', version: 1, value: { nodes } }, resolvedInputs: { ids } },
      host: { kind: 'module', module: './host.mjs' },
      runRoot,
      heartbeatMs: 0,
      workspace: emptyWorkspace(runRoot),
    });
    const result = await handle.done;
    if (result.kind !== 'complete') throw new Error(`the floor chain ended ${JSON.stringify(result)}`);
    const graph = (await (await createLocalRunStorage(storage)).readEvents('floor', 'graph')).events;
    const first = graph.find((e) => e.type === 'graph:node-attempt-started');
    const last = graph.findLast((e) => e.type === 'graph:node-completed');
    return { msPerNode: Math.round(((at(last) - at(first)) / (chainLength - 1)) * 100) / 100 };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchRunnerFloor());
