// The per-node rows of the bench table: the supervised runner on the 200-node chain against one
// fdatasync (target 5), beside what it is made of: the worker from source, a longer chain, no
// change records, a larger repository, the executor alone (a fresh process and warm), one append.
import { defaultMaxFingerprintEntries } from '../src/workspace/unchanged/fingerprint.ts';
import { r2, section, times, type Row } from './table.ts';
import type { BenchWorker } from './worker-entry.ts';

export interface PerNodeFigures {
  runner: Record<string, number>;
  floor: { msPerNode: number };
  largeWorkspace: { files: number; msPerNode: number };
  graphFirstRun: { msPerNode: number };
  graph: Record<string, number>;
  store: Record<string, number>;
  /** The worker every chain of ours ran (bench/worker-entry.ts). */
  worker: BenchWorker;
}

function runnerRows({ runner, worker }: PerNodeFigures): Row[] {
  const ours = runner.msPerNode!;
  const sync = runner.fdatasyncMs!;
  const source = runner.msPerNodeSource;
  return [
    {
      figure: `supervised runner, ${worker.label} (median of 3)`,
      value: ours,
      unit: 'ms/node',
      ratio: `${times(ours / sync)} fdatasync`,
      note: `target ≤ 1.5×; ${times(ours / runner.fdatasyncInPlaceMs!)} the in-place sync; includes per-node git change records; ${worker.bundleMissing === undefined ? 'the worker the Action starts' : `not the worker the Action starts: ${worker.bundleMissing}`}`,
    },
    ...(source === undefined
      ? []
      : [
          {
            figure: '  same, worker from source (median of 3)',
            value: source,
            unit: 'ms/node',
            ratio: `${times(source / sync)} fdatasync`,
            note: "Node strips the types of every module it loads; each run alternated with the bundle's; earlier runs of this bench measured this one",
          },
        ]),
    {
      figure: '  same, 1000-node chain (median of 3)',
      value: runner.msPerNode1000!,
      unit: 'ms/node',
      ratio: `${times(runner.msPerNode1000! / sync)} fdatasync`,
      note: 'the worker process starts cold: its first nodes run unoptimised code',
    },
  ];
}

function variantRows({ runner, floor, largeWorkspace, graphFirstRun, graph, store }: PerNodeFigures): Row[] {
  const sync = runner.fdatasyncMs!;
  // The executor's first run is from source: it is compared with the worker from source.
  const sourceRunner = runner.msPerNodeSource ?? runner.msPerNode!;
  return [
    {
      figure: '  same, recordChanges: false',
      value: floor.msPerNode,
      unit: 'ms/node',
      ratio: `${times(floor.msPerNode / sync)} fdatasync`,
      note: 'no per-attempt workspace captures: what the change records cost',
    },
    {
      figure: `  same, 50-node chain in a ${largeWorkspace.files.toLocaleString('en-US')}-file repository`,
      value: largeWorkspace.msPerNode,
      unit: 'ms/node',
      ratio: `${times(largeWorkspace.msPerNode / sync)} fdatasync`,
      note: `past the stat fingerprint's bound of ${defaultMaxFingerprintEntries.toLocaleString('en-US')} entries: a git status per node`,
    },
    {
      figure: '  graph executor alone, first run of a fresh process',
      value: graphFirstRun.msPerNode,
      unit: 'ms/node',
      ratio: `${times(graphFirstRun.msPerNode / sync)} fdatasync`,
      note: `median of 3 processes from source, timed as the runner's figure; the worker from source adds ${r2(sourceRunner - graphFirstRun.msPerNode)} ms/node to it`,
    },
    {
      figure: '  graph executor alone, warm, in a process of its own',
      value: graph.msPerNode!,
      unit: 'ms/node',
      ratio: `${times(graph.msPerNodeOverFdatasync!)} fdatasync`,
      note: `after a warm-up run, in a process that loads only the executor and the store; ${graph.syncsPerNode} syncs/node; its own probe ${graph.fdatasyncMs} ms; one append inside the run ${graph.msPerAppend} ms, CPU outside appends ${graph.outsideAppendMsPerNode} ms/node`,
    },
    {
      figure: '  store append of one record',
      value: store.append1MedianMs!,
      unit: 'ms',
      ratio: `${times(store.append1PerFsync!)} fdatasync`,
      note: `its own probe ${store.fsyncMedianMs} ms`,
    },
  ];
}

export function perNodeRows(figures: PerNodeFigures): Row[] {
  return [
    section('per sequential data node, fully durable (200-node chain)'),
    {
      figure: 'fdatasync (write + fdatasync, 400 B)',
      value: figures.runner.fdatasyncMs!,
      unit: 'ms',
      note: "appending: the sync also commits the file size; probe on the runner chain's disk",
    },
    {
      figure: '  same, into already-written blocks',
      value: figures.runner.fdatasyncInPlaceMs!,
      unit: 'ms',
      note: "data only: how the store's preallocated logs sync between extensions",
    },
    ...runnerRows(figures),
    ...variantRows(figures),
  ];
}
