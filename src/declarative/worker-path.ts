// Where this layer's worker entry is (the one that registers the built-in `declarative` host): the
// runner's lookup beside this file, so source (worker-entry.ts), the tsc library build
// (lib/declarative/worker-entry.js) and the ncc bundle (dist/worker.js, built from worker-entry.ts)
// all find it. Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireWorkerEntry } from '../runner/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export function declarativeWorkerEntry(): string {
  return requireWorkerEntry(here);
}
