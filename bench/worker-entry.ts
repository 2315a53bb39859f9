// Which worker the bench's chains run: dist/worker.js, the bundle the Action and the CLI start,
// when it is built from the sources as they are (dist/manifest.json, as the dist freshness test
// checks); else the source entry (Node strips the types of every module as it loads them), which
// is what startSupervisedRun finds from src/. Every per-node figure compared with a target or the
// peers runs the same one, and the table says which.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distSourcesDigest } from '../scripts/dist-sources.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** dist/worker.js (built or not). */
export const bundledWorkerPath = path.join(root, 'dist', 'worker.js');

export interface BenchWorker {
  /** For startSupervisedRun: undefined runs the source entry. */
  workerEntry: string | undefined;
  label: 'bundled dist/worker.js' | 'worker from source';
  /** Why the bundle is not the one run (not built, or built from other sources). */
  bundleMissing?: string;
}

export const sourceWorker: BenchWorker = { workerEntry: undefined, label: 'worker from source' };

/** Undefined when dist/worker.js is built from the sources as they are; else why not. */
function whyNotCurrent(): string | undefined {
  if (!existsSync(bundledWorkerPath)) return 'dist/worker.js is not built';
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist', 'manifest.json'), 'utf8')) as {
      sources?: unknown;
    };
    return manifest.sources === distSourcesDigest(root) ? undefined : 'dist/ is not built from the sources as they are';
  } catch {
    return 'dist/manifest.json is unreadable';
  }
}

/** Hashing the sources takes a moment: once per bench process. */
let checked: { why: string | undefined } | undefined;
export function bundleNotCurrent(): string | undefined {
  checked ??= { why: whyNotCurrent() };
  return checked.why;
}

/** The shipped bundle when it is current, else the source entry (saying why). */
export function shippedWorker(): BenchWorker {
  const missing = bundleNotCurrent();
  return missing === undefined
    ? { workerEntry: bundledWorkerPath, label: 'bundled dist/worker.js' }
    : { ...sourceWorker, bundleMissing: `${missing} (npm run build)` };
}

/** `workerEntry` as a startSupervisedRun option (absent for the source entry). */
export function workerEntryOption(worker: BenchWorker): { workerEntry?: string } {
  return worker.workerEntry === undefined ? {} : { workerEntry: worker.workerEntry };
}
