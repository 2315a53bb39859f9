// saveStore / restoreStore of a 10k-event store through the Action's persistence layer, in
// process, over the emulator; and the check a save of a restored run makes first (save-check.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { restoreStore, saveStore } from '../src/action/persistence/index.ts';
import { createLocalRunStorage } from '../src/store/index.ts';
import { startEmulatorProcess } from '../test/action/support/runner-emulation.ts';
import { archiveEvents, nodeRecords } from './archive.ts';
import { median } from './median.ts';
import { benchSaveCheck, type SaveCheckFigures } from './save-check.ts';

export interface Store10kFigures {
  save10kMs: number;
  restore10kMs: number;
  store10kBytes: number;
  /** The check before a save of the restored store: whole read, and sealed. */
  saveCheck: SaveCheckFigures;
}

/** saveStore then restoreStore (into an emptied directory) of a 10k-event run, median of 3 each; and the check before a save. */
export async function benchStore10k(work: string): Promise<Store10kFigures> {
  const emulator = await startEmulatorProcess();
  const saved = { ...process.env };
  // The clients log their workflow commands (::debug:: and all) to stdout, where the bench prints its table.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    const storeDirectory = path.join(work, 'store10k');
    const runId = 'store10k';
    const storage = await createLocalRunStorage({ directory: storeDirectory, namespace: 'bench' });
    await storage.writeDefinition(runId, {
      schemaVersion: 1,
      kind: 'supervised-run',
      runId,
      namespace: 'bench',
      createdAt: new Date().toISOString(),
      graphDefinition: { form: 'dag', version: 1, value: { nodes: {} } },
      plan: { schemaVersion: 1, lanes: {} },
      resolvedInputs: {},
      host: { kind: 'builtin', name: 'bench' },
      limits: {},
      restart: { maxRestarts: 0, initialBackoffMs: 0, maxBackoffMs: 0 },
      teardownGraceMs: 1000,
      heartbeatMs: 0,
    });
    const log = await storage.openEventLog(runId, 'graph');
    for (let n = 0; n < archiveEvents / 3; n += 1) await log.append(nodeRecords(n));
    await log.close();
    const runDirectory = storage.runDirectory(runId);
    let bytes = 0;
    for (const entry of await fs.readdir(runDirectory, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
    const saveCheck = await benchSaveCheck(storage, runId);
    const ref = { storeDirectory, namespace: 'bench', runId, prefix: 'bench' };
    const saves: number[] = [];
    const restores: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      // The client reads the runner's variables at call time: this process plays one job per round.
      Object.assign(process.env, await emulator.jobEnv({ githubRunId: 700 + i, attempt: 1, job: 'store' }), {
        GITHUB_WORKSPACE: work,
      });
      let start = performance.now();
      const result = await saveStore({ ...ref, artifact: false });
      saves.push(performance.now() - start);
      if (result.cacheKey === undefined) throw new Error('saveStore saved nothing');
      const moved = `${runDirectory}.kept`;
      await fs.rename(runDirectory, moved);
      start = performance.now();
      const restored = await restoreStore(ref);
      restores.push(performance.now() - start);
      if (restored.source !== 'cache')
        throw new Error(`restoreStore: ${restored.source} ${restored.warnings.join('; ')}`);
      await fs.rm(runDirectory, { recursive: true, force: true });
      await fs.rename(moved, runDirectory);
    }
    return {
      save10kMs: Math.round(median(saves)),
      restore10kMs: Math.round(median(restores)),
      store10kBytes: bytes,
      saveCheck,
    };
  } finally {
    process.stdout.write = write;
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    await emulator.close();
  }
}
