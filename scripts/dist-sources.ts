// The digest of everything dist/ is built from. `npm run build` writes it to dist/manifest.json; a test
// recomputes it, so a change to src/ without a rebuild fails the suite (the Action runs dist/, not src/).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

export function distSourcesDigest(root: string): string {
  const inputs = [
    ...filesUnder(join(root, 'src')),
    ...['package-lock.json', 'tsconfig.json', 'scripts/build.ts', 'scripts/ascii.ts', 'scripts/vendor-chunks.ts'].map(
      (file) => join(root, file),
    ),
  ];
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(relative(root, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}

/**
 * Writes `{ sources: digest }` to `file` (dist/manifest.json, lib/manifest.json): the library starts
 * dist/worker.js only when the two name the same digest (src/runner/worker/worker-path.ts).
 */
export function writeSourcesManifest(file: string, root: string): void {
  writeFileSync(file, `${JSON.stringify({ sources: distSourcesDigest(root) }, null, 2)}\n`);
}
