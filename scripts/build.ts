// Bundles each entry point with ncc into dist/<name>.js (the Action runs dist/, not src/).
// ncc writes a folder per entry; its index.js becomes dist/<name>.js and any chunks move beside it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distSourcesDigest } from './dist-sources.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--out DIR` builds elsewhere (the dist freshness test compares such a build with the committed dist/).
const outFlag = process.argv.indexOf('--out');
const dist = outFlag > 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]!) : join(root, 'dist');
const work = join(dist === join(root, 'dist') ? join(root, '.tmp') : dist + '.tmp', 'ncc');
const ncc = join(root, 'node_modules', '.bin', 'ncc');

/**
 * name in dist/ -> source entry. Entries that do not exist yet are skipped (with a notice).
 * index is the Action, both steps (entry.ts picks main or post); worker and cli stay their own
 * small bundles. The Action's lazy imports (each step, the runner, the cache and artifact
 * clients) become chunk files beside index.js, loaded only when reached.
 */
const entries: Record<string, string> = {
  index: 'src/action/entry.ts',
  worker: 'src/declarative/worker-entry.ts',
  cli: 'src/cli/main.ts',
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const [name, source] of Object.entries(entries)) {
  if (!existsSync(join(root, source))) {
    console.log(`skip ${name}: ${source} does not exist yet`);
    continue;
  }
  const out = join(work, name);
  rmSync(out, { recursive: true, force: true });
  execFileSync(ncc, ['build', source, '-o', out, '--quiet', '--license', 'licenses.txt'], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const file of readdirSync(out)) {
    if (file === 'package.json') continue;
    const target = file === 'index.js' ? `${name}.js` : file === 'licenses.txt' ? `${name}.licenses.txt` : file;
    if (existsSync(join(dist, target))) throw new Error(`ncc output ${file} of ${name} collides with ${target}`);
    renameSync(join(out, file), join(dist, target));
  }
  console.log(`built dist/${name}.js`);
}
rmSync(work, { recursive: true, force: true });
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify({ sources: distSourcesDigest(root) }, null, 2)}\n`);
