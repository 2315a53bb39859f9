// Graph executor benchmark: ms per sequential data node for a 200-node chain through the
// executor with real durable storage, next to one measured fdatasync on the same disk, their
// ratio, and syncs per node (appends counted: each append is one batch and one fdatasync).
// Figures are printed, never asserted. BENCH_DIR picks the disk (default: the OS temp dir).
// fdatasync cost on a shared machine drifts by several times within seconds, so fdatasync
// samples and chain runs are interleaved (rounds) and the ratio is the median of per-round ratios.
//
// Run: node bench/graph.ts (--json: the figures as one JSON line)
import { closeSync, constants, fdatasyncSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  createDagGraph,
  createGraphExecutor,
  createGraphRun,
  graphDefinitionOf,
  type DataNodeBinding,
} from '../src/graph/index.ts';
import { createLocalRunStorage, type EventLog, type NewEvent } from '../src/store/index.ts';
import { median } from './median.ts';
import { scriptOutput } from './script-output.ts';

export const chainLength = 200;

/**
 * Median ms of one write + fdatasync to a file in `directory`, made the way the store appends
 * (O_APPEND, synchronous write and fdatasync, a batch-sized block), back to back or each after
 * `gapMs` of CPU work.
 */
function measureFdatasync(directory: string, samples = 200, gapMs = 0, bytes = 1500): number {
  const fd = openSync(
    path.join(directory, 'fdatasync-probe'),
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT,
    0o600,
  );
  const block = Buffer.alloc(bytes, 'x');
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      const gapStart = performance.now();
      while (performance.now() - gapStart < gapMs) {
        // busy: the executor's own work between two appends
      }
      const start = performance.now();
      writeSync(fd, block);
      fdatasyncSync(fd);
      times.push(performance.now() - start);
    }
  } finally {
    closeSync(fd);
  }
  return median(times);
}

function countAppends(log: EventLog): EventLog & { appends: number; appendMs: number } {
  const counted = {
    name: log.name,
    appends: 0,
    appendMs: 0,
    cursor: () => log.cursor(),
    append: async (records: readonly NewEvent[]) => {
      counted.appends += 1;
      const start = performance.now();
      try {
        return await log.append(records);
      } finally {
        counted.appendMs += performance.now() - start;
      }
    },
    close: () => log.close(),
  };
  return counted;
}

/** One 200-node chain run; returns wall time, appends and time spent inside appends. */
export async function runChain(
  directory: string,
  runId: string,
): Promise<{ ms: number; appends: number; appendMs: number; bytes: number; result: string }> {
  const storage = await createLocalRunStorage({ directory, namespace: 'bench' });
  const ids = Array.from({ length: chainLength }, (_, i) => `n${i}`);
  const graph = createDagGraph({
    nodes: Object.fromEntries(ids.map((id, i) => [id, { needs: i === 0 ? [] : [ids[i - 1]!] }])),
  });
  await createGraphRun(
    storage,
    runId,
    {
      schemaVersion: 1,
      graphDefinition: graphDefinitionOf(graph),
      plan: { schemaVersion: 1, lanes: {} },
      resolvedInputs: {},
    },
    { session: 1 },
  );
  const nodes: Record<string, DataNodeBinding> = Object.fromEntries(
    ids.map((id, i) => [id, { kind: 'data', run: async () => i }]),
  );
  const log = countAppends(await storage.openEventLog(runId, 'graph'));
  try {
    const startOffset = log.cursor().offset;
    const start = performance.now();
    const result = await createGraphExecutor({ storage, runId, graph, nodes, engines: [], session: 1, log }).run(
      new AbortController().signal,
    );
    const ms = performance.now() - start;
    return {
      ms,
      appends: log.appends,
      appendMs: log.appendMs,
      bytes: log.cursor().offset - startOffset,
      result: result.kind,
    };
  } finally {
    await log.close();
  }
}

export async function benchGraph(rounds = 3): Promise<Record<string, number>> {
  const base = await mkdtemp(path.join(process.env.BENCH_DIR ?? tmpdir(), 'bench-graph-'));
  try {
    // A warm-up run (module loading, JIT) first.
    await runChain(path.join(base, 'warmup'), 'warmup');
    const perRound: Array<{
      msPerNode: number;
      fdatasyncMs: number;
      gapFdatasyncMs: number;
      syncsPerNode: number;
      outsideAppendMsPerNode: number;
      msPerAppend: number;
    }> = [];
    for (let round = 0; round < rounds; round += 1) {
      const before = measureFdatasync(base, 100);
      const run = await runChain(path.join(base, `store-${round}`), `chain-${round}`);
      if (run.result !== 'complete') throw new Error(`the benchmark chain ended ${run.result}`);
      const after = measureFdatasync(base, 100);
      const gapped = measureFdatasync(
        base,
        100,
        (run.ms - run.appendMs) / run.appends,
        Math.round(run.bytes / run.appends),
      );
      perRound.push({
        msPerNode: run.ms / chainLength,
        fdatasyncMs: (before + after) / 2,
        gapFdatasyncMs: gapped,
        syncsPerNode: run.appends / chainLength,
        outsideAppendMsPerNode: (run.ms - run.appendMs) / chainLength,
        msPerAppend: run.appendMs / run.appends,
      });
    }
    const pick = (f: (r: (typeof perRound)[number]) => number) => round3(median(perRound.map(f)));
    return {
      chainNodes: chainLength,
      rounds,
      msPerNode: pick((r) => r.msPerNode),
      fdatasyncMs: pick((r) => r.fdatasyncMs),
      msPerNodeOverFdatasync: pick((r) => r.msPerNode / r.fdatasyncMs),
      syncsPerNode: pick((r) => r.syncsPerNode),
      // The same probe with the run's own CPU time between syncs: the floor for this rhythm.
      fdatasyncAfterGapMs: pick((r) => r.gapFdatasyncMs),
      msPerNodeOverFdatasyncAfterGap: pick((r) => r.msPerNode / r.gapFdatasyncMs),
      // Executor + node + store CPU work per node, outside the append (write + fdatasync) calls.
      outsideAppendMsPerNode: pick((r) => r.outsideAppendMsPerNode),
      // One append inside the run (a sync that follows CPU work; a virtual disk charges more for
      // that than for back-to-back probe syncs, so compare msPerNode with this figure too).
      msPerAppend: pick((r) => r.msPerAppend),
      msPerNodeOverAppend: pick((r) => r.msPerNode / r.msPerAppend),
    };
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * benchGraph in a process of its own (`node bench/graph.ts --json`): in the bench's process, after it
 * has loaded the Action's modules and the emulator's, the same chain read 0.30-0.40 ms a node against
 * 0.20-0.23 alone. The worker that runs the executor loads neither.
 */
export async function benchGraphInOwnProcess(): Promise<Record<string, number>> {
  const out = await scriptOutput('the graph executor chain', fileURLToPath(import.meta.url), ['--json']);
  return JSON.parse(out) as Record<string, number>;
}

if (import.meta.main) {
  const figures = await benchGraph();
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  else {
    console.log('graph executor: sequential data nodes, durable store');
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(24)} ${value}`);
  }
}
