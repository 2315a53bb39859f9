// Where this layer's worker entry is: a sibling worker.js of the running file in a bundle (dist/main.js
// beside dist/worker.js, which is built from worker-entry.ts), else worker-entry.ts run by Node 24 from
// source. Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function declarativeWorkerEntry(): string {
  const bundled = path.join(here, 'worker.js');
  if (existsSync(bundled)) return bundled;
  return path.join(here, 'worker-entry.ts');
}
