// After `tsc -p tsconfig.lib.json` (npm run build:lib): lib/manifest.json names the sources lib/ was
// built from, with the digest dist/manifest.json uses. When the two match (a packed package: prepack
// builds both), the library starts the bundled worker, dist/worker.js (src/runner/worker/worker-path.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSourcesManifest } from './dist-sources.ts';

const root = join(fileURLToPath(import.meta.url), '..', '..');
writeSourcesManifest(join(root, 'lib', 'manifest.json'), root);
console.log('wrote lib/manifest.json');
