// Which worker the bench's chains run: dist/worker.js, the bundle the Action and the CLI start,
// when it is built; else the source entry (Node strips the types of every module as it loads them),
// which is what startSupervisedRun finds from src/. Every per-node figure compared with the target
// and the peers runs the same one, and says which.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** dist/worker.js (built or not). */
export const bundledWorkerPath = path.join(here, '..', 'dist', 'worker.js');

export interface BenchWorker {
  /** For startSupervisedRun: undefined runs the source entry. */
  workerEntry: string | undefined;
  label: 'bundled dist/worker.js' | 'worker from source';
}

export const sourceWorker: BenchWorker = { workerEntry: undefined, label: 'worker from source' };

/** The shipped bundle when built, else the source entry. */
export function shippedWorker(): BenchWorker {
  return existsSync(bundledWorkerPath)
    ? { workerEntry: bundledWorkerPath, label: 'bundled dist/worker.js' }
    : sourceWorker;
}

/** `workerEntry` as a startSupervisedRun option (absent for the source entry). */
export function workerEntryOption(worker: BenchWorker): { workerEntry?: string } {
  return worker.workerEntry === undefined ? {} : { workerEntry: worker.workerEntry };
}
