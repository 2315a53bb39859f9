// Where the worker script is: options.workerEntry, else a sibling worker.js of the running file
// (the ncc bundle layout: dist/main.js beside dist/worker.js), else src/runner/worker-entry.ts run
// by Node 24 directly. Paths come from fileURLToPath(import.meta.url): ncc rewrites
// `new URL('./x', import.meta.url)` into an asset.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SupervisedRunError } from './errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export function resolveWorkerEntry(explicit?: string): string {
  if (explicit !== undefined) {
    const resolved = path.resolve(explicit);
    if (!existsSync(resolved)) throw new SupervisedRunError('INVALID_OPTIONS', `options.workerEntry: no worker script at ${resolved}`);
    return resolved;
  }
  const bundled = path.join(here, 'worker.js');
  if (existsSync(bundled)) return bundled;
  return path.join(here, 'worker-entry.ts');
}
