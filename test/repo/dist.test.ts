// The Action runs the committed bundles: dist/ must be built from the committed sources, in the
// layout action.yml and package.json name (one bundle and its chunks; the Action, for main and post,
// the worker and the CLI are small files that start it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { distSourcesDigest } from '../../scripts/dist-sources.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

it('dist/ holds the Action action.yml names for both steps, the worker and the CLI, all starting bundle.js', () => {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { runs: { main: string; post: string } };
  expect(action.runs.main).toBe('dist/index.js');
  expect(action.runs.post).toBe('dist/index.js');
  for (const file of ['index.js', 'worker.js', 'cli.js', 'bundle.js', 'compile-cache.js'])
    expect(existsSync(join(dist, file)), file).toBe(true);
  for (const file of ['main.js', 'post.js']) expect(existsSync(join(dist, file)), file).toBe(false);
  expect(readFileSync(join(dist, 'cli.js'), 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  expect(statSync(join(dist, 'cli.js')).mode & 0o111, 'cli.js is executable (the bin)').not.toBe(0);
  // The three programs share one bundle (each dependency bundled once): each only starts its part of it.
  for (const [file, start] of Object.entries({ 'index.js': 'action', 'worker.js': 'worker', 'cli.js': 'cli' })) {
    const text = readFileSync(join(dist, file), 'utf8');
    expect(text, file).toContain(`import { ${start} } from './bundle.js';`);
    // Evaluated before bundle.js: the V8 compile cache is on before any chunk loads.
    expect(text.indexOf("import './compile-cache.js';"), file).toBeGreaterThan(-1);
    expect(text.indexOf("import './compile-cache.js';"), file).toBeLessThan(text.indexOf('./bundle.js'));
    expect(text.length, file).toBeLessThan(1000);
  }
});

// One bundle for all three programs (each dependency once): the budget is 10.5 MB (issue 22).
it('every chunk a bundle can load is in dist/, and dist/ stays within 10.5 MB', () => {
  const files = readdirSync(dist);
  // ncc's chunk runtime loads `<id>.index.js` for each `__nccwpck_require__.e(<id>)` in a bundle or chunk.
  const wanted = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(dist, file), 'utf8');
    for (const match of text.matchAll(/__nccwpck_require__\.e\((\d+)\)/g)) wanted.add(`${match[1]}.index.js`);
  }
  expect(wanted.size).toBeGreaterThan(0);
  for (const chunk of wanted) expect(files, chunk).toContain(chunk);
  const bytes = files.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
  expect(bytes).toBeLessThanOrEqual(10_500_000);
});

it('dist/ was built from the sources as committed (run `npm run build` after changing src/)', () => {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { sources: string };
  expect(manifest.sources).toBe(distSourcesDigest(root));
});
