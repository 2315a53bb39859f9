// The check before each save of a restored run (chainsShortened): that the store still extends
// the logs the job restored. Read whole, it parses and verifies every record again (as the post
// step, which has only lengths and heads, does); with the seal of the job's own verified read (a
// digest of the restored bytes), it hashes those bytes and verifies only the records after them.
// Both on the same store, in process, alternated, median of 3 each.
import { performance } from 'node:perf_hooks';
import {
  chainMarksState,
  chainsShortened,
  parseChainMarks,
  type SealedChainMarks,
} from '../src/action/persistence/index.ts';
import { loadRunReport } from '../src/report/index.ts';
import type { RunStorage } from '../src/store/index.ts';
import { median } from './median.ts';

export interface SaveCheckFigures {
  /** With lengths and heads only: both logs read whole. */
  wholeMs: number;
  /** With the seal a job's restore takes (loadRunReport digestLogs). */
  sealedMs: number;
}

export async function benchSaveCheck(storage: RunStorage, runId: string): Promise<SaveCheckFigures> {
  const report = await loadRunReport({ directory: storage.directory, namespace: storage.namespace }, runId, {
    digestLogs: true,
  });
  const sealed: SealedChainMarks = report.logs!;
  // What the post step has: the same marks through the state, without the seal.
  const whole: SealedChainMarks = parseChainMarks(chainMarksState(sealed))!;
  const ref = { storeDirectory: storage.directory, namespace: storage.namespace, runId };
  const times = { whole: [] as number[], sealed: [] as number[] };
  for (let round = 0; round < 3; round += 1) {
    for (const [name, marks] of [
      ['whole', whole],
      ['sealed', sealed],
    ] as const) {
      const start = performance.now();
      const shortened = await chainsShortened(ref, marks);
      times[name].push(performance.now() - start);
      if (shortened !== undefined) throw new Error(`the save check refused the bench store: ${shortened}`);
    }
  }
  return { wholeMs: Math.round(median(times.whole)), sealedMs: Math.round(median(times.sealed) * 10) / 10 };
}
