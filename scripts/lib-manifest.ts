// After `tsc -p tsconfig.lib.json` (npm run build:lib): lib/manifest.json names the sources lib/ was
// built from, with the digest dist/manifest.json uses. When the two match (a packed package: prepack
// builds both), the library starts the bundled worker, dist/worker.js (src/runner/worker/worker-path.ts).
// `--fresh` writes nothing: it exits 0 when lib/ was built from the current sources, else 1. The
// `prepare` script uses it: an install from git runs prepare twice (npm's install in the clone, then
// its pack), and the second time lib/ is already built.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distSourcesDigest, writeSourcesManifest } from './dist-sources.ts';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const manifest = join(root, 'lib', 'manifest.json');

function libIsFresh(): boolean {
  if (!existsSync(join(root, 'lib', 'index.js')) || !existsSync(join(root, 'lib', 'index.d.ts'))) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { sources?: unknown }).sources === distSourcesDigest(root);
  } catch {
    return false; // no manifest (or an unreadable one): not built from these sources
  }
}

if (process.argv.includes('--fresh')) {
  const fresh = libIsFresh();
  console.log(fresh ? 'lib/ is built from the current sources' : 'lib/ is missing or stale');
  process.exitCode = fresh ? 0 : 1;
} else {
  writeSourcesManifest(manifest, root);
  console.log('wrote lib/manifest.json');
}
