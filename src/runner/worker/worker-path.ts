// Where the worker script is: options.workerEntry, else the first of these beside the running file:
//   worker-entry.ts  source, run by Node 24 directly (src/runner/worker/, src/declarative/)
//   worker-entry.js  the tsc library build (lib/runner/worker/, lib/declarative/; lib/runner/worker/worker.js
//                    there is the runSupervisedWorker module, not an entry, so it must not win)
//   worker.js        the ncc bundle (dist/worker.js beside dist/bundle.js and its chunks)
// Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SupervisedRunError } from '../errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** File names of a worker entry beside a running module, in order of preference. */
export const workerEntryNames = ['worker-entry.ts', 'worker-entry.js', 'worker.js'] as const;

/** The first worker entry present in `directory`, or undefined. */
export function findWorkerEntry(directory: string): string | undefined {
  for (const name of workerEntryNames) {
    const candidate = path.join(directory, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The worker entry beside `directory`, or INVALID_OPTIONS saying where it looked. */
export function requireWorkerEntry(directory: string): string {
  const found = findWorkerEntry(directory);
  if (found === undefined) {
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      `options.workerEntry: not given, and no worker script beside ${directory} (looked for ${workerEntryNames.join(', ')})`,
    );
  }
  return found;
}

export function resolveWorkerEntry(explicit?: string): string {
  if (explicit !== undefined) {
    const resolved = path.resolve(explicit);
    if (!existsSync(resolved))
      throw new SupervisedRunError('INVALID_OPTIONS', `options.workerEntry: no worker script at ${resolved}`);
    return resolved;
  }
  return requireWorkerEntry(here);
}
